/**
 * Generic blog-cover motifs, one per post category, for posts without a motif of their own
 * in motifs-blog.mjs. Same canvas (1600×900) and look; the rng, seeded with the post's
 * slug, varies counts, values and layout, so every post gets its own picture.
 * Each returns { body }; post-cover.mjs adds the ground and the glows.
 */
import { swatches as c } from "./swatches.mjs";
import { r1 } from "./prng.mjs";
import { arc, bar, glassCard, glowStroke, smoothPath } from "./style.mjs";

const dot = (x, y, r, fill, extra = "") => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="${fill}"${extra}/>`;
const line = (d, stroke = "#FFFFFF", opacity = 0.16, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Technology: a chip at the hub of a network; a few links carry traffic. */
function technology(rng) {
  const cx = rng.range(760, 840);
  const cy = 450;
  const parts = [line(`M${r1(cx - 330)} ${cy}a330 250 0 1 0 660 0a330 250 0 1 0 -660 0`, "#FFFFFF", 0.07, 1.5)];
  const n = rng.int(6, 8);
  const turn = rng.range(0, Math.PI * 2);
  const nodes = Array.from({ length: n }, (_, i) => {
    const a = turn + (i / n) * Math.PI * 2 + rng.range(-0.15, 0.15);
    const k = i % 2 ? 1 : 0.8;
    const x = Math.min(1380, Math.max(220, cx + 560 * k * Math.cos(a)));
    const y = Math.min(750, Math.max(150, cy + 290 * k * Math.sin(a)));
    return { x, y, live: rng.chance(0.45) };
  });
  for (const { x, y, live } of nodes) {
    const mx = (cx + x) / 2;
    const d = `M${r1(cx)} ${cy}Q${r1(mx)} ${r1(y)} ${r1(x)} ${r1(y)}`;
    parts.push(live ? glowStroke(d, { width: 3, glow: 0.55 }) : line(d, "#FFFFFF", 0.24, 2));
    // A packet on the link, 60% of the way out (the quadratic Bézier at t = 0.6).
    const t = 0.6;
    const at = (p0, p1, p2) => (1 - t) ** 2 * p0 + 2 * (1 - t) * t * p1 + t * t * p2;
    if (live) parts.push(dot(at(cx, mx, x), at(cy, y, y), 7, c.paper));
  }
  for (const { x, y, live } of nodes) {
    parts.push(glassCard(x - 90, y - 46, 180, 92, 20, { shadow: false }));
    parts.push(
      `<rect x="${r1(x - 68)}" y="${r1(y - 17)}" width="34" height="34" rx="10" fill="${live ? "url(#ember)" : "#FFFFFF"}"${live ? "" : ' fill-opacity="0.16"'}/>`,
      bar(x - 18, y - 12, rng.range(56, 86), 10, "#FFFFFF", 0.45),
      bar(x - 18, y + 6, rng.range(30, 56), 8),
    );
  }
  parts.push(glassCard(cx - 120, cy - 120, 240, 240, 38));
  for (let i = 0; i < 4; i += 1) {
    const o = -36 + i * 24;
    parts.push(
      line(`M${r1(cx + o)} ${cy - 84}v-16M${r1(cx + o)} ${cy + 84}v16`, c.amber, 0.7, 5),
      line(`M${r1(cx - 84)} ${cy + o}h-16M${r1(cx + 84)} ${cy + o}h16`, c.amber, 0.7, 5),
    );
  }
  parts.push(
    `<rect x="${r1(cx - 70)}" y="${cy - 70}" width="140" height="140" rx="30" fill="${c.ember}" opacity="0.5" filter="url(#glow)"/>`,
    `<rect x="${r1(cx - 70)}" y="${cy - 70}" width="140" height="140" rx="30" fill="url(#ember)"/>`,
    `<rect x="${r1(cx - 40)}" y="${cy - 40}" width="80" height="80" rx="14" fill="none" stroke="${c.paper}" stroke-opacity="0.6" stroke-width="4"/>`,
  );
  return { body: parts.join("") };
}

