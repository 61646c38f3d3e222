/**
 * "TypeScript at scale": the post's own code (a branded order ID, a discriminated union parsed
 * with zod, an exhaustive switch) in an editor, at the moment the post describes: someone has
 * added a "cancelled" event, and the switch that forgot it fails to compile; in front, the
 * project-reference build (tsc -b) in a terminal, reporting that error and a full check in
 * under a minute, as the post's monorepo got.
 */
import { C, L, R, T, icon, tw } from "../screens/ui.mjs";
import { appWindow, codeLine, floating, tokenize, wash } from "./kit.mjs";

const code = [
  'import { z } from "zod";',
  "",
  "// A brand stops an order ID being passed where a customer ID is expected.",
  'const OrderId = z.uuid().brand<"OrderId">();',
  "",
  'const OrderEvent = z.discriminatedUnion("type", [',
  '  z.object({ type: z.literal("placed"), orderId: OrderId, totalPaise: z.number().int() }),',
  '  z.object({ type: z.literal("shipped"), orderId: OrderId, carrier: z.string().min(1) }),',
  '  z.object({ type: z.literal("refunded"), orderId: OrderId, reason: z.string() }),',
  '  z.object({ type: z.literal("cancelled"), orderId: OrderId, by: z.enum(["customer", "store"]) }),',
  "]);",
  "type OrderEvent = z.infer<typeof OrderEvent>;",
  "",
  "export function describe(event: OrderEvent): string {",
  "  switch (event.type) {",
  '    case "placed":',
  "      return `Order ${event.orderId} placed`;",
  '    case "shipped":',
  "      return `Order ${event.orderId} shipped via ${event.carrier}`;",
  '    case "refunded":',
  "      return `Order ${event.orderId} refunded: ${event.reason}`;",
  "    default: {",
  "      // A new event type becomes a compile error here instead of a silent gap.",
  "      const unhandled: never = event;",
  "      throw new Error(`Unhandled event: ${JSON.stringify(unhandled)}`);",
  "    }",
  "  }",
  "}",
];

const data = {
  date: "2026-07-28",
  time: "11:42",
  weekday: "Tue",
  repo: "orders-platform",
  branch: "feat/cancelled-orders",
  file: "packages/orders/src/order-events.ts",
  code,
  added: 10,
  error: {
    line: 24,
    col: 13,
    code: 2322,
    type: '{ type: "cancelled"; orderId: string & z.$brand<"OrderId">; by: "customer" | "store"; }',
  },
  projects: 9,
  checkTime: "38.42s",
  totalTime: "51.06s",
};

// A raised navy, lighter than the dark page's sunken frame, so the window stands out on it.
const e = {
  bg: "#171D31",
  side: "#12172A",
  bar: "#141A2D",
  line: "#283250",
  current: "#212A44",
  text: "#E2E8F0",
  muted: "#8B93AD",
  faint: "#4B5474",
  red: "#F87171",
  green: "#4ADE80",
  ember: "#FF8A3D",
};
const SYNTAX = {
  keyword: "#C792EA",
  string: "#FDBA74",
  type: "#7DD3FC",
  call: "#82AAFF",
  comment: "#637192",
  number: "#F78C6C",
  punct: "#A6ACCD",
  plain: "#E2E8F0",
};

const WIN = { w: 1170, h: 728 };
const SIDE = 252;
const SIZE = 12.5;
const CELL = 7.5;
const LINE_H = 18;

