import { describe, expect, it } from "vitest";
import * as lucide from "./lucide.mjs";
import * as svg from "./svg-path.mjs";

type Pt = [number, number];
type Seg = [Pt, Pt, Pt];
type Subpath = { start: Pt; segs: Seg[]; closed: boolean };
type LottiePath = { c: boolean; v: Pt[]; i: Pt[]; o: Pt[] };
// The modules are plain JavaScript: their shapes, as this test reads them.
const parseSvgPath = svg.parseSvgPath as (d: string) => [Subpath, ...Subpath[]];
const toLottie = svg.toLottie as (subpaths: Subpath[]) => [LottiePath, ...LottiePath[]];
const svgPathToLottie = svg.svgPathToLottie as (d: string, map?: (p: Pt) => Pt) => [LottiePath, ...LottiePath[]];
const arcToCubics = svg.arcToCubics as (p0: Pt, rx: number, ry: number, a: number, l: 0 | 1, s: 0 | 1, p: Pt) => Seg[];
const elementPath = lucide.elementPath as (tag: string, attrs: Record<string, string>) => string;
const lucideNode = lucide.lucideNode as (name: string) => [string, Record<string, string>][];
const lucideIcon = lucide.lucideIcon as (
  name: string,
) => [
  { tag: string; filled: boolean; paths: [LottiePath, ...LottiePath[]] },
  ...{ tag: string; filled: boolean; paths: LottiePath[] }[],
];
const cubicAt = (p0: Pt, c1: Pt, c2: Pt, p: Pt, t: number): Pt => {
  const u = 1 - t;
  const f = (k: 0 | 1) => u * u * u * p0[k] + 3 * u * u * t * c1[k] + 3 * u * t * t * c2[k] + t * t * t * p[k];
  return [f(0), f(1)];
};

describe("parseSvgPath", () => {
  it("reads lines, H and V, absolute and relative, with implicit linetos after a moveto", () => {
    const [sub] = parseSvgPath("m18 16 4-4-4-4");
    expect(sub.start).toEqual([18, 16]);
    expect(sub.segs.map((s) => s[2])).toEqual([
      [22, 12],
      [18, 8],
    ]);
    expect(sub.closed).toBe(false);
    const [hv] = parseSvgPath("M2 3H10v5h-4V20");
    expect(hv.segs.map((s) => s[2])).toEqual([
      [10, 3],
      [10, 8],
      [6, 8],
      [6, 20],
    ]);
    // A line's handles sit on its ends: no tangents in Lottie.
    expect(toLottie([hv])[0].o.every(([x, y]) => x === 0 && y === 0)).toBe(true);
  });

  it("reads packed numbers: signs and second decimal points separate them", () => {
    const [sub] = parseSvgPath("M.5.5l.3.4-1-2e1");
    expect(sub.start).toEqual([0.5, 0.5]);
    const [[, , a], [, , b]] = sub.segs as [Seg, Seg];
    expect(a[0]).toBeCloseTo(0.8);
    expect(a[1]).toBeCloseTo(0.9);
    expect(b[0]).toBeCloseTo(-0.2);
    expect(b[1]).toBeCloseTo(-19.1);
  });

  it("keeps cubic control points and reflects them for S; raises Q and T to cubics", () => {
    const [c] = parseSvgPath("M0 0C1 2 3 4 5 6s7 8 9 10");
    expect(c.segs[0]).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(c.segs[1]).toEqual([
      [7, 8],
      [12, 14],
      [14, 16],
    ]);
    const [q] = parseSvgPath("M0 0Q3 3 6 0T12 0");
    const [[qc1, qc2], [tc1]] = q.segs as [Seg, Seg];
    expect(qc1[0]).toBeCloseTo(2);
    expect(qc1[1]).toBeCloseTo(2);
    expect(qc2[0]).toBeCloseTo(4);
    expect(tc1[1]).toBeCloseTo(-2); // T reflects the last control point
  });

  it("approximates arcs by cubics that stay on the circle", () => {
    // A half circle of radius 10 (the radius is scaled up to reach the end point).
    const segs = arcToCubics([12, 22], 1, 1, 0, 0, 1, [12, 2]);
    expect(segs).toHaveLength(2);
    let p0: Pt = [12, 22];
    for (const [c1, c2, p] of segs) {
      for (const t of [0, 0.25, 0.5, 0.75, 1]) {
        const [x, y] = cubicAt(p0, c1, c2, p, t);
        expect(Math.hypot(x - 12, y - 12)).toBeCloseTo(10, 2);
        expect(x).toBeLessThanOrEqual(12.0001); // sweep 1 from the bottom goes round the left
      }
      p0 = p;
    }
    expect(p0).toEqual([12, 2]);
    // The large-arc flag takes the long way round.
    expect(arcToCubics([0, -5], 5, 5, 0, 1, 1, [5, 0])).toHaveLength(3);
    expect(arcToCubics([0, -5], 5, 5, 0, 0, 1, [5, 0])).toHaveLength(1);
    // A zero radius is a straight line; a zero-length arc is nothing.
    expect(arcToCubics([0, 0], 0, 5, 0, 0, 1, [4, 0])).toEqual([
      [
        [0, 0],
        [4, 0],
        [4, 0],
      ],
    ]);
    expect(arcToCubics([1, 1], 5, 5, 0, 0, 1, [1, 1])).toEqual([]);
  });

  it("reads arc flags packed without separators", () => {
    const a = parseSvgPath("M0 0a5 5 0 0110 0");
    const b = parseSvgPath("M0 0a5 5 0 0 1 10 0");
    expect(a).toEqual(b);
  });

  it("closes with Z, and a command after Z starts a new subpath at the closed one's start", () => {
    const subs = parseSvgPath("m19 8 3 8a5 5 0 0 1-6 0zV7");
    expect(subs).toHaveLength(2);
    const [pan, hanger] = subs as [Subpath, Subpath];
    expect(pan.closed).toBe(true);
    expect(hanger.start).toEqual([19, 8]);
    expect(hanger.segs[0]?.[2]).toEqual([19, 7]);
    expect(hanger.closed).toBe(false);
  });

  it("starts a new subpath at each moveto", () => {
    expect(parseSvgPath("M1 1h2M5 5v2m1 1h1")).toHaveLength(3);
  });

  it("rejects what it cannot read", () => {
    expect(() => parseSvgPath("M0 0X1 1")).toThrow(/svg-path/);
    expect(() => parseSvgPath("M0 0L1")).toThrow(/svg-path: expected a number/);
  });
});

