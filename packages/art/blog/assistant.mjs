/**
 * "AI assistants in fintech and healthcare": a credit-memo assistant of the post's "recommend"
 * tier, built as the post says: identifiers pseudonymised before the prompt leaves the lender
 * (PAN, Aadhaar, account number), every claim cited to a retrieved document, a low-confidence
 * passage flagged for the reviewer, and a credit officer's approval; in front, the interaction's
 * append-only audit record with the fields of the post's table, on the post's date.
 */
import { DESKTOP, desktopScreen, windowAt } from "../screens/frames.mjs";
import { L, R, T, avatar, icon, inr, pill, tw } from "../screens/ui.mjs";
import { codeLine, day, floating, wash } from "./kit.mjs";

const data = {
  date: "2026-09-15",
  lender: "Kosh Capital",
  application: "LN-2026-04418",
  borrower: "Sharma Auto Parts Pvt Ltd",
  loan: { amount: 3500000, months: 36, rate: 14 },
  credits: 1860000,
  turnover: 23100000,
  cap: 25,
  officer: "Farhan Qureshi",
  sources: [
    ["DOC-88213", "Bank statements, Apr–Jun 2026", "3 files"],
    ["DOC-88217", "GST returns, FY 2025-26", "GSTR-3B"],
    ["POL-CR-12", "MSME lending policy v7, §4.2", "Policy"],
  ],
  redacted: [
    ["PAN", "[PAN_1]"],
    ["Aadhaar", "[AADHAAR_1]"],
    ["Account no.", "[ACCOUNT_1]"],
  ],
  log: {
    request: "req_7Q4M2X",
    time: "11:42:07",
    reviewed: "11:49:31",
    model: "pinned 2026-08-06",
    prompt: "credit-memo@v14",
    edits: 2,
    prev: "9f3c…a1e0",
    hash: "4b7d…19c2",
  },
};

/** The monthly instalment of the loan, in rupees (reducing balance). */
export function emi({ amount, months, rate }) {
  const r = rate / 12 / 100;
  const f = (1 + r) ** months;
  return Math.round((amount * r * f) / (f - 1));
}

/** Rupees in crore: 23100000 → "₹2.31 crore". */
const crore = (rupees) => `₹${(rupees / 1e7).toFixed(2)} crore`;

const a = {
  bg: "#F7F7F4",
  card: "#FFFFFF",
  line: "#E6E4DE",
  text: "#1A1C22",
  muted: "#5F6370",
  faint: "#9A9DA8",
  brand: "#0F5C4D",
  brandSoft: "#E3F1EC",
  cite: "#0F5C4D",
  flag: "#FEF3C7",
  flagText: "#8A5300",
  redact: "#EDE9FE",
  redactText: "#5B3FD0",
};
const screen = {
  ...desktopScreen({ bg: "#FFFFFF", line: "#E6E4DE", url: "#F1F1EE", urlText: "#6B6F7A" }),
  url: "desk.koshcapital.in/applications/LN-2026-04418/memo",
};
const { w: W, h: H } = DESKTOP;

/**
 * A line of the memo: runs of [text, kind], kind "cite" (a source number in a chip),
 * "redacted" (a pseudonym in a chip) or plain; returns the svg.
 */
function memoLine(parts, x, y, { size = 13.5, fill = a.text } = {}) {
  const out = [];
  let cx = x;
  for (const [text, kind] of parts) {
    if (kind === "cite") {
      const w = tw(text, 10.5, 700) + 10;
      out.push(
        R(cx + 1, y - 12, w, 16, { r: 4, fill: a.brandSoft }),
        T(text, cx + 1 + w / 2, y - 0.5, { size: 10.5, w: 700, fill: a.cite, anchor: "middle" }),
      );
      cx += w + 4;
    } else if (kind === "redacted") {
      const w = tw(text, 12, 600) + 10;
      out.push(
        R(cx, y - 13, w, 18, { r: 4, fill: a.redact }),
        T(text, cx + 5, y, { size: 12, w: 600, fill: a.redactText }),
      );
      cx += w + 4;
    } else {
      out.push(T(text, cx, y, { size, fill }));
      cx += tw(text, size);
    }
  }
  return out.join("");
}