function editor(d) {
  const w = WIN.w;
  const h = WIN.h - 36;
  const out = [R(0, 0, w, h, { fill: e.bg })];
  // activity bar and explorer
  out.push(R(0, 0, 44, h, { fill: e.side }), L(44, 0, 44, h - 24, e.line));
  ["files", "search", "git-branch", "bug", "blocks"].forEach((ic, i) =>
    out.push(icon(ic, 12, 14 + i * 44, 20, i === 0 ? e.text : e.faint, 1.6)),
  );
  out.push(R(44, 0, SIDE - 44, h, { fill: e.side }), L(SIDE, 0, SIDE, h - 24, e.line));
  out.push(T("EXPLORER", 60, 24, { size: 10.5, w: 600, fill: e.muted, ls: 0.8 }));
  out.push(T(d.repo.toUpperCase(), 60, 50, { size: 10.5, w: 700, fill: e.text, ls: 0.5 }));
  const tree = [
    [0, "folder-open", "packages", true],
    [1, "folder-open", "orders", true],
    [2, "folder-open", "src", true],
    [3, "file-code", "events.test.ts"],
    [3, "file-code", "index.ts"],
    [3, "file-code", "order-events.ts", "on"],
    [2, "file-json", "package.json"],
    [2, "file-json", "tsconfig.json"],
    [1, "folder", "payments"],
    [1, "folder", "storefront"],
    [0, "file-json", "tsconfig.base.json"],
    [0, "file-json", "package.json"],
  ];
  tree.forEach(([depth, ic, name, state], i) => {
    const y = 66 + i * 24;
    const x = 56 + depth * 11;
    if (state === "on") out.push(R(44, y, SIDE - 44, 24, { fill: "#222A44" }));
    if (ic.startsWith("folder")) out.push(icon(state ? "chevron-down" : "chevron-right", x, y + 6, 12, e.muted, 1.8));
    out.push(
      icon(ic, x + 14, y + 5, 14, ic.startsWith("folder") ? e.muted : ic === "file-json" ? "#FDE68A" : "#7DD3FC", 1.6),
    );
    out.push(T(name, x + 34, y + 16.5, { size: 12.5, fill: state === "on" ? e.red : e.text }));
    if (state === "on") out.push(T("1", SIDE - 14, y + 16.5, { size: 11.5, w: 600, fill: e.red, anchor: "end" }));
  });
  // tabs and breadcrumbs
  const x0 = SIDE;
  out.push(R(x0, 0, w - x0, 36, { fill: e.bar }), L(x0, 36, w, 36, e.line));
  const tabs = [
    ["order-events.ts", true],
    ["tsconfig.json", false],
  ];
  let tx = x0;
  tabs.forEach(([name, on]) => {
    const bw = tw(name, 12.5) + 58;
    if (on) out.push(R(tx, 0, bw, 36, { fill: e.bg }), R(tx, 0, bw, 2, { fill: e.ember }));
    out.push(icon(on ? "file-code" : "file-json", tx + 12, 11, 14, on ? "#7DD3FC" : "#FDE68A", 1.6));
    out.push(T(name, tx + 32, 22.5, { size: 12.5, fill: on ? e.red : e.muted }));
    if (on) out.push(C(tx + bw - 14, 18, 3.5, e.text));
    out.push(L(tx + bw, 0, tx + bw, 36, e.line));
    tx += bw;
  });
  const crumbs = ["packages", "orders", "src", "order-events.ts", "describe"];
  let bx = x0 + 16;
  crumbs.forEach((c, i) => {
    out.push(T(c, bx, 56, { size: 12, fill: e.muted }));
    bx += tw(c, 12);
    if (i < crumbs.length - 1) {
      out.push(icon("chevron-right", bx + 3, 46, 12, e.faint, 1.8));
      bx += 18;
    }
  });
  // code
  const top = 80;
  const gut = x0 + 52;
  const cx = gut + 18;
  d.code.forEach((line, i) => {
    const n = i + 1;
    const y = top + i * LINE_H;
    if (n === d.error.line) out.push(R(x0, y - 14, w - x0, LINE_H, { fill: e.current }));
    out.push(
      T(String(n), gut - 6, y, { size: 12, fill: n === d.error.line ? e.text : e.faint, anchor: "end", tnum: true }),
    );
    if (n === d.added) out.push(R(gut + 2, y - 14, 3, LINE_H, { fill: e.green }));
    out.push(codeLine(line, cx, y, { size: SIZE, cell: CELL, colours: SYNTAX, tokens: tokenize(line) }));
  });
  // the error: a squiggle under the name, and the hover that explains it
  const line = d.code[d.error.line - 1];
  const start = line.indexOf("unhandled");
  const sx = cx + start * CELL;
  const sy = top + (d.error.line - 1) * LINE_H + 4;
  const wave = Array.from(
    { length: Math.round((9 * CELL) / 4) },
    (_, i) => `l2 ${i % 2 ? -2 : 2}l2 ${i % 2 ? 2 : -2}`,
  ).join("");
  out.push(`<path d="M${sx} ${sy}${wave}" fill="none" stroke="${e.red}" stroke-width="1.3"/>`);
  const hx = sx - 30;
  const hy = top + (d.error.line - 1) * LINE_H + 12;
  const msg1 = `Type '${d.error.type}'`;
  const msg2 = "is not assignable to type 'never'.";
  const hw = Math.max(tw(msg1, 12), 420) + 32;
  out.push(R(hx + 4, hy + 6, hw, 58, { r: 6, fill: "#000000", op: 0.35 }));
  out.push(R(hx, hy, hw, 58, { r: 6, fill: "#232B45", stroke: "#36406A" }));
  out.push(icon("circle-x", hx + 14, hy + 13, 15, e.red, 2));
  out.push(T(msg1, hx + 38, hy + 26, { size: 12, fill: e.text }));
  out.push(T(msg2, hx + 38, hy + 44, { size: 12, fill: e.text }));
  out.push(T(`ts(${d.error.code})`, hx + 38 + tw(msg2, 12) + 8, hy + 44, { size: 12, fill: e.muted }));
  // the problems panel
  const py = h - 24 - 78;
  out.push(R(x0 + 1, py, w - x0 - 1, 78, { fill: e.bg }), L(x0, py, w, py, e.line));
  let px = x0 + 16;
  ["PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL"].forEach((label, i) => {
    out.push(T(label, px, py + 22, { size: 11, w: i === 0 ? 600 : 500, fill: i === 0 ? e.text : e.muted, ls: 0.5 }));
    if (i === 0) {
      const lw = tw(label, 11, 600, { ls: 0.5 });
      out.push(R(px, py + 30, lw, 1.5, { fill: e.ember }));
      out.push(
        R(px + lw + 6, py + 10, 18, 16, { r: 8, fill: "#2A3455" }),
        T("1", px + lw + 15, py + 22, { size: 10.5, w: 700, fill: e.text, anchor: "middle" }),
      );
      px += 26;
    }
    px += tw(label, 11, 500, { ls: 0.5 }) + 24;
  });
  out.push(
    icon("chevron-down", x0 + 16, py + 41, 12, e.muted, 1.8),
    icon("file-code", x0 + 32, py + 40, 14, "#7DD3FC", 1.6),
  );
  out.push(T("order-events.ts", x0 + 52, py + 51.5, { size: 12, fill: e.text }));
  out.push(T("packages/orders/src", x0 + 60 + tw("order-events.ts", 12), py + 51.5, { size: 12, fill: e.muted }));
  out.push(icon("circle-x", x0 + 46, py + 58, 13, e.red, 1.8));
  const problem = `Type '{ type: "cancelled"; … }' is not assignable to type 'never'. ts(${d.error.code})`;
  out.push(T(problem, x0 + 66, py + 69.5, { size: 12, fill: e.text }));
  out.push(
    T(`[Ln ${d.error.line}, Col ${d.error.col}]`, x0 + 74 + tw(problem, 12), py + 69.5, { size: 12, fill: e.muted }),
  );
  // status bar
  out.push(R(0, h - 24, w, 24, { fill: "#1B2236" }), L(0, h - 24, w, h - 24, e.line));
  out.push(icon("git-branch", 12, h - 18, 13, e.text, 1.8));
  out.push(T(d.branch, 30, h - 7.5, { size: 11.5, fill: e.text }));
  let sxb = 30 + tw(d.branch, 11.5) + 20;
  out.push(icon("circle-x", sxb, h - 18, 13, e.red, 1.8), T("1", sxb + 17, h - 7.5, { size: 11.5, fill: e.text }));
  sxb += 34;
  out.push(
    icon("triangle-alert", sxb, h - 18, 13, e.text, 1.8),
    T("0", sxb + 17, h - 7.5, { size: 11.5, fill: e.text }),
  );
  const right = [`Ln ${d.error.line}, Col ${d.error.col}`, "Spaces: 2", "UTF-8", "LF", "TypeScript"];
  let rx = w - 14;
  for (const item of right.reverse()) {
    out.push(T(item, rx, h - 7.5, { size: 11.5, fill: e.text, anchor: "end" }));
    rx -= tw(item, 11.5) + 20;
  }
  return out.join("");
}

