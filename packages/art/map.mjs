/**
 * A stylised street map of a planned district (sector grid, expressways, parks, a river)
 * with an ember pin in the centre. Calm, light and text-free: the page prints the address.
 */
import { join } from "node:path";
import { swatches as c } from "./swatches.mjs";
import { createRng, r1 } from "./prng.mjs";
import { writeJpeg } from "./render.mjs";

const W = 1200;
const H = 800;
const LIGHT = {
  land: "#EDE8E1",
  sector: "#E5DFD6",
  street: "#F3EFE9",
  campus: "#F6EFE6",
  building: "#E6D9CA",
  park: "#CFDDC5",
  parkEdge: "#BFD0B4",
  water: "#BFD4E2",
  waterEdge: "#AFC7D8",
  road: "#FFFFFF",
  casing: "#D8D0C4",
  express: "#F8DCC0",
  expressCasing: "#E9BD93",
  metro: "#C9A3B8",
};
/** The same district at night, for the dark theme: navy land, muted parks and water, warm roads. */
const DARK = {
  land: "#131B36",
  sector: "#17203F",
  street: "#1E2850",
  campus: "#1C2548",
  building: "#222D57",
  park: "#1B3135",
  parkEdge: "#22403F",
  water: "#15294A",
  waterEdge: "#1B3560",
  road: "#2B3764",
  casing: "#0F1630",
  express: "#5A3A2E",
  expressCasing: "#7A4A32",
  metro: "#6B4A72",
};
// The colours of the map being drawn (mapSvg sets them for its theme).
let m = LIGHT;