function desk(d) {
  const out = [R(0, 0, W, H, { fill: a.bg })];
  // top bar
  out.push(R(0, 0, W, 52, { fill: a.card }), L(0, 52, W, 52, a.line));
  out.push(
    R(20, 14, 24, 24, { r: 6, fill: a.brand }),
    T("K", 32, 31, { size: 14, w: 700, fill: "#FFFFFF", anchor: "middle", face: "display" }),
  );
  out.push(T(`${d.lender.split(" ")[0]} Credit Desk`, 54, 31, { size: 15, w: 600, fill: a.text, face: "display" }));
  out.push(T(`Applications  /  ${d.application}`, 212, 31, { size: 12.5, fill: a.muted }));
  out.push(avatar(d.officer, W - 36, 26, 14, "#CFE5DE", a.brand));
  out.push(T(`${d.officer} · Credit officer`, W - 58, 31, { size: 12.5, w: 500, fill: a.text, anchor: "end" }));
  // memo
  const mx = 24;
  const mw = 640;
  out.push(R(mx, 68, mw, H - 88, { r: 10, fill: a.card, stroke: a.line }));
  out.push(T("Credit memo, draft 2", mx + 24, 104, { size: 19, w: 600, fill: a.text, ls: -0.3 }));
  out.push(
    pill("Recommend · needs approval", mx + mw - 24, 86, {
      bg: a.brandSoft,
      fg: a.brand,
      size: 11.5,
      h: 24,
      padX: 10,
      anchor: "end",
      dot: a.brand,
    }).svg,
  );
  out.push(
    T(`${d.borrower} · MSME term loan · drafted ${day(d.date)}, ${d.log.time.slice(0, 5)}`, mx + 24, 126, {
      size: 12.5,
      fill: a.muted,
    }),
  );
  out.push(L(mx + 24, 142, mx + mw - 24, 142, a.line));
  const loan = d.loan;
  const instalment = emi(loan);
  const cover = (d.credits / instalment).toFixed(1);
  const share = Math.round((loan.amount / d.turnover) * 100);
  const sections = [
    ["PURPOSE", [[[`₹${inr(loan.amount)} over ${loan.months} months to fund a second warehouse in Faridabad.`]]]],
    [
      "CASH FLOW",
      [
        [
          ["Average monthly credits of "],
          [`₹${inr(d.credits)}`],
          [" over April to June "],
          ["1", "cite"],
          [` cover the`],
        ],
        [[`proposed EMI of ₹${inr(instalment)} ${cover} times. The loan is ${share}% of FY 2025-26 GST`]],
        [
          [`turnover of ${crore(d.turnover)} `],
          ["2", "cite"],
          [`, within the policy's cap of ${d.cap}% `],
          ["3", "cite"],
        ],
      ],
    ],
    [
      "IDENTITY",
      [
        [["Promoter "], ["[PAN_1]", "redacted"], [" matches the KYC record; repayments from account"]],
        [["[ACCOUNT_1]", "redacted"], [", held for six years "], ["1", "cite"]],
      ],
    ],
  ];
  let y = 168;
  for (const [head, lines] of sections) {
    out.push(T(head, mx + 24, y, { size: 10.5, w: 600, fill: a.faint, ls: 0.8 }));
    y += 22;
    for (const parts of lines) {
      out.push(memoLine(parts, mx + 24, y));
      y += 23;
    }
    y += 12;
  }
  out.push(T("RISKS", mx + 24, y, { size: 10.5, w: 600, fill: a.faint, ls: 0.8 }));
  y += 10;
  // the flagged passage
  out.push(R(mx + 18, y, mw - 36, 62, { r: 6, fill: a.flag }));
  out.push(R(mx + 18, y, 3, 62, { r: 1.5, fill: "#D97706" }));
  out.push(memoLine([["The promoter's other borrowings could not be confirmed from the"]], mx + 30, y + 22));
  out.push(memoLine([["retrieved documents."]], mx + 30, y + 44));
  out.push(icon("triangle-alert", mx + 30 + tw("retrieved documents.", 13.5) + 10, y + 32, 14, a.flagText, 2));
  out.push(
    T("Low confidence: no bureau report retrieved", mx + 30 + tw("retrieved documents.", 13.5) + 30, y + 44, {
      size: 12,
      w: 600,
      fill: a.flagText,
    }),
  );
  y += 90;
  out.push(T("RECOMMENDATION", mx + 24, y, { size: 10.5, w: 600, fill: a.faint, ls: 0.8 }));
  out.push(
    memoLine([[`Approve at ${loan.rate}% over ${loan.months} months, subject to a bureau check.`]], mx + 24, y + 22, {
      fill: a.text,
    }),
  );
  // review bar
  const ry = H - 88 - 2 + 68 - 64;
  out.push(L(mx, ry, mx + mw, ry, a.line));
  out.push(icon("user-check", mx + 24, ry + 22, 16, a.muted, 1.8));
  out.push(
    T("A credit officer approves every memo. Edits are kept as evaluation data.", mx + 48, ry + 34.5, {
      size: 12,
      fill: a.muted,
    }),
  );
  const b1 = "Approve with edits";
  const bw1 = tw(b1, 12.5, 600) + 28;
  out.push(
    R(mx + mw - 24 - bw1, ry + 16, bw1, 30, { r: 7, fill: a.brand }),
    T(b1, mx + mw - 24 - bw1 / 2, ry + 35.5, { size: 12.5, w: 600, fill: "#FFFFFF", anchor: "middle" }),
  );
  // sources and redactions
  const sx = mx + mw + 14;
  const sw = W - sx - 24;
  out.push(R(sx, 68, sw, 236, { r: 10, fill: a.card, stroke: a.line }));
  out.push(T("Sources", sx + 16, 96, { size: 13.5, w: 600, fill: a.text }));
  out.push(T("Retrieved for this draft", sx + sw - 16, 96, { size: 11.5, fill: a.muted, anchor: "end" }));
  d.sources.forEach(([id, title, kind], i) => {
    const y = 114 + i * 60;
    out.push(
      R(sx + 16, y, 20, 20, { r: 5, fill: a.brandSoft }),
      T(String(i + 1), sx + 26, y + 14.5, { size: 11, w: 700, fill: a.cite, anchor: "middle" }),
    );
    out.push(T(title, sx + 46, y + 14.5, { size: 12.5, w: 500, fill: a.text }));
    out.push(T(`${id} · ${kind}`, sx + 46, y + 33, { size: 11.5, fill: a.muted, tnum: true }));
    if (i < d.sources.length - 1) out.push(L(sx + 16, y + 48, sx + sw - 16, y + 48, "#F0EFEA"));
  });
  out.push(R(sx, 316, sw, H - 316 - 20, { r: 10, fill: a.card, stroke: a.line }));
  out.push(icon("shield-check", sx + 16, 332, 16, a.brand, 1.8));
  out.push(T("Redacted before the prompt", sx + 40, 345, { size: 13.5, w: 600, fill: a.text }));
  out.push(T("Identifiers never leave Kosh Capital's systems", sx + 16, 368, { size: 11.5, fill: a.muted }));
  d.redacted.forEach(([what, token], i) => {
    const y = 396 + i * 34;
    out.push(T(what, sx + 16, y, { size: 12.5, fill: a.text }));
    out.push(icon("arrow-right", sx + 110, y - 11, 13, a.faint, 2));
    const tw2 = tw(token, 12, 600) + 10;
    out.push(
      R(sx + 132, y - 13, tw2, 18, { r: 4, fill: a.redact }),
      T(token, sx + 137, y, { size: 12, w: 600, fill: a.redactText }),
    );
  });
  out.push(T("Conversation kept 180 days, then erased", sx + 16, H - 36, { size: 11.5, fill: a.muted }));
  return out.join("");
}

