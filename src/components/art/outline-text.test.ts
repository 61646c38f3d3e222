import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { outlineText } from "./outline-text";
import { StageSprite } from "./ProductStage";

/** Every point of path data (ends and given control points), absolute, walking its commands as SVG does. */
function points(d: string): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  let start = { x: 0, y: 0 };
  let letter = "";
  const tokens = d.match(/[MmLlHhVvQqTtCcZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6, z: 0 };
  for (let i = 0; i < tokens.length;) {
    if (/[A-Za-z]/.test(tokens[i]!)) letter = tokens[i++]!;
    const lower = letter.toLowerCase();
    if (lower === "z") {
      [x, y] = [start.x, start.y];
      continue;
    }
    if (!(lower in arity)) throw new Error(`path data with a command the walker does not know: ${letter}`);
    const n = tokens.slice(i, i + arity[lower]!).map(Number);
    i += arity[lower]!;
    const abs = letter !== lower;
    if (lower === "h") x = (abs ? 0 : x) + n[0]!;
    else if (lower === "v") y = (abs ? 0 : y) + n[0]!;
    else {
      for (let j = 0; j < n.length; j += 2)
        out.push(abs ? { x: n[j]!, y: n[j + 1]! } : { x: x + n[j]!, y: y + n[j + 1]! });
      [x, y] = abs ? [n[n.length - 2]!, n[n.length - 1]!] : [x + n[n.length - 2]!, y + n[n.length - 1]!];
    }
    out.push({ x, y });
    if (lower === "m") start = { x, y };
    if (lower === "m") letter = abs ? "L" : "l"; // a move's repeats are lines
  }
  return out;
}
const box = (d: string) => {
  const ps = points(d);
  const xs = ps.map((p) => p.x);
  const ys = ps.map((p) => p.y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};
const dOf = (svg: string) => /\bd="([^"]+)"/.exec(svg)![1]!;

describe("outlineText", () => {
  it("draws a label as one path of its glyphs, where the text stood, keeping its paint and words", () => {
    const svg = outlineText('<text x="10" y="20" font-size="10" fill="var(--st-muted)">Hello</text>');
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/^<path data-text="Hello" fill="var\(--st-muted\)" d="M[^"]+"\/>$/);
    const b = box(dOf(svg));
    // Inter's capitals stand about 0.73 em above the baseline; the word is some 2.5 em wide.
    expect(b.bottom).toBeCloseTo(20, 0);
    expect(20 - b.top).toBeGreaterThan(6.5);
    expect(20 - b.top).toBeLessThan(8);
    expect(b.left).toBeGreaterThanOrEqual(10);
    expect(b.left).toBeLessThan(11.5);
    expect(b.right - b.left).toBeGreaterThan(20);
    expect(b.right - b.left).toBeLessThan(30);
  });

  it("places middle- and end-anchored words on their anchor", () => {
    const middle = box(dOf(outlineText('<text x="100" y="0" font-size="10" text-anchor="middle">NH-48</text>')));
    expect((middle.left + middle.right) / 2).toBeCloseTo(100, 0);
    const end = box(dOf(outlineText('<text x="100" y="0" font-size="10" text-anchor="end">Jaipur</text>')));
    expect(end.right).toBeLessThanOrEqual(100);
    expect(end.right).toBeGreaterThan(99);
  });

  it("widens a word by its letter-spacing, and draws the display face and heavier weights differently", () => {
    const plain = box(dOf(outlineText('<text font-size="10">KOTPUTLI</text>')));
    const spaced = box(dOf(outlineText('<text font-size="10" letter-spacing="0.16em">KOTPUTLI</text>')));
    // Seven gaps of 1.6 units between eight letters.
    expect(spaced.right - spaced.left - (plain.right - plain.left)).toBeCloseTo(7 * 1.6, 0);
    const sans = dOf(outlineText('<text font-size="10">Quantum</text>'));
    const display = dOf(outlineText('<text font-size="10" font-family="var(--font-display)">Quantum</text>'));
    const bold = dOf(outlineText('<text font-size="10" font-weight="600">Quantum</text>'));
    expect(new Set([sans, display, bold]).size).toBe(3);
  });

  it("gives a <tspan> with paint of its own a path of its own, after the words before it", () => {
    const svg = outlineText(
      '<text x="38" y="25" font-size="12" font-weight="600">Atlas <tspan font-weight="400" fill="var(--st-muted)">Freight</tspan></text>',
    );
    const [atlas, freight] = [...svg.matchAll(/<path([^>]*)\/>/g)].map((m) => m[1]!);
    expect(svg).toMatch(/^<g data-text="Atlas Freight">/);
    expect(atlas).not.toContain("fill=");
    expect(freight).toContain('fill="var(--st-muted)"');
    expect(box(dOf(freight!)).left).toBeGreaterThan(box(dOf(atlas!)).right);
  });

  it("draws ₹ from Latin Extended, and refuses what no font file has or it cannot draw", () => {
    const rupee = box(dOf(outlineText('<text font-size="10">₹</text>')));
    expect(rupee.right - rupee.left).toBeGreaterThan(3);
    expect(() => outlineText('<text font-size="10">82 km →</text>')).toThrow(/draws "→"/);
    expect(() => outlineText('<text font-size="10" dx="2">a</text>')).toThrow(/dx/);
    expect(() => outlineText('<text font-size="10" letter-spacing="2px">a</text>')).toThrow(/em only/);
    expect(() => outlineText("<text>a</text>")).toThrow(/font-size/);
  });

  it("leaves the stage's sprite with no text, and every label of it drawn", () => {
    const sprite = renderToStaticMarkup(createElement(StageSprite));
    const labels = [...sprite.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) =>
      m[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'"),
    );
    expect(labels.length).toBeGreaterThan(60);
    const outlined = outlineText(sprite);
    expect(outlined).not.toMatch(/<text|<tspan/);
    const drawn = [...outlined.matchAll(/data-text="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(drawn).toEqual(labels);
  });
});
