import type { Page, Request } from "@playwright/test";
import { builtRoutes } from "../../tools/built-routes.mjs";

export type { RouteEntry } from "../../src/lib/navigation/routes";

/** The route registry of the build under test (dist/routes.json). */
const built = builtRoutes();

export const routes = built.routes;
export const notFoundPath = built.notFoundProbePath;
/** The Hindi pages (under /hi), and a path under /hi that is none of them. */
export const hindiRoutes = built.hindi;
export const hindiNotFoundPath = built.hindiNotFoundProbePath;

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Every block drawn, before axe looks at a whole page: blocks below the first screen are laid out
 * only as they near it (content-visibility, global.css), and axe cannot judge the colours of
 * text the browser has not laid out yet. What a block looks like does not depend on when it is
 * drawn, so this checks what a visitor who scrolls sees.
 */
export async function drawEverything(page: Page): Promise<void> {
  // Through evaluate, not addStyleTag: that one waits for a load event a page without JavaScript never fires.
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
  });
}
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
  const waiting = page.locator(nearIslands);
  // One at a time, as a visitor scrolls to each and looks: an island passed by in a frame may
  // not be watched yet (the observer starts once the page is idle), so stay on the first one
  // still waiting, frame after frame, until it is live (one fewer island waits).
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    await page.waitForFunction(
      ({ selector, left }) => {
        const islands = document.querySelectorAll(selector);
        if (islands.length < left) return true;
        const island = islands[0]!;
        (island.querySelector("*") ?? island).scrollIntoView({ block: "center" });
        return false;
      },
      { selector: nearIslands, left },
      { polling: "raf", timeout: 15_000 },
    );
  }
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, nearIslands);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Resolves once the browser has been idle and has then drawn two frames: the work the page
 * queued for an idle moment (after-load.ts, motion.ts) has run, and what that work observes
 * (its intersection observers) has seen the page. The page's JavaScript must be on.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
}

/** Resolves once the island around `selector` has hydrated (Astro drops its `ssr` attribute then). */
export async function untilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => !document.querySelector(s)?.closest("astro-island[ssr]"), selector);
}

/**
 * Follows the requests a page makes from now on. `settled()` resolves once the browser is idle
 * with none of them in flight: everything the page started (on load, when idle, on a scroll)
 * has arrived and run, and has started nothing more. (Playwright's "networkidle" fires once
 * per page load, so it cannot tell this after the page has first gone quiet.)
 */
export function followRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  const onQuiet: (() => void)[] = [];
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) for (const resolve of onQuiet.splice(0)) resolve();
  };
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async settled() {
      await untilIdle(page);
      while (inFlight.size > 0) {
        await new Promise<void>((resolve) => onQuiet.push(resolve));
        await untilIdle(page);
      }
    },
  };
}
