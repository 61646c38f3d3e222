/**
 * A cover for a new blog post (1600×900 JPEG, at most 110 KB), in the look of the existing
 * covers: the category picks a motif (motifs-posts.mjs), the slug seeds every choice in it,
 * so a slug always gives the same bytes and two slugs give two pictures.
 *
 *   import { writePostCover } from "@ignite/art/post-cover";
 *   await writePostCover({ slug: "my-post", category: "Design" }); // → out/blog/my-post.jpg
 *
 * CLI: node packages/art/post-cover.mjs --slug my-post --category Design [--out cover.jpg]
 */
import { isAbsolute, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { coverSvg } from "./covers.mjs";
import { postMotifs } from "./motifs-posts.mjs";
import { fromCaller, outDir, repoRoot } from "./paths.mjs";
import { writeJpeg } from "./render.mjs";

export const POST_CATEGORIES = Object.keys(postMotifs);
export const POST_COVER_MAX_BYTES = 110_000;
const WIDTH = 1600;
const HEIGHT = 900;
// The house quality first; lower steps only if a busy motif would break the budget.
const QUALITIES = [78, 72, 66];

/** Ember in one corner, magenta in the opposite one, a cool glow near the middle. */
function glows(rng) {
  const [ember, magenta] = rng.chance(0.5)
    ? [
        [1450, 130],
        [150, 820],
      ]
    : [
        [150, 120],
        [1450, 800],
      ];
  const jitter = () => rng.range(-90, 90);
  return [
    { x: ember[0] + jitter(), y: ember[1] + jitter(), r: rng.range(600, 700), tone: "gEmber", opacity: 0.75 },
    { x: magenta[0] + jitter(), y: magenta[1] + jitter(), r: rng.range(600, 700), tone: "gMagenta", opacity: 0.65 },
    { x: rng.range(600, 1000), y: rng.range(300, 600), r: rng.range(500, 580), tone: rng.pick(["gIndigo", "gPlum"]) },
  ];
}

function check({ slug, category }) {
  if (typeof slug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new Error(`post cover: slug must be kebab-case (a-z, 0-9, -), got ${JSON.stringify(slug)}`);
  if (!postMotifs[category])
    throw new Error(
      `post cover: category must be one of ${POST_CATEGORIES.join(", ")}, got ${JSON.stringify(category)}`,
    );
}

/** The cover as SVG markup (what writePostCover rasterises). */
export function postCoverSvg({ slug, category }) {
  check({ slug, category });
  const motif = (rng, w, h) => ({ glows: glows(rng), ...postMotifs[category](rng, w, h) });
  return coverSvg(motif, `post:${slug}`, WIDTH, HEIGHT);
}

/**
 * Writes the cover and returns { file, bytes }. file defaults to out/blog/{slug}.jpg,
 * the package's own folder (upload it as the post's cover); a relative file is taken from the repository root.
 */
export async function writePostCover({ slug, category, file = join(outDir, "blog", `${slug}.jpg`) }) {
  const svg = postCoverSvg({ slug, category });
  const out = isAbsolute(file) ? file : resolve(repoRoot, file);
  for (const quality of QUALITIES) {
    const bytes = await writeJpeg(svg, out, { quality });
    if (bytes <= POST_COVER_MAX_BYTES) return { file: out, bytes };
  }
  throw new Error(`post cover: ${out} is over ${POST_COVER_MAX_BYTES / 1000} KB even at quality ${QUALITIES.at(-1)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { slug: { type: "string" }, category: { type: "string" }, out: { type: "string" } },
  });
  try {
    const file = values.out ? fromCaller(values.out) : undefined;
    const written = await writePostCover({ slug: values.slug, category: values.category, file });
    console.log(`${(written.bytes / 1000).toFixed(1)} KB  ${relative(fromCaller("."), written.file)}`);
  } catch (error) {
    console.error(error.message);
    console.error("usage: node packages/art/post-cover.mjs --slug my-post --category Design [--out file.jpg]");
    process.exit(1);
  }
}
