/**
 * Blog covers (1600×900). The portfolio's pictures are product screens now: screens.mjs.
 */
import { join } from "node:path";
import { blogMotifs } from "./motifs-blog.mjs";
import { createRng } from "./prng.mjs";
import { writeJpeg } from "./render.mjs";
import { background, svgDoc } from "./style.mjs";

export function coverSvg(motif, seed, w, h) {
  const { glows, ribbon, body } = motif(createRng(seed), w, h);
  return svgDoc(w, h, background(w, h, glows, { ribbon }) + body);
}

/** Covers go to out/blog; the site's copies are the posts' cover uploads (src/assets/blog/<slug>/cover). */
export async function writeCovers(assetsDir) {
  const written = [];
  for (const [slug, motif] of Object.entries(blogMotifs)) {
    const file = join(assetsDir, "blog", `${slug}.jpg`);
    written.push({
      file,
      bytes: await writeJpeg(coverSvg(motif, slug, 1600, 900), file),
      max: 110_000,
    });
  }
  return written;
}