function grid(rng) {
  const step = 232;
  const p = [];
  const span = step * 6;
  // Sector interiors: a slightly darker block with a fine street mesh.
  for (let gx = -span; gx < span; gx += step) {
    for (let gy = -span; gy < span; gy += step) {
      const x = gx + 14;
      const y = gy + 14;
      const s = step - 28;
      if (gx === 0 && gy === 0) {
        p.push(campus(x, y, s));
        continue;
      }
      const parkish = rng.chance(0.16);
      p.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="10" fill="${parkish ? m.park : m.sector}"/>`);
      if (parkish) {
        p.push(
          `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="10" fill="none" stroke="${m.parkEdge}" stroke-width="2"/>`,
        );
        if (rng.chance(0.5))
          p.push(
            `<ellipse cx="${x + s * rng.range(0.35, 0.65)}" cy="${y + s * rng.range(0.35, 0.65)}" rx="${r1(rng.range(22, 40))}" ry="${r1(rng.range(16, 26))}" fill="${m.water}"/>`,
          );
        continue;
      }
      const minor = rng.pick([51, 68]);
      for (let k = minor; k < s - 10; k += minor) {
        p.push(`<path d="M${x} ${y + k}h${s}M${x + k} ${y}v${s}" stroke="${m.street}" stroke-width="4"/>`);
      }
      if (rng.chance(0.35)) {
        const pw = minor * 2 - 6;
        const px = x + minor * rng.int(1, 2) + 3;
        const py = y + minor * rng.int(1, 2) + 3;
        p.push(`<rect x="${px}" y="${py}" width="${pw}" height="${pw}" rx="8" fill="${m.park}"/>`);
      }
    }
  }
  for (let g = -span; g <= span; g += step) {
    p.push(`<path d="M${g} ${-span}V${span}M${-span} ${g}H${span}" stroke="${m.casing}" stroke-width="20"/>`);
  }
  for (let g = -span; g <= span; g += step) {
    p.push(`<path d="M${g} ${-span}V${span}M${-span} ${g}H${span}" stroke="${m.road}" stroke-width="15"/>`);
  }
  return p.join("");
}

/** The office's sector: a campus of building footprints instead of the street mesh. */
function campus(x, y, s) {
  const b = (bx, by, bw, bh) =>
    `<rect x="${x + bx}" y="${y + by}" width="${bw}" height="${bh}" rx="6" fill="${m.building}"/>`;
  return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="10" fill="${m.campus}" stroke="${m.building}" stroke-width="2"/>${b(18, 18, 70, 46)}${b(104, 18, 82, 30)}${b(18, 140, 54, 46)}${b(128, 128, 58, 58)}<rect x="${x + 84}" y="${y + 70}" width="36" height="60" rx="6" fill="${m.park}"/>`;
}

/** Grid (local) coordinates to canvas coordinates, matching the group transform below. */
const ROTATE = -9;
function toCanvas(lx, ly) {
  const x = lx + W / 2 - 116 - W / 2;
  const y = ly + H / 2 - 116 - H / 2;
  const a = (ROTATE * Math.PI) / 180;
  return [r1(W / 2 + x * Math.cos(a) - y * Math.sin(a)), r1(H / 2 + x * Math.sin(a) + y * Math.cos(a))];
}

function river() {
  const d = "M760 -40 C 820 120, 1000 180, 1040 330 S 1120 600, 1260 700";
  return `<path d="${d}" fill="none" stroke="${m.park}" stroke-width="150" stroke-linecap="round" opacity="0.9"/><path d="${d}" fill="none" stroke="${m.waterEdge}" stroke-width="78" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${m.water}" stroke-width="72" stroke-linecap="round"/>`;
}

function expressways() {
  const roads = [
    "M-40 980 C 300 740, 560 660, 800 520 S 1100 300, 1260 200",
    "M-40 60 C 140 160, 260 250, 340 400 S 440 720, 470 860",
  ];
  const casing = roads.map(
    (d) => `<path d="${d}" fill="none" stroke="${m.expressCasing}" stroke-width="30" stroke-linecap="round"/>`,
  );
  const fill = roads.map(
    (d) =>
      `<path d="${d}" fill="none" stroke="${m.express}" stroke-width="24" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="1.5" stroke-dasharray="14 14"/>`,
  );
  return casing.join("") + fill.join("");
}

function roundabout(x, y) {
  return `<circle cx="${x}" cy="${y}" r="46" fill="none" stroke="${m.casing}" stroke-width="20"/><circle cx="${x}" cy="${y}" r="46" fill="none" stroke="${m.road}" stroke-width="15"/><circle cx="${x}" cy="${y}" r="32" fill="${m.park}"/>`;
}

function metro() {
  const d = "M-20 300 L 250 250 L 560 200 L 900 250 L 1220 190";
  const stations = [
    [250, 250],
    [560, 200],
    [900, 250],
  ];
  return `<path d="${d}" fill="none" stroke="${m.metro}" stroke-width="5" stroke-linejoin="round"/>${stations.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#FFFFFF" stroke="${m.metro}" stroke-width="4"/>`).join("")}`;
}

function pin(x, y) {
  const shape = "M0 0 C -8 -22 -34 -38 -34 -64 A34 34 0 1 1 34 -64 C 34 -38 8 -22 0 0 Z";
  return `<defs><linearGradient id="pinFill" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${c.ember}"/><stop offset="1" stop-color="${c.magenta}"/></linearGradient><filter id="pinShadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter></defs>
<circle cx="${x}" cy="${y}" r="92" fill="${c.ember}" opacity="0.10"/><circle cx="${x}" cy="${y}" r="58" fill="${c.ember}" opacity="0.14"/><circle cx="${x}" cy="${y}" r="92" fill="none" stroke="${c.ember}" stroke-opacity="0.35" stroke-width="2"/>
<ellipse cx="${x}" cy="${y + 2}" rx="16" ry="6" fill="#3A2A20" opacity="0.35" filter="url(#pinShadow)"/>
<g transform="translate(${x} ${y})"><path d="${shape}" fill="#7A2A1A" opacity="0.25" transform="translate(4 6)" filter="url(#pinShadow)"/><path d="${shape}" fill="url(#pinFill)" stroke="#FFFFFF" stroke-width="4"/><circle cx="0" cy="-64" r="14" fill="#FFFFFF"/></g>`;
}

export function mapSvg(theme = "light") {
  m = theme === "dark" ? DARK : LIGHT;
  const rng = createRng("greater-noida-map");
  const body = [
    `<rect width="${W}" height="${H}" fill="${m.land}"/>`,
    `<g transform="rotate(${ROTATE} ${W / 2} ${H / 2}) translate(${W / 2 - 116} ${H / 2 - 116})">${grid(rng)}</g>`,
    river(),
    metro(),
    expressways(),
    roundabout(...toCanvas(-232, 232)),
    pin(W / 2, H / 2 + 30),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body.join("")}</svg>`;
}

export async function writeMap(assetsDir) {
  const written = [];
  for (const [theme, name] of [
    ["light", "map-greater-noida.jpg"],
    ["dark", "map-greater-noida-dark.jpg"],
  ]) {
    const file = join(assetsDir, name);
    written.push({ file, bytes: await writeJpeg(mapSvg(theme), file), max: 150_000 });
  }
  return written;
}
