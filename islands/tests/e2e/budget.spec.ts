/**
 * Byte budgets: the home page's scripts referenced by the HTML (module scripts, not the legacy
 * nomodule ones) and CSS, as a modern browser loads them before any interaction; and the image
 * weight of every registered page.
 */
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { routes } from "./registry";

const JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 25 * 1024;

async function gzipSizeOf(request: import("@playwright/test").APIRequestContext, urls: string[]) {
  let total = 0;
  const rows: string[] = [];
  for (const url of urls) {
    const body = await (await request.get(url)).body();
    const size = gzipSync(body, { level: 9 }).length;
    total += size;
    rows.push(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  }
  return { total, rows };
}

test("home page JavaScript and CSS stay within budget", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => src !== undefined);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);

  const js = await gzipSizeOf(request, [...new Set(scripts)]);
  const css = await gzipSizeOf(request, [...new Set(styles)]);
  console.log(
    [
      `Home page JavaScript: ${(js.total / 1024).toFixed(1)} KB gzip (budget ${JS_BUDGET / 1024} KB)`,
      ...js.rows,
      `Home page CSS: ${(css.total / 1024).toFixed(1)} KB gzip (budget ${CSS_BUDGET / 1024} KB)`,
      ...css.rows,
    ].join("\n"),
  );
  expect(js.total).toBeLessThanOrEqual(JS_BUDGET);
  expect(css.total).toBeLessThanOrEqual(CSS_BUDGET);
});

/**
 * Image weight, per registered page, as a phone loads it: every image the page fetches once it
 * has been scrolled to the bottom (so lazy images count too), measured as bytes on the wire.
 * The server's image optimiser must hand a phone small, modern-format files.
 */
const PAGE_IMAGE_BUDGET = 150 * 1024;
const SINGLE_IMAGE_BUDGET = 60 * 1024;

for (const route of routes) {
  test(`image weight on ${route.path} at 375 px stays within budget`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const images = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image") return;
      pending.push(
        response
          .request()
          .sizes()
          .then((s) => void images.set(response.url(), s.responseBodySize + s.responseHeadersSize)),
      );
    });
    await page.goto(route.path, { waitUntil: "load" });
    for (let y = 0; y < 40; y++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(80);
      if (atEnd) break;
    }
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    await context.close();

    const total = [...images.values()].reduce((a, b) => a + b, 0);
    const rows = [...images].map(([url, size]) => `  ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}`);
    console.log([`${route.path}: ${images.size} images, ${(total / 1024).toFixed(1)} KB`, ...rows].join("\n"));
    for (const [url, size] of images) expect(size, url).toBeLessThanOrEqual(SINGLE_IMAGE_BUDGET);
    expect(total).toBeLessThanOrEqual(PAGE_IMAGE_BUDGET);
  });
}
