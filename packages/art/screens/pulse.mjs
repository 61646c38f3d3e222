/**
 * Pulse Health: a patient app and clinic console for 22 diabetes clinics in Delhi NCR.
 * Light, calm UI: clinical teal-blue brand, coral only for readings out of range.
 */
import { caseStudy } from "./case-study.mjs";
import { DESKTOP, PHONE, desktopScreen, phoneScreen, tabBar } from "./frames.mjs";
import { C, L, R, T, avatar, icon, path, pill, plot, table } from "./ui.mjs";

const p = {
  bg: "#F5F8FA",
  card: "#FFFFFF",
  line: "#E1E8EE",
  text: "#10222E",
  muted: "#5B6E7B",
  faint: "#93A3AE",
  brand: "#0A7EA4",
  brandSoft: "#E2F2F8",
  coral: "#D9534F",
  coralSoft: "#FBE9E8",
  green: "#148A63",
  greenSoft: "#E2F4EC",
};
const { w: PW, h: PH } = PHONE;

function appHeader(title, sub) {
  return [
    R(0, 0, PW, PH, { fill: p.bg }),
    T(sub, 20, 84, { size: 13, fill: p.muted }),
    T(title, 20, 112, { size: 26, w: 700, fill: p.text, ls: -0.5 }),
  ].join("");
}

const tabItems = [
  ["house", "Home"],
  ["calendar-days", "Visits"],
  ["activity", "Glucose"],
  ["pill", "Medicines"],
];
const tabs = (active) => tabBar(tabItems, active, p);

/**
 * Weekly fasting averages (mg/dL, 60 to 180) over a green band of the target range, the weeks
 * above it in coral: the patient's chart in the app and the doctor's in the clinic console are
 * one chart at two sizes. o: { ticks, grid (a rule at each tick), stroke (of the line), dot
 * (radius), months (labels along the foot), monthSize, monthDy }.
 */
function glucoseChart(box, weekly, range, { ticks, grid = false, stroke, dot, months, monthSize, monthDy }) {
  const dom = [60, 180];
  const yOf = (v) => box.y + box.h - ((v - dom[0]) / (dom[1] - dom[0])) * box.h;
  const out = [R(box.x, yOf(range[1]), box.w, yOf(range[0]) - yOf(range[1]), { fill: p.greenSoft })];
  ticks.forEach((v) =>
    out.push(
      grid ? L(box.x, yOf(v), box.x + box.w, yOf(v), p.line) : "",
      T(String(v), box.x - 10, yOf(v) + 4, { size: 11, fill: p.faint, anchor: "end", tnum: true }),
    ),
  );
  const pts = plot(weekly, box, dom);
  out.push(`<path d="${path(pts)}" fill="none" stroke="${p.brand}" stroke-width="${stroke}"/>`);
  pts.forEach(([x, y], i) =>
    out.push(C(x, y, dot, weekly[i] > range[1] ? p.coral : p.green, ` stroke="#FFFFFF" stroke-width="1.5"`)),
  );
  const last = months.length - 1;
  months.forEach((m, i) =>
    out.push(
      T(m, box.x + (i / last) * box.w, box.y + box.h + monthDy, {
        size: monthSize,
        fill: p.faint,
        anchor: i === 0 ? "start" : i === last ? "end" : "middle",
      }),
    ),
  );
  return out.join("");
}

/* ---------- 1. booking ---------- */

