/**
 * What a visitor does before an island hydrates is never lost. A slow phone is emulated by
 * holding back the site's JavaScript until the visitor has acted, and the visitor acts as soon
 * as the control is on screen, without waiting for anything they cannot see.
 */
import { expect, test, type Page } from "@playwright/test";
import { untilHydrated } from "./registry";

/**
 * Opens `path` as on a slow phone on a slow network: every script of the site is held until the
 * test calls the returned `arrive` (once the visitor has acted), then let through. The page is
 * open as soon as its HTML arrives; the load event would wait for the held scripts.
 */
async function openWithScriptsHeld(page: Page, path: string, viewport = { width: 375, height: 740 }) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.setViewportSize(viewport);
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return arrive;
}

/** True while the island around `selector` has not hydrated yet. */
const notHydrated = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.closest("astro-island")?.hasAttribute("ssr") ?? false, selector);

test("Share clicked right after it scrolls into view copies the link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  // The visitor waits only for the page to arrive and for the control to show.
  const arrive = await openWithScriptsHeld(page, "/blog/design-systems-that-scale");
  const share = page.getByRole("link", { name: "Share" });
  await share.scrollIntoViewIfNeeded();
  expect(await notHydrated(page, "[data-replay]")).toBe(true);
  await share.click();
  arrive();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/design-systems-that-scale$/);
  await expect(page).toHaveURL(/\/blog\/design-systems-that-scale$/);
});

test("Share works without JavaScript: it is an e-mail link with the title and address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog/design-systems-that-scale");
  const href = (await page.getByRole("link", { name: "Share" }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:\?subject=/);
  expect(decodeURIComponent(href)).toContain("/blog/design-systems-that-scale");
  await context.close();
});

test("an e-mail typed into the newsletter box before it hydrates is kept and signed up", async ({ page }) => {
  const arrive = await openWithScriptsHeld(page, "/blog");
  const email = page.getByRole("textbox", { name: "E-mail address" });
  await email.scrollIntoViewIfNeeded();
  expect(await notHydrated(page, "#newsletter-email")).toBe(true);
  const address = `early-${Date.now()}@example.com`;
  await email.pressSequentially(address, { delay: 40 });
  arrive();
  await untilHydrated(page, "#newsletter-email");
  await expect(email).toHaveValue(address);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm", { exact: false })).toBeVisible();
  await expect(page.getByText("Please enter your e-mail address.")).toHaveCount(0);
});

test("a search typed into the blog list before it hydrates is searched for", async ({ page }) => {
  const arrive = await openWithScriptsHeld(page, "/blog");
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await search.scrollIntoViewIfNeeded();
  expect(await notHydrated(page, "#blog-search")).toBe(true);
  await search.pressSequentially("typescript", { delay: 40 });
  arrive();
  await untilHydrated(page, "#blog-search");
  await expect(search).toHaveValue("typescript");
  await expect(page).toHaveURL(/\/blog\/search\?q=typescript$/);
  const articles = page.getByRole("region", { name: "Articles" });
  await expect(articles.getByRole("link", { name: /TypeScript at scale/i }).first()).toBeVisible();
  await expect(articles.getByRole("link", { name: /Design systems that scale/i })).toHaveCount(0);
});

test("text typed into the contact form before it hydrates is kept and sent", async ({ page }) => {
  const arrive = await openWithScriptsHeld(page, "/contact");
  const name = page.getByRole("textbox", { name: "Your name", exact: true });
  await name.scrollIntoViewIfNeeded();
  expect(await notHydrated(page, "#contact-name")).toBe(true);
  await name.pressSequentially("Asha Verma", { delay: 60 });
  await page.getByRole("textbox", { name: "E-mail", exact: true }).pressSequentially("asha@example.com");
  arrive();
  await untilHydrated(page, "#contact-name");
  await expect(name).toHaveValue("Asha Verma");
  await page.getByRole("combobox", { name: "Subject", exact: true }).selectOption("Web Development");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill(`Typed before the form hydrated, e2e-${Date.now()}.`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
});

test("a theme toggle pressed before the header hydrates still switches the theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  const arrive = await openWithScriptsHeld(page, "/about", { width: 1280, height: 800 });
  const toggle = page.getByRole("button", { name: "Switch to dark mode" });
  await expect(toggle).toBeVisible();
  expect(await notHydrated(page, "#menu-toggle")).toBe(true);
  await toggle.click();
  arrive();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});
