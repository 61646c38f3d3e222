/**
 * Product screens of the six case studies: a cover (1600×1000) and a gallery of three
 * screens per project (1600×1000 each), drawn into out/projects as PNGs whose ground is
 * translucent (the page's themed frame shows through; see writePicture), plus screens.json,
 * whose alt text and captions come from the same data objects the screens are drawn from. The
 * site's copies are uploads: each project's cover and gallery in the CMS, with these texts.
 *
 *   npm run screens -w @ignite/art            # all six projects
 *   npm run screens -w @ignite/art -- quantum-dashboard pulse-health
 *
 * Deterministic: no randomness at all, so a rerun writes the same bytes.
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { outDir, repoRoot } from "./paths.mjs";
import sharp from "sharp";
import { doc, phoneAt, phoneSize, shadow, stage, windowAt, windowSize } from "./screens/frames.mjs";
import { projects } from "./screens/projects.mjs";
import { R, T, resetIds, tw } from "./screens/ui.mjs";

export const WIDTH = 1600;
export const HEIGHT = 1000;
export const COVER_MAX_BYTES = 120_000;
export const GALLERY_MAX_BYTES = 110_000;
export const ALT_MAX = 200;
export const CAPTION_MAX = 90;
export const manifestFile = fileURLToPath(new URL("./screens.json", import.meta.url));

/** A gallery picture: the screen in its device, on the project's stage. */
function galleryBody(project, screen) {
  const drawn = screen.draw(screen.data);
  const parts = [stage(WIDTH, HEIGHT, project.stage)];
  if (screen.kind === "desktop") {
    const s = 1.36;
    const { w, h } = windowSize(screen, s);
    parts.push(windowAt(screen, drawn, (WIDTH - w) / 2, (HEIGHT - h) / 2, s));
  } else {
    const s = 1.06;
    const { w, h } = phoneSize(screen, s);
    const x = 250;
    parts.push(phoneAt(screen, drawn, x, (HEIGHT - h) / 2, s));
    parts.push(annotation(project, screen, x + w + 140, HEIGHT / 2));
  }
  return parts.join("");
}

/**
 * Beside a phone: the screen's point in three lines, from the same data as the alt text, on a
 * card of the project's deep colour (the ground is translucent, so text straight on it could
 * not read on both themes).
 */
function annotation(project, screen, x, cy) {
  const n = screen.note(screen.data);
  const { bg, text: ink, muted: soft, accent } = project.stage.card;
  const lines = n.points.length;
  const top = cy - (110 + lines * 64) / 2;
  const y0 = top + 66 + n.title.length * 50 + 24;
  const widths = [
    tw(n.eyebrow.toUpperCase(), 17, 600, { ls: 1.6 }),
    ...n.title.map((line) => tw(line, 42, 600, { ls: -0.8 })),
    ...n.points.map((p) => 32 + tw(p, 21)),
  ];
  const pad = 52;
  const card = {
    x: x - pad,
    y: top - 14 - pad,
    w: Math.max(...widths) + pad * 2,
    h: y0 + (lines - 1) * 44 + 4 - (top - 14) + pad * 2,
  };
  const out = [
    shadow(card.x, card.y, card.w, card.h, 28, { op: 0.22, blur: 24, dy: 18 }),
    R(card.x, card.y, card.w, card.h, { r: 28, fill: bg }),
    R(card.x + 0.75, card.y + 0.75, card.w - 1.5, card.h - 1.5, {
      r: 27.25,
      fill: "none",
      stroke: "#FFFFFF",
      sw: 1.5,
      op: 0.1,
    }),
    T(n.eyebrow.toUpperCase(), x, top + 14, { size: 17, w: 600, fill: accent, ls: 1.6 }),
    ...n.title.map((line, i) => T(line, x, top + 66 + i * 50, { size: 42, w: 600, fill: ink, ls: -0.8 })),
  ];
  n.points.forEach((p, i) => {
    const y = y0 + i * 44;
    out.push(`<rect x="${x}" y="${y - 14}" width="18" height="3" rx="1.5" fill="${accent}"/>`);
    out.push(T(p, x + 32, y - 4, { size: 21, fill: soft }));
  });
  return out.join("");
}

