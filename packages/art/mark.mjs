/** The Ignite mark: an ember flame with a warm core, drawn on a 64×64 grid. */
import { swatches as c } from "./swatches.mjs";

export const FLAME =
  "M33 5C39 15 51 24 51 40C51 52 42.5 60 32 60C21.5 60 13 52 13 40C13 31 17.5 24.5 22.5 19C23 26.5 25.5 30.5 29.5 32C27 23 28.5 13 33 5Z";
export const CORE = "M32.5 35C36.5 40.5 41 44.5 41 50C41 55 37 58 32 58C27 58 23 55 23 50C23 44.5 28.5 40.5 32.5 35Z";

/** Gradient definitions for the mark; suffix keeps ids unique when inlined twice. */
export function markDefs(suffix = "") {
  return `<linearGradient id="flame${suffix}" x1="0.75" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${c.ember}"/><stop offset="0.5" stop-color="${c.orange}"/><stop offset="1" stop-color="${c.magenta}"/></linearGradient><linearGradient id="core${suffix}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.amber}"/><stop offset="1" stop-color="${c.paper}"/></linearGradient>`;
}

export function markPaths(suffix = "") {
  return `<path d="${FLAME}" fill="url(#flame${suffix})"/><path d="${CORE}" fill="url(#core${suffix})"/>`;
}

/**
 * The app icon: the mark on an ink tile. rounded=false is full-bleed for Apple, which
 * applies its own mask.
 */
export function iconSvg({ rounded = true, scale = 0.8 } = {}) {
  const offset = (64 - 64 * scale) / 2;
  const rx = rounded ? 14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs>${markDefs()}<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.navyLift}"/><stop offset="1" stop-color="${c.ink}"/></linearGradient></defs><rect width="64" height="64" rx="${rx}" fill="url(#tile)"/><g transform="translate(${offset} ${offset + 1}) scale(${scale})">${markPaths()}</g></svg>`;
}
