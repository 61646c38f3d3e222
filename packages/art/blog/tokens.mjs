/**
 * "Design systems that scale": a design system's documentation at the semantic tier the post
 * recommends (the same names mapped to one primitive in the light theme and another in the
 * dark one, as in its CSS: action-primary is orange-600, and orange-400 in the dark; text-muted
 * slate-600 and slate-300), each pair's contrast computed, not typed; in front, the Button's
 * states in the dark theme and its three props, from the release of the post's date.
 */
import { DESKTOP, desktopScreen, windowAt } from "../screens/frames.mjs";
import { L, R, T, icon, pill, tw } from "../screens/ui.mjs";
import { codeLine, day, floating, wash } from "./kit.mjs";

/** The primitives the table names (Tailwind's scale, which the post's names follow). */
const PRIMITIVES = {
  white: "#FFFFFF",
  "slate-50": "#F8FAFC",
  "slate-200": "#E2E8F0",
  "slate-300": "#CBD5E1",
  "slate-600": "#475569",
  "slate-700": "#334155",
  "slate-800": "#1E293B",
  "slate-900": "#0F172A",
  "slate-950": "#020617",
  "orange-300": "#FDBA74",
  "orange-400": "#FB923C",
  "orange-600": "#EA580C",
  "orange-700": "#C2410C",
  "red-400": "#F87171",
  "red-600": "#DC2626",
};

const data = {
  date: "2026-04-21",
  system: "Kiln",
  version: "3.2.0",
  // [semantic token, light primitive, dark primitive, what it is checked against, used by]
  tokens: [
    ["action-primary", "orange-600", "orange-400", "ui", "Button, Link, Switch"],
    ["action-primary-hover", "orange-700", "orange-300", "ui", "Button"],
    ["text-default", "slate-900", "slate-50", "text", "Body, Heading"],
    ["text-muted", "slate-600", "slate-300", "text", "Caption, Helper text"],
    ["surface-default", "white", "slate-900", null, "Page"],
    ["surface-raised", "slate-50", "slate-800", null, "Card, Dialog, Menu"],
    ["border-subtle", "slate-200", "slate-700", null, "Divider, Input"],
    ["feedback-danger", "red-600", "red-400", "text", "Field error, Alert"],
  ],
  surfaces: { light: "white", dark: "slate-900" },
  button: {
    label: "Continue",
    states: ["Default", "Hover", "Focus-visible", "Active", "Disabled", "Loading"],
    props: ['variant: "primary" | "secondary"', 'size: "sm" | "md"', "loading?: boolean"],
    stories: 48,
  },
};

/** WCAG 2 contrast ratio of two hex colours. */
export function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const f = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A pair's ratio and whether it passes: 4.5:1 for text, 3:1 for a control's edge (WCAG 1.4.11). */
function check(kind, fg, bg) {
  const ratio = contrast(PRIMITIVES[fg], PRIMITIVES[bg]);
  const need = kind === "text" ? 4.5 : 3;
  return { ratio: `${ratio.toFixed(1)}:1`, pass: ratio >= need };
}

const p = {
  bg: "#FFFFFF",
  side: "#FAFAF9",
  line: "#E7E5E4",
  text: "#1C1917",
  muted: "#57534E",
  faint: "#A8A29E",
  brand: "#C2410C",
  soft: "#FFF1E8",
  code: "#F5F5F4",
  pass: "#166534",
};
const screen = {
  ...desktopScreen({ bg: "#FFFFFF", line: "#E7E5E4", url: "#F5F5F4", urlText: "#78716C" }),
  url: "kiln.design/tokens/semantic",
};
const { w: W, h: H } = DESKTOP;

function swatch(x, y, name) {
  const hex = PRIMITIVES[name];
  return (
    R(x, y - 12, 16, 16, { r: 4, fill: hex, stroke: "#D6D3D1", sw: 1 }) +
    T(name, x + 24, y + 1, { size: 12, fill: p.text }) +
    T(hex, x + 28 + tw(name, 12), y + 1, { size: 11, fill: p.faint })
  );
}

