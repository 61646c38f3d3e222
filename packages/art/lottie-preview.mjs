/**
 * A rough Lottie-to-SVG frame renderer for the subset lottie.mjs writes, so animations can
 * be eyeballed as PNG contact sheets without a browser. Not a player: the real check is
 * lottie-web (see check-lottie-render.mjs).
 */
import sharp from "sharp";
import { swatches } from "./swatches.mjs";

function bezierEase(x1, y1, x2, y2, x) {
  let lo = 0;
  let hi = 1;
  let t = x;
  for (let n = 0; n < 30; n += 1) {
    const bx = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t;
    if (Math.abs(bx - x) < 1e-4) break;
    if (bx < x) lo = t;
    else hi = t;
    t = (lo + hi) / 2;
  }
  return 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t;
}

const lerp = (a, b, k) => {
  if (typeof a === "number") return a + (b - a) * k;
  if (Array.isArray(a)) return a.map((v, i) => lerp(v, b[i], k));
  return { c: a.c, v: lerp(a.v, b.v, k), i: lerp(a.i, b.i, k), o: lerp(a.o, b.o, k) };
};

function value(p, t) {
  if (!p.a) return p.k;
  const k = p.k;
  const unwrap = (s) => (s.length === 1 ? s[0] : s);
  if (t <= k[0].t) return unwrap(k[0].s);
  for (let n = 0; n < k.length - 1; n += 1) {
    const a = k[n];
    const b = k[n + 1];
    if (t < b.t) {
      if (a.h) return unwrap(a.s);
      const x = (t - a.t) / (b.t - a.t);
      const e = bezierEase(a.o.x[0], a.o.y[0], a.i.x[0], a.i.y[0], x);
      return unwrap(lerp(a.s, b.s, e));
    }
  }
  return unwrap(k[k.length - 1].s);
}

const f = (n) => Math.round(n * 100) / 100;
const colour = (c) => `rgb(${Math.round(c[0] * 255)},${Math.round(c[1] * 255)},${Math.round(c[2] * 255)})`;

function shapeD(s) {
  const { v, i, o, c } = s;
  if (!v.length) return "";
  let d = `M${f(v[0][0])} ${f(v[0][1])}`;
  const seg = (a, b) =>
    `C${f(v[a][0] + o[a][0])} ${f(v[a][1] + o[a][1])} ${f(v[b][0] + i[b][0])} ${f(v[b][1] + i[b][1])} ${f(v[b][0])} ${f(v[b][1])}`;
  for (let n = 0; n < v.length - 1; n += 1) d += seg(n, n + 1);
  if (c) d += `${seg(v.length - 1, 0)}Z`;
  return d;
}

function cubicLength(p0, p1, p2, p3) {
  let len = 0;
  let prev = p0;
  for (let n = 1; n <= 24; n += 1) {
    const u = n / 24;
    const w = [(1 - u) ** 3, 3 * (1 - u) ** 2 * u, 3 * (1 - u) * u * u, u ** 3];
    const pt = [0, 1].map((d) => w[0] * p0[d] + w[1] * p1[d] + w[2] * p2[d] + w[3] * p3[d]);
    len += Math.hypot(pt[0] - prev[0], pt[1] - prev[1]);
    prev = pt;
  }
  return len;
}

function geometryLength(item, t) {
  if (item.ty === "el") {
    const [w, h] = value(item.s, t);
    const a = w / 2;
    const b = h / 2;
    return Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
  }
  if (item.ty !== "sh") return 0;
  const { v, i, o, c } = value(item.ks, t);
  let len = 0;
  const seg = (a, b) =>
    cubicLength(v[a], [v[a][0] + o[a][0], v[a][1] + o[a][1]], [v[b][0] + i[b][0], v[b][1] + i[b][1]], v[b]);
  for (let n = 0; n < v.length - 1; n += 1) len += seg(n, n + 1);
  if (c) len += seg(v.length - 1, 0);
  return len;
}

