/** The default share image, 1200×630: mark, wordmark, one line, and a spark-core motif. */
import { join } from "node:path";
import { loadFont, textPaths } from "./font.mjs";
import { markDefs, markPaths } from "./mark.mjs";
import { swatches as c } from "./swatches.mjs";
import { writeJpeg } from "./render.mjs";
import { arc, background, svgDoc } from "./style.mjs";

export const OG_LINE = "Software, web and mobile products built to last";

function sparkCore(cx, cy) {
  const p = [];
  [250, 190, 130].forEach((r, i) => {
    p.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#FFFFFF" stroke-opacity="${0.07 + i * 0.03}" stroke-width="1.5"/>`,
    );
  });
  const arcs = [
    [250, 0.05, 0.3, 5],
    [190, 0.55, 0.95, 7],
    [130, 0.2, 0.55, 9],
  ];
  for (const [r, a, b, w] of arcs) {
    p.push(
      `<path d="${arc(cx, cy, r, a, b)}" fill="none" stroke="url(#ember)" stroke-width="${w}" stroke-linecap="round"/>`,
    );
  }
  p.push(`<circle cx="${cx}" cy="${cy}" r="86" fill="${c.ember}" opacity="0.55" filter="url(#glow)"/>`);
  p.push(
    `<radialGradient id="orbLight" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="${c.paper}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.paper}" stop-opacity="0"/></radialGradient>`,
  );
  p.push(
    `<circle cx="${cx}" cy="${cy}" r="62" fill="url(#ember)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="62" fill="url(#orbLight)"/>`,
  );
  const dots = [
    [250, 0.3, 9],
    [190, 0.95, 7],
    [130, 0.55, 6],
    [250, 0.72, 5],
  ];
  for (const [r, t, s] of dots) {
    const a = (t * 360 - 90) * (Math.PI / 180);
    p.push(
      `<circle cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" r="${s}" fill="${c.paper}"/>`,
    );
  }
  return p.join("");
}

export function ogSvg() {
  const w = 1200;
  const h = 630;
  const bold = loadFont(700);
  const regular = loadFont(400);
  const body = [
    background(
      w,
      h,
      [
        { x: 980, y: 120, r: 560, tone: "gEmber", opacity: 0.85 },
        { x: 1100, y: 640, r: 520, tone: "gMagenta", opacity: 0.8 },
        { x: 120, y: 650, r: 520, tone: "gIndigo" },
      ],
      { ribbon: { d: "M-100 700 C 300 560, 700 640, 1300 200", opacity: 0.22 } },
    ),
    sparkCore(930, 315),
    `<defs>${markDefs("-og")}</defs><g transform="translate(64 196) scale(1.75)">${markPaths("-og")}</g>`,
    textPaths(bold, "Ignite", { x: 188, y: 300, size: 124, fill: c.paper, tracking: -0.02 }).svg,
    textPaths(regular, "Technologies", { x: 194, y: 354, size: 36, fill: c.amber, tracking: 0.08 }).svg,
    `<path d="M86 432H186" stroke="url(#emberX)" stroke-width="4" stroke-linecap="round"/>`,
    textPaths(regular, OG_LINE, { x: 84, y: 490, size: 31, fill: "#D5D9E3" }).svg,
  ];
  return svgDoc(w, h, body.join(""));
}

export async function writeOg(publicDir) {
  const file = join(publicDir, "og-default.jpg");
  return [{ file, bytes: await writeJpeg(ogSvg(), file, { quality: 82 }), max: 150_000 }];
}
