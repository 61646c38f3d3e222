/**
 * One composition per portfolio project, each hinting at what was built. Every motif
 * returns { glows, ribbon, body } for a 1600×1000 canvas; rng varies the details.
 */
import { palette as c } from "./palette.mjs";
import { r1 } from "./prng.mjs";
import { bar, glassCard, glowStroke, smoothPath } from "./style.mjs";

const ring = (cx, cy, r, stroke, width, extra = "") =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

/** Arc of a circle as a stroke: from and to are fractions of a turn, 0 at 12 o'clock. */
export function arc(cx, cy, r, from, to) {
  const pt = (t) => {
    const a = (t * 360 - 90) * (Math.PI / 180);
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  };
  const [x0, y0] = pt(from);
  const [x1, y1] = pt(to);
  const large = to - from > 0.5 ? 1 : 0;
  return `M${r1(x0)} ${r1(y0)} A${r} ${r} 0 ${large} 1 ${r1(x1)} ${r1(y1)}`;
}

function quantumDashboard(rng) {
  const parts = [glassCard(250, 200, 1100, 620, 30)];
  parts.push(bar(300, 245, 150, 12, "#FFFFFF", 0.35), bar(300, 270, 90, 10, "#FFFFFF", 0.14));
  [0, 1, 2].forEach((i) => {
    const x = 300 + i * 250;
    parts.push(
      `<rect x="${x}" y="310" width="224" height="104" rx="16" fill="#FFFFFF" fill-opacity="0.04" stroke="#FFFFFF" stroke-opacity="0.09"/>`,
    );
    parts.push(bar(x + 20, 332, 70, 8, "#FFFFFF", 0.22));
    parts.push(bar(x + 20, 358, 110 - i * 18, 20, i === 0 ? "url(#ember)" : "#FFFFFF", i === 0 ? 1 : 0.5));
    const spark = Array.from({ length: 7 }, (_, k) => [x + 140 + k * 12, 392 - k * 3 - rng.range(0, 14)]);
    parts.push(
      `<path d="${smoothPath(spark)}" fill="none" stroke="${i === 2 ? c.magenta : c.amber}" stroke-width="2.5" stroke-linecap="round" opacity="0.9"/>`,
    );
  });
  const base = 780;
  for (let g = 0; g < 5; g += 1)
    parts.push(`<path d="M300 ${base - g * 80}H1300" stroke="#FFFFFF" stroke-opacity="0.06"/>`);
  const n = 14;
  const pts = [];
  for (let i = 0; i < n; i += 1) {
    const x = 316 + i * 70;
    const h = 70 + (i / (n - 1)) * 230 + rng.range(-30, 30);
    const o = 0.25 + (i / (n - 1)) * 0.75;
    parts.push(
      `<rect x="${x}" y="${r1(base - h)}" width="38" height="${r1(h)}" rx="8" fill="url(#emberY)" opacity="${r1(o * 0.8)}"/>`,
    );
    pts.push([x + 19, base - h - 40 - rng.range(0, 30)]);
  }
  parts.push(glowStroke(smoothPath(pts), { width: 5, stroke: "url(#emberX)" }));
  const [ex, ey] = pts[n - 1];
  parts.push(
    ring(ex, ey, 18, c.ember, 2, ' opacity="0.5"'),
    `<circle cx="${r1(ex)}" cy="${r1(ey)}" r="8" fill="${c.paper}"/>`,
  );
  parts.push(glassCard(1180, 120, 270, 190, 24));
  parts.push(ring(1262, 215, 46, "#FFFFFF", 12, ' stroke-opacity="0.08"'));
  parts.push(
    `<path d="${arc(1262, 215, 46, 0, 0.72)}" fill="none" stroke="url(#ember)" stroke-width="12" stroke-linecap="round"/>`,
  );
  parts.push(
    bar(1330, 190, 84, 12, "#FFFFFF", 0.4),
    bar(1330, 214, 60, 8, "#FFFFFF", 0.16),
    bar(1330, 234, 72, 8, "#FFFFFF", 0.16),
  );
  return {
    glows: [
      { x: 1380, y: 120, r: 760, tone: "gEmber", opacity: 0.85 },
      { x: 120, y: 960, r: 800, tone: "gMagenta", opacity: 0.7 },
      { x: 760, y: 380, r: 620, tone: "gIndigo" },
    ],
    ribbon: { d: "M-100 940 C 500 760, 1000 820, 1700 220", opacity: 0.3 },
    body: parts.join(""),
  };
}