function geometry(item, t) {
  if (item.ty === "el") {
    const [w, h] = value(item.s, t);
    const [x, y] = value(item.p, t);
    const rx = w / 2;
    const ry = h / 2;
    const k = 0.5523;
    return `M${f(x)} ${f(y - ry)}C${f(x + rx * k)} ${f(y - ry)} ${f(x + rx)} ${f(y - ry * k)} ${f(x + rx)} ${f(y)}C${f(x + rx)} ${f(y + ry * k)} ${f(x + rx * k)} ${f(y + ry)} ${f(x)} ${f(y + ry)}C${f(x - rx * k)} ${f(y + ry)} ${f(x - rx)} ${f(y + ry * k)} ${f(x - rx)} ${f(y)}C${f(x - rx)} ${f(y - ry * k)} ${f(x - rx * k)} ${f(y - ry)} ${f(x)} ${f(y - ry)}Z`;
  }
  if (item.ty === "rc") {
    const [w, h] = value(item.s, t);
    const [x, y] = value(item.p, t);
    const r = Math.min(value(item.r, t), w / 2, h / 2);
    const l = x - w / 2;
    const tp = y - h / 2;
    return `M${f(l + r)} ${f(tp)}H${f(l + w - r)}A${f(r)} ${f(r)} 0 0 1 ${f(l + w)} ${f(tp + r)}V${f(tp + h - r)}A${f(r)} ${f(r)} 0 0 1 ${f(l + w - r)} ${f(tp + h)}H${f(l + r)}A${f(r)} ${f(r)} 0 0 1 ${f(l)} ${f(tp + h - r)}V${f(tp + r)}A${f(r)} ${f(r)} 0 0 1 ${f(l + r)} ${f(tp)}Z`;
  }
  if (item.ty === "sh") return shapeD(value(item.ks, t));
  return "";
}

let gid = 0;

function gradientDef(item, t) {
  gid += 1;
  const id = `g${gid}`;
  const n = item.g.p;
  const k = value(item.g.k, t);
  const alphas = k.slice(n * 4);
  const stops = Array.from({ length: n }, (_, i) => {
    const off = k[i * 4];
    const a = alphas.length ? alphas[i * 2 + 1] : 1;
    return `<stop offset="${off}" stop-color="${colour(k.slice(i * 4 + 1, i * 4 + 4))}" stop-opacity="${a}"/>`;
  }).join("");
  const [sx, sy] = value(item.s, t);
  const [ex, ey] = value(item.e, t);
  const def =
    item.t === 2
      ? `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${sx}" cy="${sy}" r="${f(Math.hypot(ex - sx, ey - sy))}">${stops}</radialGradient>`
      : `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${sx}" y1="${sy}" x2="${ex}" y2="${ey}">${stops}</linearGradient>`;
  return { id, def };
}

function trAttr(tr, t) {
  const [px, py] = value(tr.p, t);
  const [ax, ay] = value(tr.a, t);
  const [sx, sy] = value(tr.s, t);
  const r = value(tr.r, t);
  return {
    transform: `translate(${f(px)} ${f(py)}) rotate(${f(r)}) scale(${f(sx / 100)} ${f(sy / 100)}) translate(${f(-ax)} ${f(-ay)})`,
    opacity: value(tr.o, t) / 100,
  };
}

