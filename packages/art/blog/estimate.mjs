/**
 * "How to scope a software project without guessing": the estimate sheet the post describes,
 * three-point estimates per backlog item with MoSCoW and the weighted planning figure, priced
 * within the site's engagement tiers (pages/services.yaml: an MVP is ₹8–20 lakh over 6 to 10
 * weeks, a discovery sprint ₹1.5–3 lakh), and in front the top of its risk register.
 */
import { CHROME } from "../screens/frames.mjs";
import { C, L, R, T, icon, inr, pill, tw } from "../screens/ui.mjs";
import { appWindow, day, floating, lakh, wash } from "./kit.mjs";

/** (optimistic + 4 × most likely + pessimistic) ÷ 6, to one decimal, as the post writes it. */
export const planning = ([o, m, p]) => Math.round(((o + 4 * m + p) / 6) * 10) / 10;

const data = {
  date: "2026-06-09",
  project: "Loan onboarding app",
  version: "v3",
  author: "Sneha Kapoor",
  // ₹ per engineer-day, design and QA included: a team of three at about ₹9 lakh a month.
  rate: 21000,
  engineers: 2,
  discovery: 240000,
  cap: 2000000,
  // The post's table: onboarding 8/12/25, payments 6/10/20, admin reporting 5/7/10.
  items: [
    ["Sign-up, login and OTP", "Must", [3, 5, 8]],
    ["Customer onboarding with KYC", "Must", [8, 12, 25], "Spike the provider's sandbox in sprint 1"],
    ["Loan application and documents", "Must", [6, 9, 15]],
    ["Payments integration", "Must", [6, 10, 20], "Bank sandbox: see risk R2"],
    ["Credit decision workflow", "Must", [5, 8, 14]],
    ["Admin reporting", "Should", [5, 7, 10]],
    ["Audit trail for compliance", "Should", [4, 6, 9]],
    ["SMS and e-mail notifications", "Should", [2, 3, 5]],
    ["Repayment schedule", "Should", [3, 4, 7]],
    ["Referral programme", "Could", [3, 5, 9]],
    ["Hindi interface", "Could", [4, 6, 10]],
    ["Offline drafts", "Could", [3, 4, 6]],
    ["In-app chat support", "Won't"],
  ],
  selected: 1,
  risks: [
    {
      id: "R1",
      text: "If the KYC provider's sandbox is late, onboarding slips",
      trigger: "No sandbox keys by the end of sprint 1",
      l: 3,
      i: 3,
      owner: "Client PM",
    },
    {
      id: "R2",
      text: "If the bank's API sandbox is unavailable, integration testing slips",
      trigger: "Sandbox down two days in a sprint",
      l: 2,
      i: 3,
      owner: "Ignite lead",
    },
    {
      id: "R3",
      text: "If compliance sign-off waits for the monthly committee, launch slips",
      trigger: "No committee date by week 6",
      l: 2,
      i: 2,
      owner: "Client compliance",
    },
  ],
  riskCount: 11,
};

/** Sums the sheet shows, from the items alone. */
export function totals(d) {
  const rated = d.items.filter((it) => it[2]);
  const sum = (f) => Math.round(rated.reduce((s, it) => s + f(it), 0) * 10) / 10;
  const plan = sum((it) => planning(it[2]));
  const must = sum((it) => (it[1] === "Must" ? planning(it[2]) : 0));
  return {
    o: sum((it) => it[2][0]),
    m: sum((it) => it[2][1]),
    p: sum((it) => it[2][2]),
    plan,
    must,
    mustShare: Math.round((must / plan) * 100),
    cost: Math.round(plan * d.rate),
    weeks: Math.round((plan / d.engineers / 5) * 2) / 2,
  };
}

const s = {
  bg: "#FFFFFF",
  bar: "#F4F1EC",
  tool: "#FAF8F5",
  line: "#E7E1D8",
  grid: "#EFEAE3",
  head: "#F6F2EC",
  headText: "#7A7066",
  text: "#1E1A16",
  muted: "#7A7066",
  faint: "#A79D92",
  ember: "#C2410C",
  emberSoft: "#FDEBDF",
};
const MOSCOW = {
  Must: ["#FCE4D6", "#9A3412"],
  Should: ["#E3E6FB", "#3730A3"],
  Could: ["#F1E6F7", "#7A1E5C"],
  "Won't": ["#EEF0F3", "#5B6472"],
};