const booking = {
  ...phoneScreen(p.text),
  name: "book-appointment",
  status: { time: "08:15" },
  data: {
    doctor: "Dr Anjali Verma",
    specialty: "Endocrinologist",
    clinic: "Saket clinic, New Delhi",
    days: [
      ["Wed", "14"],
      ["Thu", "15"],
      ["Fri", "16"],
      ["Sat", "17"],
      ["Mon", "19"],
    ],
    day: 1,
    date: "July 15, 2021",
    slots: ["09:30", "10:00", "10:30", "11:15", "12:00", "16:30", "17:00", "17:45"],
    taken: ["10:00", "12:00", "17:00"],
    slot: "10:30",
  },
  draw(d) {
    const out = [appHeader("Book a visit", "Follow-up consultation")];
    out.push(R(16, 132, PW - 32, 84, { r: 16, fill: p.card, stroke: p.line }));
    out.push(avatar(d.doctor, 56, 174, 24, p.brandSoft, p.brand));
    out.push(
      T(d.doctor, 92, 166, { size: 16, w: 700, fill: p.text }),
      T(`${d.specialty} · ${d.clinic}`, 92, 187, { size: 12.5, fill: p.muted }),
    );
    // visit type
    out.push(R(16, 230, PW - 32, 44, { r: 12, fill: "#E9EEF2" }));
    out.push(
      R(19, 233, (PW - 38) / 2, 38, { r: 10, fill: p.card }),
      icon("building-2", 60, 243, 18, p.text, 2),
      T("At the clinic", 86, 257, { size: 14, w: 600, fill: p.text }),
    );
    out.push(
      icon("video", PW / 2 + 36, 243, 18, p.muted, 2),
      T("Video call", PW / 2 + 62, 257, { size: 14, w: 500, fill: p.muted }),
    );
    // dates
    out.push(T("JULY 2021", 20, 310, { size: 12, w: 700, fill: p.muted, ls: 0.8 }));
    const dw = (PW - 32 - 4 * 8) / 5;
    d.days.forEach(([wd, n], i) => {
      const x = 16 + i * (dw + 8);
      const on = i === d.day;
      out.push(R(x, 322, dw, 68, { r: 14, fill: on ? p.brand : p.card, stroke: on ? "none" : p.line }));
      out.push(
        T(wd, x + dw / 2, 347, { size: 12.5, fill: on ? "#D6EEF6" : p.muted, anchor: "middle" }),
        T(n, x + dw / 2, 374, { size: 20, w: 700, fill: on ? "#FFFFFF" : p.text, anchor: "middle", tnum: true }),
      );
    });
    // slots
    out.push(
      T("Morning", 20, 424, { size: 14, w: 600, fill: p.text }),
      T("Evening", 20, 536, { size: 14, w: 600, fill: p.text }),
    );
    const sw = (PW - 32 - 3 * 8) / 4;
    d.slots.forEach((s, i) => {
      const row = i < 5 ? Math.floor(i / 4) : 2;
      const col = i < 5 ? i % 4 : i - 5;
      const x = 16 + col * (sw + 8);
      const y = row < 2 ? 436 + row * 50 : 548;
      const on = s === d.slot;
      const taken = d.taken.includes(s);
      out.push(
        R(x, y, sw, 40, { r: 10, fill: on ? p.brandSoft : p.card, stroke: on ? p.brand : p.line, sw: on ? 2 : 1 }),
      );
      out.push(
        T(s, x + sw / 2, y + 25, {
          size: 14,
          w: on ? 700 : 500,
          fill: taken ? p.faint : on ? p.brand : p.text,
          anchor: "middle",
          tnum: true,
        }),
      );
      if (taken) out.push(L(x + sw / 2 - 20, y + 20, x + sw / 2 + 20, y + 20, p.faint, 1.2));
    });
    // reminder note
    out.push(R(16, 606, PW - 32, 60, { r: 12, fill: p.brandSoft }), icon("bell", 30, 624, 20, p.brand, 2));
    out.push(
      T("Reminders the day before and 2 hours", 62, 630, { size: 13, w: 600, fill: p.text }),
      T("before, with one tap to reschedule", 62, 650, { size: 13, fill: p.muted }),
    );
    out.push(
      R(16, 682, PW - 32, 54, { r: 27, fill: p.brand }),
      T(`Confirm ${d.slot} on Thu, Jul 15`, PW / 2, 714, { size: 15.5, w: 700, fill: "#FFFFFF", anchor: "middle" }),
    );
    out.push(tabs("Visits"));
    return out.join("");
  },
  alt: (d) =>
    `Pulse Health booking screen: a follow-up with ${d.doctor} at the ${d.clinic.split(",")[0]}, a date strip, free and taken time slots with ${d.slot} chosen, and a reminder notice`,
  caption: (d) => `Booking a follow-up with ${d.doctor} for ${d.slot} on ${d.date}`,
  note: (d) => ({
    eyebrow: "Booking",
    title: ["A visit booked", "without a phone call"],
    points: [
      `Free slots across 22 clinics, e.g. ${d.slot}`,
      "At the clinic or by video",
      "Reminders that cut no-shows by 54%",
    ],
  }),
};

/* ---------- 2. glucose log ---------- */

