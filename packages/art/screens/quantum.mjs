/**
 * Quantum Dashboard: real-time payments analytics for a Gurugram processor (~1.2 M
 * transactions a day). Dark UI, violet brand, green/red for settlement health.
 */
import { caseStudy } from "./case-study.mjs";
import { DESKTOP, desktopScreen } from "./frames.mjs";
import { C, L, R, T, avatar, fit, icon, path, pill, plot, table, tw } from "./ui.mjs";

const q = {
  bg: "#0E1118",
  side: "#0A0D13",
  panel: "#151A24",
  panel2: "#1B2130",
  line: "#242B3A",
  text: "#E8EAF0",
  muted: "#8A93A6",
  faint: "#5B647A",
  brand: "#8B7CF8",
  brandSoft: "#2A2550",
  green: "#34D399",
  greenSoft: "#113A2E",
  red: "#F87171",
  redSoft: "#3E1A1F",
  amber: "#FBBF24",
  amberSoft: "#3A2E12",
};
const desktop = desktopScreen({ bg: "#161A23", line: "#262C3A", dot: "#3A4152", url: "#0E1118", urlText: "#8A93A6" });
const { w: W, h: H } = DESKTOP;
const SIDE = 192;

function logo(x, y) {
  return (
    `<rect x="${x}" y="${y}" width="26" height="26" rx="7" fill="${q.brand}"/>` +
    `<circle cx="${x + 13}" cy="${y + 13}" r="6.5" fill="none" stroke="#0E1118" stroke-width="2.6"/><path d="M${x + 16} ${y + 16}l4.5 4.5" stroke="#0E1118" stroke-width="2.6" stroke-linecap="round"/>` +
    T("Quantum", x + 36, y + 18.5, { size: 17, w: 600, fill: q.text, face: "display", ls: -0.2 })
  );
}

function sidebar(active, alerts) {
  const items = [
    ["layout-dashboard", "Live overview"],
    ["arrow-left-right", "Transactions"],
    ["landmark", "Settlements"],
    ["shield-alert", "Risk alerts"],
    ["store", "Merchants"],
    ["file-check-2", "Reconciliation"],
    ["bell-ring", "Alert rules"],
  ];
  const out = [R(0, 0, SIDE, H, { fill: q.side }), L(SIDE - 0.5, 0, SIDE - 0.5, H, q.line), logo(20, 18)];
  out.push(T("WORKSPACE", 20, 78, { size: 10, w: 600, fill: q.faint, ls: 0.8 }));
  items.forEach(([ic, label], i) => {
    const y = 90 + i * 34;
    const on = label === active;
    if (on) out.push(R(12, y, SIDE - 24, 28, { r: 7, fill: q.brandSoft }));
    out.push(icon(ic, 22, y + 6, 16, on ? q.brand : q.muted, 1.8));
    out.push(T(label, 48, y + 18.5, { size: 13, w: on ? 600 : 500, fill: on ? q.text : q.muted }));
    if (label === "Risk alerts")
      out.push(
        R(SIDE - 44, y + 6, 22, 16, { r: 8, fill: q.red }),
        T(String(alerts), SIDE - 33, y + 18, { size: 10.5, w: 700, fill: "#1A0B0D", anchor: "middle" }),
      );
  });
  out.push(L(12, H - 70, SIDE - 12, H - 70, q.line));
  out.push(avatar("Rohit Bansal", 34, H - 36, 14, "#3B3470", q.text));
  out.push(T("Rohit Bansal", 56, H - 40, { size: 12.5, w: 600, fill: q.text }));
  out.push(T("Risk Operations", 56, H - 24, { size: 11.5, fill: q.muted }));
  return out.join("");
}

function topbar(title, sub, right = "") {
  return [
    T(title, SIDE + 24, 38, { size: 20, w: 600, fill: q.text, ls: -0.3 }),
    T(sub, SIDE + 24 + tw(title, 20, 600, { ls: -0.3 }) + 14, 38, { size: 12.5, fill: q.muted }),
    right,
  ].join("");
}

const panel = (x, y, w, h) => R(x, y, w, h, { r: 10, fill: q.panel, stroke: q.line });

