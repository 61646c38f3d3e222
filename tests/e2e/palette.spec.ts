/**
 * The command palette from the first key (issue 42): what a visitor types right after Ctrl+K is
 * never lost, on a slowed phone-class CPU too, because a stand-in search box opens at once and
 * the palette adopts it; the shortcut's label fits the platform.
 */
import { expect, test, type Page } from "@playwright/test";

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const searchBox = (page: Page) => page.getByPlaceholder("Type a command or search...");

test("`atlas` typed right after Ctrl+K on a 4× slowed CPU ends up in the search box, and its case study is listed", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/");
  // As soon as the page has loaded: nothing of the palette has been fetched or run yet.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("atlas");
  await expect(palette(page).getByRole("option", { name: /^Atlas Freight Portal/ })).toBeVisible({ timeout: 20_000 });
  await expect(searchBox(page)).toHaveValue("atlas");
  await expect(searchBox(page)).toBeFocused();
  // One search box: the stand-in has handed over and gone.
  await expect(searchBox(page)).toHaveCount(1);
  // The caret stayed at the end: the next key goes after what was typed.
  await page.keyboard.type(" freight");
  await expect(searchBox(page)).toHaveValue("atlas freight");
});

test("closed again before its code arrived, the palette stays closed, and focus returns", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/");
  await page.getByRole("link", { name: "Explore Our Services" }).focus();
  await page.keyboard.press("Control+k");
  await page.keyboard.type("blog");
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Explore Our Services" })).toBeFocused();
  // Once the palette's code has run (the shortcut it held was replayed to it), it is still closed.
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr][opts*='keys']"));
  await page.waitForTimeout(500);
  await expect(palette(page)).toBeHidden();
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("");
});

test("opened by its button and closed on the backdrop before its code arrived, it stays closed, and focus returns", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/");
  const button = page.getByRole("button", { name: "Open command palette" });
  await button.click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type("blog");
  await page.mouse.click(10, 700);
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();
  // The click started the header's island and the palette's: neither opens it again once live.
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]:is([opts*='keys'], :has(header))"));
  await page.waitForTimeout(500);
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue("");
});

test("/ opens it outside a text field, and is typed as itself inside one", async ({ page }) => {
  await page.goto("/contact");
  await page.keyboard.press("/");
  await page.keyboard.type("atlas");
  await expect(searchBox(page)).toHaveValue("atlas");
  await expect(palette(page).getByRole("option", { name: /^Atlas Freight Portal/ })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();
  const name = page.getByRole("textbox", { name: "Your name" });
  await name.click();
  await page.keyboard.type("A/B");
  await expect(name).toHaveValue("A/B");
  await expect(palette(page)).toBeHidden();
});

for (const [platform, userAgent, label] of [
  [
    "Linux",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Ctrl K",
  ],
  [
    "a Mac",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "⌘K",
  ],
] as const) {
  test(`the shortcut's label on ${platform} is ${label}`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // navigator.platform follows the real machine, not the user agent: make it the device's.
    await page.addInitScript(
      (p) => Object.defineProperty(navigator, "platform", { get: () => p }),
      platform === "a Mac" ? "MacIntel" : "Linux x86_64",
    );
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open command palette" });
    await expect(button.locator("kbd")).toHaveText(label, { useInnerText: true });
    await context.close();
  });
}

test("with no command and no page matching, the empty state says both", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Control+k");
  await page.keyboard.type("zzqxv");
  await expect(palette(page).getByRole("status")).toHaveText("No commands found. No page mentions “zzqxv” either.");
});