const CARD = { w: 470, h: 318 };

function auditRecord(d) {
  const l = d.log;
  const k = { bg: "#152036", line: "#26344F", text: "#E4E9F2", muted: "#8693AB", key: "#6FB8A4", ember: "#FF8A3D" };
  const { w, h } = CARD;
  const out = [R(0, 0, w, h, { fill: k.bg })];
  out.push(icon("scroll-text", 22, 20, 17, k.key, 1.8));
  out.push(T("Audit record", 48, 34, { size: 15, w: 600, fill: k.text }));
  out.push(T("append-only · hash-chained", w - 22, 34, { size: 11.5, fill: k.muted, anchor: "end" }));
  out.push(L(22, 50, w - 22, 50, k.line));
  const rows = [
    ["request", `${l.request} · ${day(d.date)} ${l.time} IST`],
    ["user", `${d.officer.toLowerCase().replace(" ", ".")} · credit officer`],
    ["model", `${l.model} · ${l.prompt}`],
    ["retrieved", d.sources.map((s) => s[0]).join(", ")],
    ["redacted", `${d.redacted.length} identifiers (PAN, Aadhaar, account)`],
    ["flags", "1 low-confidence passage"],
    ["review", `approved, ${l.edits} edits · ${l.reviewed} IST`],
    ["chain", `prev ${l.prev} · this ${l.hash}`],
  ];
  rows.forEach(([key, value], i) => {
    const y = 78 + i * 29;
    out.push(codeLine(key, 22, y, { size: 12, cell: 7.2, colours: { plain: k.key }, tokens: [[key, "plain"]] }));
    out.push(T(value, 112, y, { size: 12.5, fill: key === "review" ? "#9BE7C4" : k.text, tnum: true }));
  });
  return out.join("");
}

export default {
  slug: "ai-assistants-in-regulated-industries",
  data,
  draw(d) {
    return [
      wash("#0F5C4D", 0.07),
      windowAt(screen, desk(d), 56, 46, 1.1, { shadowOp: 0.22 }),
      floating(auditRecord(d), { x: 1090, y: 528, w: CARD.w, h: CARD.h, r: 14, shadowOp: 0.34 }),
    ].join("");
  },
  alt(d) {
    return `A credit-memo assistant's draft for review on ${day(d.date)}, each claim cited to one of ${d.sources.length} sources, PAN, Aadhaar and account number redacted, and its audit record`;
  },
};
