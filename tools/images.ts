/** Writes the site's responsive images into public/_img (see src/lib/media/asset-files.ts). */
import { generatePictures } from "../src/lib/media/asset-files";
import { progress } from "./progress.mjs";

const started = performance.now();
let bar: ReturnType<typeof progress> | undefined;
// A fresh clone makes ~400 files (minutes): the count and the time left, not silence.
const { written, kept, removed } = await generatePictures(2, (missing) => (bar = progress("Pictures", missing)));
const summary = `Pictures: ${written} written, ${kept} already current, ${removed} removed (${((performance.now() - started) / 1000).toFixed(1)} s)`;
bar?.done();
console.log(summary);
