/**
 * The newsletter's double opt-in and unsubscribe as a visitor lives them (issue 29): a phone
 * without JavaScript signs up, opens the link in the e-mail (read from the .eml file the host
 * writes without SMTP), presses the button that confirms, and later unsubscribes from the
 * e-mail's link. Every page of the flow passes axe in both themes at both widths.
 */
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase } from "../../src/leads/store/db";
import { BASE_URL, E2E_MAIL_DIR, E2E_SQLITE_PATH } from "../../playwright.config";
import { newestMailTo } from "../support/mail";
import { AXE_TAGS, drawEverything, THEMES, WIDTHS, useStoredTheme } from "./registry";

async function subscription(email: string) {
  const { db } = await openDatabase({ databaseUrl: undefined, sqlitePath: path.resolve(E2E_SQLITE_PATH) });
  try {
    return await db
      .selectFrom("newsletter_subscribers")
      .select(["status", "confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

/** The confirm and unsubscribe links of the newest e-mail to `email`, once it is written. */
async function linksFor(email: string): Promise<{ confirm: string; unsubscribe: string }> {
  let links: { confirm?: string; unsubscribe?: string } = {};
  await expect
    .poll(async () => {
      links = (await newestMailTo(path.resolve(E2E_MAIL_DIR), email))?.links(BASE_URL) ?? {};
      return Boolean(links.confirm && links.unsubscribe);
    })
    .toBe(true);
  return links as { confirm: string; unsubscribe: string };
}

async function signUpByApi(page: Page, email: string): Promise<void> {
  const response = await page.request.post("/api/newsletter", { data: { email, page: "/blog" } });
  expect(response.status()).toBe(200);
}

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("signs up, confirms from the e-mail's page, then unsubscribes from the e-mail's link", async ({ page }) => {
    const email = `phone-${Date.now()}@example.com`;
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/check-inbox$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

    const links = await linksFor(email);
    // Opening the link, as a mail scanner would, confirms nothing.
    await page.goto(links.confirm);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    expect(await subscription(email)).toMatchObject({ status: "pending", confirmed_at: null });
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
    expect(await subscription(email)).toMatchObject({ status: "confirmed" });

    // The same link again: still a page with a button, and pressing it is harmless.
    await page.goto(links.confirm);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);

    await page.goto(links.unsubscribe);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from our articles" })).toBeVisible();
    expect(await subscription(email)).toMatchObject({ status: "confirmed" });
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
    expect(await subscription(email)).toBeUndefined();
  });

  test("a link that no longer works says so, and offers the sign-up box again", async ({ page }) => {
    const response = await page.goto("/newsletter/confirm?token=used-up-or-never-issued");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toBeVisible();
    const cut = await page.goto("/newsletter/unsubscribe?id=cut-short");
    expect(cut?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not complete" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "hello@ignite.example", exact: true })).toBeVisible();
  });
});

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`every page of the sign-up and unsubscribe flow passes axe, ${theme} theme, ${width}px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await useStoredTheme(page, theme);
      const email = `axe-${theme}-${width}-${Date.now()}@example.com`;
      await signUpByApi(page, email);
      const links = await linksFor(email);
      const pages = [
        "/newsletter/check-inbox",
        links.confirm,
        "/newsletter/confirm?token=never-issued",
        "/newsletter/confirmed",
        links.unsubscribe,
        "/newsletter/unsubscribe?id=cut-short",
        "/newsletter/unsubscribed",
      ];
      const found: string[] = [];
      for (const target of pages) {
        await page.goto(target, { waitUntil: "load" });
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.locator("h1")).toBeVisible();
        await drawEverything(page);
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const where = new URL(target, BASE_URL).pathname;
        found.push(...results.violations.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.length})`));
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
}
