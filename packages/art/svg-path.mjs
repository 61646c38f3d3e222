/**
 * SVG path data to Lottie shapes. parseSvgPath() reads a `d` string (M L H V C S Q T A Z,
 * absolute and relative, packed numbers and arc flags) into subpaths of absolute cubic
 * Béziers: lines are cubics with their handles on the ends, quadratics are raised to cubics
 * and elliptical arcs are approximated by one cubic per quarter turn or less (the error is
 * under 0.03 % of the radius). toLottie() turns each subpath into a Lottie path value
 * ({ c, v, i, o }: vertices and their in- and out-tangents relative to them), through an
 * optional point mapping, so every moveto starts a path of its own.
 */

const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const ARITY = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** [command, args[]] pairs, one per command and repetition (implicit repeats are split out). */
function tokens(d) {
  const out = [];
  let i = 0;
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i])) i += 1;
  };
  const number = () => {
    skip();
    const m = NUMBER.exec(d.slice(i));
    if (!m) throw new Error(`svg-path: expected a number at ${i} in "${d}"`);
    i += m[0].length;
    return Number(m[0]);
  };
  const flag = () => {
    skip();
    if (d[i] !== "0" && d[i] !== "1") throw new Error(`svg-path: expected an arc flag at ${i} in "${d}"`);
    i += 1;
    return Number(d[i - 1]);
  };
  skip();
  while (i < d.length) {
    const cmd = d[i];
    if (!COMMAND.test(cmd)) throw new Error(`svg-path: unexpected "${cmd}" at ${i} in "${d}"`);
    i += 1;
    const upper = cmd.toUpperCase();
    if (upper === "Z") {
      out.push([cmd, []]);
      skip();
      continue;
    }
    let first = true;
    do {
      const args =
        upper === "A"
          ? [number(), number(), number(), flag(), flag(), number(), number()]
          : Array.from({ length: ARITY[upper] }, number);
      // Pairs after a moveto are linetos (SVG 1.1, 8.3.2).
      out.push([first ? cmd : cmd === "M" ? "L" : cmd === "m" ? "l" : cmd, args]);
      first = false;
      skip();
    } while (i < d.length && !COMMAND.test(d[i]));
  }
  return out;
}

const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/**
 * An elliptical arc from p0 (SVG's endpoint form) as cubic segments [[c1, c2, p], ...],
 * following the SVG spec's conversion to centre form (F.6.5, F.6.6).
 */
