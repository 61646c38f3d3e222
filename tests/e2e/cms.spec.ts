/**
 * The production build made without the CMS's GitHub variables carries no admin: /keystatic and
 * /api/keystatic answer the site's own 404, no file the site serves holds a byte of the CMS, and
 * no page asks for one. (The CMS itself is tested under `astro dev`: tests/integration/cms.test.ts.)
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { routes } from "./registry";

const CLIENT = path.join(import.meta.dirname, "../../dist/client");

test("/keystatic and /api/keystatic answer the site's own 404", async ({ request }) => {
  for (const pathname of ["/keystatic", "/keystatic/collection/blog", "/api/keystatic/tree", "/api/keystatic/update"]) {
    const get = await request.get(pathname);
    expect(get.status(), pathname).toBe(404);
    const html = await get.text();
    expect(html, pathname).toContain("Page Not Found");
    expect(html, pathname).toMatch(/<meta name="robots" content="noindex/);
  }
  // The local mode's write route, had it been built, takes a POST.
  const post = await request.post("/api/keystatic/update", { data: { additions: [], deletions: [] } });
  expect(post.status()).toBe(404);
});

test("no file the site serves holds the CMS", () => {
  const files = fs
    .readdirSync(CLIENT, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(m?js|css|html)$/.test(f));
  expect(files.length).toBeGreaterThan(50);
  // Identifiers of Keystatic's client bundle and of its UI kit, which any admin build would carry.
  const marks = [/@keystatic\//, /keystatic-imports/, /KeystarProvider/, /kui:Button/];
  const holding = files.filter((f) => {
    const text = fs.readFileSync(path.join(CLIENT, f), "utf8");
    return marks.some((mark) => mark.test(text));
  });
  expect(holding).toEqual([]);
});

test("no page asks for a CMS file", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  const sample = [
    "/",
    "/contact",
    routes.find((r) => r.path.startsWith("/blog/") && r.kind === "post")?.path ?? "/blog",
  ];
  for (const pathname of sample) {
    await page.goto(pathname, { waitUntil: "networkidle" });
  }
  expect(asked.length).toBeGreaterThan(sample.length);
  expect(asked.filter((p) => /keystatic/i.test(p))).toEqual([]);
});
