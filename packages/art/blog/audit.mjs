/**
 * "Accessibility audits that teams actually act on": an audit delivered the way the post says,
 * as tickets in the client's tracker, grouped by journey and ranked by user impact (blocker,
 * serious, moderate, minor), each with its WCAG 2.2 success criterion as a reference; the post's
 * ed-tech audit had a little over a dozen blockers, most in course enrolment and payment. In
 * front, the axe checks that then stop a regression in a pull request.
 */
import { L, R, T, avatar, icon, pill, tw } from "../screens/ui.mjs";
import { appWindow, day, floating, wash } from "./kit.mjs";

const SEVERITIES = ["Blocker", "Serious", "Moderate", "Minor"];

const data = {
  date: "2026-11-23",
  client: "Gyaan",
  journeys: [
    // [journey, findings by severity (SEVERITIES)]
    ["Sign-up and login", [1, 4, 3, 1]],
    ["Course enrolment", [6, 9, 11, 5]],
    ["Payment", [5, 6, 7, 4]],
    ["My account", [0, 3, 6, 5]],
    ["Shared components", [1, 2, 4, 2]],
  ],
  tickets: [
    [
      "A11Y-101",
      "Date picker: the chosen date is not read out by screen readers",
      "Course enrolment · step 3",
      "Blocker",
      "4.1.2 Name, Role, Value",
      "In progress",
      "Rohan Gupta",
    ],
    [
      "A11Y-104",
      "Pay now cannot be reached with the keyboard",
      "Payment · step 2",
      "Blocker",
      "2.1.1 Keyboard",
      "In progress",
      "Meera Iyer",
    ],
    [
      "A11Y-107",
      "Card number field has no visible label or name",
      "Payment · step 2",
      "Blocker",
      "3.3.2 Labels or Instructions",
      "To do",
      "Meera Iyer",
    ],
    [
      "A11Y-112",
      "Session time-out cannot be extended before payment",
      "Payment · step 3",
      "Blocker",
      "2.2.1 Timing Adjustable",
      "To do",
      "Rohan Gupta",
    ],
    [
      "A11Y-118",
      "Focused course card hidden under the sticky header",
      "Course enrolment · step 1",
      "Serious",
      "2.4.11 Focus Not Obscured",
      "To do",
      "Anjali Rao",
    ],
    [
      "A11Y-121",
      "Form errors are not announced when sign-up fails",
      "Sign-up and login · step 2",
      "Serious",
      "4.1.3 Status Messages",
      "To do",
      "Anjali Rao",
    ],
    [
      "A11Y-126",
      "Reordering modules needs a drag, with no single-tap way",
      "My account · step 2",
      "Moderate",
      "2.5.7 Dragging Movements",
      "To do",
      "Rohan Gupta",
    ],
  ],
  pr: {
    number: 482,
    title: "Sign-up form: new phone field",
    checks: [
      ["Unit tests", "212 passed", true],
      ["axe · Payment journey", "0 violations", true],
      ["axe · Course enrolment", "0 violations", true],
      ["axe · Sign-up and login", "1 violation", false],
    ],
    violation: ["label", "Form elements must have labels", 'input[name="phone"]'],
  },
};

/** Findings by severity across the journeys, and the total. */
export function counts(d) {
  const by = SEVERITIES.map((_, i) => d.journeys.reduce((s, [, n]) => s + n[i], 0));
  return { by, total: by.reduce((a, b) => a + b, 0) };
}

const a = {
  bg: "#FFFFFF",
  side: "#F8F7FB",
  line: "#E7E5EF",
  text: "#17152A",
  muted: "#625E78",
  faint: "#9B97AE",
  brand: "#5B3FD0",
  brandSoft: "#EEEAFD",
};
const SEV = {
  Blocker: ["#FDE2E4", "#B4232F"],
  Serious: ["#FDEBDF", "#B24A0B"],
  Moderate: ["#FEF4CC", "#8A6100"],
  Minor: ["#EDEFF3", "#556070"],
};
const STATUS = { "In progress": ["#E8E3FD", "#4A31B5"], "To do": ["#F1F0F5", "#5B5770"] };

const WIN = { w: 1130, h: 716 };

