/**
 * The registry-wide sweep: every registered page is served, complete in its server HTML,
 * readable with JavaScript off, and free of axe violations in both themes. The top pages (each a
 * layout of its own) and the first page of every other kind are checked in both themes at both
 * widths; the others of a kind, which share its layout, in one theme at one width, taking turns,
 * so that the sweep stays a sample of the pairs and not their product (CI's time).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { AXE_TAGS, drawEverything, THEMES, WIDTHS, attr, notFoundPath, routes, useStoredTheme } from "./registry";

test("the registry lists the pages", () => {
  expect(routes.length).toBeGreaterThanOrEqual(9);
  expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
});

/**
 * Both themes at both widths for the top pages and the first page of each kind; one theme at one
 * width, in turn, for the rest, so that a kind's pages between them still cover every pair.
 */
function sweep(index: number): (readonly [(typeof THEMES)[number], number])[] {
  const route = routes[index]!;
  const firstOfKind = routes.findIndex((r) => r.kind === route.kind) === index;
  const pairs = THEMES.flatMap((theme) => WIDTHS.map((width) => [theme, width] as const));
  return route.kind === "page" || firstOfKind ? pairs : [pairs[index % pairs.length]!];
}

for (const [index, route] of routes.entries()) {
  test.describe(`page ${route.path}`, () => {
    test("server HTML: 200, one h1, title, description, canonical, robots, social tags", async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      const title = attr(html, /<title>([^<]+)<\/title>/);
      expect(title).toMatch(/Ignite Technologies/);
      if (route.path !== "/") expect(title).toMatch(/ \| Ignite Technologies$/);
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0).toBeGreaterThan(50);
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toBeDefined();
      expect(new URL(canonical!).pathname).toBe(route.path);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe(
        route.indexed ? "index, follow" : "noindex, nofollow",
      );
      for (const property of ["og:title", "og:description", "og:image", "og:url", "og:type", "og:site_name"]) {
        expect(html, property).toContain(`property="${property}"`);
      }
      expect(html).toContain('name="twitter:card"');
    });

    test("readable with JavaScript disabled", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.locator("h1")).toBeVisible();
      const main = page.locator("main");
      await drawEverything(page);
      const text = (await main.innerText()).replace(/\s+/g, " ").trim();
      expect(text.length).toBeGreaterThan(300);
      // Nothing waits for JavaScript to become visible.
      const hidden = await page.$$eval(
        "main [data-reveal]",
        (els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length,
      );
      expect(hidden).toBe(0);
      await context.close();
    });

    for (const [theme, width] of sweep(index)) {
      test(`axe: no violations, ${theme} theme, ${width}px`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        await useStoredTheme(page, theme);
        await page.goto(route.path, { waitUntil: "load" });
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await drawEverything(page);
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  });
}

test.describe("not-found page", () => {
  test("unknown paths answer 404 with the spec's page, noindex", async ({ request }) => {
    const response = await request.get(notFoundPath);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Back to Homepage");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/<title>404/);
  });

  test("paths are case-sensitive", async ({ request }) => {
    expect((await request.get("/ABOUT")).status()).toBe(404);
  });

  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      test(`axe: no violations, ${theme} theme, ${width}px`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
        const page = await context.newPage();
        await useStoredTheme(page, theme);
        await page.goto(notFoundPath);
        await drawEverything(page);
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
        await context.close();
      });
    }
  }

  test("sets a 404 title and restores the site title when left", async ({ page }) => {
    await page.goto(notFoundPath);
    await expect(page).toHaveTitle(/^404/);
    await page.getByRole("link", { name: "Back to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Ignite Technologies");
  });
});