function livePill(x, y, text) {
  return pill(text, x, y, { bg: q.greenSoft, fg: q.green, dot: q.green, size: 11.5, h: 24, padX: 10, anchor: "end" })
    .svg;
}

/* ---------- 1. live overview ---------- */

const overview = {
  ...desktop,
  name: "live-overview",
  url: "quantum.internal/overview",
  data: {
    date: "November 22, 2023",
    time: "14:32 IST",
    lag: "3.2 s",
    kpis: [
      { label: "Transactions today", value: "8,42,316", delta: "+4.1% vs last Wed", good: true },
      { label: "Volume processed", value: "₹50.4 Cr", delta: "+2.8% vs last Wed", good: true },
      { label: "Success rate", value: "97.9%", delta: "−0.2 pts vs last Wed", good: false },
      { label: "Failed settlements", value: "0.4%", delta: "1 rail above threshold", good: false },
    ],
    // transactions per minute, every 30 minutes from 00:00 to 14:30
    today: [
      410, 330, 260, 210, 180, 170, 190, 240, 330, 460, 590, 720, 840, 930, 1010, 1080, 1120, 1170, 1240, 1290, 1310,
      1280, 1240, 1190, 1230, 1270, 1310, 1340, 1290, 1320,
    ],
    lastWeek: [
      390, 320, 250, 205, 175, 168, 185, 230, 310, 430, 560, 690, 800, 890, 970, 1040, 1090, 1130, 1190, 1230, 1250,
      1230, 1200, 1160, 1180, 1210, 1250, 1270, 1240, 1260,
    ],
    alerts: [
      { sev: "Critical", title: "Failed settlements 2.6% on IMPS", meta: "Threshold 2% · 14:28" },
      { sev: "High", title: "Card velocity spike at Zestmart", meta: "41 cards, 1 device · 14:11" },
      { sev: "Medium", title: "Refund ratio 3.1× at Urbanfit", meta: "Baseline 0.8% · 13:47" },
    ],
    merchants: [
      ["Zestmart Online", "96,412", "₹6.12 Cr", "98.4%"],
      ["KiranaKart", "81,907", "₹2.41 Cr", "98.9%"],
      ["Metro FuelPay", "64,233", "₹4.87 Cr", "99.1%"],
      ["Swiftcab Rides", "58,770", "₹1.36 Cr", "97.2%"],
    ],
  },
  draw(d) {
    const x0 = SIDE + 24;
    const cw = W - x0 - 20;
    const out = [R(0, 0, W, H, { fill: q.bg }), sidebar("Live overview", d.alerts.length)];
    out.push(topbar("Live overview", d.date, livePill(W - 20, 20, `Live · ${d.lag} behind`)));
    // KPI tiles
    const gap = 12;
    const kw = (cw - gap * 3) / 4;
    d.kpis.forEach((k, i) => {
      const x = x0 + i * (kw + gap);
      out.push(panel(x, 60, kw, 86));
      out.push(T(k.label, x + 14, 82, { size: 12, w: 500, fill: q.muted }));
      out.push(T(k.value, x + 14, 114, { size: 24, w: 600, fill: q.text, tnum: true, ls: -0.4 }));
      const col = k.good ? q.green : i === 3 ? q.red : q.amber;
      out.push(icon(k.good ? "trending-up" : i === 3 ? "triangle-alert" : "trending-down", x + 14, 124, 13, col, 2));
      out.push(T(k.delta, x + 32, 134.5, { size: 11.5, fill: col }));
    });
    // chart
    const chartW = 500;
    out.push(panel(x0, 160, chartW, 256));
    out.push(T("Transactions per minute", x0 + 16, 186, { size: 13.5, w: 600, fill: q.text }));
    out.push(C(x0 + chartW - 186, 182, 4, q.brand), T("Today", x0 + chartW - 178, 186, { size: 11.5, fill: q.muted }));
    out.push(
      `<path d="M${x0 + chartW - 128} 182h14" stroke="${q.faint}" stroke-width="2" stroke-dasharray="3 3"/>`,
      T("Last Wednesday", x0 + chartW - 108, 186, { size: 11.5, fill: q.muted }),
    );
    const box = { x: x0 + 52, y: 206, w: chartW - 68, h: 170 };
    [0, 400, 800, 1200, 1600].forEach((v) => {
      const y = box.y + box.h - (v / 1600) * box.h;
      out.push(L(box.x, y, box.x + box.w, y, q.line, 1));
      out.push(
        T(v.toLocaleString("en-IN"), box.x - 10, y + 4, { size: 10.5, fill: q.faint, anchor: "end", tnum: true }),
      );
    });
    const slots = 48; // a full day in half hours; today stops at 14:30
    const xAt = (i) => box.x + (i / (slots - 1)) * box.w;
    const yAt = (v) => box.y + box.h - (v / 1600) * box.h;
    const last = d.lastWeek.concat([
      1280, 1250, 1300, 1330, 1360, 1380, 1400, 1420, 1390, 1350, 1280, 1190, 1080, 960, 820, 690, 560, 470,
    ]);
    out.push(
      `<path d="${path(last.map((v, i) => [xAt(i), yAt(v)]))}" fill="none" stroke="${q.faint}" stroke-width="1.6" stroke-dasharray="4 4"/>`,
    );
    const pts = d.today.map((v, i) => [xAt(i), yAt(v)]);
    const line = path(pts);
    out.push(
      `<linearGradient id="qArea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${q.brand}" stop-opacity="0.32"/><stop offset="1" stop-color="${q.brand}" stop-opacity="0"/></linearGradient>`,
      `<path d="${line} L${pts.at(-1)[0]} ${box.y + box.h} L${box.x} ${box.y + box.h}Z" fill="url(#qArea)"/>`,
      `<path d="${line}" fill="none" stroke="${q.brand}" stroke-width="2.2"/>`,
    );
    const [ex, ey] = pts.at(-1);
    out.push(L(ex, box.y, ex, box.y + box.h, q.brand, 1, ' stroke-dasharray="2 3" opacity="0.6"'));
    out.push(C(ex, ey, 7, q.brand, ' opacity="0.25"'), C(ex, ey, 3.5, q.text));
    out.push(R(ex - 50, ey - 46, 100, 34, { r: 6, fill: q.panel2, stroke: q.line }));
    out.push(T("14:30", ex, ey - 32, { size: 10.5, fill: q.muted, anchor: "middle" }));
    out.push(
      T(`${d.today.at(-1).toLocaleString("en-IN")} / min`, ex, ey - 18, {
        size: 11.5,
        w: 600,
        fill: q.text,
        anchor: "middle",
        tnum: true,
      }),
    );
    ["00:00", "06:00", "12:00", "18:00", "23:30"].forEach((t, i) => {
      const at = [0, 12, 24, 36, 47][i];
      out.push(
        T(t, xAt(at), box.y + box.h + 18, {
          size: 10.5,
          fill: q.faint,
          anchor: i === 4 ? "end" : i ? "middle" : "start",
          tnum: true,
        }),
      );
    });
    // alerts
    const ax = x0 + chartW + 12;
    const aw = cw - chartW - 12;
    out.push(panel(ax, 160, aw, 256));
    out.push(T("Risk alerts", ax + 16, 186, { size: 13.5, w: 600, fill: q.text }));
    out.push(T("View all", ax + aw - 16, 186, { size: 12, w: 500, fill: q.brand, anchor: "end" }));
    const sevCol = { Critical: [q.red, q.redSoft], High: [q.amber, q.amberSoft], Medium: [q.brand, q.brandSoft] };
    d.alerts.forEach((a, i) => {
      const y = 204 + i * 68;
      const [fg, bg] = sevCol[a.sev];
      out.push(
        R(ax + 12, y, aw - 24, 58, { r: 8, fill: i === 0 ? q.panel2 : "none", stroke: i === 0 ? q.line : "none" }),
      );
      out.push(R(ax + 12, y + 10, 3, 38, { r: 1.5, fill: fg }));
      out.push(pill(a.sev, ax + 26, y + 9, { bg, fg, size: 10.5, h: 18, padX: 7 }).svg);
      out.push(T(fit(a.title, aw - 56, 12.5, 600), ax + 26, y + 42, { size: 12.5, w: 600, fill: q.text }));
      out.push(T(a.meta, ax + aw - 24, y + 22, { size: 10.5, fill: q.muted, anchor: "end" }));
    });
    // merchants table
    out.push(panel(x0, 430, cw, H - 450));
    out.push(T("Top merchants today", x0 + 16, 456, { size: 13.5, w: 600, fill: q.text }));
    out.push(
      T("By volume · updates every 5 s", x0 + 16 + tw("Top merchants today", 13.5, 600) + 10, 456, {
        size: 11.5,
        fill: q.muted,
      }),
    );
    out.push(
      table(
        x0 + 16,
        468,
        [
          { label: "Merchant", w: 260 },
          { label: "Transactions", w: 150, align: "end" },
          { label: "Volume", w: 150, align: "end" },
          { label: "Success", w: cw - 32 - 560, align: "end" },
        ],
        d.merchants,
        { text: q.text, muted: q.muted, line: q.line, rowH: 30, headH: 26, size: 12.5 },
      ),
    );
    return out.join("");
  },
  alt: (d) =>
    `Quantum Dashboard live overview on a dark theme: transactions per minute against last week, KPI tiles for ${d.kpis[0].value} transactions and ${d.kpis[1].value} volume, and a risk alert feed`,
  caption: (d) => `Live overview: ${d.kpis[0].value} transactions by ${d.time}, ${d.lag} behind the stream`,
};

