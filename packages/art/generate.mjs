/**
 * Regenerates every committed art asset: case-study screens (screens.mjs), blog covers (covers.mjs), share image, map, icons, team portraits
 * and Lottie animations, and the brand colours as CSS (src/styles/swatches.css). Deterministic (seeded), so a rerun only changes what the code
 * changed. Run: npm run art (from the repository root)
 */
import { join, relative } from "node:path";
import { writeAnimations } from "./animations.mjs";
import { checkDir } from "./check-lottie.mjs";
import { writeCovers } from "./covers.mjs";
import { writeIcons } from "./icons.mjs";
import { writeMap } from "./map.mjs";
import { writeOg } from "./og.mjs";
import { animationsDir, assetsDir, outDir, publicDir, repoRoot } from "./paths.mjs";
import { writePeople } from "./people.mjs";
import { writeScreens } from "./screens.mjs";
import { writeSwatchesCss } from "./tokens.mjs";

const written = [
  writeSwatchesCss(),
  ...(await writeScreens()),
  ...(await writeCovers()),
  ...(await writeOg(publicDir)),
  ...(await writeMap(assetsDir)),
  ...(await writeIcons(publicDir)),
  ...(await writePeople()),
  ...writeAnimations(publicDir),
];

let over = 0;
for (const { file, bytes, max } of written) {
  const flag = max && bytes > max ? `  OVER ${(max / 1000).toFixed(0)} KB` : "";
  if (flag) over += 1;
  console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${relative(repoRoot, file)}${flag}`);
}
const { report } = checkDir([animationsDir, join(outDir, "animations")]);
if (report.length) console.error(report.join("\n"));
if (over || report.length) process.exit(1);
console.log(`art: ${written.length} files written`);
