/**
 * The drawing kit of the product screens: Inter text as glyph paths (fontkit; librsvg cannot
 * read web fonts), Lucide icons, and a few flat UI primitives. Everything is drawn in the
 * screen's own CSS-pixel coordinates; frames.mjs scales a screen into a picture.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { loadFont as loadDisplayFont } from "../font.mjs";
import { lucideNode } from "../lucide.mjs";
import { r1 } from "../prng.mjs";

const require = createRequire(import.meta.url);
const fontkit = (() => {
  const mod = require("fontkit");
  return mod.create ?? mod.default?.create ?? mod;
})();

/* ---------- type ---------- */

const interDir = dirname(require.resolve("@fontsource/inter/package.json"));
const faces = new Map();
/** Static Inter (WOFF 1, no variation deltas to apply): latin first, latin-ext for ₹ and arrows. */
function inter(weight) {
  if (!faces.has(weight)) {
    const load = (subset) => fontkit(readFileSync(join(interDir, "files", `inter-${subset}-${weight}-normal.woff`)));
    faces.set(weight, [load("latin"), load("latin-ext")]);
  }
  return faces.get(weight);
}

let display;
/** Space Grotesk, the face the product logos use. */
function grotesk() {
  display ??= loadDisplayFont(600);
  return [display];
}

/** Splits a string into runs, each set in the first face that has all its characters. */
function runs(fonts, text) {
  const out = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    const font = fonts.find((f) => f.hasGlyphForCodePoint(cp));
    if (!font) throw new Error(`No glyph for "${ch}" (U+${cp.toString(16).toUpperCase()}) in "${text}"`);
    const last = out.at(-1);
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out;
}

const fontsFor = (weight, face) => (face === "display" ? grotesk() : inter(weight));
const features = (tnum) => (tnum ? ["kern", "tnum"] : ["kern"]);

/** Width in px of a string at a size. */
export function tw(text, size = 13, weight = 400, { tnum = false, ls = 0, face } = {}) {
  let width = 0;
  for (const run of runs(fontsFor(weight, face), String(text))) {
    const layout = run.font.layout(run.text, features(tnum));
    for (const p of layout.positions) width += (p.xAdvance * size) / run.font.unitsPerEm + ls;
  }
  return width;
}

const glyphCache = new Map();
function glyphPath(font, glyph) {
  const key = `${font.postscriptName}:${font.unitsPerEm}:${glyph.id}:${font === display ? "d" : "i"}`;
  if (!glyphCache.has(key)) glyphCache.set(key, glyph.path.toSVG());
  return glyphCache.get(key);
}

/**
 * Text at baseline y. opts: size, w (weight 400/500/600/700), fill, anchor (start | middle |
 * end), tnum (tabular figures), ls (letter spacing in px), op (opacity), face ("display").
 */
export function T(text, x, y, opts = {}) {
  const { size = 13, w = 400, fill = "#111", anchor = "start", tnum = false, ls = 0, op, face } = opts;
  const str = String(text);
  const width = tw(str, size, w, { tnum, ls, face });
  let cursor = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
  const parts = [];
  for (const run of runs(fontsFor(w, face), str)) {
    const k = size / run.font.unitsPerEm;
    const layout = run.font.layout(run.text, features(tnum));
    layout.glyphs.forEach((glyph, i) => {
      const pos = layout.positions[i];
      const d = glyphPath(run.font, glyph);
      if (d)
        parts.push(
          `<path transform="translate(${r1(cursor + pos.xOffset * k)} ${r1(y)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`,
        );
      cursor += pos.xAdvance * k + ls;
    });
  }
  const o = op === undefined ? "" : ` opacity="${op}"`;
  // data-text marks every run of text, so a check can draw the screen without it (screen-text.mjs).
  return `<g data-text="" fill="${fill}"${o}>${parts.join("")}</g>`;
}

/** Shortens a string with an ellipsis until it fits maxW. */
export function fit(text, maxW, size = 13, w = 400) {
  let s = String(text);
  if (tw(s, size, w) <= maxW) return s;
  while (s.length > 1 && tw(`${s}…`, size, w) > maxW) s = s.slice(0, -1).trimEnd();
  return `${s}…`;
}

/* ---------- icons (Lucide, read from the installed lucide package, as the site draws them) ---------- */

/** A Lucide icon, top-left at (x, y), size px, stroked. */
export function icon(name, x, y, size = 16, stroke = "#111", sw = 2) {
  const k = size / 24;
  const body = lucideNode(name)
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .map(([key, v]) => `${key}="${v}"`)
        .join(" ");
      return `<${tag} ${a}/>`;
    })
    .join("");
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${k.toFixed(4)})" fill="none" stroke="${stroke}" stroke-width="${r1(sw / k)}" stroke-linecap="round" stroke-linejoin="round" vector-effect="none">${body}</g>`;
}

/* ---------- shapes ---------- */