const TERM = { w: 560, h: 286 };

function terminal(d) {
  const { w, h } = TERM;
  const t = {
    bg: "#0F1322",
    text: "#D6DBE8",
    muted: "#7C859E",
    red: "#F87171",
    green: "#4ADE80",
    cyan: "#7DD3FC",
    ember: "#FF8A3D",
  };
  const size = 12;
  const cell = 7.2;
  const out = [R(0, 0, w, h, { fill: t.bg })];
  out.push(R(0, 0, w, 30, { fill: "#1A2034" }), L(0, 30, w, 30, "#2A3350"));
  ["#4A5470", "#4A5470", "#4A5470"].forEach((c, i) => out.push(C(16 + i * 18, 15, 5, c)));
  out.push(T(`zsh · ${d.repo}`, w / 2, 19.5, { size: 11.5, fill: t.muted, anchor: "middle" }));
  const [y, m, dd] = d.date.split("-");
  void y;
  const stamp = `${d.weekday} ${Number(dd)} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1]} ${d.time}`;
  const lines = [
    [
      [`~/${d.repo}`, t.cyan],
      [` (${d.branch})`, t.muted],
      [`  ${stamp}`, t.muted],
    ],
    [
      ["$ ", t.ember],
      ["npx tsc -b --extendedDiagnostics", t.text],
    ],
    [
      [`${d.file}`, t.cyan],
      [`:${d.error.line}:${d.error.col}`, t.ember],
      [" - ", t.text],
      ["error", t.red],
    ],
    [[`TS${d.error.code}: Type '{ type: "cancelled"; … }'`, t.text]],
    [["is not assignable to type 'never'.", t.text]],
    [[`${d.error.line}       const unhandled: never = event;`, t.text]],
    [["               ~~~~~~~~~", t.red]],
    [
      ["Projects in scope:", t.muted],
      [`${" ".repeat(13)}${d.projects}`, t.text],
    ],
    [
      ["Check time:", t.muted],
      [`${" ".repeat(15)}${d.checkTime}`, t.text],
    ],
    [
      ["Total time:", t.muted],
      [`${" ".repeat(15)}${d.totalTime}`, t.text],
    ],
    [["Found 1 error.", t.red]],
  ];
  lines.forEach((parts, i) => {
    const yy = 56 + i * 20;
    let col = 0;
    for (const [text, fill] of parts) {
      out.push(
        codeLine(text, 18 + col * cell, yy, { size, cell, colours: { plain: fill }, tokens: [[text, "plain"]] }),
      );
      col += text.length;
    }
  });
  return out.join("");
}

export default {
  slug: "typescript-at-scale-lessons",
  data,
  draw(d) {
    const win = appWindow(
      {
        w: WIN.w,
        h: WIN.h,
        title: `order-events.ts — ${d.repo}`,
        theme: { bg: e.bg, bar: "#1D2439", line: e.line, title: e.muted, dots: "#4A5470" },
      },
      editor(d),
    );
    return [
      wash("#3178C6", 0.08),
      // The terminal stands over the explorer's foot, so the code and its error stay clear.
      floating(win, { x: 1600 - 52 - WIN.w, y: 40, w: WIN.w, h: WIN.h, s: 1.0, shadowOp: 0.28 }),
      floating(terminal(d), { x: 40, y: 566, w: TERM.w, h: TERM.h, r: 12, shadowOp: 0.34 }),
    ].join("");
  },
  alt(d) {
    return `A dark code editor with the post's zod order events: a new "cancelled" event makes the exhaustive switch fail to compile, and a terminal where tsc -b reports the error and a ${d.totalTime.replace("s", " s")} check`;
  },
};
