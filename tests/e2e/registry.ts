import type { Page } from "@playwright/test";
import { builtRoutes } from "../../scripts/built-routes.mjs";

export type { RouteEntry } from "../../src/lib/routes";

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
 * Opens a page and waits until every island has hydrated: the palette host marks <html>, and
 * Astro drops `ssr` from an island once it has hydrated. Islands that wait to be visible are
 * scrolled into view first; the page is left scrolled to the top.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(async () => {
    for (const island of document.querySelectorAll("astro-island[ssr]")) {
      (island.querySelector("*") ?? island).scrollIntoView({ block: "center" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0);
  await page.evaluate(() => window.scrollTo(0, 0));
}
