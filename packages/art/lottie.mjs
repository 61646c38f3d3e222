/**
 * A small Lottie (Bodymovin 5.12) writer: shape layers, shapes, keyframes. Only features
 * lottie-web's light (SVG) player renders: no images, text, expressions or effects.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const FPS = 30;
const rd = (n) => Math.round(n * 1000) / 1000;
const arr = (v) => (Array.isArray(v) ? v.map(rd) : [rd(v)]);

/** "#RRGGBB" to Lottie's 0–1 RGBA. */
export function rgba(hex, alpha = 1) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [rd(((n >> 16) & 255) / 255), rd(((n >> 8) & 255) / 255), rd((n & 255) / 255), alpha];
}

const EASES = {
  inOut: { o: [0.45, 0], i: [0.25, 1] },
  out: { o: [0.2, 0.6], i: [0.2, 1] },
  in: { o: [0.5, 0], i: [0.8, 0.4] },
  linear: { o: [0, 0], i: [1, 1] },
};

const isProp = (v) => v !== null && typeof v === "object" && !Array.isArray(v) && "a" in v;

/** A static value, or pass through an animated one. */
export function prop(v) {
  if (isProp(v)) return v;
  return { a: 0, k: typeof v === "number" ? rd(v) : Array.isArray(v) ? v.map(rd) : v };
}

/**
 * Keyframes from [frame, value, ease?] rows; ease (default "inOut") shapes the move to the
 * next row, and "hold" jumps. Loops stay seamless when the first and last values match.
 */
export function keys(rows) {
  return {
    a: 1,
    k: rows.map(([t, v, ease = "inOut"], idx) => {
      const shape = v !== null && typeof v === "object" && !Array.isArray(v);
      const s = shape ? [v] : arr(v);
      if (idx === rows.length - 1) return { t, s };
      if (ease === "hold") return { t, s, h: 1 };
      const e = EASES[ease];
      const dims = shape ? 1 : s.length;
      const fill = (x) => Array.from({ length: dims }, () => x);
      return {
        t,
        s,
        o: { x: fill(e.o[0]), y: fill(e.o[1]) },
        i: { x: fill(e.i[0]), y: fill(e.i[1]) },
      };
    }),
  };
}

/** Repeat a value cycle evenly over a loop: loopKeys([a, b], 90) gives a→b→a over 90 frames. */
export function loopKeys(values, frames, ease = "inOut") {
  const seq = [...values, values[0]];
  return keys(seq.map((v, i) => [rd((i * frames) / values.length), v, ease]));
}

export function transform({ p = [0, 0], a = [0, 0], s = [100, 100], r = 0, o = 100 } = {}) {
  return {
    ty: "tr",
    p: prop(p),
    a: prop(a),
    s: prop(s),
    r: prop(r),
    o: prop(o),
    sk: prop(0),
    sa: prop(0),
  };
}

export const group = (items, tr = {}) => ({ ty: "gr", it: [...items, transform(tr)] });
export const ellipse = (size, p = [0, 0]) => ({
  ty: "el",
  d: 1,
  s: prop(typeof size === "number" ? [size, size] : size),
  p: prop(p),
});
export const rect = (size, p = [0, 0], r = 0) => ({
  ty: "rc",
  d: 1,
  s: prop(size),
  p: prop(p),
  r: prop(r),
});
export const path = (shape) => ({ ty: "sh", d: 1, ks: isProp(shape) ? shape : prop(shape) });
export const fill = (hex, o = 100) => ({ ty: "fl", c: prop(rgba(hex)), o: prop(o), r: 1, bm: 0 });

export function stroke(hex, w, { o = 100, cap = 2, join = 2, dash } = {}) {
  const s = {
    ty: "st",
    c: prop(rgba(hex)),
    o: prop(o),
    w: prop(w),
    lc: cap,
    lj: join,
    ml: 4,
    bm: 0,
  };
  if (dash)
    s.d = [
      { n: "d", nm: "dash", v: prop(dash[0]) },
      { n: "g", nm: "gap", v: prop(dash[1]) },
      { n: "o", nm: "offset", v: prop(dash[2] ?? 0) },
    ];
  return s;
}

/** stops: [[offset, "#hex", alpha?], ...]; alpha stops are written only when one is set. */
function gradient(stops) {
  const colours = stops.flatMap(([o, hex]) => [rd(o), ...rgba(hex).slice(0, 3)]);
  const alpha = stops.some((st) => st[2] !== undefined) ? stops.flatMap(([o, , a = 1]) => [rd(o), a]) : [];
  return { p: stops.length, k: prop([...colours, ...alpha]) };
}

export function gradFill(stops, start, end, { radial = false, o = 100 } = {}) {
  const g = {
    ty: "gf",
    o: prop(o),
    r: 1,
    bm: 0,
    g: gradient(stops),
    s: prop(start),
    e: prop(end),
    t: radial ? 2 : 1,
  };
  if (radial) Object.assign(g, { h: prop(0), a: prop(0) });
  return g;
}