function tracker(d) {
  const c = counts(d);
  const w = WIN.w;
  const h = WIN.h - 36;
  const out = [R(0, 0, w, h, { fill: a.bg })];
  // side: journeys
  const side = 228;
  out.push(R(0, 0, side, h, { fill: a.side }), L(side, 0, side, h, a.line));
  out.push(R(18, 18, 26, 26, { r: 7, fill: a.brand }));
  out.push(T("G", 31, 36, { size: 15, w: 700, fill: "#FFFFFF", anchor: "middle", face: "display" }));
  out.push(T(`${d.client} web app`, 54, 30, { size: 13.5, w: 600, fill: a.text }));
  out.push(T("Issues", 54, 45, { size: 11.5, fill: a.muted }));
  out.push(T("JOURNEYS", 20, 82, { size: 10.5, w: 600, fill: a.faint, ls: 0.8 }));
  d.journeys.forEach(([name, n], i) => {
    const y = 94 + i * 32;
    const total = n.reduce((s, v) => s + v, 0);
    out.push(icon(["user-round", "book-open", "credit-card", "settings", "component"][i], 20, y + 7, 15, a.muted, 1.8));
    out.push(T(name, 44, y + 19, { size: 13, fill: a.text }));
    out.push(T(String(total), side - 20, y + 19, { size: 12, fill: a.muted, anchor: "end", tnum: true }));
  });
  out.push(T("SEVERITY", 20, 282, { size: 10.5, w: 600, fill: a.faint, ls: 0.8 }));
  SEVERITIES.forEach((s, i) => {
    const y = 294 + i * 32;
    const [bg, fg] = SEV[s];
    out.push(R(20, y + 8, 14, 14, { r: 4, fill: bg, stroke: fg, sw: 1.2 }));
    out.push(T(s, 44, y + 19, { size: 13, fill: a.text }));
    out.push(T(String(c.by[i]), side - 20, y + 19, { size: 12, fill: a.muted, anchor: "end", tnum: true }));
  });
  // header
  const x0 = side + 28;
  out.push(T("Accessibility audit", x0, 44, { size: 21, w: 600, fill: a.text, ls: -0.4 }));
  out.push(
    pill("WCAG 2.2 AA", x0 + tw("Accessibility audit", 21, 600, { ls: -0.4 }) + 12, 26, {
      bg: a.brandSoft,
      fg: a.brand,
      size: 11.5,
      h: 22,
      padX: 8,
    }).svg,
  );
  out.push(
    T(
      `${c.total} findings imported ${day(d.date)} · ${d.journeys.length - 1} journeys and shared components · NVDA, VoiceOver, 400% zoom`,
      x0,
      68,
      {
        size: 12.5,
        fill: a.muted,
      },
    ),
  );
  // severity summary
  const sw = (w - x0 - 24 - 36) / 4;
  SEVERITIES.forEach((s, i) => {
    const x = x0 + i * (sw + 12);
    const [bg, fg] = SEV[s];
    out.push(R(x, 88, sw, 74, { r: 10, fill: i === 0 ? bg : "#FFFFFF", stroke: i === 0 ? bg : a.line }));
    out.push(T(s, x + 14, 110, { size: 12, w: 600, fill: fg }));
    out.push(T(String(c.by[i]), x + 14, 146, { size: 28, w: 600, fill: i === 0 ? fg : a.text, tnum: true, ls: -0.6 }));
    const note = ["users cannot finish", "only with effort", "slower, confusing", "rough edges"][i];
    out.push(T(note, x + sw - 14, 146, { size: 11.5, fill: i === 0 ? fg : a.muted, anchor: "end" }));
  });
  // tickets
  const ty = 184;
  const cols = [
    ["Key", x0],
    ["Finding", x0 + 86],
    ["Severity", x0 + 484],
    ["WCAG 2.2", x0 + 570],
    ["Status", x0 + 730],
  ];
  out.push(L(x0, ty + 28, w - 24, ty + 28, a.line));
  cols.forEach(([label, x]) =>
    out.push(T(label.toUpperCase(), x, ty + 18, { size: 10.5, w: 600, fill: a.faint, ls: 0.6 })),
  );
  d.tickets.forEach(([key, title, where, sev, wcag, status, who], i) => {
    const y = ty + 28 + i * 58;
    out.push(T(key, x0, y + 27, { size: 12, w: 500, fill: a.muted, tnum: true }));
    out.push(T(title, cols[1][1], y + 25, { size: 13, w: 500, fill: a.text }));
    out.push(T(where, cols[1][1], y + 43, { size: 11.5, fill: a.muted }));
    const [bg, fg] = SEV[sev];
    out.push(pill(sev, cols[2][1], y + 16, { bg, fg, size: 11, h: 20, padX: 8 }).svg);
    const [num, ...name] = wcag.split(" ");
    out.push(T(num, cols[3][1], y + 25, { size: 12, w: 600, fill: a.text, tnum: true }));
    out.push(T(name.join(" "), cols[3][1], y + 43, { size: 11.5, fill: a.muted }));
    const [sbg, sfg] = STATUS[status];
    out.push(pill(status, cols[4][1], y + 16, { bg: sbg, fg: sfg, size: 11, h: 20, padX: 8 }).svg);
    out.push(avatar(who, w - 40, y + 26, 12, "#D9D3F5", a.brand));
    out.push(L(x0, y + 58, w - 24, y + 58, "#F0EEF5"));
  });
  return out.join("");
}

