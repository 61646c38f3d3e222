/**
 * What the first screen holds before anyone scrolls (issue 30): both of the home hero's
 * buttons on a 1280×800 laptop and a 375×667 phone, and on /contact at 1280×800 the form's
 * first field in the upper part of the screen.
 */
import { expect, test } from "@playwright/test";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`home at ${viewport.width}×${viewport.height}: both hero buttons are on the first screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    // As the visitor sees it once the page's own fonts are in (they set the lines' length).
    await page.evaluate(() => document.fonts.ready);
    const hero = page.locator("main section").first();
    for (const name of ["Explore Our Services", "Get in Touch"]) {
      const box = (await hero.getByRole("link", { name, exact: true }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
    }
  });
}

test("contact at 1280×800: the name field sits in the upper part of the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  await page.evaluate(() => document.fonts.ready);
  const name = (await page.getByRole("textbox", { name: "Your name", exact: true }).boundingBox())!;
  expect(name.y).toBeLessThan(560);
});