/* ---------- 2. risk alert detail ---------- */

const alertDetail = {
  ...desktop,
  name: "risk-alert",
  url: "quantum.internal/risk/alerts/RA-20931",
  data: {
    id: "RA-20931",
    title: "Failed settlements 2.6% on IMPS",
    rule: "IMPS failed-settlement rate above 2% for 5 minutes",
    channel: "#risk-desk",
    owner: "Neha Arora",
    opened: "November 22, 2023, 14:28",
    // failure rate (%) every 5 minutes, 12:35 to 14:30
    rate: [
      0.6, 0.5, 0.7, 0.6, 0.6, 0.8, 0.7, 0.6, 0.9, 0.8, 0.7, 0.9, 1.1, 1.0, 1.3, 1.2, 1.6, 1.9, 2.2, 2.4, 2.6, 2.7, 2.6,
      2.6,
    ],
    codes: [
      ["U30", "Debit failed at remitter bank", "412", "44%"],
      ["U68", "Response timed out", "296", "32%"],
      ["U16", "Risk threshold exceeded", "131", "14%"],
      ["XD", "Beneficiary account invalid", "94", "10%"],
    ],
    merchants: [
      ["Metro FuelPay", "218"],
      ["KiranaKart", "174"],
      ["Zestmart Online", "121"],
    ],
    timeline: [
      ["14:28", "Posted to #risk-desk"],
      ["14:29", "Neha Arora acknowledged"],
      ["14:31", "Bank outage confirmed"],
      ["14:34", "Merchants told to retry"],
    ],
  },
  draw(d) {
    const x0 = SIDE + 24;
    const cw = W - x0 - 20;
    const out = [R(0, 0, W, H, { fill: q.bg }), sidebar("Risk alerts", 3)];
    out.push(
      T("Risk alerts", x0, 30, { size: 12, fill: q.muted }),
      icon("chevron-right", x0 + tw("Risk alerts", 12) + 4, 20, 12, q.faint, 2),
      T(d.id, x0 + tw("Risk alerts", 12) + 20, 30, { size: 12, fill: q.muted, tnum: true }),
    );
    out.push(pill("Critical", x0, 44, { bg: q.redSoft, fg: q.red, dot: q.red, size: 11.5, h: 24, padX: 9 }).svg);
    out.push(T(d.title, x0 + 86, 62, { size: 20, w: 600, fill: q.text, ls: -0.3 }));
    out.push(T(`Opened ${d.opened} · Owner ${d.owner}`, x0, 92, { size: 12, fill: q.muted }));
    // actions
    out.push(
      R(W - 20 - 100, 42, 100, 30, { r: 7, fill: q.brand }),
      T("Resolve", W - 70, 61.5, { size: 12.5, w: 600, fill: "#0E1118", anchor: "middle" }),
    );
    const fw = tw("Open filtered view", 12, 500) + 44;
    const fx = W - 20 - 100 - 10 - fw;
    out.push(
      R(fx, 42, fw, 30, { r: 7, fill: q.panel, stroke: q.line }),
      icon("filter", fx + 12, 50, 14, q.text, 2),
      T("Open filtered view", fx + 32, 61.5, { size: 12, w: 500, fill: q.text }),
    );
    // chart
    const chartW = 520;
    out.push(panel(x0, 108, chartW, 260));
    out.push(T("IMPS failed-settlement rate", x0 + 16, 134, { size: 13.5, w: 600, fill: q.text }));
    out.push(T("Last 2 hours · 5-minute buckets", x0 + 16, 152, { size: 11.5, fill: q.muted }));
    out.push(
      T(`${d.rate.at(-1)}%`, x0 + chartW - 16, 140, { size: 22, w: 600, fill: q.red, anchor: "end", tnum: true }),
    );
    const box = { x: x0 + 42, y: 170, w: chartW - 58, h: 160 };
    [0, 1, 2, 3].forEach((v) => {
      const y = box.y + box.h - (v / 3) * box.h;
      out.push(L(box.x, y, box.x + box.w, y, q.line));
      out.push(T(`${v}%`, box.x - 10, y + 4, { size: 10.5, fill: q.faint, anchor: "end" }));
    });
    const yT = box.y + box.h - (2 / 3) * box.h;
    out.push(
      `<path d="M${box.x} ${yT}H${box.x + box.w}" stroke="${q.red}" stroke-width="1.4" stroke-dasharray="5 4" opacity="0.8"/>`,
    );
    out.push(
      R(box.x + 6, yT - 20, 92, 16, { r: 4, fill: q.redSoft }),
      T("Threshold 2%", box.x + 12, yT - 8.5, { size: 10.5, w: 600, fill: q.red }),
    );
    const pts = plot(d.rate, box, [0, 3]);
    const bw = box.w / d.rate.length - 4;
    d.rate.forEach((v, i) => {
      const y = pts[i][1];
      const bx = box.x + i * (box.w / d.rate.length) + 2;
      out.push(R(bx, y, bw, box.y + box.h - y, { r: 2, fill: v > 2 ? q.red : q.brand, op: v > 2 ? 0.9 : 0.55 }));
    });
    ["12:35", "13:05", "13:35", "14:05", "14:30"].forEach((t, i) => {
      const at = [0, 6, 12, 18, 23][i];
      out.push(
        T(t, box.x + at * (box.w / d.rate.length) + bw / 2 + 2, box.y + box.h + 18, {
          size: 10.5,
          fill: q.faint,
          anchor: "middle",
          tnum: true,
        }),
      );
    });
    // rule card
    const rx = x0 + chartW + 12;
    const rw = cw - chartW - 12;
    out.push(panel(rx, 108, rw, 124));
    out.push(
      icon("bell-ring", rx + 16, 122, 15, q.brand, 2),
      T("Alert rule", rx + 38, 134, { size: 13.5, w: 600, fill: q.text }),
    );
    out.push(T("IMPS failed-settlement rate", rx + 16, 160, { size: 12, fill: q.text }));
    out.push(T("above 2% for 5 minutes", rx + 16, 177, { size: 12, fill: q.text }));
    out.push(
      T("Posts to", rx + 16, 210, { size: 11.5, fill: q.muted }),
      pill(d.channel, rx + 66, 196, { bg: q.brandSoft, fg: q.brand, size: 11.5, h: 22 }).svg,
    );
    // merchants affected
    out.push(panel(rx, 244, rw, 124));
    out.push(T("Most affected merchants", rx + 16, 270, { size: 13.5, w: 600, fill: q.text }));
    d.merchants.forEach(([m, n], i) => {
      const y = 296 + i * 24;
      out.push(
        T(m, rx + 16, y, { size: 12, fill: q.text }),
        T(`${n} failed`, rx + rw - 16, y, { size: 12, fill: q.muted, anchor: "end", tnum: true }),
      );
    });
    // error codes
    const tw2 = 520;
    out.push(panel(x0, 382, tw2, H - 402));
    out.push(T("Failures by response code", x0 + 16, 408, { size: 13.5, w: 600, fill: q.text }));
    out.push(
      table(
        x0 + 16,
        420,
        [
          { label: "Code", w: 56 },
          { label: "Reason", w: 270, muted: false },
          { label: "Failed", w: 80, align: "end" },
          { label: "Share", w: tw2 - 32 - 406, align: "end" },
        ],
        d.codes,
        { text: q.text, muted: q.muted, line: q.line, rowH: 39, headH: 26, size: 12.5 },
      ),
    );
    // timeline
    out.push(panel(rx, 382, rw, H - 402));
    out.push(T("Activity", rx + 16, 408, { size: 13.5, w: 600, fill: q.text }));
    d.timeline.forEach(([t, e], i) => {
      const y = 438 + i * 40;
      if (i < d.timeline.length - 1) out.push(L(rx + 21, y + 6, rx + 21, y + 40, q.line, 2));
      out.push(C(rx + 21, y, 5, i === 0 ? q.red : q.brand));
      out.push(
        T(t, rx + 36, y + 4.5, { size: 11.5, fill: q.muted, tnum: true }),
        T(fit(e, rw - 90, 12, 500), rx + 76, y + 4.5, { size: 12, w: 500, fill: q.text }),
      );
    });
    return out.join("");
  },
  alt: (d) =>
    `Quantum Dashboard risk alert ${d.id}: IMPS failed settlements at ${d.rate.at(-1)}% against a 2% threshold, failures by response code, the alert rule and an activity timeline`,
  caption: (d) => `A risk alert: ${d.rule}, posted to ${d.channel}`,
};