function docs(d) {
  const out = [R(0, 0, W, H, { fill: p.bg })];
  // top bar
  out.push(L(0, 52, W, 52, p.line));
  out.push(R(20, 15, 22, 22, { r: 6, fill: p.brand }));
  out.push(
    `<path d="M31 20c3 3.4 4.4 5.6 4.4 8a4.4 4.4 0 0 1-8.8 0c0-1.6.7-3 2-4.4.3 1.3 1 2 1.9 2.3-.3-2.3.1-4.2.5-5.9Z" fill="#FFFFFF"/>`,
  );
  out.push(T(d.system, 50, 32, { size: 16, w: 600, fill: p.text, face: "display" }));
  out.push(
    pill(`v${d.version}`, 50 + tw(d.system, 16, 600, { face: "display" }) + 10, 16, {
      bg: p.soft,
      fg: p.brand,
      size: 11,
      h: 20,
      padX: 7,
    }).svg,
  );
  let nx = 232;
  ["Foundations", "Tokens", "Components", "Patterns", "Changelog"].forEach((label) => {
    const on = label === "Tokens";
    out.push(T(label, nx, 31.5, { size: 13, w: on ? 600 : 500, fill: on ? p.text : p.muted }));
    nx += tw(label, 13, 500) + 26;
  });
  out.push(R(W - 220, 13, 200, 26, { r: 7, fill: p.side, stroke: p.line }));
  out.push(
    icon("search", W - 210, 19, 14, p.faint, 1.8),
    T("Search tokens", W - 190, 30.5, { size: 12.5, fill: p.faint }),
  );
  out.push(T("Ctrl K", W - 30, 30.5, { size: 11, fill: p.faint, anchor: "end" }));
  // side nav
  const side = 196;
  out.push(R(0, 53, side, H - 53, { fill: p.side }), L(side, 53, side, H, p.line));
  const groups = [
    ["TOKENS", ["Primitive", "Semantic", "Component"]],
    ["FOUNDATIONS", ["Colour", "Typography", "Spacing", "Radii and shadows", "Motion"]],
    ["GOVERNANCE", ["Contributing", "Versioning", "Deprecations"]],
  ];
  let y = 84;
  for (const [head, items] of groups) {
    out.push(T(head, 20, y, { size: 10.5, w: 600, fill: p.faint, ls: 0.8 }));
    y += 14;
    for (const item of items) {
      const on = item === "Semantic";
      if (on) out.push(R(12, y, side - 24, 28, { r: 6, fill: p.soft }));
      out.push(T(item, 24, y + 18.5, { size: 13, w: on ? 600 : 400, fill: on ? p.brand : p.muted }));
      y += 30;
    }
    y += 24;
  }
  // page
  const x0 = side + 32;
  out.push(
    T("Tokens", x0, 86, { size: 12, fill: p.muted }),
    icon("chevron-right", x0 + tw("Tokens", 12) + 4, 76.5, 12, p.faint, 2),
  );
  out.push(T("Semantic", x0 + tw("Tokens", 12) + 20, 86, { size: 12, fill: p.muted }));
  out.push(T("Semantic tokens", x0, 122, { size: 26, w: 600, fill: p.text, ls: -0.6, face: "display" }));
  out.push(
    T("Components reference this tier only. The dark theme maps the same names to other primitives.", x0, 148, {
      size: 13.5,
      fill: p.muted,
    }),
  );
  // theme switch in the corner of the table
  const cols = [
    ["Token", x0],
    ["Light", x0 + 190],
    ["Dark", x0 + 364],
    ["Contrast", x0 + 536],
    ["Used by", x0 + 626],
  ];
  const ty = 178;
  out.push(R(x0, ty, W - x0 - 24, 30, { r: 6, fill: p.side }));
  cols.forEach(([label, x]) =>
    out.push(T(label.toUpperCase(), x + 10, ty + 19.5, { size: 10.5, w: 600, fill: p.muted, ls: 0.6 })),
  );
  d.tokens.forEach(([name, light, dark, kind, used], i) => {
    const yy = ty + 30 + i * 44;
    const mid = yy + 26;
    out.push(R(x0 + 8, mid - 14, tw(name, 12) * 1.02 + 16, 22, { r: 5, fill: p.code }));
    out.push(
      codeLine(name, x0 + 16, mid + 1, { size: 12, cell: 7.2, colours: { plain: p.text }, tokens: [[name, "plain"]] }),
    );
    out.push(swatch(cols[1][1] + 10, mid, light), swatch(cols[2][1] + 10, mid, dark));
    if (kind) {
      const l = check(kind, light, d.surfaces.light);
      const dk = check(kind, dark, d.surfaces.dark);
      out.push(icon(l.pass && dk.pass ? "circle-check" : "circle-x", cols[3][1] + 10, mid - 12, 14, p.pass, 2));
      out.push(T(l.ratio, cols[3][1] + 30, mid - 2, { size: 12, w: 600, fill: p.text, tnum: true }));
      out.push(T(`${dk.ratio} dark`, cols[3][1] + 30, mid + 13, { size: 11, fill: p.muted, tnum: true }));
    } else {
      out.push(T("Surface", cols[3][1] + 10, mid + 1, { size: 12, fill: p.faint }));
    }
    out.push(T(used, cols[4][1] + 10, mid + 1, { size: 12, fill: p.muted }));
    out.push(L(x0, yy + 44, W - 24, yy + 44, p.line));
  });
  return out.join("");
}

