/**
 * Blog covers (1600×900): each post's cover is an artefact of its own subject, drawn from the
 * figures the post states (blog/*.mjs: a data object, a draw function and an alt text from the
 * same data), on a transparent ground like the case-study covers, so the page's themed frame
 * shows around it. Written to out/blog/{slug}.png, with their alt text and date in covers.json;
 * the site's copies are the posts' cover uploads (src/assets/blog/<slug>/cover/image.png).
 *
 *   npm run covers -w @ignite/art            # all posts
 *   npm run covers -w @ignite/art -- how-to-scope-a-software-project
 *
 * Deterministic: no randomness, so a rerun writes the same bytes.
 */
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { HEIGHT, WIDTH } from "./blog/kit.mjs";
import { posts } from "./blog/posts.mjs";
import { outDir, repoRoot } from "./paths.mjs";
import { writePicture } from "./screens.mjs";
import { doc } from "./screens/frames.mjs";
import { resetIds } from "./screens/ui.mjs";

export const COVER_MAX_BYTES = 160_000;
export const ALT_MAX = 200;
export const coversFile = fileURLToPath(new URL("./covers.json", import.meta.url));

/** A post's cover as { slug, svg, alt, date, file, src }. */
export function postCover(post) {
  resetIds();
  return {
    slug: post.slug,
    svg: doc(WIDTH, HEIGHT, post.draw(post.data)),
    alt: post.alt(post.data),
    date: post.data.date,
    src: `blog/${post.slug}.png`,
    file: join(outDir, "blog", `${post.slug}.png`),
  };
}

/** covers.json: what each cover shows, for its alt text in the CMS, and the date it carries. */
export function coversManifest(list = posts) {
  const out = {};
  for (const post of list) {
    const { src, alt, date } = postCover(post);
    out[post.slug] = { src, alt, date, width: WIDTH, height: HEIGHT };
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** Writes the covers (one at a time: the machine is shared) and covers.json. */
export async function writeCovers({ only } = {}) {
  const written = [];
  for (const post of posts) {
    if (only?.length && !only.includes(post.slug)) continue;
    const cover = postCover(post);
    written.push({ file: cover.file, bytes: await writePicture(cover.svg, cover.file), max: COVER_MAX_BYTES });
  }
  const manifest = coversManifest();
  writeFileSync(coversFile, manifest);
  return [...written, { file: coversFile, bytes: Buffer.byteLength(manifest) }];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = await writeCovers({ only: process.argv.slice(2) });
  let over = 0;
  for (const { file, bytes, max } of written) {
    const flag = max && bytes > max ? `  OVER ${(max / 1000).toFixed(0)} KB` : "";
    if (flag) over += 1;
    console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${relative(repoRoot, file)}${flag}`);
  }
  if (over) process.exit(1);
}
