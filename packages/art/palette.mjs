/**
 * Brand palette (docs/assets.md). The values live in palette.json, the one source for the
 * art and for the site's CSS: tokens.mjs writes them to src/styles/palette.css.
 */
import { createRequire } from "node:module";

// require, not an import attribute: `with { type: "json" }` needs Node 20.10, we support 20.9.
export const palette = Object.freeze(createRequire(import.meta.url)("@ignite/brand/palette.json"));