/** Design: an artboard with a selected shape, a pen path with handles, layers and swatches. */
function design(rng) {
  const parts = [glassCard(200, 140, 860, 620, 30)];
  const sx = rng.range(300, 420);
  const sy = rng.range(220, 280);
  const size = 240;
  const kind = rng.pick(["circle", "squircle", "arch"]);
  const shape =
    kind === "circle"
      ? `<circle cx="${r1(sx + size / 2)}" cy="${r1(sy + size / 2)}" r="${size / 2}"`
      : kind === "squircle"
        ? `<rect x="${r1(sx)}" y="${r1(sy)}" width="${size}" height="${size}" rx="64"`
        : `<path d="M${r1(sx)} ${r1(sy + size)}V${r1(sy + size / 2)}a${size / 2} ${size / 2} 0 0 1 ${size} 0V${r1(sy + size)}Z"`;
  parts.push(`${shape} fill="${c.ember}" opacity="0.45" filter="url(#glow)"/>`, `${shape} fill="url(#ember)"/>`);
  parts.push(
    `<rect x="${r1(sx - 14)}" y="${r1(sy - 14)}" width="${size + 28}" height="${size + 28}" fill="none" stroke="${c.amber}" stroke-width="2" stroke-dasharray="8 6"/>`,
  );
  for (const [x, y] of [
    [sx - 14, sy - 14],
    [sx + size + 14, sy - 14],
    [sx - 14, sy + size + 14],
    [sx + size + 14, sy + size + 14],
  ])
    parts.push(`<rect x="${r1(x - 7)}" y="${r1(y - 7)}" width="14" height="14" rx="3" fill="${c.paper}"/>`);
  const scale = rng.range(0.85, 1.15);
  [34, 24, 16, 16, 16].forEach((h, i) =>
    parts.push(
      bar(
        720,
        250 + i * 56 + (i > 2 ? -20 : 0),
        r1((i < 3 ? 260 - i * 50 : 220 - i * 20) * scale),
        h,
        "#FFFFFF",
        0.5 - i * 0.07,
      ),
    ),
  );
  const pts = Array.from({ length: 4 }, (_, i) => [300 + i * 220, rng.range(620, 700) - (i % 2) * rng.range(30, 60)]);
  parts.push(glowStroke(smoothPath(pts), { width: 4, glow: 0.6 }));
  pts.forEach(([x, y], i) => {
    if (i === 1 || i === 2) {
      parts.push(line(`M${r1(x - 70)} ${r1(y + 12)}L${r1(x + 70)} ${r1(y - 12)}`, c.paper, 0.55, 2));
      parts.push(dot(x - 70, y + 12, 6, c.paper), dot(x + 70, y - 12, 6, c.paper));
    }
    parts.push(
      `<rect x="${r1(x - 9)}" y="${r1(y - 9)}" width="18" height="18" rx="3" fill="${c.navy}" stroke="${c.paper}" stroke-width="3"/>`,
    );
  });
  parts.push(glassCard(1100, 140, 300, 620, 30), bar(1136, 180, 110, 12, "#FFFFFF", 0.4));
  const active = rng.int(0, 4);
  for (let i = 0; i < 5; i += 1) {
    const y = 222 + i * 62;
    if (i === active)
      parts.push(
        `<rect x="1120" y="${y}" width="260" height="48" rx="12" fill="${c.ember}" fill-opacity="0.16" stroke="${c.ember}" stroke-opacity="0.6"/>`,
      );
    parts.push(
      `<rect x="1136" y="${y + 12}" width="24" height="24" rx="6" fill="${i === active ? "url(#ember)" : "#FFFFFF"}"${i === active ? "" : ' fill-opacity="0.16"'}/>`,
      bar(1176, y + 19, rng.range(90, 160), 10, "#FFFFFF", i === active ? 0.75 : 0.3),
    );
  }
  const swatches = [c.ember, c.orange, c.amber, c.pink, c.magenta, c.plum];
  for (let i = swatches.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [swatches[i], swatches[j]] = [swatches[j], swatches[i]];
  }
  swatches.forEach((col, i) => parts.push(dot(1170 + (i % 3) * 80, 580 + Math.floor(i / 3) * 84, 28, col)));
  return { body: parts.join("") };
}

