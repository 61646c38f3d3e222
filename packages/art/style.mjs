/**
 * The share image's look (og.mjs): ink ground, soft ember glows, a hairline grid that fades
 * out and a fine grain. The covers and screens draw flat UI instead (screens/, blog/).
 */
import { swatches as c } from "./swatches.mjs";
import { r1 } from "./prng.mjs";

/** Gradients, filters and the grid pattern that every composition may reference. */
export function defs(w, h) {
  return `<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${c.navy}"/><stop offset="1" stop-color="${c.ink}"/>
</linearGradient>
<linearGradient id="ember" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${c.ember}"/><stop offset="0.55" stop-color="${c.pink}"/><stop offset="1" stop-color="${c.magenta}"/>
</linearGradient>
<linearGradient id="emberX" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="0">
  <stop offset="0.1" stop-color="${c.amber}"/><stop offset="0.45" stop-color="${c.ember}"/><stop offset="1" stop-color="${c.magenta}"/>
</linearGradient>
<linearGradient id="hazeLine" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="0">
  <stop offset="0" stop-color="${c.magenta}"/><stop offset="0.5" stop-color="${c.ember}"/><stop offset="1" stop-color="${c.pink}"/>
</linearGradient>
<linearGradient id="emberY" x1="0" y1="1" x2="0" y2="0">
  <stop offset="0" stop-color="${c.magenta}"/><stop offset="1" stop-color="${c.ember}"/>
</linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0.4" y2="1">
  <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.10"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.03"/>
</linearGradient>
<linearGradient id="glassEdge" x1="0" y1="0" x2="0.6" y2="1">
  <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.32"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.06"/>
</linearGradient>
${glowGradient("gEmber", c.ember, c.pink)}${glowGradient("gMagenta", c.magenta)}
${glowGradient("gPlum", c.plum)}${glowGradient("gIndigo", c.indigo)}${glowGradient("gAmber", c.amber)}
<radialGradient id="fade" cx="0.5" cy="0.5" r="0.6">
  <stop offset="0" stop-color="#FFFFFF" stop-opacity="1"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/>
</radialGradient>
<mask id="gridMask"><rect width="${w}" height="${h}" fill="url(#fade)"/></mask>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
  <path d="M48 0H0V48" fill="none" stroke="#FFFFFF" stroke-opacity="0.07" stroke-width="1"/>
</pattern>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
  <stop offset="0.6" stop-color="${c.ink}" stop-opacity="0"/><stop offset="1" stop-color="${c.ink}" stop-opacity="0.65"/>
</radialGradient>
<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%"><feGaussianBlur stdDeviation="22"/></filter>
<filter id="grain" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/>
  <feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.55 0"/>
</filter>
</defs>`;
}

/** halo lets a glow shift hue as it fades, so orange never dims into brown. */
function glowGradient(id, colour, halo = colour) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="0.45" stop-color="${halo}" stop-opacity="0.35"/><stop offset="1" stop-color="${halo}" stop-opacity="0"/></radialGradient>`;
}

/**
 * Ground, glows and grid. glows: [{ x, y, r, tone }] in px, tone one of
 * "gEmber" | "gMagenta" | "gPlum" | "gIndigo" | "gAmber".
 */
export function background(w, h, glows, { grid = true, ribbon } = {}) {
  const blobs = glows
    .map((g) => {
      const ry = g.ry ?? g.r * 0.8;
      const op = g.opacity ?? 1;
      return `<ellipse cx="${r1(g.x)}" cy="${r1(g.y)}" rx="${r1(g.r)}" ry="${r1(ry)}" fill="url(#${g.tone})" opacity="${op}" style="mix-blend-mode:screen"/>`;
    })
    .join("");
  const lines = grid ? `<rect width="${w}" height="${h}" fill="url(#grid)" mask="url(#gridMask)"/>` : "";
  const band = ribbon
    ? `<path d="${ribbon.d}" fill="none" stroke="url(#hazeLine)" stroke-width="${ribbon.width ?? 160}" stroke-linecap="round" opacity="${ribbon.opacity ?? 0.45}" filter="url(#haze)" style="mix-blend-mode:screen"/>`
    : "";
  return `<rect width="${w}" height="${h}" fill="url(#ground)"/>${blobs}${band}${lines}`;
}

/** Vignette and grain: the last layers of every composition. */
export function finish(w, h, grain = 0.05) {
  return `<rect width="${w}" height="${h}" fill="url(#vignette)"/><rect width="${w}" height="${h}" filter="url(#grain)" opacity="${grain}"/>`;
}

/** Arc of a circle as a stroke: from and to are fractions of a turn, 0 at 12 o'clock. */
export function arc(cx, cy, r, from, to) {
  const pt = (t) => {
    const a = (t * 360 - 90) * (Math.PI / 180);
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  };
  const [x0, y0] = pt(from);
  const [x1, y1] = pt(to);
  const large = to - from > 0.5 ? 1 : 0;
  return `M${r1(x0)} ${r1(y0)} A${r} ${r} 0 ${large} 1 ${r1(x1)} ${r1(y1)}`;
}

export function svgDoc(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(w, h)}${body}${finish(w, h)}</svg>`;
}
