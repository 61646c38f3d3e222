/** Keyboard and pointer flows of the shared layout: palette, menu, theme, skip link, header. */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { AXE_TAGS, followRequests, gotoReady, untilIdle, useStoredTheme } from "./registry";

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const paletteInput = (page: Page) => page.getByPlaceholder("Type a command or search...");
/** The palette's commands, without the pages the site search adds below them. */
const commandOptions = (page: Page) => palette(page).locator('[role="option"][data-kind="command"]');

const ready = (page: Page, path = "/") => gotoReady(page, path);

test.describe("command palette", () => {
  test("nothing of it runs while the page loads; the first Ctrl+K brings it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const network = followRequests(page);
    await ready(page, "/privacy-policy");
    // Loaded and idle, and nobody has touched the page: nothing more is fetched (after-load.ts).
    await untilIdle(page);
    await untilIdle(page);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    // The pointer over the page is engagement: after an idle moment every island's module is
    // prefetched, and what the page started since has arrived and run. Nothing hydrates without
    // intent on the island itself.
    await page.mouse.move(400, 400);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('astro-island[component-url]:not([opts*="rootMargin"])')].every((island) =>
        document.querySelector(`link[rel="prefetch"][href="${island.getAttribute("component-url")}"]`),
      ),
    );
    await network.settled();
    expect(await page.locator("astro-island").count()).toBeGreaterThan(1);
    await expect(page.locator("astro-island:not([ssr])")).toHaveCount(0);
    expect(scripts.filter((url) => /CommandPalette/.test(url))).toEqual([]);
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();
  });

  test("Meta+K and Ctrl+K toggle it; focus goes to the search box and returns on close", async ({ page }) => {
    await ready(page);
    await page.getByRole("link", { name: "Explore Our Services" }).focus();
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();
    await expect(page.getByRole("option")).toHaveCount(7);
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toBeFocused();

    await page.keyboard.press("Meta+k");
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toBeFocused();
  });

  test("the header button opens it; a backdrop click closes it", async ({ page }) => {
    await ready(page);
    await page.getByRole("button", { name: "Open command palette" }).click();
    await expect(palette(page)).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open command palette" })).toBeFocused();
  });

  test("filters case-insensitively, resets the selection, shows the empty state", async ({ page }) => {
    await ready(page);
    await page.keyboard.press("Control+k");
    const input = paletteInput(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("role", "combobox");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { selected: true })).toHaveText(/Go to Projects/);
    await input.fill("BLOG");
    await expect(commandOptions(page)).toHaveCount(1);
    await expect(page.getByRole("option", { selected: true })).toHaveText(/Go to Blog/);
    await input.fill("go to");
    await expect(commandOptions(page)).toHaveCount(6);
    await expect(page.getByRole("option", { selected: true })).toHaveText(/Go to Home/);
    await input.fill("xylophone");
    await expect(palette(page).getByText("No commands found")).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(0);
    const maxHeight = await page.locator("[cmdk-list]").evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe("320px");
  });

  test("is modal for assistive technology, and its empty state passes axe", async ({ page }) => {
    await ready(page, "/contact");
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    // Nothing behind the dialog is reachable: not by screen readers, not by Tab.
    const inertness = await page.evaluate(() =>
      ["main", "body > astro-island header", "footer"].map((selector) => {
        const element = document.querySelector(selector);
        return `${selector}: ${element?.closest("[inert]") ? "inert" : "live"}`;
      }),
    );
    expect(inertness).toEqual(["main: inert", "body > astro-island header: inert", "footer: inert"]);
    // What Chromium itself exposes to assistive technology: the dialog, nothing of the page.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    const exposed = nodes.filter((n) => !n.ignored).map((n) => `${n.role?.value} ${n.name?.value ?? ""}`);
    expect(exposed).toContain("dialog Command palette");
    expect(exposed.filter((n) => /Send us a message|Skip to main content|Contact Us/.test(n))).toEqual([]);
    await paletteInput(page).fill("xylophone");
    await expect(palette(page).getByText("No commands found")).toBeVisible();
    const axe = await new AxeBuilder({ page }).include("[role=dialog]").withTags(AXE_TAGS).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
  });

  test("arrow keys and Enter run a command and close the palette", async ({ page }) => {
    await ready(page);
    await page.keyboard.press("Control+k");
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press("ArrowDown"); // Go to Services
    await expect(page.getByRole("option", { selected: true })).toHaveText(/Go to Services/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services$/);
    await expect(palette(page)).toBeHidden();
  });

  test("Toggle Dark Mode from the palette switches the theme", async ({ page }) => {
    await useStoredTheme(page, "light");
    await ready(page);
    await page.keyboard.press("Control+k");
    await paletteInput(page).fill("dark");
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("two-key shortcuts work outside text fields only", async ({ page }) => {
    await useStoredTheme(page, "light");
    await ready(page);
    await page.keyboard.press("t");
    await page.keyboard.press("d");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.keyboard.press("g");
    await page.keyboard.press("a");
    await expect(page).toHaveURL(/\/about$/);
    // A new page: its shortcuts work from the first key, as soon as it has loaded.
    await page.waitForLoadState("load");
    await page.keyboard.press("g");
    await page.keyboard.press("h");
    await expect(page).toHaveURL(/\/$/);
  });

  test("two-key shortcuts are ignored while typing in a field", async ({ page }) => {
    await ready(page, "/contact");
    const field = page.locator("main input").first();
    await field.click();
    await page.keyboard.type("gs");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field).toHaveValue("gs");
  });
});

