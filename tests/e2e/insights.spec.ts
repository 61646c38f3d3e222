import { expect, test, type Page } from "@playwright/test";

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