describe("toLottie", () => {
  it("writes tangents relative to their vertex and merges a closed path's end into its start", () => {
    const [circle] = svgPathToLottie(elementPath("circle", { cx: "12", cy: "12", r: "10" }));
    expect(circle.c).toBe(true);
    expect(circle.v).toEqual([
      [12, 2],
      [22, 12],
      [12, 22],
      [2, 12],
    ]);
    const k = 5.52; // 10 · 4/3 · tan(π/8)
    expect(circle.o[0]).toEqual([k, 0]);
    expect(circle.i[1]).toEqual([0, -k]);
    expect(circle.i[0]).toEqual([-k, 0]); // the closing quarter's handle
  });

  it("leaves Z's straight closing segment when the path does not end on its start", () => {
    const [tri] = svgPathToLottie("M0 0L10 0L10 10Z");
    expect(tri).toEqual({
      c: true,
      v: [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      i: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      o: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    });
  });

  it("maps points, and tangents with them", () => {
    const [line] = svgPathToLottie("M0 0C0 1 1 2 2 2", ([x, y]) => [x * 10 + 100, y * 10]);
    expect(line.v).toEqual([
      [100, 0],
      [120, 20],
    ]);
    expect(line.o[0]).toEqual([0, 10]);
    expect(line.i[1]).toEqual([-10, 0]);
  });
});

describe("Lucide icons", () => {
  it("are read from the lucide package, every element as paths", () => {
    expect(lucideNode("code-xml").map(([tag]) => tag)).toEqual(["path", "path", "path"]);
    const phone = lucideIcon("smartphone");
    expect(phone[0].tag).toBe("rect");
    // A rounded rectangle: four corners of one cubic each and four straight sides.
    expect(phone[0].paths[0].v).toHaveLength(8);
    expect(phone[0].paths[0].v[0]).toEqual([7, 2]);
    const palette = lucideIcon("palette");
    expect(palette.filter((e) => e.filled)).toHaveLength(4);
    expect(() => lucideNode("no-such-icon")).toThrow();
  });
});
