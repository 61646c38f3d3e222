/**
 * The small things a design review catches: surfaces that melt into the dark page, a hero
 * that leaves half the width empty, a stepper with holes, labels that wrap badly.
 */
import { expect, test, type Page } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { AXE_TAGS, useStoredTheme } from "./registry";

/**
 * Relative luminance of what an element's background looks like over the page: its computed
 * colour (of any CSS syntax, with alpha) painted over the body's in a canvas, then measured.
 */
async function shownLuminance(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data]
        .slice(0, 3)
        .map((v) => v / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    });
}

test.describe("dark theme", () => {
  test.beforeEach(async ({ page }) => {
    await useStoredTheme(page, "dark");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("the home page's closing card is raised above the page and has an edge", async ({ page }) => {
    // The card is home's closing shape; other pages close with a band or a rule (CallToAction).
    await page.goto("/");
    const box = "#cta-heading >> xpath=ancestor::div[contains(@class,'rounded')][1]";
    expect(await shownLuminance(page, box)).toBeGreaterThan((await shownLuminance(page, "body")) * 1.2);
    const shadow = await page.locator(box).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).not.toBe("none");
  });

  test("the current page's pill is lighter than the header, not a hole in it", async ({ page }) => {
    await page.goto("/projects");
    const pill = 'nav[aria-label="Main"] a[aria-current="page"]';
    expect(await shownLuminance(page, pill)).toBeGreaterThan((await shownLuminance(page, "body")) * 1.2);
  });
});

test("inner pages use the width: beside the text sits the lead, an index or figures, not an empty half", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const hero = "section[aria-labelledby='page-title']";
  // Each opening has its own shape (PageHero's layouts); /contact has its own (first-screen.spec.ts).
  const pages = [
    { path: "/projects", left: "h1", right: `${hero} .text-lead` },
    { path: "/privacy-policy", left: "h1", right: `${hero} .text-lead` },
    { path: "/services", left: "h1", right: `${hero} nav[aria-labelledby='services-index']` },
    { path: "/about", left: `${hero} .text-lead`, right: `${hero} dl` },
  ];
  for (const { path, left, right } of pages) {
    await page.goto(path);
    const a = (await page.locator(left).first().boundingBox())!;
    const b = (await page.locator(right).first().boundingBox())!;
    expect(b.x, path).toBeGreaterThan(a.x + a.width - 1);
    expect(b.x + b.width, path).toBeGreaterThan(1280 * 0.7);
  }
  // /blog's name is set like a masthead: one line across most of the width.
  await page.goto("/blog");
  const line = await page.locator("h1").evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    const rects = [...range.getClientRects()];
    return { lines: new Set(rects.map((r) => Math.round(r.top))).size, width: range.getBoundingClientRect().width };
  });
  expect(line.lines).toBe(1);
  expect(line.width).toBeGreaterThan(1280 * 0.7);
});

test("a process of seven steps is one unbroken path", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services");
  const steps = page.locator("#process-heading >> xpath=ancestor::section[1] >> ol > li");
  await expect(steps).toHaveCount(7);
  const boxes = await steps.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.left).toBe(boxes[0]!.left);
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 1);
  }
});

test("a case study's eyebrow stays on one or two lines on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const slug of ["quantum-dashboard", "nexus-mobile-app", "pulse-health"]) {
    await page.goto(`/projects/${slug}`);
    const eyebrow = page.locator("section[aria-labelledby='page-title'] .eyebrow");
    const lines = await eyebrow.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines, slug).toBeLessThanOrEqual(2.1);
  }
});

test("a post card's date line never leaves its separator at a line end", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/blog");
  const lines = await page.$$eval("main article time", (times) =>
    times.map((time) => {
      const dot = time.nextElementSibling!;
      return { time: time.getBoundingClientRect().top, dot: dot.getBoundingClientRect().top };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(Math.abs(line.time - line.dot)).toBeLessThanOrEqual(2);
});

test.describe("a case study's gallery screens open full size", () => {
  test("with the keyboard: Enter opens, arrows step, Escape closes and gives focus back", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/projects/pulse-health");
    const gallery = page.locator("[data-gallery]");
    const screens = gallery.locator("a[data-lightbox]");
    const count = await screens.count();
    expect(count).toBeGreaterThan(1);
    await screens.first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const image = dialog.locator("img");
    await expect(image).toHaveAttribute("src", (await screens.first().getAttribute("href"))!);
    // The full-size file, not a phone-sized one: the screen's text is legible.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(1136);
    await expect(dialog).toContainText(`1 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(`2 / ${count}`);
    await expect(image).toHaveAttribute("src", (await screens.nth(1).getAttribute("href"))!);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toContainText(`${count} / ${count}`);
    // Focus stays inside while it is open: Tab cycles through its own buttons.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(screens.first()).toBeFocused();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`open, it passes axe in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto("/projects/atlas-freight-portal");
      await page.locator("[data-gallery] a[data-lightbox]").nth(1).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.screenshot({ path: `test-results/lightbox-${theme}.png` });
      const results = await new AxeBuilder({ page }).include("dialog").withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }

  test("without JavaScript each screen is a plain link to its full-size image", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects/pulse-health");
    const first = page.locator("[data-gallery] a[data-lightbox]").first();
    const href = (await first.getAttribute("href"))!;
    expect(href).toMatch(/\.(webp|avif|jpg|png)$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, "\\.")}$`));
    await context.close();
  });
});
