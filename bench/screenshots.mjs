// `npm run screenshots`: full-page PNGs of every registered page (and the 404 page) in the
// light and dark themes at 375 and 1280 px, written to screenshots/ (git-ignored).
//   npm run screenshots -- /about /blog   only these paths (any path, registered or not:
//                                         /newsletter/check-inbox, /newsletter/confirm?token=x)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { builtRoutes } from "../tools/built-routes.mjs";
import { CHROMIUM_ARGS, chromiumPath, startSite } from "../tests/support/host.ts";

const only = process.argv.slice(2);
const { routes, notFoundProbePath } = builtRoutes();
const notFound = notFoundProbePath;
const paths = only.length > 0 ? only : [...routes.map((r) => r.path), notFound];
const outDir = path.resolve("screenshots");
fs.mkdirSync(outDir, { recursive: true });

const server = await startSite({}, { buildIfMissing: true, echo: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let count = 0;
try {
  for (const theme of ["light", "dark"]) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
        // Let lazy images and animations near the fold settle.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
          // A full-page capture paints only what is near the viewport in parts of the page that
          // skip rendering off-screen (the footer: content-visibility: auto), so it showed an
          // empty footer on long pages; a visitor who scrolls there sees it drawn.
          for (const el of document.querySelectorAll("body *"))
            if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
        });
        await page.waitForTimeout(300);
        const name = `${(p === "/" ? "home" : p.slice(1).replace(/[/?=&]/g, "__")) || "home"}--${theme}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        count++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.kill("SIGTERM");
}
console.log(`Wrote ${count} screenshots to ${path.relative(process.cwd(), outDir)}/`);