test.describe("theme", () => {
  test("toggle labels, storage key, html class, and persistence across reloads", async ({ page }) => {
    await useStoredTheme(page, "dark");
    await ready(page);
    const toggle = page.getByRole("button", { name: "Switch to light mode" });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to dark mode" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("no flash: the stored theme is on <html> before the body is parsed", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await useStoredTheme(page, "light");
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { firstClass: string }).firstClass = document.documentElement.className;
        }
      });
      new MutationObserver((_, obs) => {
        if (document.body) {
          (window as unknown as { bodyClass: string }).bodyClass = document.documentElement.className;
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    const bodyClass = await page.evaluate(() => (window as unknown as { bodyClass: string }).bodyClass);
    expect(bodyClass).toMatch(/\blight\b/);
  });

  test("follows the system setting live while nothing is stored", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await ready(page);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });
});

test.describe("header and navigation", () => {
  test("skip link moves focus to the main content", async ({ page }) => {
    await ready(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("active link is marked with aria-current", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await ready(page, "/services/web-development");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("header turns compact past 50 px of scroll", async ({ page }) => {
    await ready(page);
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-scrolled", "");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled", "");
  });

  test("mobile menu: aria-expanded, Escape closes, navigation closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await ready(page);
    const toggle = page.locator("#menu-toggle");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle.locator("[data-icon=open] svg")).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The icon says what the button does now: × closes.
    await expect(toggle.locator("[data-icon=close] svg")).toBeVisible();
    await expect(toggle.locator("[data-icon=open] svg")).toHaveCount(0);
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle.locator("[data-icon=open] svg")).toBeVisible();
    await expect(toggle.locator("[data-icon=close] svg")).toHaveCount(0);

    // The open menu dims the page behind it, and a tap there closes it.
    await toggle.click();
    await expect(page.locator("[data-menu-backdrop]")).toBeVisible();
    // Its panel is opaque: the hero does not show through its links (it did in the light theme).
    // The colour fades in over 300 ms (the header's transition): its end state is what counts.
    const header = page.locator("header[data-site-header]");
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("none");
    await page.mouse.click(187, 760);
    await expect(menu).toBeHidden();
    await expect(page.locator("[data-menu-backdrop]")).toHaveCount(0);

    await toggle.click();
    await menu.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("footer: corrected service links, current year, only real social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const expected: Record<string, string> = {
      "Web Development": "/services/web-development",
      "Mobile Apps": "/services/mobile-apps",
      "UI/UX Design": "/services/ui-ux-design",
      "Digital Strategy": "/services/digital-strategy",
      "Request a Consultation": "/contact",
    };
    const services = footer.getByRole("navigation", { name: "Services" });
    // The five entries of product.md: the four services in order, then the consultation, which is
    // offered as the column's action at its foot, not listed among the services (issue 54).
    await expect(services.getByRole("link")).toHaveText(
      Object.keys(expected).map((label) => new RegExp(`^${label}( →)?$`)),
    );
    for (const [label, href] of Object.entries(expected)) {
      await expect(services.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Ignite Technologies`);
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.linkedin\.com\/company\//,
    );
  });
});
