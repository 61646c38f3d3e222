/**
 * Byte budgets on the home page, as a modern browser loads it before any interaction:
 * scripts referenced by the HTML (module scripts, not the legacy nomodule ones) and CSS.
 */
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

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