const SHEET = { w: 1130, h: 728 };
const ROW_H = 25;
const COLS = [
  ["A", 282],
  ["B", 90],
  ["C", 90],
  ["D", 94],
  ["E", 98],
  ["F", 90],
  ["G", 250],
  ["H", 96],
];

function sheet(d) {
  const t = totals(d);
  const { w } = SHEET;
  const h = SHEET.h - CHROME;
  const out = [R(0, 0, w, h, { fill: s.bg })];
  // toolbar
  out.push(R(0, 0, w, 40, { fill: s.tool }), L(0, 40, w, 40, s.line));
  const tools = [
    "undo-2",
    "redo-2",
    "printer",
    "|",
    "indian-rupee",
    "percent",
    "|",
    "bold",
    "italic",
    "strikethrough",
    "|",
    "paint-bucket",
    "grid-2x2",
    "align-left",
    "|",
    "message-square-plus",
    "filter",
    "sigma",
  ];
  let tx = 16;
  for (const name of tools) {
    if (name === "|") {
      out.push(L(tx + 2, 12, tx + 2, 28, s.line));
      tx += 14;
      continue;
    }
    out.push(icon(name, tx, 12, 16, s.muted, 1.7));
    tx += 30;
  }
  out.push(T("Inter · 11", tx + 18, 25, { size: 12, fill: s.muted }));
  // formula bar
  const row = 4 + d.selected;
  const ref = `F${row}`;
  out.push(R(0, 41, w, 32, { fill: s.bg }), L(0, 73, w, 73, s.line));
  out.push(T(ref, 34, 62, { size: 12.5, w: 600, fill: s.text, anchor: "middle", tnum: true }));
  out.push(L(68, 47, 68, 67, s.line));
  out.push(T("fx", 82, 62, { size: 13, w: 500, fill: s.faint }));
  out.push(T(`=ROUND((C${row}+4*D${row}+E${row})/6, 1)`, 108, 62, { size: 13, fill: s.text, tnum: true }));
  // column letters
  const top = 74;
  out.push(R(0, top, w, 22, { fill: s.head }), R(0, top, 40, h - top, { fill: s.head }));
  const xs = [];
  let cx = 40;
  for (const [letter, cw] of COLS) {
    xs.push(cx);
    const on = letter === "F";
    if (on) out.push(R(cx, top, cw, 22, { fill: s.emberSoft }));
    out.push(
      T(letter, cx + cw / 2, top + 15.5, {
        size: 11,
        w: on ? 700 : 500,
        fill: on ? s.ember : s.headText,
        anchor: "middle",
      }),
    );
    out.push(L(cx + cw, top, cx + cw, h - 30, s.grid));
    cx += cw;
  }
  out.push(L(0, top + 22, w, top + 22, s.line), L(40, top, 40, h - 30, s.line));
  const rowsTop = top + 22;
  const rowsShown = Math.floor((h - 30 - rowsTop) / ROW_H);
  const yOf = (n) => rowsTop + (n - 1) * ROW_H;
  for (let n = 1; n <= rowsShown; n++) {
    const y = yOf(n);
    const on = n === row;
    if (on) out.push(R(0, y, 40, ROW_H, { fill: s.emberSoft }));
    out.push(
      T(String(n), 20, y + 17, { size: 11, w: on ? 700 : 400, fill: on ? s.ember : s.headText, anchor: "middle" }),
    );
    out.push(L(40, y + ROW_H, w, y + ROW_H, s.grid));
  }
  const cell = (col, n, text, o = {}) => {
    const i = "ABCDEFGH".indexOf(col);
    const end = o.anchor === "end";
    const x = (end ? xs[i] + COLS[i][1] - 8 : xs[i] + 8) + (o.dx ?? 0);
    return T(text, x, yOf(n) + 17.5, { size: 12.5, fill: s.text, tnum: true, ...o });
  };
  // title rows
  out.push(R(41, yOf(1) + 1, 1088, ROW_H * 2 - 1, { fill: s.bg }));
  out.push(cell("A", 1, `${d.project} · build estimate`, { size: 15, w: 700 }));
  out.push(
    cell(
      "A",
      2,
      `Discovery output ${d.version} · ${day(d.date, { long: true })} · ${d.author} · all figures in person-days`,
      {
        size: 12,
        fill: s.muted,
      },
    ),
  );
  // header row
  const hr = 3;
  out.push(R(41, yOf(hr), 1088, ROW_H, { fill: "#F3EEE7" }));
  [
    ["A", "Backlog item"],
    ["B", "MoSCoW"],
    ["C", "Optimistic", "end"],
    ["D", "Most likely", "end"],
    ["E", "Pessimistic", "end"],
    ["F", "Planning", "end"],
    ["G", "Note"],
  ].forEach(([col, label, anchor]) => out.push(cell(col, hr, label, { w: 600, size: 12, anchor })));
  out.push(L(41, yOf(hr) + ROW_H, 41 + 1088, yOf(hr) + ROW_H, "#D9D0C4"));
  // items
  d.items.forEach(([name, moscow, est, note], k) => {
    const n = hr + 1 + k;
    const wont = moscow === "Won't";
    out.push(cell("A", n, name, { fill: wont ? s.faint : s.text }));
    const [bg, fg] = MOSCOW[moscow];
    out.push(pill(moscow, xs[1] + 8, yOf(n) + 4, { bg, fg, size: 11, h: 18, padX: 7 }).svg);
    if (est) {
      est.forEach((v, j) => out.push(cell("CDE"[j], n, String(v), { anchor: "end" })));
      out.push(cell("F", n, planning(est).toFixed(1), { anchor: "end", w: 600 }));
    } else {
      out.push(cell("G", n, "Next release: agreed with the sponsor", { fill: s.faint, size: 12 }));
    }
    if (note) out.push(cell("G", n, note, { fill: s.muted, size: 12 }));
  });
  // the selected cell, and its note
  const sy = yOf(row);
  out.push(R(xs[5], sy, COLS[5][1], ROW_H, { fill: "none", stroke: s.ember, sw: 2 }));
  out.push(R(xs[5] + COLS[5][1] - 3.5, sy + ROW_H - 3.5, 7, 7, { fill: s.ember, stroke: "#FFFFFF", sw: 1.5 }));
  // totals
  const tr = hr + d.items.length + 2;
  out.push(L(41, yOf(tr), 41 + 1088, yOf(tr), "#CFC5B8", 1.5));
  out.push(cell("A", tr, "Total", { w: 700 }));
  [
    ["C", t.o],
    ["D", t.m],
    ["E", t.p],
  ].forEach(([col, v]) => out.push(cell(col, tr, String(v), { anchor: "end", w: 600 })));
  out.push(cell("F", tr, t.plan.toFixed(1), { anchor: "end", w: 700 }));
  out.push(cell("A", tr + 1, `Musts: ${t.mustShare}% of effort, within the 60% rule`, { w: 500, dx: 22 }));
  out.push(icon("circle-check", xs[0] + 7, yOf(tr + 1) + 4.5, 15, "#3F6212", 2));
  out.push(cell("F", tr + 1, t.must.toFixed(1), { anchor: "end", w: 600 }));
  out.push(
    cell("A", tr + 2, `Build: ${d.engineers} engineers at ₹${inr(d.rate)} a day, about ${t.weeks} weeks`, { w: 500 }),
  );
  out.push(cell("F", tr + 2, `₹${inr(t.cost)}`, { anchor: "end", w: 700 }));
  out.push(cell("A", tr + 3, "Cap agreed for the build (MVP tier, ₹8–20 lakh)"));
  out.push(cell("F", tr + 3, `₹${inr(d.cap)}`, { anchor: "end", w: 600 }));
  out.push(cell("A", tr + 4, "Discovery sprint, 2 weeks, fixed (done)", { fill: s.muted }));
  out.push(cell("F", tr + 4, `₹${inr(d.discovery)}`, { anchor: "end", fill: s.muted }));
  // sheet tabs
  out.push(R(0, h - 30, w, 30, { fill: s.tool }), L(0, h - 30, w, h - 30, s.line));
  out.push(icon("plus", 14, h - 23, 16, s.muted, 1.8), icon("menu", 42, h - 23, 16, s.muted, 1.8));
  let bx = 76;
  ["Estimate", "Risks", "Assumptions", "Won't list"].forEach((name, i) => {
    const bw = tw(name, 12, 600) + 28;
    if (i === 0) {
      out.push(R(bx, h - 30, bw, 30, { fill: s.bg }), R(bx, h - 30, bw, 2.5, { fill: s.ember }));
    }
    out.push(T(name, bx + 14, h - 10.5, { size: 12, w: i === 0 ? 600 : 500, fill: i === 0 ? s.text : s.muted }));
    bx += bw + 4;
  });
  out.push(T(`Sum ${t.plan.toFixed(1)}`, w - 16, h - 10.5, { size: 12, fill: s.muted, anchor: "end", tnum: true }));
  return out.join("");
}

