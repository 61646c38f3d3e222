/**
 * The brand's typefaces as outlines: a variable WOFF2 from @fontsource-variable, opened with
 * fontkit at one weight. The art package draws its raster art's words with it (font.mjs), and
 * the site's build the home stage's (src/components/art/outline-text.ts).
 *
 * fontkit cannot apply variable-font deltas to WOFF2 glyphs (its getVariation() breaks on
 * WOFF2), so we decode the glyph table once at the default weight and apply the gvar deltas
 * to every glyph ourselves. One axis (weight) only, as the brand's faces have.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function fontkitCreate() {
  const mod = require("fontkit");
  return mod.create ?? mod.default?.create ?? mod;
}

/** The font in `file` (a path) at `weight`: fontkit's font, with every glyph at that weight. */
export function loadVariableFont(file, weight) {
  const font = fontkitCreate()(readFileSync(file));
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
