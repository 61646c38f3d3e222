/**
 * What a phone downloads: the 960 px AVIF (quality 55, effort 4, as src/lib/media/pictures.ts
 * makes it) of every case-study picture, with the per-picture (60 KB) and per-page (150 KB)
 * limits. Run: node measure-screens.mjs
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { outDir } from "./paths.mjs";
import { manifestFile } from "./screens.mjs";

const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const file = (src) => join(outDir, src);
let bad = 0;
for (const [slug, { cover, gallery }] of Object.entries(manifest.projects)) {
  let page = 0;
  for (const pic of [cover, ...gallery]) {
    const avif = await sharp(file(pic.src)).resize({ width: 960 }).avif({ quality: 55, effort: 4 }).toBuffer();
    page += avif.length;
    const over = avif.length > 60_000 ? "  OVER 60 KB" : "";
    if (over) bad += 1;
    console.log(
      `${(statSync(file(pic.src)).size / 1000).toFixed(1).padStart(6)} KB src ${(avif.length / 1000).toFixed(1).padStart(6)} KB avif960  ${pic.src}${over}`,
    );
  }
  const over = page > 150_000 ? "  OVER 150 KB" : "";
  if (over) bad += 1;
  console.log(`${"".padStart(17)}${(page / 1000).toFixed(1).padStart(6)} KB  page total, ${slug}${over}\n`);
}
if (bad) process.exit(1);