function renderItems(items, t, defs) {
  const geoms = [];
  const lengths = [];
  const out = [];
  let trim = null;
  let trimAttr = "";
  const tr = items.find((i) => i.ty === "tr");
  for (const item of items) {
    if (["el", "rc", "sh"].includes(item.ty)) {
      geoms.push(geometry(item, t));
      lengths.push(geometryLength(item, t));
    } else if (item.ty === "gr") out.unshift(renderItems(item.it, t, defs));
    else if (item.ty === "tm") {
      let s = value(item.s, t);
      let e = value(item.e, t);
      const o = (value(item.o, t) / 360) * 100;
      if (s > e) [s, e] = [e, s];
      const len = e - s;
      trim = { s: s + o, len };
      trimAttr = len >= 100 ? "" : "trim";
    }
  }
  const d = geoms.join("");
  const paints = items.filter((i) => ["fl", "st", "gf", "gs"].includes(i.ty)).reverse();
  for (const p of paints) {
    const op = value(p.o, t) / 100;
    if (p.ty === "fl" || p.ty === "gf") {
      let paint = p.ty === "fl" ? colour(value(p.c, t)) : "";
      if (p.ty === "gf") {
        const g = gradientDef(p, t);
        defs.push(g.def);
        paint = `url(#${g.id})`;
      }
      out.push(`<path d="${d}" fill="${paint}" fill-opacity="${op}"/>`);
    } else {
      let paint = p.ty === "st" ? colour(value(p.c, t)) : "";
      if (p.ty === "gs") {
        const g = gradientDef(p, t);
        defs.push(g.def);
        paint = `url(#${g.id})`;
      }
      const cap = ["butt", "butt", "round", "square"][p.lc] ?? "round";
      const join = ["miter", "miter", "round", "bevel"][p.lj] ?? "round";
      let dash = "";
      if (p.d && !trimAttr) dash = ` stroke-dasharray="${value(p.d[0].v, t)} ${value(p.d[1].v, t)}"`;
      if (trimAttr && d) {
        const dashFor = (L) => {
          if (trim.len <= 0.01) return ` visibility="hidden"`;
          const on = (L * trim.len) / 100;
          return ` stroke-dasharray="${f(on)} ${f(L - on + 0.01)}" stroke-dashoffset="${f((-L * trim.s) / 100)}"`;
        };
        out.push(
          geoms
            .map(
              (g, n) =>
                `<path d="${g}" fill="none" stroke="${paint}" stroke-opacity="${op}" stroke-width="${value(p.w, t)}" stroke-linecap="${cap}" stroke-linejoin="${join}"${dashFor(lengths[n])}/>`,
            )
            .join(""),
        );
      } else
        out.push(
          `<path d="${d}" fill="none" stroke="${paint}" stroke-opacity="${op}" stroke-width="${value(p.w, t)}" stroke-linecap="${cap}" stroke-linejoin="${join}"${dash}/>`,
        );
    }
  }
  if (!tr) return out.join("");
  const a = trAttr(tr, t);
  return `<g transform="${a.transform}" opacity="${a.opacity}">${out.join("")}</g>`;
}

export function frameSvg(anim, frame) {
  const defs = [];
  const body = [];
  for (const l of [...anim.layers].reverse()) {
    if (frame < l.ip || frame >= l.op) continue;
    // Like lottie-web: keyframe times are composition time, whatever the layer's st.
    const t = frame;
    const ks = l.ks;
    const a = trAttr({ p: ks.p, a: ks.a, s: ks.s, r: ks.r, o: ks.o }, t);
    let clip = "";
    if (l.hasMask) {
      gid += 1;
      defs.push(`<clipPath id="m${gid}"><path d="${shapeD(value(l.masksProperties[0].pt, t))}"/></clipPath>`);
      clip = ` clip-path="url(#m${gid})"`;
    }
    const inner = [...l.shapes]
      .reverse()
      .map((s) => renderItems(s.it ? [s] : [s], t, defs))
      .join("");
    body.push(`<g transform="${a.transform}" opacity="${a.opacity}"><g${clip}>${inner}</g></g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${anim.w}" height="${anim.h}" viewBox="0 0 ${anim.w} ${anim.h}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

/** Rows of frames, each on navy and on off-white. */
export async function previewSheet(anims, out, { fractions = [0, 0.25, 0.5, 0.75], tile = 150 } = {}) {
  const comps = [];
  let y = 0;
  for (const anim of anims) {
    let x = 0;
    for (const bg of [swatches.ink, swatches.paper]) {
      for (const fr of fractions) {
        const svg = frameSvg(anim, Math.round(fr * anim.op));
        const png = await sharp(Buffer.from(svg)).resize(tile, tile).png().toBuffer();
        const bgBuf = await sharp({
          create: { width: tile, height: tile, channels: 3, background: bg },
        })
          .composite([{ input: png }])
          .png()
          .toBuffer();
        comps.push({ input: bgBuf, left: x, top: y });
        x += tile + 4;
      }
      x += 12;
    }
    y += tile + 4;
  }
  const width = 2 * fractions.length * (tile + 4) + 24;
  await sharp({ create: { width, height: y, channels: 3, background: "#777777" } })
    .composite(comps)
    .png()
    .toFile(out);
}