const glucose = {
  ...phoneScreen(p.text),
  name: "glucose-log",
  status: { time: "07:42" },
  data: {
    latest: 118,
    when: "Today, 07:38 · fasting",
    source: "From your meter via Bluetooth",
    range: [70, 130],
    // weekly average fasting glucose over 13 weeks
    weekly: [164, 158, 161, 152, 149, 146, 140, 138, 133, 129, 126, 122, 119],
    inRange: 71,
    readings: [
      ["Today", "07:38", "Fasting", 118],
      ["Yesterday", "21:10", "After dinner", 168],
      ["Yesterday", "07:45", "Fasting", 124],
    ],
  },
  draw(d) {
    const out = [appHeader("Glucose", "Last 3 months")];
    out.push(R(16, 132, PW - 32, 110, { r: 16, fill: p.card, stroke: p.line }));
    out.push(
      T(String(d.latest), 32, 190, { size: 44, w: 700, fill: p.text, tnum: true, ls: -1 }),
      T("mg/dL", 114, 190, { size: 15, w: 500, fill: p.muted }),
    );
    out.push(
      pill("In range", PW - 32, 150, { bg: p.greenSoft, fg: p.green, dot: p.green, size: 12, h: 24, anchor: "end" })
        .svg,
    );
    out.push(
      T(d.when, 32, 214, { size: 13, fill: p.muted }),
      icon("bluetooth", 30, 220, 14, p.brand, 2),
      T(d.source, 48, 231, { size: 12, fill: p.brand }),
    );
    // chart
    out.push(R(16, 256, PW - 32, 240, { r: 16, fill: p.card, stroke: p.line }));
    out.push(
      T("Fasting, weekly average", 32, 284, { size: 14, w: 600, fill: p.text }),
      T(`${d.inRange}% in range`, PW - 32, 284, { size: 13, w: 600, fill: p.green, anchor: "end" }),
    );
    out.push(
      glucoseChart({ x: 60, y: 306, w: PW - 92, h: 150 }, d.weekly, d.range, {
        ticks: [80, 130, 180],
        stroke: 2.6,
        dot: 3.6,
        months: ["Apr", "May", "Jun", "Jul"],
        monthSize: 11.5,
        monthDy: 22,
      }),
    );
    // list
    out.push(T("RECENT READINGS", 20, 526, { size: 12, w: 700, fill: p.muted, ls: 0.8 }));
    out.push(R(16, 538, PW - 32, d.readings.length * 52, { r: 16, fill: p.card, stroke: p.line }));
    d.readings.forEach(([day, t, kind, v], i) => {
      const y = 538 + i * 52;
      if (i) out.push(L(32, y, PW - 32, y, p.line));
      const hi = kind === "Fasting" ? v > d.range[1] : v > 180;
      out.push(
        T(`${day}, ${t}`, 32, y + 23, { size: 14, w: 600, fill: p.text, tnum: true }),
        T(kind, 32, y + 41, { size: 12.5, fill: p.muted }),
      );
      out.push(
        T(`${v}`, PW - 74, y + 32, { size: 17, w: 700, fill: hi ? p.coral : p.text, anchor: "end", tnum: true }),
        T("mg/dL", PW - 32, y + 32, { size: 11.5, fill: p.muted, anchor: "end" }),
      );
    });
    out.push(
      R(PW - 16 - 56, PH - 84 - 72, 56, 56, { r: 28, fill: p.brand }),
      icon("plus", PW - 16 - 42, PH - 84 - 58, 28, "#FFFFFF", 2.6),
    );
    out.push(tabs("Glucose"));
    return out.join("");
  },
  alt: (d) =>
    `Pulse Health glucose log: a latest fasting reading of ${d.latest} mg/dL from a Bluetooth meter, a three-month chart of weekly averages falling into range, and recent readings`,
  caption: (d) => `The glucose log: ${d.latest} mg/dL this morning, ${d.inRange}% of readings in range`,
  note: (d) => ({
    eyebrow: "Glucose log",
    title: ["Three months of", "readings, not a guess"],
    points: [
      "By hand or from a Bluetooth meter",
      `Weekly averages down to ${d.weekly.at(-1)} mg/dL`,
      "On the doctor’s screen at the next visit",
    ],
  }),
};

/* ---------- 3. clinic console ---------- */