const RISK = { w: 560, h: 318 };

function riskCard(d) {
  const { w, h } = RISK;
  const out = [R(0, 0, w, h, { fill: "#FFFFFF" })];
  out.push(icon("triangle-alert", 22, 22, 18, s.ember, 2));
  out.push(T("Risk register", 48, 37, { size: 17, w: 600, fill: s.text }));
  out.push(
    T(`Top 3 of ${d.riskCount} · steering review ${day(d.date)}`, w - 22, 37, {
      size: 12,
      fill: s.muted,
      anchor: "end",
    }),
  );
  out.push(L(22, 58, w - 22, 58, s.line));
  out.push(T("RISK, CAUSE AND EFFECT", 22, 78, { size: 10.5, w: 600, fill: s.faint, ls: 0.6 }));
  out.push(T("L × I", w - 150, 78, { size: 10.5, w: 600, fill: s.faint, anchor: "middle", ls: 0.6 }));
  out.push(T("OWNER", w - 22, 78, { size: 10.5, w: 600, fill: s.faint, anchor: "end", ls: 0.6 }));
  d.risks.forEach((r, k) => {
    const y = 92 + k * 74;
    if (k) out.push(L(22, y - 6, w - 22, y - 6, s.grid));
    const score = r.l * r.i;
    const [bg, fg] = score >= 9 ? ["#FBE1EC", "#A1124F"] : score >= 6 ? ["#FCE4D6", "#9A3412"] : ["#EEF0F3", "#5B6472"];
    out.push(T(r.id, 22, y + 20, { size: 12, w: 700, fill: s.muted }));
    out.push(T(r.text, 52, y + 20, { size: 13, w: 500, fill: s.text }));
    out.push(T(`Trigger: ${r.trigger}`, 52, y + 40, { size: 12, fill: s.muted }));
    out.push(C(w - 150, y + 38, 15, bg));
    out.push(T(String(score), w - 150, y + 42.5, { size: 12.5, w: 700, fill: fg, anchor: "middle", tnum: true }));
    out.push(T(`${r.l} × ${r.i}`, w - 150, y + 66, { size: 10.5, fill: s.faint, anchor: "middle", tnum: true }));
    out.push(T(r.owner, w - 22, y + 42.5, { size: 12, w: 500, fill: s.text, anchor: "end" }));
  });
  return out.join("");
}

export default {
  slug: "how-to-scope-a-software-project",
  data,
  draw(d) {
    const win = appWindow(
      {
        w: SHEET.w,
        h: SHEET.h,
        title: `Estimate ${d.version} · ${d.project}`,
        theme: { bg: s.bg, bar: s.bar, line: s.line, title: s.text },
        right: T("Shared with the client", SHEET.w - 18, 22.5, { size: 11.5, fill: s.muted, anchor: "end" }),
      },
      sheet(d),
    );
    return [
      // A spreadsheet green: an ember wash turns brown on the dark page.
      wash("#15803D", 0.06),
      floating(win, { x: 60, y: 48, w: SHEET.w, h: SHEET.h, s: 1.04, shadowOp: 0.22 }),
      floating(riskCard(d), { x: 1000, y: 520, w: RISK.w, h: RISK.h, s: 1, r: 14, shadowOp: 0.3 }),
    ].join("");
  },
  alt(d) {
    const t = totals(d);
    return `An estimate sheet for a ${d.project.toLowerCase()}: ${d.items.length} backlog items in MoSCoW with three-point estimates, ${t.plan} planning days, ${lakh(t.cost)} for the build, and the top three risks`;
  },
};
