/** Writes the site's responsive images into public/_img (see src/lib/media/asset-files.ts). */
import { generatePictures } from "../src/lib/media/asset-files";

const started = performance.now();
const { written, kept, removed } = await generatePictures();
console.log(
  `Pictures: ${written} written, ${kept} already current, ${removed} removed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
