/**
 * Text as vector paths in Space Grotesk (the site's display face), so raster art does not
 * depend on whichever fonts the machine happens to have. librsvg cannot read WOFF2, so we
 * parse the npm font file with fontkit.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { r1 } from "./prng.mjs";

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve("@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2");

function fontkitCreate() {
  const mod = require("fontkit");
  return mod.create ?? mod.default?.create ?? mod;
}

/**
 * fontkit cannot apply variable-font deltas to WOFF2 glyphs (its getVariation() breaks on
 * WOFF2), so we decode the glyph table once at the default weight and apply the gvar deltas
 * to every glyph ourselves.
 */
export function loadFont(weight) {
  const font = fontkitCreate()(readFileSync(FONT_FILE));
  Object.defineProperty(font, "_variationProcessor", {
    value: null,
    configurable: true,
    writable: true,
  });
  font._transformGlyfTable();
  delete font._variationProcessor;
  font.variationCoords = [weight];
  const processor = font._variationProcessor;
  const glyphs = font._transformedGlyphs;
  const Point = glyphs.find((g) => g.points?.length).points[0].constructor;
  const phantom = () => Array.from({ length: 4 }, () => new Point(false, true, 0, 0));
  font._transformedGlyphs = glyphs.map((glyph, id) => {
    if (glyph.points?.length) {
      const points = [...glyph.points.map((p) => p.copy()), ...phantom()];
      processor.transformPoints(id, points);
      return { ...glyph, points: points.slice(0, -4) };
    }
    if (glyph.components?.length) {
      const offsets = [...glyph.components.map((c) => new Point(true, true, c.dx, c.dy)), ...phantom()];
      processor.transformPoints(id, offsets);
      const components = glyph.components.map((c, i) => ({
        ...c,
        dx: offsets[i].x,
        dy: offsets[i].y,
      }));
      return { ...glyph, components };
    }
    return glyph;
  });
  return font;
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