const CARD = { w: 470, h: 292 };

function checks(d) {
  const pr = d.pr;
  const k = { bg: "#1A1D3A", line: "#2E3358", text: "#ECEDF7", muted: "#9EA2C0", green: "#4ADE80", red: "#F87171" };
  const { w, h } = CARD;
  const out = [R(0, 0, w, h, { fill: k.bg })];
  out.push(icon("git-pull-request", 22, 22, 18, k.muted, 1.8));
  out.push(T(`#${pr.number} ${pr.title}`, 48, 37, { size: 14.5, w: 600, fill: k.text }));
  const failed = pr.checks.filter((c) => !c[2]).length;
  out.push(T(`${failed} of ${pr.checks.length} checks failed · merging is blocked`, 48, 57, { size: 12, fill: k.red }));
  out.push(L(22, 74, w - 22, 74, k.line));
  pr.checks.forEach(([name, result, ok], i) => {
    const y = 100 + i * 32;
    out.push(icon(ok ? "circle-check" : "circle-x", 22, y - 13, 16, ok ? k.green : k.red, 2));
    out.push(T(name, 48, y, { size: 13, w: ok ? 400 : 600, fill: k.text }));
    out.push(T(result, w - 22, y, { size: 12.5, fill: ok ? k.muted : k.red, anchor: "end", tnum: true }));
  });
  const [rule, help, target] = pr.violation;
  const vy = 100 + pr.checks.length * 32 - 8;
  out.push(R(22, vy, w - 44, 52, { r: 8, fill: "#23274A", stroke: k.line }));
  out.push(T(`${rule}: ${help}`, 36, vy + 21, { size: 12, w: 600, fill: k.text }));
  out.push(T(`1 node · ${target}`, 36, vy + 39, { size: 12, fill: k.muted }));
  return out.join("");
}

export default {
  slug: "accessibility-audits-that-teams-actually-act-on",
  data,
  draw(d) {
    const win = appWindow(
      {
        w: WIN.w,
        h: WIN.h,
        title: `Accessibility audit · ${d.client} web app`,
        theme: { bg: a.bg, bar: "#F3F2F8", line: a.line, title: a.text },
      },
      tracker(d),
    );
    return [
      wash("#5B3FD0", 0.07),
      // The pull request stands over the journeys column's foot, clear of the findings.
      floating(win, { x: 1600 - 52 - WIN.w * 1.04, y: 44, w: WIN.w, h: WIN.h, s: 1.04, shadowOp: 0.22 }),
      floating(checks(d), { x: 40, y: 560, w: CARD.w, h: CARD.h, r: 14, shadowOp: 0.34 }),
    ].join("");
  },
  alt(d) {
    const c = counts(d);
    return `Accessibility audit findings in a tracker, ${day(d.date)}: ${c.total} against WCAG 2.2 AA by journey, ${c.by[0]} of them blockers, and a pull request whose axe check fails on one unlabelled field`;
  },
};