function phone(x, y, w, h, content, rotate = 0, opacity = 1) {
  const t = rotate ? ` transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"` : "";
  return `<g${t} opacity="${opacity}">${glassCard(x, y, w, h, 46)}<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="34" fill="${c.ink}" fill-opacity="0.85"/><rect x="${x + w / 2 - 40}" y="${y + 26}" width="80" height="18" rx="9" fill="${c.ink}"/>${content(x + 14, y + 14, w - 28, h - 28)}</g>`;
}

function appScreen(rng, accent) {
  return (x, y, w) => {
    const p = [];
    p.push(
      `<circle cx="${x + 36}" cy="${y + 74}" r="16" fill="url(#ember)"/>`,
      bar(x + 62, y + 64, 110, 10, "#FFFFFF", 0.4),
      bar(x + 62, y + 82, 70, 8),
    );
    p.push(`<rect x="${x + 18}" y="${y + 112}" width="${w - 36}" height="150" rx="22" fill="${accent}"/>`);
    p.push(
      `<clipPath id="heroCard"><rect x="${x + 18}" y="${y + 112}" width="${w - 36}" height="150" rx="22"/></clipPath>`,
    );
    p.push(
      `<g clip-path="url(#heroCard)"><circle cx="${x + w - 60}" cy="${y + 150}" r="70" fill="#FFFFFF" opacity="0.14"/><circle cx="${x + w - 30}" cy="${y + 250}" r="44" fill="#FFFFFF" opacity="0.1"/></g>`,
    );
    p.push(bar(x + 38, y + 200, 120, 14, "#FFFFFF", 0.85), bar(x + 38, y + 226, 80, 10, "#FFFFFF", 0.5));
    for (let i = 0; i < 4; i += 1) {
      const ry = y + 290 + i * 66;
      p.push(
        `<rect x="${x + 18}" y="${ry}" width="${w - 36}" height="54" rx="16" fill="#FFFFFF" fill-opacity="0.05"/>`,
      );
      p.push(
        `<rect x="${x + 30}" y="${ry + 11}" width="32" height="32" rx="10" fill="${i === 0 ? c.ember : "#FFFFFF"}" opacity="${i === 0 ? 0.9 : 0.14}"/>`,
      );
      p.push(bar(x + 74, ry + 16, rng.range(70, 130), 9, "#FFFFFF", 0.32), bar(x + 74, ry + 33, rng.range(40, 80), 7));
    }
    return p.join("");
  };
}

