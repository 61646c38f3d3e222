import type { Page } from "@playwright/test";
import { builtRoutes } from "../../tools/built-routes.mjs";

export type { RouteEntry } from "../../src/lib/navigation/routes";

/** The route registry of the build under test (dist/routes.json). */
const built = builtRoutes();

export const routes = built.routes;
export const notFoundPath = built.notFoundProbePath;

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const THEMES = ["light", "dark"] as const;
export const WIDTHS = [375, 1280] as const;

/** Stores a theme choice before any page script runs, as a returning visitor would have. */
export async function useStoredTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
}

export function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}

/**
 * Opens a page as a visitor finds it once it has loaded. Islands that show something by
 * themselves (an animation, a map: `client:afterload` with a rootMargin) are scrolled into view
 * and waited for; every other island hydrates on the visitor's first touch, click or key, which
 * the tests then make like a visitor would. The page is left scrolled to the top.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const nearIslands = 'astro-island[ssr][opts*="rootMargin"]';
  // One at a time, as a visitor scrolls to each and looks: an island passed by in a frame may
  // not be watched yet (the observer starts once the page is idle), so stay until it is live.
  await page.evaluate(async (selector) => {
    for (const island of document.querySelectorAll(selector)) {
      const deadline = performance.now() + 15_000;
      while (island.hasAttribute("ssr") && performance.now() < deadline) {
        (island.querySelector("*") ?? island).scrollIntoView({ block: "center" });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
      }
    }
  }, nearIslands);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, nearIslands);
  await page.evaluate(() => window.scrollTo(0, 0));
}
