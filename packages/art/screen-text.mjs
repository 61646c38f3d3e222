/**
 * Where the case-study screens have text, read from their pixels: each screen is drawn twice,
 * with and without its text (every run of text is a `<g data-text>`: screens/ui.mjs's T), and
 * the pixels that differ are text. A crop of a screen (a service page's showcase) can then be
 * checked for what it would cut: an edge that runs through a line of text cuts it, mid-word or
 * between words ("RORA" of AURORA, "ble linen" of Table linen), and a crop must not.
 */
import sharp from "sharp";
import { HEIGHT, WIDTH, projectPictures } from "./screens.mjs";
import { projects } from "./screens/projects.mjs";

const WITHOUT_TEXT = (svg) => svg.replaceAll('<g data-text=""', '<g data-text="" display="none"');

async function pixels(svg) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== WIDTH || info.height !== HEIGHT) throw new Error(`a screen drew ${info.width}×${info.height}`);
  return data;
}

/**
 * A screen's text as a mask (1 where text is drawn, WIDTH × HEIGHT), grown by `grow` pixels
 * each way, so that the gaps between letters close and a line of text is one solid band.
 */
export async function textMask(svg, grow = 2) {
  const [drawn, bare] = await Promise.all([pixels(svg), pixels(WITHOUT_TEXT(svg))]);
  const mask = new Uint8Array(WIDTH * HEIGHT);
  for (let i = 0; i < mask.length; i++) {
    const o = i * 4;
    const diff = Math.max(
      Math.abs(drawn[o] - bare[o]),
      Math.abs(drawn[o + 1] - bare[o + 1]),
      Math.abs(drawn[o + 2] - bare[o + 2]),
    );
    mask[i] = diff > 32 ? 1 : 0;
  }
  return grow > 0 ? dilate(mask, grow) : mask;
}

/** Grows the mask by r pixels across and down (a square's reach), in two passes. */
function dilate(mask, r) {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if (mask[y * WIDTH + x])
        for (let d = Math.max(0, x - r); d <= Math.min(WIDTH - 1, x + r); d++) across[y * WIDTH + d] = 1;
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if (across[y * WIDTH + x])
        for (let d = Math.max(0, y - r); d <= Math.min(HEIGHT - 1, y + r); d++) out[d * WIDTH + x] = 1;
  return out;
}

/** The gallery screens of a case study (by its slug), in order, with their alt text and text masks. */
export async function galleryText(slug) {
  const project = projects.find((p) => p.slug === slug);
  if (!project) throw new Error(`no screens for the case study ${slug}`);
  const gallery = projectPictures(project).filter((p) => p.kind === "gallery");
  return Promise.all(gallery.map(async (p) => ({ alt: p.alt, mask: await textMask(p.svg) })));
}

/**
 * What an edge of a crop would cut: the crop is a rectangle of the screen, in its pixels
 * ({ x0, y0, x1, y1 }); each of its four edges, where it lies inside the screen, must run clear
 * of text. Returns the edges that do not, with where they meet text first.
 */
export function cutText(mask, crop) {
  const inside = (v, max) => Math.min(max - 1, Math.max(0, Math.round(v)));
  const [x0, x1] = [inside(crop.x0, WIDTH), inside(crop.x1, WIDTH)];
  const [y0, y1] = [inside(crop.y0, HEIGHT), inside(crop.y1, HEIGHT)];
  const cuts = [];
  const edge = (name, points) => {
    const hit = points.find(([x, y]) => mask[y * WIDTH + x]);
    if (hit) cuts.push(`${name} edge at (${hit[0]}, ${hit[1]})`);
  };
  const row = (y) => Array.from({ length: x1 - x0 + 1 }, (_, i) => [x0 + i, y]);
  const column = (x) => Array.from({ length: y1 - y0 + 1 }, (_, i) => [x, y0 + i]);
  // An edge at the screen's own border cuts nothing: the screen ends there.
  if (crop.y0 > 0) edge("top", row(y0));
  if (crop.y1 < HEIGHT) edge("bottom", row(y1));
  if (crop.x0 > 0) edge("left", column(x0));
  if (crop.x1 < WIDTH) edge("right", column(x1));
  return cuts;
}

export { WIDTH, HEIGHT };
