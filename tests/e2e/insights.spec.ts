import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { INSIGHTS_TEST_PASSWORD } from "../support/insights-password.mjs";
import { AXE_TAGS, drawEverything, THEMES, useStoredTheme, WIDTHS } from "./registry";

/**
 * The insights' beacon in a real browser (docs/insights.md). Playwright's browser says
 * navigator.webdriver, which the beacon respects; these tests make it look like a person's.
 */
async function asAPerson(page: Page): Promise<string[]> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/view")) beacons.push(request.postData() ?? "");
  });
  return beacons;
}

test("a page sends one view after it loads, with the campaign's UTM values and no click ID", async ({ page }) => {
  const beacons = await asAPerson(page);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/view"));
  await page.goto("/services/web-development?utm_source=linkedin&utm_campaign=launch&gclid=abc");
  expect((await answered).status()).toBe(204);
  expect(beacons).toHaveLength(1);
  expect(JSON.parse(beacons[0]!)).toEqual({
    p: "/services/web-development",
    q: "utm_source=linkedin&utm_campaign=launch",
    r: "",
  });
});

test("an automated browser sends none", async ({ page }) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/view")) beacons.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
});

test("the cookies policy's switch stops this browser's views, by keyboard, and says so", async ({ page }) => {
  const beacons = await asAPerson(page);
  await page.goto("/CookiesPolicy");
  const toggle = page.getByRole("button", { name: "Don't count my visits in this browser" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("ignite:insights-off"))).toBe("1");
  const before = beacons.length;
  await page.goto("/about");
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  expect(beacons.length).toBe(before);
  await page.goto("/CookiesPolicy");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
});

async function noViolations(page: Page) {
  await drawEverything(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

// Each theme and each width once (a phone in the light theme, a desktop in the dark): the whole
// sweep of four would add half a minute to CI for the same markup.
for (const [theme, width] of [
  [THEMES[0], WIDTHS[0]],
  [THEMES[1], WIDTHS[1]],
] as const) {
  test(`/insights: sign in by keyboard, pick a range; axe-clean, ${theme} theme, ${width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    await useStoredTheme(page, theme);
    const response = await page.goto("/insights");
    expect(response?.status()).toBe(401);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    expect(await noViolations(page)).toEqual([]);

    // A wrong password: said next to the field, which keeps the focus.
    await page.getByLabel("Password").fill("not the password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("That password is not the one set for this site.");
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    expect(await noViolations(page)).toEqual([]);

    await page.getByLabel("Password").fill(INSIGHTS_TEST_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/\/insights\?days=7$/);
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("img", { name: /^Visitors: (\d+ in|none in these) 7 days/ })).toBeVisible();
    await page.getByText("Day by day").click();
    await expect(page.getByRole("region", { name: "Each day's figures" }).getByRole("row")).toHaveCount(8);
    expect(await noViolations(page)).toEqual([]);

    // A custom range that is not one: said, and the last 30 days shown.
    await page.getByLabel("From", { exact: true }).fill("2026-03-02");
    await page.getByLabel("To", { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: "Show range" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The range's first day comes after its last. Showing the last 30 days.",
    );
    // Nothing on the page is wider than the screen; the tables scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Password")).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name === "__Host-ignite-insights")).toEqual([]);
    await context.close();
  });
}