function nexusMobile(rng) {
  const w = 320;
  const h = 660;
  const side = (x, y) =>
    bar(x + 30, y + 80, 140, 12, "#FFFFFF", 0.2) +
    `<rect x="${x + 18}" y="${y + 112}" width="${w - 64}" height="200" rx="22" fill="#FFFFFF" fill-opacity="0.06"/>` +
    bar(x + 30, y + 340, 170, 10) +
    bar(x + 30, y + 364, 120, 10);
  const parts = [
    phone(400, 230, w, h, side, -14, 0.75),
    phone(880, 230, w, h, side, 14, 0.75),
    `<rect x="600" y="250" width="400" height="560" rx="80" fill="url(#ember)" opacity="0.45" filter="url(#haze)"/>`,
    phone(640, 170, w, h, appScreen(rng, "url(#ember)")),
  ];
  parts.push(
    glassCard(330, 620, 290, 92, 22),
    `<circle cx="372" cy="666" r="18" fill="${c.magenta}"/>`,
    bar(404, 652, 150, 10, "#FFFFFF", 0.42),
    bar(404, 672, 100, 8),
  );
  parts.push(
    glassCard(990, 300, 250, 86, 22),
    `<path d="M1020 350l14 14 26-28" fill="none" stroke="${c.amber}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(1078, 330, 130, 10, "#FFFFFF", 0.42),
    bar(1078, 350, 90, 8),
  );
  return {
    glows: [
      { x: 800, y: 520, r: 520, tone: "gEmber", opacity: 0.7 },
      { x: 1450, y: 900, r: 700, tone: "gMagenta", opacity: 0.75 },
      { x: 150, y: 100, r: 650, tone: "gIndigo" },
    ],
    ribbon: { d: "M-100 300 C 400 500, 1100 300, 1700 700", opacity: 0.25 },
    body: parts.join(""),
  };
}

function fusionPlatform() {
  const s = 150;
  const g = 26;
  const cols = 6;
  const rows = 4;
  const x0 = (1600 - (cols * s + (cols - 1) * g)) / 2;
  const y0 = (1000 - (rows * s + (rows - 1) * g)) / 2;
  const core = new Set(["2,1", "3,1", "2,2", "3,2"]);
  const hot = new Set(["1,1", "4,2", "2,3", "3,0"]);
  const parts = [];
  const links = [];
  for (let r = 0; r < rows; r += 1) {
    for (let col = 0; col < cols; col += 1) {
      const key = `${col},${r}`;
      if (core.has(key)) continue;
      if ((col === 0 || col === cols - 1) && (r === 0 || r === rows - 1)) continue;
      const x = x0 + col * (s + g);
      const y = y0 + r * (s + g);
      parts.push(glassCard(x, y, s, s, 26, { shadow: false }));
      if (hot.has(key))
        parts.push(
          `<rect x="${x + 30}" y="${y + 30}" width="${s - 60}" height="${s - 60}" rx="18" fill="url(#ember)" opacity="0.85"/>`,
        );
      else parts.push(bar(x + 26, y + s - 48, 60, 10, "#FFFFFF", 0.3), bar(x + 26, y + s - 30, 38, 8));
      if (col < cols - 1) links.push([x + s, y + s / 2, "h"]);
      if (r < rows - 1) links.push([x + s / 2, y + s, "v"]);
    }
  }
  const cx = x0 + 2 * (s + g);
  const cy = y0 + (s + g);
  const cs = 2 * s + g;
  parts.push(
    `<rect x="${cx - 10}" y="${cy - 10}" width="${cs + 20}" height="${cs + 20}" rx="40" fill="${c.ember}" opacity="0.5" filter="url(#glow)"/>`,
  );
  parts.push(`<rect x="${cx}" y="${cy}" width="${cs}" height="${cs}" rx="34" fill="url(#ember)"/>`);
  const hx = cx + cs / 2;
  const hy = cy + cs / 2;
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${r1(hx + 70 * Math.cos(a))} ${r1(hy + 70 * Math.sin(a))}`;
  });
  parts.push(
    `<path d="M${hex.join("L")}Z" fill="none" stroke="${c.paper}" stroke-width="8" stroke-linejoin="round"/>`,
    `<circle cx="${hx}" cy="${hy}" r="22" fill="${c.paper}"/>`,
  );
  for (const [x, y, dir] of links) {
    const [x2, y2] = dir === "h" ? [x + g, y] : [x, y + g];
    parts.push(
      `<path d="M${x} ${y}L${x2} ${y2}" stroke="${c.amber}" stroke-width="4" opacity="0.7"/><circle cx="${(x + x2) / 2}" cy="${(y + y2) / 2}" r="5" fill="${c.paper}"/>`,
    );
  }
  return {
    glows: [
      { x: 800, y: 500, r: 640, tone: "gMagenta", opacity: 0.65 },
      { x: 1500, y: 80, r: 600, tone: "gEmber", opacity: 0.7 },
      { x: 100, y: 900, r: 600, tone: "gIndigo" },
    ],
    ribbon: { d: "M-100 700 C 500 900, 1100 100, 1700 300", opacity: 0.2 },
    body: parts.join(""),
  };
}

