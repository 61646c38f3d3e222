/**
 * Renders every animation with lottie-web's light (SVG) player in headless Chromium, at two
 * frames, on the navy and the off-white ground, and saves a contact sheet. A manual check:
 * npm run check-render -w @ignite/art [-- <sheet.png>]   (default /tmp/lottie-sheet.png)
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "@playwright/test";
// The repository's one list of flags (this check runs inside the monorepo only).
import { CHROMIUM_ARGS } from "../../tests/support/chromium.mjs";
import { swatches } from "./swatches.mjs";
import { animationsDir, fromCaller, outDir } from "./paths.mjs";

const require = createRequire(import.meta.url);
const out = fromCaller(process.argv[2] ?? "/tmp/lottie-sheet.png");
// The values' animations the site serves, and the services' this package drew (npm run art).
const files = [animationsDir, join(outDir, "animations")]
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, f)),
  )
  .sort();
const data = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
const FRACTIONS = [0.3, 0.7];
const GROUNDS = [swatches.ink, swatches.paper];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 4 * 170 + 200, height: 800 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.setContent(
    `<style>body{margin:0;font:12px sans-serif;background:#777}.row{display:flex;gap:6px;align-items:center;margin:0 0 6px}.row b{width:190px;color:#fff;padding-left:6px}.t{width:164px;height:164px}</style><div id="sheet"></div>`,
  );
  await page.addScriptTag({ path: require.resolve("lottie-web/build/player/lottie_light.min.js") });
  const results = await page.evaluate(
    ({ files, data, FRACTIONS, GROUNDS }) => {
      const sheet = document.getElementById("sheet");
      return files.map((file, i) => {
        const row = document.createElement("div");
        row.className = "row";
        row.innerHTML = `<b>${file}</b>`;
        sheet.append(row);
        const drawn = [];
        for (const bg of GROUNDS) {
          for (const fr of FRACTIONS) {
            const tile = document.createElement("div");
            tile.className = "t";
            tile.style.background = bg;
            row.append(tile);
            const anim = window.lottie.loadAnimation({
              container: tile,
              renderer: "svg",
              loop: false,
              autoplay: false,
              animationData: structuredClone(data[i]),
            });
            anim.goToAndStop(Math.round(fr * data[i].op), true);
            drawn.push(tile.querySelectorAll("path").length);
          }
        }
        return { file, paths: drawn[0] };
      });
    },
    { files: files.map((f) => f.split("/").pop()), data, FRACTIONS, GROUNDS },
  );
  await page.locator("#sheet").screenshot({ path: out });
  for (const r of results) console.log(`${String(r.paths).padStart(4)} paths  ${r.file}`);
  if (errors.length) console.error(errors.join("\n"));
  console.log(`sheet: ${out}`);
} finally {
  await browser.close();
}
