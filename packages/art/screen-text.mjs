/**
 * Where the case-study screens have text, read from their pixels: each screen is drawn twice,
 * with and without its text (every run of text is a `<g data-text>`: screens/ui.mjs's T), and
 * the pixels that differ are text. A crop of a screen (a service page's showcase) can then be
 * checked for what it would cut: an edge that runs through a line of text cuts it, mid-word or
 * between words ("RORA" of AURORA, "ble linen" of Table linen), and a crop must not.
 */
import sharp from "sharp";
import { HEIGHT, WIDTH, coverLayout, coverSvg, projectPictures } from "./screens.mjs";
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
  const mask = await textPixels(svg);
  return grow > 0 || across > 0 ? dilate(mask, across, grow) : mask;
}

/** The pixels of a picture's text, as they are drawn (1 where text is). */
async function textPixels(svg) {
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
  return mask;
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

/**
 * What the devices on a project's cover hide of the screens behind them. Each device's text is
 * read where it stands on the cover (the device drawn alone, with and without its text) and
 * grouped into lines, the mask grown as for a caption so that a line's words join into one band;
 * a line's pixels inside the box of a device drawn after it (in front), or within margin pixels
 * of it, are hidden, and so are those within margin pixels of the picture's edge (by EDGE): a
 * device that runs off the picture must not cut a line there either.
 *
 * Takes a case study's slug, or a project as screens/case-study.mjs builds it. Returns each line
 * that a device in front covers, in part or whole: { screen, by (the devices in front that cover
 * it), box ({ x0, y0, x1, y1 } in the cover's pixels), own (the same box in the screen's own CSS
 * pixels, its browser's bar or its phone's bezel included), hidden (its share of the line's
 * pixels, 0 to 1) }. A line with 0 < hidden < 1 is cut: the device's edge runs
 * through it ("Shivalik Auto Compo|").
 */
export async function coverOverlaps(projectOrSlug, margin = COVER_MARGIN) {
  const project = typeof projectOrSlug === "string" ? projects.find((p) => p.slug === projectOrSlug) : projectOrSlug;
  if (!project) throw new Error(`no screens for the case study ${projectOrSlug}`);
  const devices = coverLayout(project);
  const found = [];
  // The picture's own edge hides what runs past it (a phone set to run off the foot) like a device.
  const beyond = (x, y) => x < margin || y < margin || x > WIDTH - margin || y > HEIGHT - margin;
  for (const [i, device] of devices.entries()) {
    const front = devices.slice(i + 1);
    const text = await textPixels(coverSvg(project, [i]));
    for (const line of lines(text)) {
      const by = new Set();
      let hidden = 0;
      for (const p of line.pixels) {
        const x = (p % WIDTH) + 0.5;
        const y = Math.floor(p / WIDTH) + 0.5;
        const over = beyond(x, y) ? { screen: EDGE } : front.find((d) => insideBox(d, x, y, margin));
        if (over) {
          hidden += 1;
          by.add(over.screen);
        }
      }
      if (hidden > 0) {
        const { x0, y0, x1, y1 } = line.box;
        const [dx, dy, ds] = [device.x, device.y, device.s];
        const own = { x0: (x0 - dx) / ds, y0: (y0 - dy) / ds, x1: (x1 - dx) / ds, y1: (y1 - dy) / ds };
        found.push({ screen: device.screen, by: [...by], box: line.box, own, hidden: hidden / line.pixels.length });
      }
    }
  }
  return found;
}

/** What coverOverlaps names as covering a line the picture's edge runs through. */
export const EDGE = "the picture's edge";

/**
 * How close (in the cover's pixels) a line may come to a device in front of it: text that runs
 * up to the device's edge reads as cut by it, so this band around the device counts as covered.
 */
export const COVER_MARGIN = 8;

/** Whether (x, y) is inside a device's rounded box { x, y, w, h, r }, grown by margin. */
function insideBox({ x: x0, y: y0, w: w0, h: h0, r: r0 }, x, y, margin = 0) {
  const [bx, by, w, h, r] = [x0 - margin, y0 - margin, w0 + 2 * margin, h0 + 2 * margin, r0 + margin];
  if (x < bx || y < by || x > bx + w || y > by + h) return false;
  const cx = Math.min(Math.max(x, bx + r), bx + w - r);
  const cy = Math.min(Math.max(y, by + r), by + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * The lines of text in a mask of text pixels: the mask grown as for a caption (words and the
 * letters of a word joined) and split into its connected bands; each line is its own text
 * pixels and their box.
 */
function lines(text) {
  const grown = dilate(text, CAPTION_GAP, 2);
  const label = new Int32Array(grown.length).fill(-1);
  const out = [];
  for (let start = 0; start < grown.length; start++) {
    if (!grown[start] || label[start] >= 0) continue;
    const line = { pixels: [], box: { x0: WIDTH, y0: HEIGHT, x1: 0, y1: 0 } };
    const stack = [start];
    label[start] = out.length;
    while (stack.length) {
      const p = stack.pop();
      const x = p % WIDTH;
      const y = (p - x) / WIDTH;
      if (text[p]) {
        line.pixels.push(p);
        line.box.x0 = Math.min(line.box.x0, x);
        line.box.y0 = Math.min(line.box.y0, y);
        line.box.x1 = Math.max(line.box.x1, x);
        line.box.y1 = Math.max(line.box.y1, y);
      }
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ]) {
        if (nx < 0 || ny < 0 || nx >= WIDTH || ny >= HEIGHT) continue;
        const n = ny * WIDTH + nx;
        if (grown[n] && label[n] < 0) {
          label[n] = out.length;
          stack.push(n);
        }
      }
    }
    if (line.pixels.length) out.push(line);
  }
  return out;
}

export { WIDTH, HEIGHT };
