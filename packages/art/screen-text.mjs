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
 * down and `across` pixels across, so that the gaps between letters and between the words of a
 * line close and a caption is one solid band: an edge between its first letter and the rest
 * ("I|ndigo Bati Tablecloth") then cuts it, as it does the eye.
 */
export async function textMask(svg, grow = 2, across = CAPTION_GAP) {
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
  return grow > 0 || across > 0 ? dilate(mask, across, grow) : mask;
}

/** Half the widest gap inside a caption (between two words of 11 px type); columns stand further apart. */
export const CAPTION_GAP = 6;

/** Grows the mask by rx pixels across and ry down, in two passes. */
function dilate(mask, rx, ry) {
  const wide = new Uint8Array(mask.length);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if (mask[y * WIDTH + x])
        for (let d = Math.max(0, x - rx); d <= Math.min(WIDTH - 1, x + rx); d++) wide[y * WIDTH + d] = 1;
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      if (wide[y * WIDTH + x])
        for (let d = Math.max(0, y - ry); d <= Math.min(HEIGHT - 1, y + ry); d++) out[d * WIDTH + x] = 1;
  return out;
}

/** The gallery screens of a case study (by its slug), in order, with their alt text and text masks. */
export async function galleryText(slug, across = CAPTION_GAP) {
  const project = projects.find((p) => p.slug === slug);
  if (!project) throw new Error(`no screens for the case study ${slug}`);
  const gallery = projectPictures(project).filter((p) => p.kind === "gallery");
  return Promise.all(gallery.map(async (p) => ({ alt: p.alt, mask: await textMask(p.svg, 2, across) })));
}

/**
 * What an edge of a crop would cut: the crop is a rectangle of the screen, in its pixels
 * ({ x0, y0, x1, y1 }); each of its four edges, where it lies inside the screen, must run clear
 * of text, and so must the band `margin` pixels inside it: a caption whose first letter the edge
 * (or the frame's rounded corner) shaves is as cut as one the edge runs through. Returns the
 * edges that do not, with where they meet text first.
 */
export function cutText(mask, crop, margin = 0) {
  const inside = (v, max) => Math.min(max - 1, Math.max(0, Math.round(v)));
  const [x0, x1] = [inside(crop.x0, WIDTH), inside(crop.x1, WIDTH)];
  const [y0, y1] = [inside(crop.y0, HEIGHT), inside(crop.y1, HEIGHT)];
  const cuts = [];
  const edge = (name, lines) => {
    for (const points of lines) {
      const hit = points.find(([x, y]) => mask[y * WIDTH + x]);
      if (hit) return void cuts.push(`${name} edge at (${hit[0]}, ${hit[1]})`);
    }
  };
  const row = (y) => Array.from({ length: x1 - x0 + 1 }, (_, i) => [x0 + i, y]);
  const column = (x) => Array.from({ length: y1 - y0 + 1 }, (_, i) => [x, y0 + i]);
  const band = (from, step, line) => Array.from({ length: margin + 1 }, (_, i) => line(from + i * step));
  // An edge at the screen's own border cuts nothing: the screen ends there.
  if (crop.y0 > 0) edge("top", band(y0, 1, row));
  if (crop.y1 < HEIGHT) edge("bottom", band(y1, -1, row));
  if (crop.x0 > 0) edge("left", band(x0, 1, column));
  if (crop.x1 < WIDTH) edge("right", band(x1, -1, column));
  return cuts;
}

export { WIDTH, HEIGHT };
