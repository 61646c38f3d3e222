/**
 * "Why Core Web Vitals matter for revenue": a storefront's field data as the post tells a team
 * to chart it (the 75th percentile of real mobile visits, per page template, against the
 * post's thresholds), with the INP regression the post warns of (a size picker), and in front
 * the post's retail result of 2022: mobile LCP from 3.9 s to 2.2 s, conversion about 7% higher.
 */
import { DESKTOP, desktopScreen, windowAt } from "../screens/frames.mjs";
import { C, L, R, T, icon, path, pill, tw } from "../screens/ui.mjs";
import { day, floating, wash } from "./kit.mjs";

const data = {
  date: "2026-10-28",
  store: "Tarang",
  from: "2026-10-01",
  loads: "4,12,380",
  // The post's thresholds: good at or under the first, poor over the second.
  metrics: [
    { key: "LCP", name: "Largest Contentful Paint", value: 2.2, unit: "s", good: 2.5, poor: 4, share: [81, 13, 6] },
    { key: "INP", name: "Interaction to Next Paint", value: 184, unit: "ms", good: 200, poor: 500, share: [78, 17, 5] },
    { key: "CLS", name: "Cumulative Layout Shift", value: 0.05, unit: "", good: 0.1, poor: 0.25, share: [91, 6, 3] },
  ],
  // LCP at the 75th percentile, mobile, each day from 1 to 28 October
  lcp: [
    2.3, 2.2, 2.2, 2.1, 2.2, 2.3, 2.2, 2.2, 2.1, 2.1, 2.2, 2.2, 2.3, 2.4, 2.2, 2.2, 2.1, 2.2, 2.2, 2.1, 2.2, 2.3, 2.2,
    2.2, 2.1, 2.2, 2.2, 2.2,
  ],
  templates: [
    ["Home", 1.9, 96, 0.02],
    ["Category", 2.3, 168, 0.04],
    ["Product", 2.4, 236, 0.06],
    ["Cart", 1.8, 142, 0.01],
    ["Checkout", 2.0, 188, 0.08],
  ],
  regression: { template: "Product", since: "2026-10-21", target: "Size picker", ms: 236 },
  // The post: a retail project in 2022, mobile LCP at p75 from about 3.9 s to 2.2 s, and
  // mobile conversion roughly 7% higher over the following quarter.
  result: {
    year: 2022,
    before: 3.9,
    after: 2.2,
    uplift: 7,
    // by month, April to December 2022: LCP p75 (s) and mobile conversion (%)
    months: ["Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    lcp: [3.9, 3.9, 3.8, 3.4, 2.9, 2.4, 2.2, 2.2, 2.2],
    conversion: [2.14, 2.12, 2.15, 2.16, 2.2, 2.24, 2.28, 2.3, 2.29],
  },
};

const v = {
  bg: "#F6F7F9",
  card: "#FFFFFF",
  line: "#E4E7EC",
  text: "#101828",
  muted: "#667085",
  faint: "#98A2B3",
  brand: "#7A2E8E",
  good: "#0CCE6B",
  goodText: "#067647",
  goodSoft: "#DCFAE6",
  ni: "#FFA400",
  niText: "#B54708",
  niSoft: "#FEF0C7",
  poor: "#FF4E42",
};
const screen = {
  ...desktopScreen({ bg: "#FFFFFF", line: "#E4E7EC", url: "#F2F4F7", urlText: "#667085" }),
  url: "insights.tarang.in/web-vitals",
};
const { w: W, h: H } = DESKTOP;

const fmt = (m, value = m.value) =>
  m.unit === "s" ? `${value.toFixed(1)} s` : m.unit === "ms" ? `${value} ms` : value.toFixed(2);
/** A threshold as the post writes it: 4 s, not 4.0 s. */
const limit = (m, value) => (m.unit === "s" ? `${value} s` : m.unit === "ms" ? `${value} ms` : String(value));
const rating = (m, value) => (value <= m.good ? "good" : value > m.poor ? "poor" : "ni");

function dashboard(d) {
  const out = [R(0, 0, W, H, { fill: v.bg })];
  // top bar
  out.push(R(0, 0, W, 52, { fill: v.card }), L(0, 52, W, 52, v.line));
  out.push(R(20, 14, 24, 24, { r: 6, fill: v.brand }));
  out.push(T("T", 32, 31, { size: 15, w: 700, fill: "#FFFFFF", anchor: "middle", face: "display" }));
  out.push(T(`${d.store} Insights`, 54, 31, { size: 15, w: 600, fill: v.text, face: "display" }));
  let nx = 196;
  ["Traffic", "Sales", "Web vitals", "Search"].forEach((label) => {
    const on = label === "Web vitals";
    out.push(T(label, nx, 31, { size: 13, w: on ? 600 : 500, fill: on ? v.text : v.muted }));
    if (on) out.push(R(nx, 50, tw(label, 13, 600), 2.5, { fill: v.brand }));
    nx += tw(label, 13, 500) + 28;
  });
  const range = `${day(d.from)} – ${day(d.date)}`;
  const rw = tw(range, 12.5, 500) + 40;
  out.push(R(W - 20 - rw, 13, rw, 26, { r: 7, fill: v.card, stroke: v.line }));
  out.push(icon("calendar", W - 20 - rw + 10, 19, 14, v.muted, 1.8));
  out.push(T(range, W - 20 - rw + 30, 30.5, { size: 12.5, w: 500, fill: v.text }));
  // title
  out.push(T("Core Web Vitals, real users", 24, 88, { size: 20, w: 600, fill: v.text, ls: -0.3 }));
  out.push(
    T(`Mobile · 75th percentile · ${d.loads} page loads`, 24 + tw("Core Web Vitals, real users", 20, 600) + 14, 88, {
      size: 12.5,
      fill: v.muted,
    }),
  );
  out.push(
    pill("Passes", W - 20, 72, {
      bg: v.goodSoft,
      fg: v.goodText,
      dot: v.goodText,
      size: 12,
      h: 24,
      padX: 10,
      anchor: "end",
    }).svg,
  );
  // metric tiles
  const gap = 14;
  const tw3 = (W - 48 - gap * 2) / 3;
  d.metrics.forEach((m, i) => {
    const x = 24 + i * (tw3 + gap);
    const y = 106;
    out.push(R(x, y, tw3, 138, { r: 10, fill: v.card, stroke: v.line }));
    out.push(T(m.name, x + 16, y + 26, { size: 12.5, w: 500, fill: v.muted }));
    out.push(
      pill(m.key, x + tw3 - 16, y + 12, { bg: "#F2F4F7", fg: v.muted, size: 11, h: 20, padX: 7, anchor: "end" }).svg,
    );
    out.push(T(fmt(m), x + 16, y + 66, { size: 32, w: 600, fill: v.text, tnum: true, ls: -0.8 }));
    const vw = tw(fmt(m), 32, 600, { tnum: true, ls: -0.8 });
    out.push(
      pill("Good", x + 16 + vw + 12, y + 46, { bg: v.goodSoft, fg: v.goodText, size: 11.5, h: 22, padX: 8 }).svg,
    );
    // distribution of page loads
    const bx = x + 16;
    const bw = tw3 - 32;
    let cx = bx;
    const cols = [v.good, v.ni, v.poor];
    m.share.forEach((p, k) => {
      const w = (p / 100) * bw;
      out.push(R(cx, y + 84, Math.max(w - 2, 2), 8, { r: 2, fill: cols[k] }));
      cx += w;
    });
    out.push(T(`${m.share[0]}% good`, bx, y + 111, { size: 11.5, w: 600, fill: v.goodText }));
    out.push(
      T(`${m.share[1]}% needs work · ${m.share[2]}% poor`, bx + bw, y + 111, {
        size: 11.5,
        fill: v.muted,
        anchor: "end",
      }),
    );
    out.push(
      T(`Good up to ${limit(m, m.good)} · poor over ${limit(m, m.poor)}`, bx, y + 127, {
        size: 11,
        fill: v.faint,
        tnum: true,
      }),
    );
  });
  // LCP by day
  const cy = 258;
  const cw = 560;
  out.push(R(24, cy, cw, H - cy - 20, { r: 10, fill: v.card, stroke: v.line }));
  out.push(T("LCP at p75, by day", 40, cy + 28, { size: 13.5, w: 600, fill: v.text }));
  out.push(
    T("Mobile, all templates", 40 + tw("LCP at p75, by day", 13.5, 600) + 10, cy + 28, { size: 12, fill: v.muted }),
  );
  const box = { x: 72, y: cy + 54, w: cw - 70, h: H - cy - 20 - 100 };
  const max = 4.5;
  const yAt = (s) => box.y + box.h - (s / max) * box.h;
  out.push(R(box.x, yAt(max), box.w, yAt(4) - yAt(max), { fill: "#FEE4E2", op: 0.7 }));
  out.push(R(box.x, yAt(4), box.w, yAt(2.5) - yAt(4), { fill: "#FEF0C7", op: 0.7 }));
  [0, 1, 2, 3, 4].forEach((s) => {
    out.push(L(box.x, yAt(s), box.x + box.w, yAt(s), v.line));
    out.push(T(`${s} s`, box.x - 10, yAt(s) + 4, { size: 11, fill: v.faint, anchor: "end", tnum: true }));
  });
  out.push(
    `<path d="M${box.x} ${yAt(2.5)}H${box.x + box.w}" stroke="${v.niText}" stroke-width="1.2" stroke-dasharray="4 4"/>`,
  );
  out.push(T("2.5 s, good", box.x + box.w - 4, yAt(2.5) - 6, { size: 11, w: 600, fill: v.niText, anchor: "end" }));
  out.push(T("4 s, poor", box.x + box.w - 4, yAt(4) - 6, { size: 11, w: 600, fill: "#B42318", anchor: "end" }));
  const n = d.lcp.length;
  const pts = d.lcp.map((s, i) => [box.x + (i / (n - 1)) * box.w, yAt(s)]);
  out.push(
    `<linearGradient id="vArea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${v.brand}" stop-opacity="0.18"/><stop offset="1" stop-color="${v.brand}" stop-opacity="0"/></linearGradient>`,
    `<path d="${path(pts)} L${box.x + box.w} ${box.y + box.h} L${box.x} ${box.y + box.h}Z" fill="url(#vArea)"/>`,
    `<path d="${path(pts)}" fill="none" stroke="${v.brand}" stroke-width="2.2"/>`,
  );
  const [ex, ey] = pts.at(-1);
  out.push(C(ex, ey, 6, v.brand, ' opacity="0.2"'), C(ex, ey, 3.5, v.brand));
  ["1 Oct", "8 Oct", "15 Oct", "22 Oct", "28 Oct"].forEach((label, k) => {
    const i = [0, 7, 14, 21, 27][k];
    out.push(
      T(label, box.x + (i / (n - 1)) * box.w, box.y + box.h + 18, {
        size: 11,
        fill: v.faint,
        anchor: k === 0 ? "start" : k === 4 ? "end" : "middle",
      }),
    );
  });
  // by template
  const tx = 24 + cw + 14;
  const tww = W - tx - 24;
  out.push(R(tx, cy, tww, H - cy - 20, { r: 10, fill: v.card, stroke: v.line }));
  out.push(T("By page template", tx + 16, cy + 28, { size: 13.5, w: 600, fill: v.text }));
  const cols = [
    ["Template", tx + 16, "start"],
    ["LCP", tx + 190, "end"],
    ["INP", tx + 270, "end"],
    ["CLS", tx + 340, "end"],
  ];
  cols.forEach(([label, x, anchor]) =>
    out.push(T(label.toUpperCase(), x, cy + 56, { size: 10.5, w: 600, fill: v.faint, anchor, ls: 0.5 })),
  );
  out.push(L(tx + 16, cy + 66, tx + tww - 16, cy + 66, v.line));
  d.templates.forEach(([name, lcp, inp, cls], k) => {
    const y = cy + 92 + k * 34;
    out.push(T(name, tx + 16, y, { size: 12.5, w: 500, fill: v.text }));
    [
      [lcp, d.metrics[0], cols[1][1]],
      [inp, d.metrics[1], cols[2][1]],
      [cls, d.metrics[2], cols[3][1]],
    ].forEach(([value, m, x]) => {
      const r = rating(m, value);
      const text = fmt(m, value);
      out.push(
        T(text, x, y, {
          size: 12.5,
          fill: r === "good" ? v.text : v.niText,
          w: r === "good" ? 400 : 600,
          anchor: "end",
          tnum: true,
        }),
      );
      out.push(
        C(x - tw(text, 12.5, r === "good" ? 400 : 600, { tnum: true }) - 9, y - 4.5, 3.5, r === "good" ? v.good : v.ni),
      );
    });
    if (k < d.templates.length - 1) out.push(L(tx + 16, y + 13, tx + tww - 16, y + 13, "#F2F4F7"));
  });
  // the regression the attribution build names
  const r = d.regression;
  const ay = cy + 92 + d.templates.length * 34 - 12;
  out.push(R(tx + 12, ay, tww - 24, 54, { r: 8, fill: "#FFFAEB", stroke: "#FEDF89" }));
  out.push(icon("triangle-alert", tx + 24, ay + 11, 15, v.niText, 2));
  out.push(
    T(`INP ${r.ms} ms on ${r.template} since ${day(r.since).replace(/ \d{4}$/, "")}`, tx + 46, ay + 23, {
      size: 12,
      w: 600,
      fill: "#93370D",
    }),
  );
  out.push(T(`Slowest interaction: ${r.target} (click)`, tx + 46, ay + 41, { size: 11.5, fill: v.niText }));
  return out.join("");
}

const CARD = { w: 430, h: 336 };

function resultCard(d) {
  const r = d.result;
  const k = { bg: "#18204A", line: "#2B3566", text: "#EEF1F8", muted: "#A9B2C9", ember: "#FF8A3D", pink: "#F472B6" };
  const { w, h } = CARD;
  const out = [R(0, 0, w, h, { fill: k.bg })];
  out.push(T(`RETAIL PROJECT, ${r.year}`, 24, 36, { size: 11, w: 600, fill: k.muted, ls: 1.2 }));
  out.push(T("What faster pages were worth", 24, 62, { size: 18, w: 600, fill: k.text, ls: -0.2 }));
  // the two figures
  out.push(T("Mobile LCP at p75", 24, 96, { size: 12, fill: k.muted }));
  const big = { size: 26, w: 600, fill: k.ember, tnum: true, ls: -0.6 };
  const bw = tw(`${r.before} s`, 26, 600, { tnum: true, ls: -0.6 });
  out.push(T(`${r.before} s`, 24, 126, big), icon("arrow-right", 24 + bw + 6, 108, 20, k.ember, 2.4));
  out.push(T(`${r.after} s`, 24 + bw + 32, 126, big));
  out.push(T("Mobile conversion", 232, 96, { size: 12, fill: k.muted }));
  out.push(T(`+${r.uplift}%`, 232, 126, { size: 26, w: 600, fill: k.pink, tnum: true, ls: -0.6 }));
  out.push(
    T("the next quarter", 232 + tw(`+${r.uplift}%`, 26, 600, { tnum: true, ls: -0.6 }) + 8, 126, {
      size: 12,
      fill: k.muted,
    }),
  );
  // both lines by month
  const box = { x: 24, y: 152, w: w - 48, h: 120 };
  out.push(L(box.x, box.y + box.h, box.x + box.w, box.y + box.h, k.line));
  const n = r.months.length;
  const xAt = (i) => box.x + (i / (n - 1)) * box.w;
  const lcp = r.lcp.map((s, i) => [xAt(i), box.y + 8 + ((4 - s) / 2) * (box.h - 16)]);
  const conv = r.conversion.map((c, i) => [xAt(i), box.y + box.h - 8 - ((c - 2.1) / 0.22) * (box.h - 16)]);
  out.push(`<path d="${path(lcp)}" fill="none" stroke="${k.ember}" stroke-width="2.4"/>`);
  out.push(`<path d="${path(conv)}" fill="none" stroke="${k.pink}" stroke-width="2.4" stroke-dasharray="5 4"/>`);
  out.push(C(...lcp.at(-1), 3.5, k.ember), C(...conv.at(-1), 3.5, k.pink));
  r.months.forEach((m, i) => {
    if (i % 2 === 0)
      out.push(
        T(m, xAt(i), box.y + box.h + 18, {
          size: 11,
          fill: k.muted,
          anchor: i === 0 ? "start" : i === n - 1 ? "end" : "middle",
        }),
      );
  });
  const ly = h - 24;
  out.push(L(24, ly - 4, 38, ly - 4, k.ember, 2.4), T("LCP p75", 44, ly, { size: 11.5, fill: k.muted }));
  out.push(`<path d="M104 ${ly - 4}h14" stroke="${k.pink}" stroke-width="2.4" stroke-dasharray="5 4"/>`);
  out.push(T("Conversion", 124, ly, { size: 11.5, fill: k.muted }));
  out.push(T("Other changes shipped too", w - 24, ly, { size: 11.5, fill: k.muted, anchor: "end" }));
  return out.join("");
}

export default {
  slug: "why-core-web-vitals-matter-for-revenue",
  data,
  draw(d) {
    const s = 1.1;
    return [
      wash("#7A2E8E", 0.07),
      windowAt(screen, dashboard(d), 56, 46, s, { shadowOp: 0.22 }),
      floating(resultCard(d), { x: 1124, y: 500, w: CARD.w, h: CARD.h, r: 16, shadowOp: 0.34 }),
    ].join("");
  },
  alt(d) {
    const [lcp, inp, cls] = d.metrics.map((m) => fmt(m));
    const r = d.result;
    return `A storefront's Core Web Vitals for mobile visits in October 2026, LCP ${lcp}, INP ${inp} and CLS ${cls}, and a card from ${r.year}: LCP cut from ${r.before} s to ${r.after} s, conversion up ${r.uplift}%`;
  },
};
