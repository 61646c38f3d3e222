// `npm run bench:images`: our picture pipeline (src/lib/media/pictures.ts) against Astro's own
// (astro:assets, its sharp service), on the same pictures: every JPEG and PNG under src/assets.
// Nothing is written anywhere; every file is encoded in memory, two at a time (the build's
// concurrency, and this machine's cores). It prints, for each pipeline:
//   - the files made and their bytes, and the CPU time it took;
//   - the bytes of the picture a visitor downloads first where a picture is the page's largest
//     element (a case study's or a post's cover, AVIF): on a phone as Lighthouse emulates one
//     (412 CSS px at DPR 1.75) and on a 1350 px desktop at DPR 1.
// `npm run bench:images -- ours` measures ours alone.
// Astro's side is what a switch gives with its defaults: <Picture formats={["avif", "webp"]}
// layout="constrained" width={slot}> and no quality set, the widths from astro/assets/layout.
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import sharpService from "astro/assets/services/sharp";
import { getWidths } from "../node_modules/astro/dist/assets/layout.js";
import sharp from "sharp";
import { assetFile, readAssetManifest } from "../src/lib/media/asset-files.ts";
import { FORMATS, WIDTHS } from "../src/lib/media/picture-names.ts";

/** Every picture under src/assets, as content names it. */
const allPictureSources = () =>
  Object.entries(readAssetManifest())
    .filter(([, record]) => record.width)
    .map(([rel]) => `/images/${rel}`);

process.env.ASTRO_TELEMETRY_DISABLED = "1";
const CONCURRENCY = 2;

/** The widest slot each kind of picture fills (the `sizes` of its component). */
function slotOf(file) {
  if (/\/team\//.test(file)) return 128; // Avatar, sizes="128px"
  if (/map-greater-noida/.test(file)) return 560; // MapFacade
  return 1136; // covers and gallery screens: (min-width: 1200px) 1136px, 100vw
}

const pictures = allPictureSources().map((src) => {
  const file = assetFile(src);
  const meta = sharp(file).metadata();
  return { file, meta };
});
for (const p of pictures) p.meta = await p.meta;

/** Our variants: src/lib/media/pictures.ts's widths and settings. */
function ours({ meta }) {
  const widths = [...new Set([...WIDTHS.filter((w) => w < meta.width), meta.width])];
  return [
    ...widths.map((width) => ({ width, format: "avif" })),
    ...widths.map((width) => ({ width, format: "webp" })),
    { width: Math.min(1200, meta.width), format: "jpg" },
  ];
}

/** Astro's variants for <Picture formats={["avif","webp"]} layout="constrained" width={slot}>. */
function astros({ file, meta }) {
  const slot = Math.min(slotOf(file), meta.width);
  const widths = getWidths({ width: slot, layout: "constrained", originalWidth: meta.width });
  // Astro also writes the <img>'s own src, the fallback format at the slot width (webp, a width
  // already in the list), and a share card needs a JPEG of its own (getImage), as ours makes.
  return [
    ...widths.map((width) => ({ width, format: "avif" })),
    ...widths.map((width) => ({ width, format: "webp" })),
    { width: Math.min(1200, meta.width), format: "jpg" },
  ];
}

async function encodeOurs(file, { width, format }) {
  const pipeline = sharp(file).resize({ width });
  const out =
    format === "avif"
      ? pipeline.avif(FORMATS.avif.options)
      : format === "webp"
        ? pipeline.webp(FORMATS.webp.options)
        : pipeline.jpeg(FORMATS.jpg.options);
  return (await out.toBuffer()).length;
}

const astroConfig = { service: { entrypoint: "astro/assets/services/sharp", config: {} } };
async function encodeAstros(file, { width, format }) {
  const input = fs.readFileSync(file);
  const { data } = await sharpService.transform(input, { src: file, width, format }, astroConfig, console);
  return data.length;
}

async function run(name, variantsOf, encode) {
  const jobs = pictures.flatMap((p) => variantsOf(p).map((v) => ({ p, v })));
  const sizes = new Map();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const bytes = await encode(job.p.file, job.v);
      sizes.set(`${job.p.file}|${job.v.format}|${job.v.width}`, bytes);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const total = (format) =>
    [...sizes].filter(([k]) => format === undefined || k.split("|")[1] === format).reduce((s, [, b]) => s + b, 0);
  return { name, variantsOf, sizes, files: jobs.length, wall, cpu: (cpu.user + cpu.system) / 1e6, total };
}

/** The AVIF a browser picks for a slot of `cssWidth` at `dpr`: the smallest at least that wide. */
function picked(result, picture, cssWidth, dpr) {
  const need = Math.min(cssWidth, slotOf(picture.file)) * dpr;
  const widths = result
    .variantsOf(picture)
    .filter((v) => v.format === "avif")
    .map((v) => v.width)
    .sort((a, b) => a - b);
  const width = widths.find((w) => w >= need) ?? widths.at(-1);
  return { width, bytes: result.sizes.get(`${picture.file}|avif|${width}`) };
}

const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
console.log(`${pictures.length} pictures under src/assets; ${os.cpus().length} cores, ${CONCURRENCY} at a time.\n`);
const results = [];
// `-- ours` measures only our pipeline (after a change to its widths or settings).
const only = process.argv[2];
for (const [name, variantsOf, encode] of [
  [`ours (src/lib/media/picture-names.ts, widths ${WIDTHS.join("/")})`, ours, encodeOurs],
  ["astro:assets defaults", astros, encodeAstros],
].filter(([name]) => !only || name.startsWith(only))) {
  const r = await run(name, variantsOf, encode);
  results.push(r);
  console.log(
    `${name}: ${r.files} files, ${kb(r.total())} (AVIF ${kb(r.total("avif"))}, WebP ${kb(r.total("webp"))}, JPEG ${kb(r.total("jpg"))}); ${r.wall.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU`,
  );
}

const lcp = pictures.filter((p) => /\/(blog|projects)\/[^/]+\/cover\//.test(p.file));
console.log(`\nThe cover a visitor loads first (AVIF), over ${lcp.length} covers (mean, min-max):`);
for (const [label, cssWidth, dpr] of [
  ["phone, 412 px at DPR 1.75", 412, 1.75],
  ["desktop, 1350 px at DPR 1", 1350, 1],
]) {
  const row = results.map((r) => {
    const picks = lcp.map((p) => picked(r, p, cssWidth, dpr));
    const bytes = picks.map((p) => p.bytes);
    const mean = bytes.reduce((s, b) => s + b, 0) / bytes.length;
    const widths = [...new Set(picks.map((p) => p.width))].join("/");
    return `${r.name}: ${kb(mean)} (${kb(Math.min(...bytes))}-${kb(Math.max(...bytes))}) at ${widths} px`;
  });
  console.log(`  ${label}: ${row.join("; ")}`);
}
console.log(`\n(Sources: ${path.relative(process.cwd(), path.resolve("src/assets"))}.)`);
