/**
 * Without JavaScript the forms and the blog still work: they are real HTML forms handled on
 * the server. What a visitor types never appears in a URL, and what the server acknowledged
 * is stored.
 */
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { openDatabase } from "../../src/leads/store/db";
import { listLeads } from "../../src/leads/store/leads";
import { E2E_SQLITE_PATH } from "../../playwright.config";
import { AXE_TAGS, drawEverything } from "./registry";

async function noJsPage(context: BrowserContext): Promise<{ page: Page; urls: string[] }> {
  const page = await context.newPage();
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return { page, urls };
}

async function storedMessages(): Promise<string[]> {
  const { db } = await openDatabase({ databaseUrl: undefined, sqlitePath: path.resolve(E2E_SQLITE_PATH) });
  try {
    return (await listLeads(db, { includeSpam: true })).map((lead) => lead.message);
  } finally {
    await db.destroy();
  }
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid contact message is stored and the success state is shown", async ({ context }) => {
    const { page, urls } = await noJsPage(context);
    const message = `No-JS enquiry about a clinic booking app, ref ${Date.now()}.`;
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Your name", exact: true }).fill("Meera Iyer");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("meera.iyer@example.com");
    await page.getByRole("combobox", { name: "Subject", exact: true }).selectOption("Mobile App");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(message);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    // Post/Redirect/Get: the answer to the post is a 303 to the result page.
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // A reload shows the result again and sends nothing.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect((await storedMessages()).filter((stored) => stored === message)).toHaveLength(1);
    for (const url of urls) {
      expect(url).not.toContain("meera");
      expect(url).not.toContain("clinic");
    }
    // "Send Another Message" brings the empty form back.
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByRole("textbox", { name: "Your name", exact: true })).toHaveValue("");
  });

  test("an invalid message shows errors next to the fields and keeps what was typed", async ({ context }) => {
    const { page, urls } = await noJsPage(context);
    // Too short to be valid (fewer than 10 characters), and unique to this run.
    const shortMessage = `Hi ${Date.now() % 100_000}`;
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Your name", exact: true }).fill("R");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("rohit@example");
    await page.getByRole("textbox", { name: "Phone (optional)", exact: true }).fill("+91 99887 66554");
    const budget = page.getByRole("combobox", { name: "Budget (optional)", exact: true });
    await budget.selectOption({ index: 1 });
    const chosen = await budget.inputValue();
    expect(chosen).toMatch(/^Discovery sprint: ₹/);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(shortMessage);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.locator("#name-error")).toBeVisible();
    await expect(page.locator("#email-error")).toBeVisible();
    await expect(page.locator("#subject-error")).toBeVisible();
    await expect(page.locator("#message-error")).toBeVisible();
    const name = page.getByRole("textbox", { name: "Your name", exact: true });
    await expect(name).toHaveValue("R");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", /name-error/);
    await expect(name, "the first field to fix has focus").toBeFocused();
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("rohit@example");
    await expect(page.getByRole("textbox", { name: "Phone (optional)", exact: true })).toHaveValue("+91 99887 66554");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(shortMessage);
    await expect(budget).toHaveValue(chosen);
    expect(await storedMessages()).not.toContain(shortMessage);
    for (const url of urls) expect(url).not.toContain("rohit");
  });

  test("a newsletter sign-up is stored as pending; a bad address keeps what was typed", async ({ context }) => {
    const { page, urls } = await noJsPage(context);
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(303); // the same answer for a new and a known address
    await expect(page).toHaveURL(/\/newsletter\/check-inbox$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

    const { db } = await openDatabase({ databaseUrl: undefined, sqlitePath: path.resolve(E2E_SQLITE_PATH) });
    try {
      const rows = await db
        .selectFrom("newsletter_subscribers")
        .select(["email", "status", "requested_page"])
        .where("email", "=", email)
        .execute();
      expect(rows).toEqual([{ email, status: "pending", requested_page: "/blog" }]);
    } finally {
      await db.destroy();
    }

    await page.goto("/blog");
    await page.getByRole("textbox", { name: "E-mail address" }).fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-feedback")).toContainText("valid e-mail");
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveValue("not-an-address");
    for (const url of urls) {
      expect(url).not.toContain("nojs-");
      expect(url).not.toContain("not-an-address");
    }
  });

  test("the blog searches, filters and pages from the server", async ({ context }) => {
    const { page } = await noJsPage(context);
    const articles = "main section[aria-label='Articles'] article";
    await page.goto("/blog");
    await expect(page.locator(articles)).toHaveCount(4);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("typescript");
    await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
    await expect(page).toHaveURL(/\/blog\/search\?q=typescript$/);
    await expect(page.locator(articles)).toHaveCount(1);

    await page
      .getByRole("group", { name: "Filter articles by category" })
      .getByRole("button", { name: "Design" })
      .click();
    await expect(page).toHaveURL(/q=typescript&category=design/);
    await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
    await page.getByRole("button", { name: "Reset filters" }).click();
    // An empty GET form: the browser leaves a bare "?".
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(page.locator(articles)).toHaveCount(4);
  });
});

test("the states a visitor without JavaScript sees pass axe", async ({ page }) => {
  // axe itself needs script, so this runs with JavaScript on but every script file refused:
  // no island hydrates, and the forms post as plain HTML forms.
  await page.route(/\.js$/, (route) => route.abort());
  const violations = async (label: string) => {
    await drawEverything(page);
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return result.violations.map((v) => `${label}: ${v.id} (${v.nodes.length})`);
  };
  const found: string[] = [];
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Your name", exact: true }).fill("R");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#name-error")).toBeVisible();
  found.push(...(await violations("contact form with errors")));
  await page.goto("/blog/search?q=zzz");
  await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
  found.push(...(await violations("blog, no results")));
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "E-mail address" }).fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-feedback")).toContainText("valid e-mail");
  found.push(...(await violations("newsletter error")));
  expect(found).toEqual([]);
});