function productCard(x, y, rng, tone) {
  const p = [glassCard(x, y, 340, 440, 28)];
  p.push(`<rect x="${x + 18}" y="${y + 18}" width="304" height="250" rx="20" fill="url(#${tone})"/>`);
  const px = x + 170;
  const py = y + 150;
  p.push(`<ellipse cx="${px}" cy="${py + 80}" rx="90" ry="14" fill="${c.ink}" opacity="0.25"/>`);
  p.push(`<circle cx="${px}" cy="${py}" r="${r1(rng.range(58, 72))}" fill="${c.paper}" opacity="0.92"/>`);
  p.push(`<circle cx="${px - 22}" cy="${py - 22}" r="18" fill="#FFFFFF" opacity="0.7"/>`);
  p.push(bar(x + 26, y + 296, 180, 14, "#FFFFFF", 0.5), bar(x + 26, y + 322, 120, 10));
  p.push(`<rect x="${x + 26}" y="${y + 364}" width="96" height="40" rx="20" fill="#FFFFFF" fill-opacity="0.1"/>`);
  p.push(`<rect x="${x + 210}" y="${y + 364}" width="104" height="40" rx="20" fill="url(#ember)"/>`);
  return p.join("");
}

function auroraStorefront(rng) {
  const parts = [];
  const waves = [
    ["M-100 380 C 300 180, 700 520, 1100 300 S 1600 200, 1750 360", c.ember, 0.35],
    ["M-100 520 C 400 320, 800 640, 1200 420 S 1600 360, 1750 480", c.magenta, 0.35],
  ];
  for (const [d, col, op] of waves)
    parts.push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="120" opacity="${op}" filter="url(#haze)"/>`);
  for (const [d, col] of waves)
    parts.push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="2" opacity="0.5"/>`);
  parts.push(
    productCard(330, 300, rng, "emberY"),
    productCard(630, 230, rng, "ember"),
    productCard(930, 300, rng, "emberY"),
  );
  parts.push(
    glassCard(1160, 170, 200, 76, 38),
    `<circle cx="1200" cy="208" r="20" fill="url(#ember)"/>`,
    bar(1232, 194, 96, 10, "#FFFFFF", 0.45),
    bar(1232, 214, 64, 8),
  );
  return {
    glows: [
      { x: 1400, y: 950, r: 700, tone: "gMagenta", opacity: 0.7 },
      { x: 150, y: 150, r: 620, tone: "gPlum", opacity: 0.9 },
      { x: 800, y: 850, r: 500, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function pulseHealth(rng) {
  const cy = 560;
  const pts = [];
  let x = -20;
  pts.push(`M${x} ${cy}`);
  const beats = [260, 760, 1260];
  for (const b of beats) {
    const a = rng.range(0.9, 1.1);
    pts.push(
      `L${b - 60} ${cy}`,
      `l18 -26`,
      `l16 26`,
      `L${b} ${cy}`,
      `l14 ${r1(40 * a)}`,
      `l26 ${r1(-260 * a)}`,
      `l26 ${r1(300 * a)}`,
      `l16 ${r1(-80 * a)}`,
      `l26 ${r1(0)}`,
      `q30 -50 60 0`,
    );
  }
  pts.push(`L1620 ${cy}`);
  const d = pts.join(" ");
  const parts = [];
  const hx = 800;
  const hy = 430;
  [300, 220, 150].forEach((r, i) =>
    parts.push(ring(hx, hy, r, "#FFFFFF", 1.5, ` stroke-opacity="${0.06 + i * 0.05}"`)),
  );
  parts.push(ring(hx, hy, 150, c.ember, 3, ' opacity="0.35" stroke-dasharray="4 14" stroke-linecap="round"'));
  parts.push(glowStroke(d, { width: 6 }));
  const card = [glassCard(330, 170, 380, 200, 26)];
  const heart = "M0 -18 C -10 -36 -44 -30 -40 -2 C -36 18 -10 30 0 42 C 10 30 36 18 40 -2 C 44 -30 10 -36 0 -18 Z";
  card.push(`<path transform="translate(400 262) scale(1.05)" d="${heart}" fill="url(#ember)"/>`);
  card.push(bar(470, 226, 140, 12, "#FFFFFF", 0.35), bar(470, 258, 190, 26, "#FFFFFF", 0.75), bar(470, 302, 110, 10));
  parts.push(...card);
  parts.push(glassCard(1020, 700, 300, 130, 24));
  for (let i = 0; i < 9; i += 1) {
    const h = rng.range(20, 70);
    parts.push(
      `<rect x="${1050 + i * 28}" y="${r1(800 - h)}" width="14" height="${r1(h)}" rx="7" fill="${i === 6 ? c.ember : "#FFFFFF"}" opacity="${i === 6 ? 1 : 0.22}"/>`,
    );
  }
  return {
    glows: [
      { x: 800, y: 430, r: 560, tone: "gEmber", opacity: 0.75 },
      { x: 200, y: 900, r: 700, tone: "gMagenta", opacity: 0.6 },
      { x: 200, y: 100, r: 500, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

function atlasFreight(rng) {
  const nodes = [
    [230, 520],
    [420, 330],
    [560, 640],
    [760, 420],
    [900, 250],
    [1010, 600],
    [1190, 380],
    [1370, 520],
    [1300, 230],
    [640, 200],
    [1120, 780],
    [380, 780],
  ].map(([x, y]) => [x + rng.range(-20, 20), y + rng.range(-20, 20)]);
  const parts = [];
  for (let x = 80; x < 1560; x += 28) {
    for (let y = 90; y < 930; y += 28) {
      const dx = (x - 800) / 760;
      const dy = (y - 500) / 430;
      const n = Math.sin(x * 0.011) + Math.cos(y * 0.013 + x * 0.004);
      if (dx * dx + dy * dy < 1 && n > -0.2)
        parts.push(`<circle cx="${x}" cy="${y}" r="2.2" fill="#FFFFFF" opacity="0.13"/>`);
    }
  }
  const curve = ([x1, y1], [x2, y2], lift) => {
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2 - lift * Math.hypot(x2 - x1, y2 - y1);
    return `M${r1(x1)} ${r1(y1)} Q${r1(mx)} ${r1(my)} ${r1(x2)} ${r1(y2)}`;
  };
  const quiet = [
    [0, 1],
    [1, 9],
    [9, 4],
    [2, 3],
    [3, 6],
    [5, 10],
    [6, 8],
    [11, 2],
    [5, 7],
    [3, 5],
  ];
  for (const [a, b] of quiet)
    parts.push(
      `<path d="${curve(nodes[a], nodes[b], 0.22)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.22" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    );
  const route = [0, 3, 6, 7];
  for (let i = 0; i < route.length - 1; i += 1)
    parts.push(glowStroke(curve(nodes[route[i]], nodes[route[i + 1]], 0.28), { width: 4 }));
  nodes.forEach(([x, y], i) => {
    const hot = route.includes(i);
    if (hot)
      parts.push(
        ring(x, y, 22, c.ember, 2, ' opacity="0.45"'),
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="10" fill="${c.paper}"/>`,
      );
    else
      parts.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="7" fill="${c.navyLift}" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="2"/>`,
      );
  });
  parts.push(glassCard(180, 110, 360, 170, 24));
  for (let i = 0; i < 3; i += 1) {
    const y = 146 + i * 42;
    parts.push(
      `<circle cx="214" cy="${y + 6}" r="8" fill="${i === 0 ? c.ember : "#FFFFFF"}" opacity="${i === 0 ? 1 : 0.25}"/>`,
    );
    parts.push(
      bar(236, y, 120, 10, "#FFFFFF", 0.35),
      `<rect x="376" y="${y + 1}" width="130" height="8" rx="4" fill="#FFFFFF" fill-opacity="0.08"/>`,
      `<rect x="376" y="${y + 1}" width="${[104, 62, 30][i]}" height="8" rx="4" fill="url(#ember)"/>`,
    );
  }
  return {
    glows: [
      { x: 1250, y: 420, r: 620, tone: "gMagenta", opacity: 0.65 },
      { x: 300, y: 600, r: 560, tone: "gEmber", opacity: 0.55 },
      { x: 800, y: 80, r: 600, tone: "gIndigo" },
    ],
    body: parts.join(""),
  };
}

export const projectMotifs = {
  "quantum-dashboard": quantumDashboard,
  "nexus-mobile-app": nexusMobile,
  "fusion-platform": fusionPlatform,
  "aurora-storefront": auroraStorefront,
  "pulse-health": pulseHealth,
  "atlas-freight-portal": atlasFreight,
};