const CARD = { w: 500, h: 356 };

function buttonSpec(d) {
  const b = d.button;
  const k = {
    // slate-800 as the card, as a raised surface is in the system's own dark theme
    bg: PRIMITIVES["slate-800"],
    raised: PRIMITIVES["slate-700"],
    line: PRIMITIVES["slate-700"],
    text: PRIMITIVES["slate-50"],
    muted: PRIMITIVES["slate-300"],
    action: PRIMITIVES["orange-400"],
    hover: PRIMITIVES["orange-300"],
    on: PRIMITIVES["slate-950"],
  };
  const { w, h } = CARD;
  const out = [R(0, 0, w, h, { fill: k.bg })];
  out.push(T("Button", 24, 40, { size: 20, w: 600, fill: k.text, face: "display", ls: -0.3 }));
  out.push(
    pill("Dark theme", w - 24, 22, {
      bg: k.raised,
      fg: k.muted,
      size: 11.5,
      h: 24,
      padX: 10,
      anchor: "end",
      dot: k.action,
    }).svg,
  );
  out.push(T(`Every state designed, in v${d.version} of ${day(d.date)}`, 24, 62, { size: 12.5, fill: k.muted }));
  // the six states, two rows of three
  const bw = 132;
  const bh = 38;
  b.states.forEach((state, i) => {
    const x = 24 + (i % 3) * (bw + 22);
    const y = 86 + Math.floor(i / 3) * 82;
    const fill =
      state === "Hover"
        ? k.hover
        : state === "Active"
          ? PRIMITIVES["orange-600"]
          : state === "Disabled"
            ? k.raised
            : k.action;
    const fg = state === "Disabled" ? "#94A3B8" : k.on;
    if (state === "Focus-visible")
      out.push(R(x - 4, y - 4, bw + 8, bh + 8, { r: 11, fill: "none", stroke: k.text, sw: 2 }));
    out.push(R(x, y, bw, bh, { r: 8, fill }));
    if (state === "Loading") {
      out.push(
        `<path d="M${x + 34} ${y + 19}a7 7 0 1 1 7 7" fill="none" stroke="${k.on}" stroke-width="2.2" stroke-linecap="round"/>`,
      );
      out.push(T("Saving", x + 52, y + 24, { size: 13.5, w: 600, fill: fg }));
    } else {
      out.push(T(b.label, x + bw / 2, y + 24, { size: 13.5, w: 600, fill: fg, anchor: "middle" }));
    }
    out.push(T(state, x, y + bh + 20, { size: 11.5, fill: k.muted }));
  });
  // props
  const py = 256;
  out.push(L(24, py - 8, w - 24, py - 8, k.line));
  out.push(T(`Props (${b.props.length})`, 24, py + 14, { size: 12, w: 600, fill: k.text }));
  b.props.forEach((prop, i) => {
    const x = 24;
    const y = py + 38 + i * 21;
    out.push(
      codeLine(prop, x, y, {
        size: 11.5,
        cell: 6.9,
        colours: {
          plain: k.muted,
          string: PRIMITIVES["orange-300"],
          keyword: k.muted,
          type: k.muted,
          punct: "#94A3B8",
        },
      }),
    );
  });
  return out.join("");
}

export default {
  slug: "design-systems-that-scale",
  data,
  draw(d) {
    return [
      // Magenta, the spark's other end: an ember wash turns brown on the dark page.
      wash("#DB2777", 0.06),
      // The Button card stands over the side navigation's foot, clear of the token table.
      windowAt(screen, docs(d), 1600 - 56 - W * 1.1, 46, 1.1, { shadowOp: 0.22 }),
      floating(buttonSpec(d), { x: 40, y: 506, w: CARD.w, h: CARD.h, r: 16, shadowOp: 0.34 }),
    ].join("");
  },
  alt(d) {
    const [primary, , , muted] = d.tokens;
    return `Design system docs: ${primary[0]} maps to ${primary[1]} in light and ${primary[2]} in dark, ${muted[0]} to ${muted[1]} and ${muted[2]}, with contrast checks, and the Button's six states in dark`;
  },
};