/** Business: KPI cards over a rising chart and a share-of-revenue donut. */
function business(rng) {
  const parts = [];
  const lead = rng.int(0, 2);
  for (let i = 0; i < 3; i += 1) {
    const x = 220 + i * 400;
    parts.push(glassCard(x, 130, 360, 170, 24), bar(x + 30, 166, 90, 10, "#FFFFFF", 0.3));
    parts.push(bar(x + 30, 196, rng.range(120, 170), 26, i === lead ? "url(#ember)" : "#FFFFFF", i === lead ? 1 : 0.5));
    parts.push(
      `<rect x="${x + 30}" y="246" width="78" height="28" rx="14" fill="${c.amber}" fill-opacity="0.16"/>`,
      line(`M${x + 46} 266l10 -10 10 10`, c.amber, 0.9, 3),
      bar(x + 74, 256, 22, 8, c.amber, 0.9),
    );
    const spark = Array.from({ length: 7 }, (_, k) => [x + 210 + k * 20, 270 - k * 9 - rng.range(0, 22)]);
    parts.push(line(smoothPath(spark), i === lead ? c.ember : c.amber, 0.9, 3));
  }
  parts.push(glassCard(220, 340, 760, 430, 28), bar(260, 378, 140, 12, "#FFFFFF", 0.35));
  const n = rng.int(7, 10);
  const step = 660 / n;
  const tops = [];
  for (let i = 0; i < n; i += 1) {
    const h = 80 + (i / (n - 1)) * 170 + rng.range(-30, 30);
    const x = 270 + i * step;
    parts.push(
      `<rect x="${r1(x)}" y="${r1(730 - h)}" width="${r1(step * 0.58)}" height="${r1(h)}" rx="10" fill="url(#emberY)" opacity="${r1(0.4 + (i / n) * 0.5)}"/>`,
    );
    tops.push([x + step * 0.29, 700 - h]);
  }
  parts.push(line("M260 730H940", "#FFFFFF", 0.2, 2), glowStroke(smoothPath(tops), { width: 4, glow: 0.6 }));
  parts.push(glassCard(1020, 340, 360, 430, 28), bar(1060, 378, 110, 12, "#FFFFFF", 0.35));
  const shares = [rng.range(0.32, 0.46), rng.range(0.2, 0.3)];
  shares.push(0.94 - shares[0] - shares[1]);
  let from = rng.range(0, 0.1);
  [c.ember, c.magenta, c.amber].forEach((col, i) => {
    parts.push(
      `<path d="${arc(1200, 560, 110, from, from + shares[i])}" fill="none" stroke="${col}" stroke-width="30" stroke-linecap="round"/>`,
    );
    from += shares[i] + 0.02;
  });
  parts.push(
    bar(1160, 552, 80, 16, "#FFFFFF", 0.6),
    bar(1060, 712, 80, 9),
    bar(1160, 712, 80, 9),
    bar(1260, 712, 80, 9),
  );
  return { body: parts.join("") };
}

/** Development: an editor, a terminal over it and a branch graph that merges back. */
function development(rng) {
  const left = rng.chance(0.5);
  const ex = left ? 190 : 610;
  const gx = left ? 1300 : 330;
  const parts = [glassCard(ex, 120, 800, 560, 28)];
  parts.push(
    dot(ex + 40, 158, 8, c.magenta),
    dot(ex + 66, 158, 8, c.ember),
    dot(ex + 92, 158, 8, "#FFFFFF", ' fill-opacity="0.3"'),
  );
  parts.push(bar(ex + 140, 153, 110, 10, "#FFFFFF", 0.45), bar(ex + 280, 153, 90, 10, "#FFFFFF", 0.18));
  parts.push(line(`M${ex} 196H${ex + 800}`, "#FFFFFF", 0.1, 1));
  const tones = [
    [c.magenta, 0.95],
    [c.orange, 0.95],
    ["#FFFFFF", 0.42],
    [c.amber, 0.8],
    ["#FFFFFF", 0.2],
  ];
  let indent = 0;
  for (let i = 0; i < 10; i += 1) {
    const y = 226 + i * 42;
    parts.push(bar(ex + 30, y + 2, 22, 8, "#FFFFFF", 0.14));
    let x = ex + 80 + indent * 44;
    for (let t = rng.int(2, 4); t > 0; t -= 1) {
      const [col, op] = rng.pick(tones);
      const w = rng.range(40, 130);
      if (x + w > ex + 760) break;
      parts.push(bar(x, y, w, 12, col, op));
      x += w + 14;
    }
    indent = Math.max(0, Math.min(3, indent + rng.int(-1, 1)));
  }
  const tx = left ? ex + 440 : ex - 120;
  parts.push(glassCard(tx, 560, 500, 190, 24));
  for (let i = 0; i < 3; i += 1) {
    const y = 610 + i * 44;
    parts.push(line(`M${tx + 34} ${y - 8}l10 8 -10 8`, c.amber, 0.9, 3));
    parts.push(bar(tx + 62, y - 6, i === 2 ? 120 : rng.range(180, 320), 12, "#FFFFFF", i === 2 ? 0.6 : 0.3));
  }
  parts.push(`<rect x="${tx + 196}" y="690" width="14" height="26" rx="3" fill="url(#ember)"/>`);
  const top = 170;
  const bottom = 730;
  const fork = rng.range(250, 330);
  const merge = rng.range(560, 640);
  parts.push(line(`M${gx} ${top}V${bottom}`, "#FFFFFF", 0.3, 4));
  parts.push(
    glowStroke(
      `M${gx} ${r1(fork)}C${gx} ${r1(fork + 60)} ${gx + 90} ${r1(fork + 40)} ${gx + 90} ${r1(fork + 110)}V${r1(merge - 110)}C${gx + 90} ${r1(merge - 40)} ${gx} ${r1(merge - 60)} ${gx} ${r1(merge)}`,
      {
        width: 4,
        glow: 0.6,
      },
    ),
  );
  for (let y = top; y <= bottom; y += 70) parts.push(dot(gx, y, 10, c.navy, ` stroke="${c.paper}" stroke-width="4"`));
  for (let y = fork + 150; y < merge - 110; y += 70) parts.push(dot(gx + 90, y, 11, c.ember));
  parts.push(dot(gx, merge, 16, "url(#ember)"));
  return { body: parts.join("") };
}

