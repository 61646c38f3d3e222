import { describe, expect, it } from "vitest";
import { allAnimations } from "./animations.mjs";
import { ACCENT, MUTED, STROKE, GRID } from "./lottie-icon.mjs";
import { rgba } from "./lottie.mjs";

type Key = { t: number; s: unknown; h?: number };
type Prop = { a: number; k: unknown };

/** Every animated property in a tree, with where it is. */
function animated(node: unknown, at = "", out: [string, Key[]][] = []): [string, Key[]][] {
  if (Array.isArray(node)) node.forEach((n, i) => animated(n, `${at}[${i}]`, out));
  else if (node && typeof node === "object") {
    const p = node as Prop;
    if (p.a === 1 && Array.isArray(p.k)) out.push([at, p.k as Key[]]);
    else for (const [key, v] of Object.entries(node)) animated(v, `${at}.${key}`, out);
  }
  return out;
}

/** What a property shows at frame t, where t is a keyframe or lies between two equal ones. */
function at(keys: Key[], t: number): unknown {
  const exact = keys.find((k) => k.t === t);
  if (exact) return exact.s;
  const next = keys.findIndex((k) => k.t > t);
  const [before, after] = [keys[next - 1], keys[next]];
  if (!before || !after) throw new Error(`frame ${t} is outside the keyframes`);
  if (before.h) return before.s;
  expect(after.s, `frame ${t} lies in a move`).toEqual(before.s);
  return before.s;
}

const papers = (node: unknown, out: { ty: string; c: number[]; w?: number }[] = []) => {
  if (Array.isArray(node)) node.forEach((n) => papers(n, out));
  else if (node && typeof node === "object") {
    const s = node as { ty?: string; c?: Prop; w?: Prop };
    if (s.ty === "st" || s.ty === "fl") out.push({ ty: s.ty, c: s.c!.k as number[], w: s.w?.k as number });
    else if (s.ty === "gf" || s.ty === "gs") out.push({ ty: s.ty, c: [] });
    Object.values(node).forEach((v) => papers(v, out));
  }
  return out;
};

describe("the service and value animations: Lucide icons in motion", () => {
  const animations = allAnimations() as [string, { w: number; op: number; layers: unknown[] }][];

  it.each(animations)("%s loops seamlessly and shows its whole icon at rest", (_file, comp) => {
    for (const [where, keys] of animated(comp.layers)) {
      const first = keys[0]?.s;
      expect(keys.at(-1)?.s, `${where}: the last frame is the first`).toEqual(first);
      // Reduced motion shows the middle frame; the loop is at rest there.
      expect(at(keys, Math.floor(comp.op / 2)), `${where} at the middle frame`).toEqual(first);
    }
  });

  it.each(animations)("%s is strokes of one width in ember (slate at most for a detail)", (_file, comp) => {
    const paints = papers(comp.layers);
    expect(paints.some((p) => p.ty === "gf" || p.ty === "gs")).toBe(false);
    const colours = new Set([rgba(ACCENT).join(), rgba(MUTED).join()]);
    for (const p of paints) expect(colours.has(p.c.join())).toBe(true);
    for (const p of paints.filter((q) => q.ty === "st")) expect(p.w).toBeCloseTo((STROKE * comp.w) / GRID, 2);
  });
});
