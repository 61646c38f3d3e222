/**
 * One composition per blog post, on a 1600×900 canvas, in the same style as the project
 * covers. Each returns { glows, ribbon, body }.
 */
import { loadFont, textPaths } from "./font.mjs";
import { swatches as c } from "./swatches.mjs";
import { r1 } from "./prng.mjs";
import { arc, bar, glassCard, glowStroke, smoothPath } from "./style.mjs";

function coreWebVitals(rng) {
  const parts = [];
  const line = Array.from({ length: 9 }, (_, i) => [80 + i * 180, 760 - i * 55 - rng.range(0, 60)]);
  parts.push(glowStroke(smoothPath(line), { width: 3, glow: 0.5 }));
  [0.82, 0.64, 0.91].forEach((v, i) => {
    const x = 260 + i * 380;
    const y = 250;
    parts.push(glassCard(x, y, 320, 340, 28));
    const cx = x + 160;
    const cy = y + 190;
    parts.push(
      `<path d="${arc(cx, cy, 100, -0.3, 0.3)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.1" stroke-width="18" stroke-linecap="round"/>`,
    );
    parts.push(
      `<path d="${arc(cx, cy, 100, -0.3, -0.3 + 0.6 * v)}" fill="none" stroke="url(#ember)" stroke-width="18" stroke-linecap="round"/>`,
    );
    const a = ((-0.3 + 0.6 * v) * 360 - 90) * (Math.PI / 180);
    parts.push(
      `<path d="M${cx} ${cy}L${r1(cx + 70 * Math.cos(a))} ${r1(cy + 70 * Math.sin(a))}" stroke="${c.paper}" stroke-width="6" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="12" fill="${c.paper}"/>`,
    );
    parts.push(
      bar(x + 40, y + 40, 90, 12, "#FFFFFF", 0.4),
      bar(x + 100, y + 262, 120, 14, "#FFFFFF", 0.55),
      bar(x + 120, y + 288, 80, 9),
    );
  });
  return {
    glows: [
      { x: 1450, y: 120, r: 680, tone: "gEmber", opacity: 0.8 },
      { x: 150, y: 860, r: 700, tone: "gMagenta", opacity: 0.7 },
      { x: 800, y: 300, r: 520, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function designSystems() {
  const display = loadFont(600);
  const parts = [
    glassCard(220, 150, 420, 600, 28),
    glassCard(670, 150, 710, 285, 28),
    glassCard(670, 465, 340, 285, 28),
    glassCard(1040, 465, 340, 285, 28),
  ];
  parts.push(textPaths(display, "Aa", { x: 270, y: 440, size: 240, fill: "url(#ember)" }).svg);
  [60, 44, 30, 22].forEach((s, i) =>
    parts.push(bar(270, 500 + i * 54, s * 5, Math.round(s / 2.2), "#FFFFFF", 0.5 - i * 0.08)),
  );
  const sw = [c.ember, c.orange, c.pink, c.magenta, c.plum, c.paper];
  sw.forEach((col, i) =>
    parts.push(
      `<rect x="${710 + i * 110}" y="190" width="90" height="90" rx="20" fill="${col}"/>`,
      bar(710 + i * 110, 300, 60, 8, "#FFFFFF", 0.25),
    ),
  );
  parts.push(
    `<rect x="710" y="340" width="200" height="56" rx="28" fill="url(#ember)"/>`,
    bar(760, 362, 100, 12, "#FFFFFF", 0.9),
  );
  parts.push(
    `<rect x="930" y="340" width="200" height="56" rx="28" fill="none" stroke="${c.ember}" stroke-width="2.5"/>`,
    bar(980, 362, 100, 12, c.amber, 0.9),
  );
  parts.push(
    `<rect x="1150" y="340" width="190" height="56" rx="28" fill="#FFFFFF" fill-opacity="0.08"/>`,
    bar(1195, 362, 100, 12, "#FFFFFF", 0.45),
  );
  parts.push(
    `<rect x="710" y="510" width="120" height="60" rx="30" fill="url(#ember)"/><circle cx="800" cy="540" r="22" fill="${c.paper}"/>`,
  );
  parts.push(
    `<rect x="850" y="510" width="120" height="60" rx="30" fill="#FFFFFF" fill-opacity="0.12"/><circle cx="880" cy="540" r="22" fill="#FFFFFF" fill-opacity="0.5"/>`,
  );
  parts.push(
    `<rect x="710" y="610" width="44" height="44" rx="12" fill="url(#ember)"/><path d="M720 632l9 9 17-18" fill="none" stroke="${c.paper}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(770, 626, 160, 12, "#FFFFFF", 0.35),
  );
  parts.push(
    `<rect x="710" y="676" width="44" height="44" rx="12" fill="none" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="2.5"/>`,
    bar(770, 692, 120, 12, "#FFFFFF", 0.2),
  );
  [8, 16, 24, 32, 48].forEach((s, i) => {
    const x = 1080 + [0, 24, 58, 100, 150][i];
    parts.push(
      `<rect x="${x}" y="${690 - s * 2.6}" width="${s * 0.9}" height="${r1(s * 2.6)}" rx="4" fill="${i === 4 ? c.magenta : c.ember}" opacity="${0.35 + i * 0.15}"/>`,
    );
  });
  parts.push(`<path d="M1080 712H1330" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="2"/>`);
  return {
    glows: [
      { x: 180, y: 120, r: 620, tone: "gEmber", opacity: 0.75 },
      { x: 1450, y: 820, r: 700, tone: "gMagenta", opacity: 0.7 },
      { x: 900, y: 420, r: 520, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function scopeProject(rng) {
  const parts = [glassCard(200, 140, 1200, 620, 30)];
  for (let i = 0; i < 8; i += 1) {
    const x = 420 + i * 118;
    parts.push(
      `<path d="M${x} 200V720" stroke="#FFFFFF" stroke-opacity="0.06"/>`,
      bar(x + 10, 176, 50, 8, "#FFFFFF", 0.2),
    );
  }
  const lanes = [
    [0, 2.2, true],
    [1.6, 2.4, true],
    [3.6, 1.8, false],
    [3.8, 2.6, true],
    [5.2, 1.6, false],
    [6.2, 1.6, true],
  ];
  lanes.forEach(([start, len, critical], i) => {
    const y = 228 + i * 80;
    parts.push(bar(240, y + 14, rng.range(90, 140), 11, "#FFFFFF", 0.3), bar(240, y + 34, 60, 8));
    const x = 420 + start * 118;
    const w = len * 118;
    const fill = critical
      ? `fill="url(#ember)"`
      : `fill="#FFFFFF" fill-opacity="0.12" stroke="#FFFFFF" stroke-opacity="0.2"`;
    parts.push(`<rect x="${r1(x)}" y="${y}" width="${r1(w)}" height="48" rx="14" ${fill}/>`);
    parts.push(
      `<rect x="${r1(x + 14)}" y="${y + 19}" width="${r1(Math.min(90, w - 40))}" height="10" rx="5" fill="#FFFFFF" opacity="${critical ? 0.7 : 0.3}"/>`,
    );
  });
  const arrows = [
    [2.2, 0, 1.6, 1],
    [4.0, 1, 3.8, 3],
    [6.4, 3, 6.2, 5],
  ];
  for (const [x1, l1, x2, l2] of arrows) {
    const ax = 420 + x1 * 118;
    const bx = 420 + x2 * 118;
    parts.push(
      `<path d="M${r1(ax)} ${252 + l1 * 80}C${r1(ax + 40)} ${252 + l1 * 80} ${r1(bx - 40)} ${252 + l2 * 80} ${r1(bx)} ${252 + l2 * 80}" fill="none" stroke="${c.amber}" stroke-opacity="0.7" stroke-width="2.5" stroke-dasharray="3 7" stroke-linecap="round"/>`,
    );
  }
  [2.2, 5.4, 7.8].forEach((m) => {
    const x = 420 + m * 118;
    parts.push(
      `<rect x="${r1(x - 13)}" y="687" width="26" height="26" rx="5" transform="rotate(45 ${r1(x)} 700)" fill="${c.paper}"/>`,
    );
  });
  const today = 420 + 4.5 * 118;
  parts.push(
    `<path d="M${today} 196V720" stroke="${c.magenta}" stroke-width="3" stroke-dasharray="8 8"/>`,
    `<circle cx="${today}" cy="196" r="9" fill="${c.magenta}"/>`,
  );
  return {
    glows: [
      { x: 1480, y: 150, r: 660, tone: "gMagenta", opacity: 0.7 },
      { x: 120, y: 800, r: 700, tone: "gEmber", opacity: 0.7 },
      { x: 800, y: 450, r: 560, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function typescriptAtScale(rng) {
  const parts = [glassCard(180, 130, 820, 640, 28)];
  parts.push(
    `<circle cx="220" cy="168" r="8" fill="${c.magenta}"/><circle cx="246" cy="168" r="8" fill="${c.ember}"/><circle cx="272" cy="168" r="8" fill="#FFFFFF" fill-opacity="0.3"/>`,
  );
  parts.push(
    `<rect x="320" y="152" width="150" height="34" rx="10" fill="#FFFFFF" fill-opacity="0.08"/>`,
    bar(338, 164, 100, 10, "#FFFFFF", 0.5),
    bar(494, 164, 90, 10, "#FFFFFF", 0.2),
  );
  parts.push(`<path d="M180 206H1000" stroke="#FFFFFF" stroke-opacity="0.1"/>`);
  const tones = {
    k: [c.magenta, 0.95],
    t: [c.orange, 0.95],
    v: ["#FFFFFF", 0.42],
    p: ["#FFFFFF", 0.2],
    s: [c.amber, 0.8],
  };
  const lines = [
    [0, "k", "v", "p", "t"],
    [1, "v", "t"],
    [1, "v", "s", "p"],
    [1, "v", "t", "p"],
    [0, "p"],
    [],
    [0, "k", "v", "t", "p"],
    [1, "k", "v", "p", "v"],
    [2, "v", "s"],
    [2, "k", "t", "p"],
    [1, "p"],
    [0, "p"],
  ];
  lines.forEach((tokens, i) => {
    const y = 236 + i * 42;
    parts.push(bar(210, y + 2, 22, 8, "#FFFFFF", 0.14));
    if (!tokens.length) return;
    let x = 262 + tokens[0] * 44;
    tokens.slice(1).forEach((t) => {
      const w = t === "p" ? rng.range(24, 40) : rng.range(60, 140);
      const [col, op] = tones[t];
      parts.push(bar(x, y, w, 12, col, op));
      x += w + 14;
    });
  });
  parts.push(
    `<rect x="200" y="${236 + 7 * 42 - 10}" width="780" height="34" rx="8" fill="${c.ember}" fill-opacity="0.1"/>`,
  );
  const nodes = [
    [1230, 250],
    [1110, 420],
    [1350, 420],
    [1040, 600],
    [1180, 600],
    [1300, 600],
    [1420, 600],
  ];
  const edges = [
    [0, 1],
    [0, 2],
    [1, 3],
    [1, 4],
    [2, 5],
    [2, 6],
  ];
  for (const [a, b] of edges) {
    const [x1, y1] = nodes[a];
    const [x2, y2] = nodes[b];
    parts.push(
      `<path d="M${x1} ${y1 + 34}C${x1} ${(y1 + y2) / 2} ${x2} ${(y1 + y2) / 2} ${x2} ${y2 - 34}" fill="none" stroke="url(#emberY)" stroke-width="3" opacity="0.8"/>`,
    );
  }
  nodes.forEach(([x, y], i) => {
    parts.push(glassCard(x - 50, y - 34, 100, 68, 18, { shadow: false }));
    parts.push(
      i === 0 ? `<rect x="${x - 50}" y="${y - 34}" width="100" height="68" rx="18" fill="url(#ember)"/>` : "",
      bar(x - 28, y - 5, 56, 10, "#FFFFFF", i === 0 ? 0.9 : 0.4),
    );
  });
  return {
    glows: [
      { x: 1300, y: 420, r: 640, tone: "gMagenta", opacity: 0.65 },
      { x: 300, y: 80, r: 600, tone: "gEmber", opacity: 0.7 },
      { x: 600, y: 880, r: 560, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function aiRegulated(rng) {
  const parts = [];
  const shield = "M0 -190 L150 -130 V10 C150 110 80 170 0 205 C-80 170 -150 110 -150 10 V-130 Z";
  const cx = 1090;
  const cy = 450;
  [250, 320, 390].forEach((r, i) =>
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#FFFFFF" stroke-opacity="${0.12 - i * 0.03}" stroke-width="1.5"/>`,
    ),
  );
  for (let i = 0; i < 10; i += 1) {
    const a = (i / 10) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const r = [250, 320, 390][i % 3];
    parts.push(
      `<circle cx="${r1(cx + r * Math.cos(a))}" cy="${r1(cy + r * Math.sin(a))}" r="${i % 4 === 0 ? 7 : 4}" fill="${i % 4 === 0 ? c.ember : "#FFFFFF"}" opacity="${i % 4 === 0 ? 1 : 0.5}"/>`,
    );
  }
  parts.push(
    `<g transform="translate(${cx} ${cy})"><path d="${shield}" fill="${c.ember}" opacity="0.45" filter="url(#glow)"/><path d="${shield}" fill="url(#ember)"/><path d="${shield}" transform="scale(0.82)" fill="none" stroke="${c.paper}" stroke-opacity="0.45" stroke-width="3"/><path d="M-62 8 L-16 54 L70 -46" fill="none" stroke="${c.paper}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  );
  const bubble = (x, y, w, h, mine) => {
    const tail = mine ? `M${x + w - 40} ${y + h}l24 26 -4 -26z` : `M${x + 40} ${y + h}l-24 26 4 -26z`;
    if (mine)
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="url(#ember)"/><path d="${tail}" fill="${c.magenta}"/>`;
    return `${glassCard(x, y, w, h, 26)}<path d="${tail}" fill="#FFFFFF" fill-opacity="0.08"/>`;
  };
  parts.push(
    bubble(200, 180, 460, 130, false),
    bar(240, 222, 300, 12, "#FFFFFF", 0.45),
    bar(240, 250, 220, 12, "#FFFFFF", 0.25),
  );
  parts.push(
    bubble(360, 370, 420, 110, true),
    bar(400, 408, 280, 12, "#FFFFFF", 0.9),
    bar(400, 436, 180, 12, "#FFFFFF", 0.6),
  );
  parts.push(
    bubble(200, 540, 500, 170, false),
    bar(240, 582, 330, 12, "#FFFFFF", 0.45),
    bar(240, 610, 380, 12, "#FFFFFF", 0.25),
    bar(240, 638, 260, 12, "#FFFFFF", 0.25),
  );
  parts.push(
    `<rect x="240" y="664" width="120" height="26" rx="13" fill="${c.ember}" fill-opacity="0.18" stroke="${c.ember}" stroke-opacity="0.6"/>`,
    bar(262, 673, 76, 8, c.amber, 0.9),
  );
  return {
    glows: [
      { x: cx, y: cy, r: 600, tone: "gEmber", opacity: 0.6 },
      { x: 100, y: 880, r: 640, tone: "gMagenta", opacity: 0.6 },
      { x: 300, y: 80, r: 560, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function cloudCosts(rng) {
  const parts = [];
  const cloud =
    "M-210 80 C-290 80 -300 -30 -220 -52 C-230 -150 -100 -180 -50 -110 C-10 -200 150 -200 170 -80 C260 -90 290 40 210 80 Z";
  parts.push(
    `<g transform="translate(800 290) scale(1.1)"><path d="${cloud}" fill="${c.ink}" opacity="0.5" filter="url(#shadow)"/><path d="${cloud}" fill="${c.navy}" fill-opacity="0.6"/><path d="${cloud}" fill="url(#glass)" stroke="url(#glassEdge)" stroke-width="2"/></g>`,
  );
  parts.push(
    `<circle cx="800" cy="290" r="44" fill="url(#ember)"/><path d="M776 274L795 293L807 281L824 298M824 298V284M824 298H810" fill="none" stroke="${c.paper}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const base = 770;
  const budget = 560;
  parts.push(`<path d="M240 ${base}H1360" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="2"/>`);
  const pts = [];
  for (let i = 0; i < 12; i += 1) {
    const x = 270 + i * 92;
    const spike = i === 3;
    const h = spike ? 250 : 120 + rng.range(0, 60) - Math.max(0, i - 4) * 6;
    const fill = spike ? `fill="${c.magenta}" opacity="0.75"` : `fill="url(#emberY)" opacity="${r1(0.45 + i * 0.04)}"`;
    parts.push(`<rect x="${x}" y="${r1(base - h)}" width="54" height="${r1(h)}" rx="12" ${fill}/>`);
    pts.push([x + 27, base - h - 30]);
  }
  parts.push(
    `<path d="M240 ${budget}H1360" stroke="${c.amber}" stroke-width="2.5" stroke-dasharray="10 10"/>`,
    `<rect x="1230" y="${budget - 42}" width="130" height="30" rx="15" fill="${c.amber}" fill-opacity="0.15" stroke="${c.amber}" stroke-opacity="0.6"/>`,
    bar(1252, budget - 32, 86, 9, c.amber, 0.9),
  );
  parts.push(glowStroke(smoothPath(pts.slice(4)), { width: 4, glow: 0.6 }));
  return {
    glows: [
      { x: 800, y: 280, r: 560, tone: "gMagenta", opacity: 0.6 },
      { x: 1500, y: 850, r: 640, tone: "gEmber", opacity: 0.7 },
      { x: 100, y: 200, r: 560, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

export const blogMotifs = {
  "why-core-web-vitals-matter-for-revenue": coreWebVitals,
  "design-systems-that-scale": designSystems,
  "how-to-scope-a-software-project": scopeProject,
  "typescript-at-scale-lessons": typescriptAtScale,
  "ai-assistants-in-regulated-industries": aiRegulated,
  "cloud-costs-without-the-surprises": cloudCosts,
};