export function arcToCubics(p0, rx, ry, angle, largeArc, sweep, p) {
  if (p0[0] === p[0] && p0[1] === p[1]) return [];
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  if (rx === 0 || ry === 0) return [[p0, p, p]];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (p0[0] - p[0]) / 2;
  const dy = (p0[1] - p[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (scale > 1) {
    rx *= Math.sqrt(scale);
    ry *= Math.sqrt(scale);
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const root = Math.sqrt(Math.max(0, num / den)) * (largeArc === sweep ? -1 : 1);
  const cx1 = (root * rx * y1) / ry;
  const cy1 = (-root * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (p0[0] + p[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (p0[1] + p[1]) / 2;
  const ang = (ux, uy, vx, vy) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta1 = ang(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = ang((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / n;
  const k = (4 / 3) * Math.tan(step / 4);
  const at = (t) => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return [cx + cos * ex - sin * ey, cy + sin * ex + cos * ey];
  };
  const tangent = (t) => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  const segs = [];
  for (let s = 0; s < n; s += 1) {
    const a = theta1 + s * step;
    const b = a + step;
    const pa = s === 0 ? p0 : at(a);
    const pb = s === n - 1 ? p : at(b);
    const ta = tangent(a);
    const tb = tangent(b);
    segs.push([[pa[0] + k * ta[0], pa[1] + k * ta[1]], [pb[0] - k * tb[0], pb[1] - k * tb[1]], pb]);
  }
  return segs;
}

/**
 * Subpaths of a path's data: { start: [x, y], segs: [[c1, c2, p], ...], closed }, every
 * point absolute. A drawing command right after Z starts a new subpath at the closed one's start.
 */
export function parseSvgPath(d) {
  const subpaths = [];
  let cur = [0, 0];
  let start = [0, 0];
  let sub = null;
  let prevCubic = null; // last C/S second control point, for S
  let prevQuad = null; // last Q/T control point, for T
  const open = () => {
    if (!sub) {
      sub = { start: [...cur], segs: [], closed: false };
      subpaths.push(sub);
    }
  };
  const add = (c1, c2, p) => {
    open();
    sub.segs.push([c1, c2, p]);
    cur = p;
  };
  for (const [cmd, a] of tokens(d)) {
    const rel = cmd === cmd.toLowerCase();
    const up = cmd.toUpperCase();
    const pt = (x, y) => (rel ? [cur[0] + x, cur[1] + y] : [x, y]);
    let cubic = null;
    let quad = null;
    switch (up) {
      case "M":
        cur = pt(a[0], a[1]);
        start = cur;
        sub = null;
        open();
        break;
      case "L": {
        const p = pt(a[0], a[1]);
        add(cur, p, p);
        break;
      }
      case "H": {
        const p = [rel ? cur[0] + a[0] : a[0], cur[1]];
        add(cur, p, p);
        break;
      }
      case "V": {
        const p = [cur[0], rel ? cur[1] + a[0] : a[0]];
        add(cur, p, p);
        break;
      }
      case "C": {
        const c1 = pt(a[0], a[1]);
        const c2 = pt(a[2], a[3]);
        add(c1, c2, pt(a[4], a[5]));
        cubic = c2;
        break;
      }
      case "S": {
        const c1 = prevCubic ? [2 * cur[0] - prevCubic[0], 2 * cur[1] - prevCubic[1]] : cur;
        const c2 = pt(a[0], a[1]);
        add(c1, c2, pt(a[2], a[3]));
        cubic = c2;
        break;
      }
      case "Q":
      case "T": {
        const q = up === "Q" ? pt(a[0], a[1]) : prevQuad ? [2 * cur[0] - prevQuad[0], 2 * cur[1] - prevQuad[1]] : cur;
        const p = up === "Q" ? pt(a[2], a[3]) : pt(a[0], a[1]);
        add(lerp(cur, q, 2 / 3), lerp(p, q, 2 / 3), p);
        quad = q;
        break;
      }
      case "A": {
        const p = pt(a[5], a[6]);
        const segs = arcToCubics(cur, a[0], a[1], a[2], a[3], a[4], p);
        open();
        for (const [c1, c2, q] of segs) add(c1, c2, q);
        cur = p;
        break;
      }
      case "Z":
        if (sub) sub.closed = true;
        cur = start;
        sub = null;
        break;
    }
    prevCubic = cubic;
    prevQuad = quad;
  }
  return subpaths.filter((s) => s.segs.length > 0);
}

/**
 * Lottie path values ({ c, v, i, o }) from subpaths, each point passed through map (for
 * example a scale and an offset) and rounded to `digits` decimals. On a closed subpath whose
 * last segment ends on its start, the two vertices become one; otherwise Lottie's closing
 * segment is the straight line that Z draws.
 */
export function toLottie(subpaths, map = (p) => p, digits = 2) {
  const f = 10 ** digits;
  const r = (n) => Math.round(n * f) / f || 0;
  const rel = (a, b) => [r(a[0] - b[0]), r(a[1] - b[1])];
  return subpaths.map(({ start, segs, closed }) => {
    const v = [map(start)];
    const i = [[0, 0]];
    const o = [];
    for (const [c1, c2, p] of segs) {
      const prev = v[v.length - 1];
      const mp = map(p);
      o.push(rel(map(c1), prev));
      v.push(mp);
      i.push(rel(map(c2), mp));
    }
    o.push([0, 0]);
    const last = v.length - 1;
    const end = segs[segs.length - 1][2];
    if (closed && Math.hypot(end[0] - start[0], end[1] - start[1]) < 1e-3) {
      i[0] = i[last];
      v.pop();
      i.pop();
      o.pop();
    }
    return { c: closed, v: v.map(([x, y]) => [r(x), r(y)]), i, o };
  });
}

/** A path's data straight to Lottie path values: svgPathToLottie("M2 2h4", map). */
export const svgPathToLottie = (d, map, digits) => toLottie(parseSvgPath(d), map, digits);
