/**
 * The second design pass (issue 54): the layout slips and small things a design lead found,
 * each measured where a visitor sees it.
 */
import { expect, test } from "@playwright/test";
import { routes } from "./registry";

const firstOf = (kind: string) => routes.find((r) => r.kind === kind)!.path;

test("on a phone, every link and button of the header, the breadcrumbs and the footer is at least 24 px tall", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  for (const path of ["/", "/about", firstOf("service"), firstOf("legal")]) {
    await page.goto(path);
    const small = await page
      .locator("header a, header button, nav[aria-label='Breadcrumb'] a, footer a, footer button")
      .evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => ({
            name: el.textContent?.trim() || el.getAttribute("aria-label"),
            h: el.getBoundingClientRect().height,
          }))
          .filter((t) => t.h < 24),
      );
    expect(small, path).toEqual([]);
  }
  await context.close();
});

test("the footer's Services column lists services; the consultation is its action, set apart", async ({ page }) => {
  await page.goto("/");
  const column = page.getByRole("navigation", { name: "Services" });
  const listed = await column
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(listed.length).toBeGreaterThanOrEqual(4);
  for (const href of listed) expect(href).toMatch(/^\/services\/[a-z-]+$/);
  // The specification's item, still there, after the list: the column's action.
  const action = column.getByRole("link", { name: "Request a Consultation" });
  await expect(action).toHaveAttribute("href", "/contact");
  expect(await action.evaluate((a) => a.closest("li"))).toBeNull();
});

test("home: no dead band between the services and the featured projects", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const gap = await page.evaluate(() => {
    const list = document.querySelector("#services-heading")!.closest("section")!.querySelector("ol")!;
    const next = document.querySelector("#featured-heading")!.closest("section")!.querySelector(".eyebrow, h2")!;
    return next.getBoundingClientRect().top - list.getBoundingClientRect().bottom;
  });
  // 250 px before; a section's breath now, like the rest of the page.
  expect(gap).toBeGreaterThan(64);
  expect(gap).toBeLessThanOrEqual(140);
});

test("a policy's title stands at the top beside its long lead, with its date under it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of routes.filter((r) => r.kind === "legal").map((r) => r.path)) {
    await page.goto(path);
    const [title, lead, updated] = await Promise.all([
      page.locator("h1").boundingBox(),
      page.locator("section[aria-labelledby='page-title'] .text-lead").boundingBox(),
      page.getByText(/^Last updated:/).boundingBox(),
    ]);
    // About 200 px of nothing sat above a title set at the foot of a ten-line lead.
    expect(Math.abs(title!.y - lead!.y), path).toBeLessThan(48);
    expect(updated!.y - (title!.y + title!.height), path).toBeLessThan(64);
  }
});

test("an eyebrow keeps its figures on one line on a phone (6–10 broke after its dash)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/services/web-development");
  const range = page.locator("section[aria-labelledby='page-title'] .eyebrow .whitespace-nowrap").first();
  await expect(range).toHaveText("6–10");
  expect(await range.evaluate((el) => el.getClientRects().length)).toBe(1);
});
