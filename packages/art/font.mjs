/**
 * Text as vector paths in Space Grotesk (the site's display face), so raster art does not
 * depend on whichever fonts the machine happens to have. librsvg cannot read WOFF2, so we
 * parse the npm font file with fontkit (@ignite/brand/fonts, which the site shares).
 */
import { createRequire } from "node:module";
import { loadVariableFont } from "@ignite/brand/fonts";
import { r1 } from "./prng.mjs";

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve("@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2");

/** Space Grotesk at a weight (its variable file, the weight applied to every glyph). */
export function loadFont(weight) {
  return loadVariableFont(FONT_FILE, weight);
}

/** Width of a string in px at a font size. */
export function measure(font, text, size, tracking = 0) {
  const run = font.layout(text);
  const units = run.positions.reduce((sum, p) => sum + p.xAdvance + tracking * font.unitsPerEm, 0);
  return (units * size) / font.unitsPerEm;
}

/**
 * One <path> per glyph, baseline at y. tracking is in em (0.01 = 1%).
 * anchor "end" right-aligns at x, "middle" centres on x.
 */
export function textPaths(font, text, { x, y, size, fill, tracking = 0, anchor = "start", opacity }) {
  const run = font.layout(text);
  const k = size / font.unitsPerEm;
  const width = measure(font, text, size, tracking);
  let cursor = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
  const parts = run.glyphs.map((glyph, i) => {
    const pos = run.positions[i];
    const gx = cursor + pos.xOffset * k;
    cursor += pos.xAdvance * k + tracking * size;
    const d = glyph.path.toSVG();
    if (!d) return "";
    return `<path transform="translate(${r1(gx)} ${r1(y)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`;
  });
  const op = opacity === undefined ? "" : ` opacity="${opacity}"`;
  return { svg: `<g fill="${fill}"${op}>${parts.join("")}</g>`, width };
}