export function gradStroke(stops, start, end, w, { o = 100, cap = 2, join = 2 } = {}) {
  return {
    ty: "gs",
    o: prop(o),
    w: prop(w),
    g: gradient(stops),
    s: prop(start),
    e: prop(end),
    t: 1,
    lc: cap,
    lj: join,
    ml: 4,
    bm: 0,
  };
}

export const trim = (s = 0, e = 100, o = 0) => ({
  ty: "tm",
  s: prop(s),
  e: prop(e),
  o: prop(o),
  m: 1,
});

/** Lottie path from absolute points; segments [[c1, c2, p], ...] are cubic Béziers after start. */
export function bezier(start, segments, closed = false) {
  const v = [start];
  const i = [[0, 0]];
  const o = [];
  for (const [c1, c2, p] of segments) {
    const prev = v[v.length - 1];
    o.push([c1[0] - prev[0], c1[1] - prev[1]]);
    v.push(p);
    i.push([c2[0] - p[0], c2[1] - p[1]]);
  }
  o.push([0, 0]);
  if (closed && segments.length) {
    const last = v.length - 1;
    if (Math.hypot(v[last][0] - v[0][0], v[last][1] - v[0][1]) < 0.01) {
      i[0] = i[last];
      v.pop();
      i.pop();
      o.pop();
    }
  }
  const r2 = (pts) => pts.map(([x, y]) => [rd(x), rd(y)]);
  return { c: closed, v: r2(v), i: r2(i), o: r2(o) };
}

/** Straight-edged path through points. */
export function poly(points, closed = false) {
  const zero = points.map(() => [0, 0]);
  return { c: closed, v: points.map(([x, y]) => [rd(x), rd(y)]), i: zero, o: zero };
}

/** n-pointed star centred on 0,0. */
export function star(points, outer, inner, rotation = -90) {
  const pts = [];
  for (let k = 0; k < points * 2; k += 1) {
    const a = ((rotation + (k * 180) / points) * Math.PI) / 180;
    const r = k % 2 === 0 ? outer : inner;
    pts.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return poly(pts, true);
}

let layerIndex = 0;

/**
 * A shape layer. shapes are given bottom first, like layers; inside a group() the items keep
 * Lottie's own order (paths, then paints, the first paint on top). Times are frames.
 */
export function layer(shapes, { ks = {}, ip = 0, op, nm = "shape", mask } = {}) {
  layerIndex += 1;
  const l = {
    ddd: 0,
    ind: layerIndex,
    ty: 4,
    nm,
    sr: 1,
    ks: {
      o: prop(ks.o ?? 100),
      r: prop(ks.r ?? 0),
      p: prop(ks.p ?? [0, 0, 0]),
      a: prop(ks.a ?? [0, 0, 0]),
      s: prop(ks.s ?? [100, 100, 100]),
    },
    ao: 0,
    shapes: [...shapes].reverse(),
    ip,
    op,
    st: 0,
    bm: 0,
  };
  if (mask) {
    l.hasMask = true;
    l.masksProperties = [{ inv: false, mode: "a", pt: prop(mask), o: prop(100), x: prop(0), nm: "clip" }];
  }
  return l;
}

/** A deep copy with every keyframe time moved by dt frames. */
export function shiftTimes(node, dt) {
  if (Array.isArray(node)) return node.map((n) => shiftTimes(n, dt));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, v] of Object.entries(node)) out[key] = shiftTimes(v, dt);
  if (node.a === 1 && Array.isArray(node.k)) out.k = out.k.map((kf) => ({ ...kf, t: rd(kf.t + dt) }));
  return out;
}

/**
 * A cycle of `period` frames repeated across the loop, starting at `delay`. make() builds
 * one cycle with keyframes from 0; each copy is shifted and clipped to its own window.
 * (lottie-web reads keyframe times as composition time, so a layer's st cannot do this.)
 */
export function cycle(make, { period, frames, delay = 0 }) {
  const layers = [];
  const first = (delay % period) - period;
  for (let start = first; start < frames; start += period) {
    if (start + period <= 0) continue;
    const l = shiftTimes(make(), start);
    layers.push({ ...l, ip: Math.max(0, start), op: Math.min(frames, start + period), st: 0 });
  }
  return layers;
}

/**
 * A composition. layers are given bottom first (the natural drawing order) and written
 * top first, as Lottie expects.
 */
export function composition({ nm, w, h, seconds, layers }) {
  const op = Math.round(seconds * FPS);
  const fixed = layers.flat().map((l) => ({ ...l, op: l.op ?? op }));
  fixed.reverse().forEach((l, i) => {
    l.ind = i + 1;
  });
  return {
    v: "5.12.0",
    fr: FPS,
    ip: 0,
    op,
    w,
    h,
    nm,
    ddd: 0,
    assets: [],
    layers: fixed,
    markers: [],
  };
}

export function writeAnimation(dir, file, comp) {
  mkdirSync(dir, { recursive: true });
  const json = JSON.stringify(comp);
  writeFileSync(join(dir, file), json);
  return { file: join(dir, file), bytes: Buffer.byteLength(json), max: 25_000 };
}
