/**
 * The drawing kit of the blog covers. Each cover is an artefact of its post's subject (a
 * dashboard, an estimate sheet, an editor…) drawn with the case-study screens' own kit
 * (screens/ui.mjs for text, icons and shapes, screens/frames.mjs for windows and shadows), plus
 * what an artefact that is not a web page needs: a desktop app's window, a floating card, and
 * code set on a fixed grid.
 */
import { r1 } from "../prng.mjs";
import { CHROME, outline, place, shadow } from "../screens/frames.mjs";
import { C, L, R, T, tw } from "../screens/ui.mjs";

export const WIDTH = 1600;
export const HEIGHT = 900;

/**
 * A calm wash of the artefact's colour over the transparent ground, as the case studies have:
 * the page's own frame (light or dark) shows through it.
 */
export const wash = (tint, op = 0.1) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tint}" fill-opacity="${op}"/>`;

/**
 * A desktop app's window in its own pixels: a title bar of CHROME px with the three lights and
 * a centred title (and `right`, drawn in the bar), then `content`, drawn from y = CHROME.
 * theme: { bg, bar, line, title, dots? } (dots: one grey for the three lights of a dark window).
 */
export function appWindow({ w, h, title, theme, right = "" }, content) {
  const dots = theme.dots ? [theme.dots, theme.dots, theme.dots] : ["#F26B5E", "#F5BE4F", "#5FC454"];
  return [
    R(0, 0, w, h, { fill: theme.bg }),
    R(0, 0, w, CHROME, { fill: theme.bar }),
    C(18, 18, 6, dots[0]),
    C(38, 18, 6, dots[1]),
    C(58, 18, 6, dots[2]),
    T(title, w / 2, 22.5, { size: 12.5, w: 500, fill: theme.title, anchor: "middle" }),
    right,
    L(0, CHROME - 0.5, w, CHROME - 0.5, theme.line),
    `<g transform="translate(0 ${CHROME})">${content}</g>`,
  ].join("");
}

/**
 * A drawing of w×h own pixels set in the picture at (x, y), scaled by s, with rounded corners
 * (r, own pixels), its drop shadow and the two-theme hairline of the case-study windows.
 */
export function floating(svg, { x, y, s = 1, w, h, r = 10, shadowOp = 0.26 }) {
  return (
    shadow(x, y, w * s, h * s, r * s, { op: shadowOp, blur: 30, dy: 26 }) +
    place(svg, x, y, s, w, h, r) +
    outline(x, y, w * s, h * s, r * s)
  );
}

/* ---------- code ---------- */

const KEYWORDS = new Set(
  "import from export const let function return switch case default throw new type typeof async await if else for of in".split(
    " ",
  ),
);

/**
 * Splits a line of TypeScript (or shell, or HCL) into [text, kind] tokens: comment, string,
 * keyword, type (a capitalised name), call (a name before a parenthesis), number, plain.
 */
export function tokenize(line) {
  const out = [];
  const re =
    /(\/\/.*$|#.*$)|("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`|'(?:[^'\\]|\\.)*')|\b(\d+(?:\.\d+)?)\b|([A-Za-z_$][\w$]*)(?=\s*\()|([A-Za-z_$][\w$]*)|(\s+)|([^\w\s"'`]+)/gy;
  let m;
  while ((m = re.exec(line))) {
    const [all, comment, string, number, call, word, space] = m;
    if (comment) out.push([all, "comment"]);
    else if (string) out.push([all, "string"]);
    else if (number) out.push([all, "number"]);
    else if (call) out.push([all, KEYWORDS.has(call) ? "keyword" : "call"]);
    else if (word) out.push([word, KEYWORDS.has(word) ? "keyword" : /^[A-Z]/.test(word) ? "type" : "plain"]);
    else if (space) out.push([all, "space"]);
    else out.push([all, "punct"]);
  }
  return out;
}

/**
 * A line of code at baseline y, one character to a cell of `cell` px (a monospace look from
 * Inter, the site's face): each glyph centred in its cell, a glyph wider than the cell (m, w)
 * narrowed to fit, as a monospace face draws it. colours: { [kind]: fill }.
 */
export function codeLine(line, x, y, { size = 13, cell = size * 0.6, colours, tokens = tokenize(line) }) {
  const out = [];
  let col = 0;
  for (const [text, kind] of tokens) {
    const fill = colours[kind] ?? colours.plain;
    for (const ch of text) {
      if (ch !== " ") {
        const cx = x + col * cell + cell / 2;
        const wide = tw(ch, size);
        const glyph = T(ch, cx, y, { size, fill, anchor: "middle" });
        const k = wide > cell * 0.96 ? (cell * 0.9) / wide : 1;
        out.push(k === 1 ? glyph : `<g transform="matrix(${k.toFixed(3)} 0 0 1 ${r1(cx * (1 - k))} 0)">${glyph}</g>`);
      }
      col += 1;
    }
  }
  return out.join("");
}

/** The width in px of `n` characters of code. */
export const codeWidth = (n, size = 13, cell = size * 0.6) => n * cell;

/* ---------- formats ---------- */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-06-09" → "9 Jun 2026" (long: "9 June 2026"). */
export function day(iso, { long = false } = {}) {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${(long ? MONTHS_LONG : MONTHS)[m - 1]} ${y}`;
}

/** A month by its number (1–12), short or long. */
export const month = (m, long = false) => (long ? MONTHS_LONG : MONTHS)[m - 1];

/** Rupees in lakh, one decimal: 1770000 → "₹17.7 lakh". */
export const lakh = (rupees) => `₹${(rupees / 100000).toFixed(1).replace(/\.0$/, "")} lakh`;
