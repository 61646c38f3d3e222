/**
 * "Cloud costs without the surprises": a year of a platform's monthly bill by service, with the
 * saving the post describes (NAT gateway processing, almost a quarter of the bill, cut by more
 * than half by VPC endpoints in 2025) and in front the forecast alert of the post's budget
 * (payments-production-monthly, US$3,000, forecast over 80%), sent mid-month on the post's date.
 */
import { C, L, R, T, icon, pill, tw } from "../screens/ui.mjs";
import { appWindow, floating, month, wash } from "./kit.mjs";

const SERVICES = [
  ["EC2 compute", "#4F6BED"],
  ["RDS", "#8797F7"],
  ["NAT Gateway", "#FF8A3D"],
  ["S3 and EBS", "#B9C3FB"],
  ["Other", "#51607A"],
];

const data = {
  date: "2026-03-12",
  time: "09:14",
  region: "ap-south-1",
  // US$ per month by service (the order of SERVICES), March 2025 to February 2026; the VPC
  // endpoints went in on 19 August 2025, staging was switched off at night from October.
  months: [
    ["Mar", 2025, [5200, 2100, 2780, 820, 900]],
    ["Apr", 2025, [5250, 2100, 2840, 840, 920]],
    ["May", 2025, [5300, 2120, 2910, 860, 930]],
    ["Jun", 2025, [5320, 2140, 2950, 870, 940]],
    ["Jul", 2025, [5360, 2150, 2980, 880, 950]],
    ["Aug", 2025, [5380, 2160, 2210, 890, 950]],
    ["Sep", 2025, [5400, 2170, 1260, 900, 960]],
    ["Oct", 2025, [4700, 2170, 1240, 910, 960]],
    ["Nov", 2025, [4650, 2180, 1250, 920, 970]],
    ["Dec", 2025, [4680, 2190, 1270, 930, 980]],
    ["Jan", 2026, [4700, 2200, 1260, 940, 990]],
    ["Feb", 2026, [4720, 2200, 1280, 950, 990]],
  ],
  forecast: ["Mar", 2026, 10180],
  fix: { month: "Aug", text: "VPC endpoints for S3 and ECR" },
  budget: {
    name: "payments-production-monthly",
    limit: 3000,
    threshold: 80,
    actual: 1140,
    forecast: 2612,
    channel: "#payments-oncall",
    tags: ["team = payments", "environment = production", "service = checkout-api"],
  },
};

