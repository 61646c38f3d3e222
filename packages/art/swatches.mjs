/**
 * The brand swatches: the colours of the brand (docs/assets.md). The values live in swatches.json, the one source for the
 * art and for the site's CSS: tokens.mjs writes them to src/styles/swatches.css.
 */
import { createRequire } from "node:module";

// require, not an import attribute: `with { type: "json" }` needs Node 20.10, we support 20.9.
export const swatches = Object.freeze(createRequire(import.meta.url)("@ignite/brand/swatches.json"));
