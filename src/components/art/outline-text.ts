/**
 * The home stage's words as outlines: every <text> of the sprite (and its <tspan>s) becomes one
 * <path> of its glyphs, drawn from the page's own font files at build time. Chromium shapes and
 * lays out SVG text again on every layout of the page; at 4× CPU the stage's 70 labels cost the
 * home page about as much style and layout as the rest of it together (docs/performance.md). A
 * path costs a parse, once. The words also look the same before the web fonts arrive.
 *
 * Each path keeps its words in data-text, so the drawing stays searchable by the tests, and the
 * figure's aria-label (ProductStage) still says what the picture shows.
 */
import { createRequire } from "node:module";
import { loadVariableFont } from "@ignite/brand/fonts";

const require = createRequire(import.meta.url);
/**
 * The families the sprite's text uses, the page's body face and the display face
 * (var(--font-display)): the Latin file, and Latin Extended for what it lacks (₹, which the page
 * itself leaves to the visitor's fallback font: here it comes in the stage's own face).
 */
const FILES = {
  sans: [
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
  ],
  display: [
    "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2",
  ],
} as const;
type Family = keyof typeof FILES;

type Glyph = { path: { commands: { command: string; args: number[] }[] } };
type Font = {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
};

const fonts = new Map<string, Font>();
function fontFile(file: string, weight: number): Font {
  const key = `${file}/${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = loadVariableFont(require.resolve(file), weight) as Font;
    fonts.set(key, font);
  }
  return font;
}

/** The text cut where it changes font file, each piece with the file that has its glyphs. */
function byFile(text: string, family: Family, weight: number): { text: string; font: Font }[] {
  const pieces: { text: string; font: Font }[] = [];
  for (const char of text) {
    const font = FILES[family]
      .map((file) => fontFile(file, weight))
      .find((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!));
    if (!font) throw new Error(`outlineText: no font file of ${family} draws "${char}"`);
    const last = pieces[pieces.length - 1];
    if (last?.font === font) last.text += char;
    else pieces.push({ text: char, font });
  }
  return pieces;
}

/** A run of one font: the text, with its weight and any paint of its own (a <tspan>'s). */
type Run = { text: string; weight: number; paint: string };

/** Coordinates are kept to a tenth of a stage unit, a fifth of a device pixel at the stage's widest. */
const SCALE = 10;
const LETTERS: Record<string, string> = {
  moveTo: "m",
  lineTo: "l",
  quadraticCurveTo: "q",
  bezierCurveTo: "c",
  closePath: "z",
};

/** One number of relative path data: a tenth at most, no leading zero. */
function num(tenths: number): string {
  const s = String(tenths / SCALE);
  return s.replace(/^(-?)0\./, "$1.");
}

/** Numbers joined as SVG path data allows: a minus sign or a second decimal point also separates. */
function joinNumbers(parts: string[]): string {
  let out = "";
  for (const part of parts) {
    const sep = out === "" || part.startsWith("-") || (part.startsWith(".") && /\.\d*$/.test(out)) ? "" : " ";
    out += sep + part;
  }
  return out;
}

/**
 * Path data of runs laid one after another from (x, y): each run's first move absolute, the rest
 * relative between rounded absolute points, so rounding never drifts along a line.
 */
function outline(runs: Run[], family: Family, size: number, tracking: number, x: number, y: number) {
  const pieces: { d: string; paint: string }[] = [];
  let cursor = x;
  let prev = { x: 0, y: 0 };
  let start = { x: 0, y: 0 };
  for (const run of runs) {
    // Each run starts with an absolute move, so it can stand as a path of its own.
    let first = true;
    let d = "";
    let lastLetter = "";
    /** The control point of the last command, if it was a quadratic curve (for t). */
    let lastControl: { x: number; y: number } | undefined;
    for (const { text, font } of byFile(run.text, family, run.weight)) {
      const k = size / font.unitsPerEm;
      const laid = font.layout(text);
      laid.glyphs.forEach((glyph, i) => {
        const pos = laid.positions[i]!;
        const gx = cursor + pos.xOffset * k;
        const gy = y - pos.yOffset * k;
        cursor += pos.xAdvance * k + tracking * size;
        for (const { command, args } of glyph.path.commands) {
          const points: { x: number; y: number }[] = [];
          for (let j = 0; j < args.length; j += 2) {
            points.push({ x: Math.round((gx + args[j]! * k) * SCALE), y: Math.round((gy - args[j + 1]! * k) * SCALE) });
          }
          let letter = LETTERS[command] ?? "";
          if (first && letter === "m") letter = "M";
          let numbers = points.flatMap((p) =>
            letter === "M" ? [num(p.x), num(p.y)] : [num(p.x - prev.x), num(p.y - prev.y)],
          );
          // Level and upright strokes (most of a sans-serif's) as h and v.
          if (letter === "l" && numbers[1] === "0") [letter, numbers] = ["h", [numbers[0]!]];
          else if (letter === "l" && numbers[0] === "0") [letter, numbers] = ["v", [numbers[1]!]];
          // A TrueType curve's on-curve point between two off-curve ones is their midpoint, so the
          // second control is the first's reflection: t, with the end point only. Within a tenth
          // (rounding), and the reflection is what gets drawn.
          let control: { x: number; y: number } | undefined;
          if (letter === "q") {
            control = points[0]!;
            const reflected = lastControl && { x: 2 * prev.x - lastControl.x, y: 2 * prev.y - lastControl.y };
            if (reflected && Math.abs(reflected.x - control.x) <= 1 && Math.abs(reflected.y - control.y) <= 1) {
              control = reflected;
              [letter, numbers] = ["t", numbers.slice(2)];
            }
          }
          lastControl = control;
          // A repeated command may leave its letter out (but a move's repeats would be lines).
          d +=
            (letter === lastLetter && letter !== "m" && letter !== "z"
              ? numbers[0]!.startsWith("-")
                ? ""
                : " "
              : letter) + joinNumbers(numbers);
          lastLetter = letter;
          first = false;
          const end = points[points.length - 1];
          if (command === "closePath") prev = start;
          else if (end) prev = end;
          if (command === "moveTo" && end) start = end;
        }
      });
    }
    pieces.push({ d, paint: run.paint });
  }
  return { pieces, width: cursor - x - (tracking ? tracking * size : 0) };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
function attributes(s: string): Record<string, string> {
  return Object.fromEntries([...s.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}
/** What a <text> or <tspan> may carry that a <path> draws the same way. */
const PAINT = ["fill", "fill-opacity", "stroke", "stroke-width", "paint-order", "opacity", "transform"];
const paintOf = (a: Record<string, string>) =>
  PAINT.filter((name) => a[name] !== undefined)
    .map((name) => ` ${name}="${a[name]}"`)
    .join("");

/**
 * The markup with each <text> (x, y, font-size, font-weight, font-family, letter-spacing in em,
 * text-anchor, and <tspan>s that change weight or paint) replaced by its outline. Text in any
 * other form is a mistake in the drawing, and throws.
 */
export function outlineText(markup: string): string {
  return markup.replace(/<text([^>]*)>(.*?)<\/text>/gs, (_, attrText: string, inner: string) => {
    const a = attributes(attrText);
    for (const name of Object.keys(a)) {
      if (
        !["x", "y", "font-size", "font-weight", "font-family", "letter-spacing", "text-anchor", ...PAINT].includes(name)
      ) {
        throw new Error(`outlineText: <text ${name}> is not drawn as an outline`);
      }
    }
    const size = Number(a["font-size"]);
    if (!size) throw new Error(`outlineText: a <text> without a font-size: ${attrText}`);
    const weight = Number(a["font-weight"] ?? 400);
    const family = (a["font-family"] ?? "").includes("--font-display") ? "display" : "sans";
    const spacing = a["letter-spacing"] ?? "0em";
    if (!/^-?[\d.]+em$/.test(spacing)) throw new Error(`outlineText: letter-spacing in em only, not ${spacing}`);
    const tracking = parseFloat(spacing);
    const runs: Run[] = [];
    for (const m of inner.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>|([^<]+)/g)) {
      if (m[3] !== undefined) runs.push({ text: decode(m[3]), weight, paint: "" });
      else {
        const t = attributes(m[1]!);
        runs.push({ text: decode(m[2]!), weight: Number(t["font-weight"] ?? weight), paint: paintOf(t) });
      }
    }
    if (runs.map((r) => r.text).join("") !== decode(inner.replace(/<\/?tspan[^>]*>/g, ""))) {
      throw new Error(`outlineText: markup inside <text> other than <tspan>: ${inner}`);
    }
    const x = Number(a.x ?? 0);
    const y = Number(a.y ?? 0);
    const anchor = a["text-anchor"] ?? "start";
    const { width } = outline(runs, family, size, tracking, 0, 0);
    const left = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
    const { pieces } = outline(runs, family, size, tracking, left, y);
    const words = escapeAttr(runs.map((r) => r.text).join(""));
    const own = paintOf(a);
    if (pieces.every((p) => p.paint === "")) {
      return `<path data-text="${words}"${own} d="${pieces.map((p) => p.d).join("")}"/>`;
    }
    // A run with paint of its own is a path of its own.
    return `<g data-text="${words}"${own}>${pieces.map((p) => `<path${p.paint} d="${p.d}"/>`).join("")}</g>`;
  });
}