/* ---------- 3. month-end reconciliation ---------- */

const recon = {
  ...desktop,
  name: "month-end-reconciliation",
  url: "quantum.internal/reconciliation/2023-10",
  data: {
    month: "October 2023",
    generated: "November 6, 2023",
    closeDays: 3.7,
    wasDays: 6,
    matched: 99.97,
    steps: [
      ["Settlement files", "Done"],
      ["Bank statements", "Done"],
      ["Chargebacks", "Done"],
      ["Exceptions", "42 open"],
    ],
    rows: [
      ["IMPS", "₹412.6 Cr", "₹412.6 Cr", "₹0", "Matched"],
      ["UPI", "₹1,084.2 Cr", "₹1,084.1 Cr", "₹9.8 L", "Exception"],
      ["Cards · Visa", "₹236.9 Cr", "₹236.9 Cr", "₹0", "Matched"],
      ["Cards · Mastercard", "₹198.7 Cr", "₹198.7 Cr", "₹0", "Matched"],
      ["Cards · RuPay", "₹121.4 Cr", "₹121.4 Cr", "₹0", "Matched"],
      ["Net banking", "₹88.3 Cr", "₹88.2 Cr", "₹4.1 L", "Exception"],
    ],
    // open exceptions per working day of the close
    burn: [318, 164, 71, 42],
  },
  draw(d) {
    const x0 = SIDE + 24;
    const cw = W - x0 - 20;
    const out = [R(0, 0, W, H, { fill: q.bg }), sidebar("Reconciliation", 3)];
    out.push(topbar(`Month-end close · ${d.month}`, `Report generated ${d.generated}`));
    out.push(
      R(W - 20 - 112, 20, 112, 30, { r: 7, fill: q.panel, stroke: q.line }),
      icon("download", W - 122, 27, 14, q.text, 2),
      T("Export CSV", W - 102, 39.5, { size: 12, w: 500, fill: q.text }),
    );
    // steps
    out.push(panel(x0, 64, cw, 64));
    const sw = (cw - 32) / d.steps.length;
    d.steps.forEach(([label, st], i) => {
      const x = x0 + 16 + i * sw;
      const done = st === "Done";
      out.push(C(x + 14, 96, 13, done ? q.greenSoft : q.amberSoft));
      out.push(
        done
          ? icon("check", x + 6, 88, 16, q.green, 2.6)
          : T(String(i + 1), x + 14, 100.5, { size: 12, w: 700, fill: q.amber, anchor: "middle" }),
      );
      out.push(
        T(label, x + 36, 92, { size: 12.5, w: 600, fill: q.text }),
        T(st, x + 36, 108, { size: 11.5, fill: done ? q.green : q.amber }),
      );
      if (i < d.steps.length - 1) out.push(L(x + 36 + tw(label, 12.5, 600) + 12, 96, x + sw - 10, 96, q.line, 1.5));
    });
    // KPI cards
    const kw = (cw - 24) / 3;
    const kp = [
      ["Close time", `${d.closeDays} days`, `was ${d.wasDays.toFixed(1)} days in 2022`],
      ["Value matched", `${d.matched}%`, "₹2,141.5 Cr of ₹2,142.1 Cr"],
      ["Open exceptions", String(d.burn.at(-1)), "₹13.9 L under review"],
    ];
    kp.forEach(([l, v, s], i) => {
      const x = x0 + i * (kw + 12);
      out.push(panel(x, 142, kw, 92));
      out.push(T(l, x + 16, 166, { size: 12, w: 500, fill: q.muted }));
      out.push(T(v, x + 16, 200, { size: 26, w: 600, fill: i === 0 ? q.green : q.text, tnum: true, ls: -0.5 }));
      out.push(T(s, x + 16, 221, { size: 11.5, fill: q.muted }));
      if (i === 2) {
        const box = { x: x + kw - 120, y: 166, w: 100, h: 50 };
        const bw = 18;
        d.burn.forEach((b, k) => {
          const h = (b / 318) * box.h;
          out.push(
            R(box.x + k * 27, box.y + box.h - h, bw, h, {
              r: 3,
              fill: k === d.burn.length - 1 ? q.amber : q.brand,
              op: k === d.burn.length - 1 ? 1 : 0.5,
            }),
          );
        });
      }
    });
    // table
    out.push(panel(x0, 248, cw, H - 268));
    out.push(T("Settlement vs bank statement, by rail", x0 + 16, 276, { size: 13.5, w: 600, fill: q.text }));
    const rows = d.rows.map((r) => [
      r[0],
      r[1],
      r[2],
      r[3],
      (x, _y, _col, top) => {
        const ok = r[4] === "Matched";
        return pill(r[4], x, top + 9, {
          bg: ok ? q.greenSoft : q.amberSoft,
          fg: ok ? q.green : q.amber,
          size: 11,
          h: 22,
          anchor: "end",
        }).svg;
      },
    ]);
    out.push(
      table(
        x0 + 16,
        290,
        [
          { label: "Rail", w: 170 },
          { label: "Expected", w: 150, align: "end" },
          { label: "Settled", w: 150, align: "end" },
          { label: "Difference", w: 130, align: "end" },
          { label: "Status", w: cw - 32 - 600, align: "end" },
        ],
        rows,
        { text: q.text, muted: q.muted, line: q.line, rowH: 48, headH: 30, size: 13 },
      ),
    );
    return out.join("");
  },
  alt: (d) =>
    `Quantum Dashboard month-end close for ${d.month}: closed in ${d.closeDays} days instead of ${d.wasDays}, ${d.matched}% of value matched, and a table of settlements against bank statements by rail`,
  caption: (d) => `Month-end close for ${d.month} in ${d.closeDays} days, down from ${d.wasDays}`,
};

/* ---------- cover ---------- */

export default caseStudy({
  slug: "quantum-dashboard",
  tint: "#6A58E8",
  // The cover is the live overview, so the gallery opens on the month-end close.
  screens: [recon, alertDetail, overview],
  // The alert's window covers the overview's lower right whole, its left edge clear of the
  // merchants' heading and the chart's 12:00.
  cover: [
    { screen: "live-overview", x: 80, y: 70, s: 1.16, shadow: 0.3 },
    { screen: "risk-alert", x: 720, y: 420, s: 0.8, shadow: 0.38 },
  ],
  coverAlt: (s) =>
    `Quantum Dashboard, a dark payments analytics app: the live overview with ${s["live-overview"].data.kpis[0].value} transactions today, and in front the alert “${s["risk-alert"].data.title.replace(/^./, (c) => c.toLowerCase())}”`,
});