/** Industry: a globe of linked sites, next to stacked sector cards with progress. */
function industry(rng) {
  const cx = rng.range(1040, 1120);
  const cy = 450;
  const R = 290;
  const parts = [
    dot(cx, cy, R, c.navy, ` fill-opacity="0.5" stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="2"`),
    dot(cx, cy, R * 0.7, c.ember, ` opacity="0.18" filter="url(#haze)"`),
  ];
  for (const k of [0.25, 0.55, 0.82])
    parts.push(
      line(
        `M${r1(cx)} ${cy - R}a${r1(R * k)} ${R} 0 0 0 0 ${2 * R}a${r1(R * k)} ${R} 0 0 0 0 ${-2 * R}`,
        "#FFFFFF",
        0.09,
        1.5,
      ),
    );
  for (const f of [-0.6, -0.3, 0, 0.3, 0.6]) {
    const y = cy + R * f;
    const half = R * Math.sqrt(1 - f * f);
    parts.push(line(`M${r1(cx - half)} ${r1(y)}H${r1(cx + half)}`, "#FFFFFF", 0.09, 1.5));
  }
  // Sites spread over the disc: a candidate too close to one already placed is dropped.
  const pins = [];
  for (let tries = 0, want = rng.int(5, 7); pins.length < want && tries < 60; tries += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = R * Math.sqrt(rng.range(0.08, 0.7));
    const p = [cx + d * Math.cos(a), cy + d * Math.sin(a)];
    if (pins.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) > 110)) pins.push(p);
  }
  pins.sort((p, q) => p[0] - q[0]);
  for (let i = 0; i < pins.length - 1; i += 1) {
    const [x1, y1] = pins[i];
    const [x2, y2] = pins[i + 1];
    // Bow each route sideways from its chord (like a flight path), to the upper side.
    const len = Math.hypot(x2 - x1, y2 - y1);
    const [nx, ny] = x2 - x1 >= 0 ? [(y2 - y1) / len, -(x2 - x1) / len] : [-(y2 - y1) / len, (x2 - x1) / len];
    const k = len * 0.3;
    const d = `M${r1(x1)} ${r1(y1)}Q${r1((x1 + x2) / 2 + nx * k)} ${r1((y1 + y2) / 2 + ny * k)} ${r1(x2)} ${r1(y2)}`;
    parts.push(i % 2 ? line(d, c.amber, 0.6, 2.5) : glowStroke(d, { width: 3, glow: 0.55 }));
  }
  for (const [x, y] of pins)
    parts.push(
      dot(x, y, 22, "none", ` stroke="${c.ember}" stroke-opacity="0.45" stroke-width="2"`),
      dot(x, y, 10, c.ember),
      dot(x, y, 4, c.paper),
    );
  for (let i = 0; i < 3; i += 1) {
    const x = 200 + i * 36;
    const y = 180 + i * 190;
    parts.push(glassCard(x, y, 460, 160, 24));
    parts.push(
      `<rect x="${x + 28}" y="${y + 28}" width="64" height="64" rx="16" fill="${i === 0 ? "url(#ember)" : "#FFFFFF"}"${i === 0 ? "" : ' fill-opacity="0.12"'}/>`,
      line(`M${x + 44} ${y + 76}V${y + 58}l12 -8v8l12 -8v8l12 -8V${y + 76}Z`, i === 0 ? c.paper : c.amber, 0.9, 3),
      bar(x + 116, y + 40, rng.range(150, 240), 12, "#FFFFFF", 0.5),
      bar(x + 116, y + 66, rng.range(90, 160), 9),
    );
    const done = rng.range(0.35, 0.9);
    parts.push(
      `<rect x="${x + 28}" y="${y + 118}" width="404" height="10" rx="5" fill="#FFFFFF" fill-opacity="0.1"/>`,
      `<rect x="${x + 28}" y="${y + 118}" width="${r1(404 * done)}" height="10" rx="5" fill="url(#emberX)"/>`,
    );
  }
  return { body: parts.join("") };
}

/** Keyed by the category names the blog uses. */
export const postMotifs = {
  Technology: technology,
  Design: design,
  Business: business,
  Development: development,
  Industry: industry,
};