/** What a cover is drawn with: the devices, the stage and the picture's size. */
const coverKit = { windowAt, phoneAt, stage, windowSize, phoneSize, W: WIDTH, H: HEIGHT };
const screensByName = (project) => Object.fromEntries(project.screens.map((s) => [s.name, s]));

/**
 * Where each device stands on a project's cover, back to front: { screen (its name), kind, x,
 * y, w, h, r (its corners' radius), s } in the picture's pixels.
 */
export const coverLayout = (project) => project.cover.layout(screensByName(project), coverKit);

/**
 * The screen a cover is built on, its subject: the largest device on it (Atlas's live map, not
 * the phone in front of it; Nexus's order, the larger phone between two others).
 */
export function coverMainScreen(project) {
  const [main] = coverLayout(project).sort((a, b) => b.w * b.h - a.w * a.h);
  return main.screen;
}

/**
 * The SVG of a cover with only some of its devices (by index in coverLayout), the others left
 * out: screen-text.mjs reads one device's text where it stands on the cover this way.
 */
export function coverSvg(project, only) {
  resetIds();
  return doc(WIDTH, HEIGHT, project.cover.draw(screensByName(project), coverKit, only));
}

/** Every picture of a project as { file, src, svg, alt, caption, width, height, max }. */
export function projectPictures(project) {
  const pictures = [];
  resetIds();
  const byName = screensByName(project);
  const cover = project.cover;
  pictures.push({
    kind: "cover",
    rel: `projects/${project.slug}.png`,
    svg: doc(WIDTH, HEIGHT, cover.draw(byName, coverKit)),
    alt: cover.alt(byName),
    max: COVER_MAX_BYTES,
  });
  for (const screen of project.screens) {
    resetIds();
    pictures.push({
      kind: "gallery",
      rel: `projects/${project.slug}/${screen.name}.png`,
      svg: doc(WIDTH, HEIGHT, galleryBody(project, screen)),
      alt: screen.alt(screen.data),
      caption: screen.caption(screen.data),
      max: GALLERY_MAX_BYTES,
    });
  }
  return pictures.map((p) => ({
    ...p,
    file: join(outDir, p.rel),
    src: p.rel,
    width: WIDTH,
    height: HEIGHT,
  }));
}

/** The manifest: alt text and captions next to each picture (its path under out/). */
export function buildManifest(list = projects) {
  const out = { projects: {} };
  for (const project of list) {
    const pics = projectPictures(project).map(({ svg: _svg, ...rest }) => rest);
    const entry = (p) => ({
      src: p.src,
      alt: p.alt,
      ...(p.caption ? { caption: p.caption } : {}),
      width: p.width,
      height: p.height,
    });
    out.projects[project.slug] = {
      cover: entry(pics.find((p) => p.kind === "cover")),
      gallery: pics.filter((p) => p.kind === "gallery").map(entry),
    };
  }
  return out;
}

export const manifestJson = (list = projects) => `${JSON.stringify(buildManifest(list), null, 2)}\n`;

/**
 * PNG with an alpha channel: the ground is translucent and the page's frame shows through
 * (light on the light theme, dark on the dark one). Quantised to a palette (libimagequant) to
 * keep within the byte budgets; the site's pipeline (src/lib/media/pictures.ts) reads JPEG or PNG and
 * keeps the alpha in its AVIF and WebP sizes.
 */
export async function writePicture(svg, file) {
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg), { density: 72 })
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 0.5 })
    .toFile(file);
  return statSync(file).size;
}

/** Writes the pictures (sequentially: the machine is shared) and the manifest. */
export async function writeScreens({ only } = {}) {
  const written = [];
  for (const project of projects) {
    if (only?.length && !only.includes(project.slug)) continue;
    for (const p of projectPictures(project)) {
      written.push({ file: p.file, bytes: await writePicture(p.svg, p.file), max: p.max });
    }
  }
  writeFileSync(manifestFile, manifestJson());
  return [...written, { file: manifestFile, bytes: Buffer.byteLength(manifestJson()) }];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = await writeScreens({ only: process.argv.slice(2) });
  let over = 0;
  for (const { file, bytes, max } of written) {
    const flag = max && bytes > max ? `  OVER ${(max / 1000).toFixed(0)} KB` : "";
    if (flag) over += 1;
    console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${relative(repoRoot, file)}${flag}`);
  }
  if (over) process.exit(1);
}