/** A rectangle. o: r (radius), fill, stroke, sw, op, extra. */
export function R(x, y, w, h, o = {}) {
  const { r = 0, fill = "none", stroke, sw = 1, op, extra = "" } = o;
  const s = stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : "";
  const opa = op === undefined ? "" : ` opacity="${op}"`;
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${r ? ` rx="${r}"` : ""} fill="${fill}"${s}${opa}${extra}/>`;
}

export const L = (x1, y1, x2, y2, stroke, sw = 1, extra = "") =>
  `<path d="M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}" stroke="${stroke}" stroke-width="${sw}"${extra}/>`;

export const C = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;

/** A pill badge with text; returns { svg, w }. */
export function pill(text, x, y, { bg, fg, size = 11, w = 600, h = 20, padX = 8, dot, anchor = "start" } = {}) {
  const dotW = dot ? 12 : 0;
  const width = tw(text, size, w) + padX * 2 + dotW;
  const left = anchor === "end" ? x - width : x;
  const svg =
    R(left, y, width, h, { r: h / 2, fill: bg }) +
    (dot ? C(left + padX + 3, y + h / 2, 3, dot) : "") +
    T(text, left + padX + dotW, y + h / 2 + size * 0.36, { size, w, fill: fg });
  return { svg, w: width };
}

/** Initials in a circle. */
export function avatar(name, cx, cy, r, bg, fg = "#fff") {
  const initials = name
    .replace(/^Dr /, "")
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join("");
  return C(cx, cy, r, bg) + T(initials, cx, cy + r * 0.36, { size: r * 0.9, w: 600, fill: fg, anchor: "middle" });
}

/** Straight or smooth polyline through points. */
export function path(points, smooth = true) {
  if (!smooth) return points.map((p, i) => `${i ? "L" : "M"}${r1(p[0])} ${r1(p[1])}`).join("");
  let d = `M${r1(points[0][0])} ${r1(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const t = 1 / 6;
    // Monotone-ish: clamp control points to the segment's y range so the curve never overshoots.
    const lo = Math.min(p1[1], p2[1]);
    const hi = Math.max(p1[1], p2[1]);
    const cy1 = Math.min(hi, Math.max(lo, p1[1] + (p2[1] - p0[1]) * t));
    const cy2 = Math.min(hi, Math.max(lo, p2[1] - (p3[1] - p1[1]) * t));
    d += ` C${r1(p1[0] + (p2[0] - p0[0]) * t)} ${r1(cy1)} ${r1(p2[0] - (p3[0] - p1[0]) * t)} ${r1(cy2)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

/** Maps a series to points in a box: values v[], box {x, y, w, h}, domain [min, max]. */
export function plot(values, box, [min, max]) {
  const n = values.length;
  return values.map((v, i) => [box.x + (i / (n - 1)) * box.w, box.y + box.h - ((v - min) / (max - min)) * box.h]);
}

/** Arc of a ring from fraction a to b (0 = 12 o'clock). */
export function arcPath(cx, cy, r, a, b) {
  const pt = (t) => {
    const ang = (t * 360 - 90) * (Math.PI / 180);
    return [cx + r * Math.cos(ang), cy + r * Math.sin(ang)];
  };
  const [x0, y0] = pt(a);
  const [x1, y1] = pt(Math.min(b, a + 0.9999));
  return `M${r1(x0)} ${r1(y0)} A${r} ${r} 0 ${b - a > 0.5 ? 1 : 0} 1 ${r1(x1)} ${r1(y1)}`;
}

/** Indian digit grouping: 1234567 -> "12,34,567". */
export function inr(n) {
  const [int, dec] = String(n).split(".");
  const last3 = int.slice(-3);
  const rest = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return (rest ? `${rest},${last3}` : last3) + (dec ? `.${dec}` : "");
}

/** Western grouping: 1234567 -> "1,234,567". */
export const num = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

let uid = 0;
/** A unique id for clip paths and gradients inside one document; reset per picture. */
export const nextId = (p = "u") => `${p}${(uid += 1)}`;
export const resetIds = () => {
  uid = 0;
};

/**
 * A data table. cols: [{ label, w, align: "start" | "end" }]; rows: arrays of cells, each a
 * string or a function (x, baselineY, col) => svg for a custom cell (a pill, an avatar).
 * t: { text, muted, line, size, head, rowH, headH, zebra, bold (first column weight) }.
 */
export function table(x, y, cols, rows, t) {
  const { text, muted, line, size = 12, rowH = 36, headH = 30, zebra, bold = 500 } = t;
  const out = [];
  let cx = x;
  const xs = cols.map((c) => {
    const at = c.align === "end" ? cx + c.w : cx;
    cx += c.w;
    return at;
  });
  const total = cx - x;
  cols.forEach((c, i) =>
    out.push(
      T(c.label.toUpperCase(), xs[i], y + headH / 2 + 4, {
        size: 10.5,
        w: 600,
        fill: muted,
        anchor: c.align ?? "start",
        ls: 0.5,
      }),
    ),
  );
  out.push(L(x, y + headH, x + total, y + headH, line));
  rows.forEach((row, r) => {
    const top = y + headH + r * rowH;
    if (zebra && r % 2 === 1) out.push(R(x, top, total, rowH, { fill: zebra }));
    const base = top + rowH / 2 + size * 0.36;
    row.forEach((cell, i) => {
      const col = cols[i];
      if (typeof cell === "function") out.push(cell(xs[i], base, col, top));
      else
        out.push(
          T(fit(cell, col.w - 12, size, i === 0 ? bold : 400), xs[i], base, {
            size,
            w: i === 0 ? bold : 400,
            fill: col.muted ? muted : text,
            anchor: col.align ?? "start",
            tnum: true,
          }),
        );
    });
    if (r < rows.length - 1) out.push(L(x, top + rowH, x + total, top + rowH, line));
  });
  return out.join("");
}