const desktop = desktopScreen({ bg: "#FFFFFF", line: "#E1E8EE", url: "#F1F4F7", urlText: "#5B6E7B" });
const { w: W, h: H } = DESKTOP;

const consoleScreen = {
  ...desktop,
  name: "clinic-console",
  url: "clinic.pulsehealth.in/today",
  data: {
    doctor: "Dr Anjali Verma",
    clinic: "Saket",
    date: "July 14, 2021",
    noShow: "11%",
    visits: [
      ["09:30", "Ramesh Khanna", "Follow-up", "Seen"],
      ["10:00", "Sunita Bhatia", "Video", "Seen"],
      ["10:30", "Harpreet Kaur", "Follow-up", "In room"],
      ["11:00", "Vivek Malhotra", "New patient", "Checked in"],
      ["11:30", "Farah Siddiqui", "Video", "Confirmed"],
      ["12:00", "Devendra Yadav", "Follow-up", "Confirmed"],
    ],
    patient: {
      name: "Harpreet Kaur",
      age: 54,
      hba1c: ["8.1%", "7.2%"],
      readings: 162,
      inRange: 71,
      weekly: [164, 158, 161, 152, 149, 146, 140, 138, 133, 129, 126, 122, 119],
    },
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: p.bg })];
    // top nav
    out.push(R(0, 0, W, 56, { fill: p.card }), L(0, 55.5, W, 55.5, p.line));
    out.push(
      C(36, 28, 14, p.brand),
      `<path d="M26 28h5l3-6 4 12 3-6h5" fill="none" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    out.push(
      T("Pulse", 58, 34, { size: 17, w: 600, fill: p.text, face: "display" }),
      T("Clinic", 106, 34, { size: 17, w: 400, fill: p.muted, face: "display" }),
    );
    ["Today", "Patients", "Schedule", "Messages", "Reports"].reduce((x, t) => {
      const on = t === "Today";
      out.push(T(t, x, 33, { size: 13, w: on ? 600 : 500, fill: on ? p.brand : p.muted }));
      if (on) out.push(R(x, 53, 38, 3, { r: 1.5, fill: p.brand }));
      return x + 96;
    }, 210);
    out.push(
      icon("lock-keyhole", W - 300, 20, 15, p.green, 2),
      T("Access logged", W - 280, 32, { size: 12, fill: p.green }),
    );
    out.push(
      avatar(d.doctor, W - 40, 28, 15, p.brandSoft, p.brand),
      T(d.doctor, W - 64, 33, { size: 12.5, w: 600, fill: p.text, anchor: "end" }),
    );
    // title
    out.push(
      T(`Today at ${d.clinic}`, 24, 94, { size: 21, w: 600, fill: p.text, ls: -0.3 }),
      T(d.date, 24, 116, { size: 13, fill: p.muted }),
    );
    const tiles = [
      ["Visits today", "18"],
      ["Booked in the app", "12"],
      ["No-show rate, 30 days", d.noShow],
    ];
    tiles.forEach(([l, v], i) => {
      const x = 380 + i * 208;
      out.push(
        R(x, 74, 196, 54, { r: 10, fill: p.card, stroke: p.line }),
        T(l, x + 14, 96, { size: 11.5, fill: p.muted }),
        T(v, x + 14, 119, { size: 18, w: 700, fill: i === 2 ? p.green : p.text, tnum: true }),
      );
    });
    // schedule
    const sw = 440;
    out.push(R(24, 142, sw, H - 166, { r: 12, fill: p.card, stroke: p.line }));
    out.push(T("Schedule", 40, 170, { size: 14, w: 600, fill: p.text }));
    const stCol = {
      Seen: [p.faint, "#EEF2F5"],
      "In room": [p.brand, p.brandSoft],
      "Checked in": [p.green, p.greenSoft],
      Confirmed: [p.muted, "#EEF2F5"],
    };
    const rows = d.visits.map(([t, name, kind, st]) => [
      t,
      (x, y) => T(name, x, y, { size: 13, w: name === d.patient.name ? 700 : 500, fill: p.text }),
      kind,
      (x, _y, _col, top) =>
        pill(st, x, top + 11, { bg: stCol[st][1], fg: stCol[st][0], size: 11, h: 22, anchor: "end" }).svg,
    ]);
    const selIdx = d.visits.findIndex((v) => v[1] === d.patient.name);
    out.push(
      R(25, 182 + 28 + selIdx * 44, sw - 2, 44, { fill: "#F0F8FB" }),
      R(24, 182 + 28 + selIdx * 44, 3, 44, { fill: p.brand }),
    );
    out.push(
      table(
        40,
        182,
        [
          { label: "Time", w: 70 },
          { label: "Patient", w: 150 },
          { label: "Visit", w: 100 },
          { label: "Status", w: sw - 32 - 320, align: "end" },
        ],
        rows,
        { text: p.text, muted: p.muted, line: p.line, rowH: 44, headH: 28, size: 13, bold: 600 },
      ),
    );
    // patient panel
    const px = 24 + sw + 16;
    const pw = W - px - 24;
    const pt = d.patient;
    out.push(R(px, 142, pw, H - 166, { r: 12, fill: p.card, stroke: p.line }));
    out.push(
      avatar(pt.name, px + 36, 178, 18, "#FDEBD3", "#9A5B00"),
      T(pt.name, px + 64, 174, { size: 15, w: 700, fill: p.text }),
      T(`${pt.age} · Type 2 diabetes · on metformin`, px + 64, 193, { size: 12, fill: p.muted }),
    );
    out.push(pill("In room", px + pw - 16, 166, { bg: p.brandSoft, fg: p.brand, size: 11, h: 22, anchor: "end" }).svg);
    out.push(L(px + 16, 214, px + pw - 16, 214, p.line));
    const facts = [
      ["HbA1c", `${pt.hba1c[1]}, was ${pt.hba1c[0]}`],
      ["Readings since last visit", String(pt.readings)],
      ["Fasting in range", `${pt.inRange}%`],
    ];
    facts.forEach(([k, v], i) => {
      const x = px + 16 + i * ((pw - 32) / 3);
      out.push(
        T(k, x, 238, { size: 11.5, fill: p.muted }),
        T(v, x, 262, { size: 17, w: 700, fill: i === 0 ? p.green : p.text, tnum: true }),
      );
    });
    out.push(
      T("Fasting glucose since the last visit (weekly average)", px + 16, 300, { size: 13, w: 600, fill: p.text }),
    );
    out.push(
      glucoseChart({ x: px + 52, y: 318, w: pw - 76, h: 170 }, pt.weekly, glucose.data.range, {
        ticks: [60, 100, 140, 180],
        grid: true,
        stroke: 2.4,
        dot: 3.4,
        months: ["Apr 14", "May 14", "Jun 14", "Jul 14"],
        monthSize: 11,
        monthDy: 20,
      }),
    );
    out.push(
      R(px + 16, H - 24 - 54, pw - 32, 38, { r: 8, fill: p.bg }),
      icon("message-square-text", px + 28, H - 24 - 45, 16, p.muted, 2),
      T("Patient note: “Morning walks since March, skipped sweets”", px + 52, H - 24 - 31, {
        size: 12.5,
        fill: p.muted,
      }),
    );
    return out.join("");
  },
  alt: (d) =>
    `Pulse Health clinic console for ${d.doctor} on ${d.date}: the day’s schedule with visit status, and ${d.patient.name}’s glucose readings since her last visit on a chart`,
  caption: () => `The clinic console: the day’s patients and the readings since each last visit`,
};

export default caseStudy({
  slug: "pulse-health",
  tint: "#0A7EA4",
  card: { bg: "#0E2A38", text: "#EEF7FA", muted: "#A9C6D3", accent: "#5CC8E8" },
  screens: [booking, glucose, consoleScreen],
  // Stepped down from right to left, each phone's edge in a gap of the screen behind it: the
  // glucose log covers the patient card's right side (its status and the chart's last date)
  // whole, below the console's bar; the booking covers the log's readings' values whole.
  cover: [
    { screen: "clinic-console", x: 44, y: 110, s: 0.98, shadow: 0.5 },
    { screen: "glucose-log", x: 959, y: 230, s: 0.86, shadow: 0.6 },
    { screen: "book-appointment", x: 1212, y: 120, s: 0.86, shadow: 0.6 },
  ],
  coverAlt: () =>
    `Pulse Health on a deep navy ground: the clinic console with the day’s schedule and a patient’s glucose chart, and in front two phones with the booking screen and the glucose log`,
});
