/**
 * Layout that holds on every screen: nothing runs off the right edge of a phone, and the header
 * marks the current section in the HTML the server sends.
 */
import { expect, test, type Page } from "@playwright/test";
import { routes, untilHydrated } from "./registry";

const NARROW_WIDTHS = [320, 375, 768] as const;

/**
 * Every visible element whose box leaves the viewport sideways, unless a scroll or clip
 * container that itself fits the viewport holds it (a table or code block that scrolls in its
 * own box is fine; the page never may). The body's `overflow-x: clip` hides a sideways scroll
 * bar but not text cut off at the edge, so the page's scroll width alone proves nothing.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const fits = (r: DOMRect) => r.left >= -1 && r.right <= viewport + 1;
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || fits(rect)) continue;
      const style = getComputedStyle(el);
      if (style.position === "fixed" || style.visibility === "hidden") continue;
      let contained = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && fits(p.getBoundingClientRect())) {
          contained = true;
          break;
        }
      }
      if (contained) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`;
      offenders.push(`${name} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
    }
    return offenders.slice(0, 5);
  });
}

/**
 * Every width for the top pages and the first page of each kind; one width, in turn, for the
 * others of a kind, which share its layout (as pages.spec.ts samples its axe sweep: CI's time).
 */
function widthsOf(index: number): readonly number[] {
  const route = routes[index]!;
  const firstOfKind = routes.findIndex((r) => r.kind === route.kind) === index;
  return route.kind === "page" || firstOfKind ? NARROW_WIDTHS : [NARROW_WIDTHS[index % NARROW_WIDTHS.length]!];
}

for (const [index, route] of routes.entries()) {
  const widths = widthsOf(index);
  test(`${route.path}: nothing runs off the screen at ${widths.join(", ")} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: widths[0]!, height: 800 } });
    const page = await context.newPage();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route.path);
      expect(await sidewaysOverflow(page), `${route.path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
}

test("a wide table and a code block in a post scroll inside their own box", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/blog/typescript-at-scale-lessons");
  const prose = page.locator(".prose");
  const proseBox = (await prose.boundingBox())!;
  expect(proseBox.x + proseBox.width).toBeLessThanOrEqual(320);
  const wide = await page.$$eval(".prose pre, .prose table", (els) =>
    els.map((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflowX: getComputedStyle(el).overflowX })),
  );
  expect(wide.length).toBeGreaterThan(0);
  // At least one is wider than a phone, and each of those scrolls in place.
  expect(wide.some((w) => w.scroll > w.client)).toBe(true);
  for (const w of wide.filter((w) => w.scroll > w.client)) expect(w.overflowX).toBe("auto");
});

const SECTIONS = [
  { path: "/", label: "Home" },
  { path: "/services", label: "Services" },
  { path: "/services/cloud-services", label: "Services" },
  { path: "/projects", label: "Projects" },
  { path: "/projects/pulse-health", label: "Projects" },
  { path: "/about", label: "About" },
  { path: "/blog", label: "Blog" },
  { path: "/blog/design-systems-that-scale", label: "Blog" },
];

for (const { path, label } of SECTIONS) {
  test(`server HTML of ${path} marks "${label}" as the current page, and only it`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const main = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    const current = [...main.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(current).toEqual([label]);
  });

  test(`the mobile menu of ${path} marks "${label}" as the current page, and only it`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  });
}

test("the current page stays marked after the header hydrates", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  // The header hydrates when a visitor reaches for it: here, by tabbing to its theme toggle.
  await page.getByRole("button", { name: /^Switch to (dark|light) mode$/ }).focus();
  await untilHydrated(page, "header");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test("a case study's result figures sit on one line, whatever the length of their labels", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const slug of ["quantum-dashboard", "aurora-storefront", "fusion-platform"]) {
    await page.goto(`/projects/${slug}`);
    const tops = await page.$$eval("#results-heading + dl dd", (els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops, slug).toHaveLength(4);
    expect(Math.max(...tops) - Math.min(...tops), slug).toBeLessThanOrEqual(1);
  }
});

test("the project links of a row line up at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/projects");
  const cards = await page.$$eval("main ul li article", (articles) =>
    articles.map((a) => ({
      top: Math.round(a.getBoundingClientRect().top),
      link: Math.round(a.querySelector("a")!.getBoundingClientRect().top),
    })),
  );
  expect(cards.length).toBe(6);
  const rows = new Map<number, typeof cards>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  expect(rows.size).toBe(3);
  for (const row of rows.values()) {
    const links = row.map((c) => c.link);
    expect(Math.max(...links) - Math.min(...links)).toBeLessThanOrEqual(1);
  }
});

test("the dark theme shows the night map, and only it is fetched", async ({ page }) => {
  const maps: string[] = [];
  page.on("request", (r) => {
    if (/map-greater-noida/.test(r.url())) maps.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  await page.goto("/contact");
  const visible = page.locator("img[src*='map-greater-noida']:visible");
  await visible.scrollIntoViewIfNeeded();
  await expect(visible).toHaveCount(1);
  await expect(visible).toHaveAttribute("src", /map-greater-noida-dark/);
  await page.waitForLoadState("networkidle");
  expect(maps.length).toBeGreaterThan(0);
  expect(maps.every((p) => p.includes("map-greater-noida-dark"))).toBe(true);
});