const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthName = (short) => month(SHORT.indexOf(short) + 1, true);
const usd = (n) => `$${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
const total = (m) => m[2].reduce((a, b) => a + b, 0);

/** The figures the picture states, from the months alone. */
export function figures(d) {
  const before = d.months.find(([m, y]) => m === "Jul" && y === 2025);
  const last = d.months.at(-1);
  const nat = (m) => m[2][2];
  return {
    before,
    last,
    natShare: Math.round((nat(before) / total(before)) * 100),
    natCut: Math.round((1 - nat(last) / nat(before)) * 100),
    totalCut: Math.round((1 - total(last) / total(before)) * 1000) / 10,
    natBefore: nat(before),
    natAfter: nat(last),
  };
}

// A raised navy, lighter than the dark page's sunken frame, so the window stands out on it.
const k = {
  bg: "#151C2C",
  bar: "#1C2436",
  panel: "#1C2436",
  panel2: "#232C41",
  line: "#2E3A55",
  text: "#E7EBF3",
  muted: "#8D98AF",
  faint: "#5F6B84",
  green: "#4ADE80",
  ember: "#FF8A3D",
};

const WIN = { w: 1060, h: 690 };

function explorer(d) {
  const f = figures(d);
  const w = WIN.w;
  const h = WIN.h - 36;
  const out = [R(0, 0, w, h, { fill: k.bg })];
  // header
  out.push(icon("chart-column-stacked", 24, 20, 20, k.ember, 1.8));
  out.push(T("Monthly cost by service", 54, 36, { size: 19, w: 600, fill: k.text, ls: -0.3 }));
  out.push(
    T(`Unblended · US$ · ${d.region}`, 54 + tw("Monthly cost by service", 19, 600, { ls: -0.3 }) + 12, 36, {
      size: 12.5,
      fill: k.muted,
    }),
  );
  let cx = w - 24;
  for (const [ic, label] of [
    ["calendar", `${d.months[0][0]} ${d.months[0][1]} – ${d.forecast[0]} ${d.forecast[1]}`],
    ["layers", "Group by: Service"],
  ]) {
    const bw = tw(label, 12, 500) + 40;
    cx -= bw;
    out.push(R(cx, 18, bw, 28, { r: 7, fill: k.panel2, stroke: k.line }));
    out.push(icon(ic, cx + 10, 25, 14, k.muted, 1.8), T(label, cx + 30, 36.5, { size: 12, w: 500, fill: k.text }));
    cx -= 10;
  }
  // KPI tiles
  const tiles = [
    [`${monthName(f.last[0])} ${f.last[1]}`, usd(total(f.last)), `−${f.totalCut}% against July 2025`, k.green],
    ["NAT Gateway, a month", usd(f.natAfter), `was ${usd(f.natBefore)}, ${f.natShare}% of the bill`, k.ember],
    [`${monthName(d.forecast[0])} forecast`, usd(d.forecast[2]), "One team budget past its 80% alert", k.muted],
  ];
  const gap = 12;
  const kw = (w - 48 - gap * 2) / 3;
  tiles.forEach(([label, value, sub, col], i) => {
    const x = 24 + i * (kw + gap);
    out.push(R(x, 64, kw, 88, { r: 10, fill: k.panel, stroke: k.line }));
    out.push(T(label, x + 16, 88, { size: 12, w: 500, fill: k.muted }));
    out.push(T(value, x + 16, 122, { size: 26, w: 600, fill: k.text, tnum: true, ls: -0.6 }));
    out.push(T(sub, x + 16, 141, { size: 11.5, fill: col }));
  });
  // stacked bars
  const cw = 700;
  const top = 166;
  out.push(R(24, top, cw, h - top - 20, { r: 10, fill: k.panel, stroke: k.line }));
  out.push(T("Cost by month", 40, top + 28, { size: 13.5, w: 600, fill: k.text }));
  let lx = 40 + tw("Cost by month", 13.5, 600) + 18;
  SERVICES.forEach(([name, col]) => {
    out.push(R(lx, top + 19, 10, 10, { r: 2.5, fill: col }));
    out.push(T(name, lx + 15, top + 28, { size: 11.5, fill: k.muted }));
    lx += tw(name, 11.5) + 32;
  });
  const box = { x: 80, y: top + 54, w: cw - 76, h: h - top - 20 - 96 };
  const max = 15000;
  const yAt = (v) => box.y + box.h - (v / max) * box.h;
  [0, 4000, 8000, 12000].forEach((v) => {
    out.push(L(box.x, yAt(v), box.x + box.w, yAt(v), k.line));
    out.push(
      T(v ? `$${v / 1000}k` : "$0", box.x - 10, yAt(v) + 4, { size: 11, fill: k.faint, anchor: "end", tnum: true }),
    );
  });
  const n = d.months.length + 1;
  const slot = box.w / n;
  const bw = slot * 0.62;
  d.months.forEach((m, i) => {
    const x = box.x + i * slot + (slot - bw) / 2;
    let acc = 0;
    m[2].forEach((v, s) => {
      const y0 = yAt(acc);
      const y1 = yAt(acc + v);
      out.push(
        R(x, y1 + (s ? 1 : 0), bw, y0 - y1 - (s ? 1 : 0), { fill: SERVICES[s][1], r: s === m[2].length - 1 ? 2 : 0 }),
      );
      acc += v;
    });
    out.push(T(m[0], x + bw / 2, box.y + box.h + 17, { size: 11, fill: k.faint, anchor: "middle" }));
    if (m[0] === "Jan")
      out.push(T(String(m[1]), x + bw / 2, box.y + box.h + 32, { size: 11, fill: k.faint, anchor: "middle" }));
  });
  out.push(
    T("2025", box.x + (slot - bw) / 2 + bw / 2, box.y + box.h + 32, { size: 11, fill: k.faint, anchor: "middle" }),
  );
  // the forecast month, outlined
  const fx = box.x + d.months.length * slot + (slot - bw) / 2;
  out.push(
    R(fx, yAt(d.forecast[2]), bw, box.y + box.h - yAt(d.forecast[2]), {
      r: 2,
      fill: "none",
      stroke: k.muted,
      sw: 1.2,
      extra: ' stroke-dasharray="3 3"',
    }),
  );
  out.push(T(d.forecast[0], fx + bw / 2, box.y + box.h + 17, { size: 11, fill: k.faint, anchor: "middle" }));
  // the saving, marked on its month
  const i = d.months.findIndex((m) => m[0] === d.fix.month);
  const ax = box.x + i * slot + slot / 2;
  const ay = yAt(total(d.months[i])) - 10;
  const by = yAt(13600);
  out.push(L(ax, ay, ax, by + 46, k.ember, 1.2, ' stroke-dasharray="2 3"'), C(ax, ay, 3.5, k.ember));
  const label = `NAT Gateway −${f.natCut}%`;
  const lw = Math.max(tw(d.fix.text, 11.5), tw(label, 13, 700)) + 22;
  out.push(R(ax - 12, by, lw, 46, { r: 7, fill: k.panel2, stroke: k.line }));
  out.push(T(label, ax - 1, by + 20, { size: 13, w: 700, fill: k.ember }));
  out.push(T(d.fix.text, ax - 1, by + 37, { size: 11.5, fill: k.muted }));
  // biggest movements
  const rx = 24 + cw + 12;
  const rw = w - rx - 24;
  out.push(R(rx, top, rw, h - top - 20, { r: 10, fill: k.panel, stroke: k.line }));
  out.push(T("Biggest movements", rx + 16, top + 28, { size: 13.5, w: 600, fill: k.text }));
  out.push(T("February 2026 against July 2025", rx + 16, top + 46, { size: 11.5, fill: k.muted }));
  const moves = SERVICES.map(([name], s) => [name, f.last[2][s] - f.before[2][s], f.before[2][s]])
    .sort((a, b) => a[1] - b[1])
    .slice(0, 4);
  const why = {
    "NAT Gateway": "VPC endpoints",
    "EC2 compute": "Staging off at night",
    RDS: "Storage growth",
    "S3 and EBS": "Snapshots and growth",
    Other: "CloudWatch and transfer",
  };
  moves.forEach(([name, delta, was], j) => {
    const y = top + 82 + j * 54;
    if (j) out.push(L(rx + 16, y - 20, rx + rw - 16, y - 20, k.line));
    out.push(T(name, rx + 16, y, { size: 12.5, w: 600, fill: k.text }));
    out.push(T(why[name], rx + 16, y + 18, { size: 11.5, fill: k.muted }));
    const up = delta > 0;
    out.push(
      T(`${up ? "+" : "−"}${usd(Math.abs(delta))}`, rx + rw - 16, y, {
        size: 12.5,
        w: 600,
        fill: up ? k.muted : k.green,
        anchor: "end",
        tnum: true,
      }),
    );
    out.push(
      T(`${up ? "+" : "−"}${Math.round((Math.abs(delta) / was) * 100)}%`, rx + rw - 16, y + 18, {
        size: 11.5,
        fill: k.faint,
        anchor: "end",
        tnum: true,
      }),
    );
  });
  return out.join("");
}

const CARD = { w: 470, h: 300 };

function budgetAlert(d) {
  const b = d.budget;
  const a = {
    bg: "#FFFFFF",
    line: "#E6E8EE",
    text: "#141A2A",
    muted: "#5E6679",
    faint: "#8A91A3",
    ember: "#C2410C",
    soft: "#FDEBDF",
  };
  const { w, h } = CARD;
  const out = [R(0, 0, w, h, { fill: a.bg })];
  out.push(R(22, 22, 36, 36, { r: 9, fill: a.soft }), icon("bell-ring", 31, 31, 18, a.ember, 2));
  out.push(T("Budget alert: forecast over 80%", 72, 37, { size: 15, w: 600, fill: a.text }));
  out.push(T(`${b.channel} · ${12} Mar ${2026}, ${d.time} IST`, 72, 55, { size: 12, fill: a.muted }));
  out.push(T(b.name, 22, 94, { size: 13, w: 600, fill: a.text }));
  out.push(
    T(
      `Forecast ${usd(b.forecast)} is ${Math.round((b.forecast / b.limit) * 100)}% of the ${usd(b.limit)} March budget`,
      22,
      114,
      {
        size: 12.5,
        fill: a.muted,
      },
    ),
  );
  // actual, forecast and the threshold on one bar
  const bx = 22;
  const bw = w - 44;
  const x = (v) => bx + (v / b.limit) * bw;
  out.push(R(bx, 136, bw, 12, { r: 6, fill: "#EEF0F4" }));
  out.push(R(bx, 136, x(b.forecast) - bx, 12, { r: 6, fill: "#F7C9AE" }));
  out.push(R(bx, 136, x(b.actual) - bx, 12, { r: 6, fill: a.ember }));
  out.push(L(x((b.threshold / 100) * b.limit), 130, x((b.threshold / 100) * b.limit), 154, a.text, 1.5));
  out.push(T(`Spent ${usd(b.actual)}`, bx, 172, { size: 12, w: 600, fill: a.text, tnum: true }));
  out.push(
    T(`Alert at ${b.threshold}%`, x((b.threshold / 100) * b.limit), 172, { size: 12, fill: a.muted, anchor: "middle" }),
  );
  out.push(T(usd(b.limit), bx + bw, 172, { size: 12, fill: a.muted, anchor: "end", tnum: true }));
  out.push(L(22, 194, w - 22, 194, a.line));
  out.push(T("Filtered by cost allocation tags", 22, 216, { size: 11.5, fill: a.faint }));
  let tx = 22;
  let ty = 228;
  b.tags.forEach((tag) => {
    const p = pill(tag, tx, ty, { bg: "#F1F3F7", fg: a.text, size: 11.5, h: 22, padX: 8 });
    if (tx + p.w > w - 22) {
      tx = 22;
      ty += 28;
    }
    out.push(pill(tag, tx, ty, { bg: "#F1F3F7", fg: a.text, size: 11.5, h: 22, padX: 8 }).svg);
    tx += p.w + 6;
  });
  return out.join("");
}

export default {
  slug: "cloud-costs-without-the-surprises",
  data,
  draw(d) {
    const win = appWindow(
      {
        w: WIN.w,
        h: WIN.h,
        title: "Cost explorer · payments platform",
        theme: { bg: k.bg, bar: "#1C2436", line: k.line, title: k.muted, dots: "#4A5470" },
      },
      explorer(d),
    );
    return [
      wash("#4F6BED", 0.08),
      floating(win, { x: 56, y: 44, w: WIN.w, h: WIN.h, s: 1.06, shadowOp: 0.26 }),
      floating(budgetAlert(d), { x: 1080, y: 540, w: CARD.w, h: CARD.h, r: 16, shadowOp: 0.3 }),
    ].join("");
  },
  alt(d) {
    const f = figures(d);
    return `A cloud bill by month from March 2025: NAT gateway, ${f.natShare}% of it, cut by ${f.natCut}% with VPC endpoints, and a budget alert of 12 March 2026 forecasting ${usd(d.budget.forecast)} of ${usd(d.budget.limit)}`;
  },
};
