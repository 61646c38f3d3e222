import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

export interface RouteEntry {
  path: string;
  label: string;
  indexed: boolean;
  kind: string;
}

const file = path.join(process.cwd(), "test-results", "routes.json");
if (!fs.existsSync(file)) {
  throw new Error("test-results/routes.json is missing: run the browser tests with `node scripts/e2e.mjs`.");
}
const registry = JSON.parse(fs.readFileSync(file, "utf8")) as { routes: RouteEntry[]; notFound: string };

export const routes = registry.routes;
export const notFoundPath = registry.notFound;

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

/** Opens a page and waits until React has hydrated it (the layout marks <html>). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
