/**
 * Responsive images, made at build time with sharp: every picture under src/assets as AVIF
 * and WebP at several widths, plus a 1200 px JPEG for share cards and structured data,
 * written to public/_img (git-ignored) by `generatePictures()` before Astro builds. File
 * names carry a hash of the source and the settings, so they are cached for a year, and
 * prerendered and on-demand pages (the blog list with a query) name the same files without
 * any image work per request. Server-side only: routes pass the plain data to components.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ASSETS_DIR = path.resolve("src/assets");
const OUTPUT_DIR = path.resolve("public/_img");
const PICTURE_URL_PREFIX = "/_img/";
/**
 * The widths, fitted to the slots the pages give pictures (ADR 0017, bench/image-pipelines.mjs):
 * 750 for a phone's full width at DPR 1.75–2 (a cover, the largest element of a case study or a
 * post), 1136 for the covers' desktop slot, 400 and 960 for the cards at DPR 1 and 2, 1600 for
 * the rest at DPR 2. Five, as before: each width costs the home page's HTML (12 KB gzip at most)
 * a URL per picture and format.
 */
export const WIDTHS = [400, 750, 960, 1136, 1600];
const SHARE_WIDTH = 1200;
/**
 * JPEG has no transparency: a picture with a see-through ground (the case-study screens, whose
 * frame on the page gives them the theme's colour) is laid on the light theme's sunken colour
 * for share cards and structured data, instead of black.
 */
const SHARE_GROUND = "#f3ece3";
export const FORMATS = {
  avif: { mime: "image/avif", options: { quality: 55, effort: 4 } },
  webp: { mime: "image/webp", options: { quality: 76 } },
  jpg: { mime: "image/jpeg", options: { quality: 80, mozjpeg: true } },
} as const;
type Format = keyof typeof FORMATS;

interface Variant {
  url: string;
  file: string;
  width: number;
  format: Format;
}

interface Source {
  file: string;
  width: number;
  height: number;
  hash: string;
}

const sources = new Map<string, Source>();

/** A picture prepared at build time: plain data, so islands can take it as a prop. */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
  /** A JPEG for share cards and structured data. */
  share: { src: string; width: number; height: number };
}

/**
 * The file under src/assets that a picture's name points at. Content names an upload by its path
 * from the content file, as the CMS stores it ("../../assets/blog/x/cover/image.jpg"); the site's
 * own pictures (the map) by their old public path ("/images/map-greater-noida.jpg").
 */
export function assetFile(src: string): string {
  return path.join(ASSETS_DIR, src.replace(/^(\.\.\/\.\.\/assets|\/images)\//, ""));
}

function source(src: string): Source {
  const cached = sources.get(src);
  if (cached) return cached;
  const file = assetFile(src);
  if (!file.startsWith(ASSETS_DIR + path.sep) || !fs.existsSync(file)) {
    throw new Error(`No image file for "${src}" under src/assets`);
  }
  const bytes = fs.readFileSync(file);
  const { width, height } = jpegOrPngSize(bytes, file);
  const hash = crypto
    .createHash("sha256")
    .update(bytes)
    .update(JSON.stringify(FORMATS))
    .update(SHARE_GROUND)
    .digest("hex")
    .slice(0, 10);
  const entry = { file, width, height, hash };
  sources.set(src, entry);
  return entry;
}

/** Width and height from the file header (no decoding): JPEG SOF or PNG IHDR. */
function jpegOrPngSize(bytes: Buffer, file: string): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let offset = 2;
  while (offset < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error(`Cannot read the size of ${file}: not a baseline or progressive JPEG, nor a PNG`);
}

function variants(src: string): Variant[] {
  const { file, width, hash } = source(src);
  // One flat folder: "blog/x.jpg" becomes "blog-x-640.<hash>.avif".
  const name = path
    .relative(ASSETS_DIR, file)
    .replace(/\.[a-z]+$/i, "")
    .split(path.sep)
    .join("-");
  const widths = [...new Set([...WIDTHS.filter((w) => w < width), width])];
  const make = (w: number, format: Format): Variant => {
    const relative = `${name}-${w}.${hash}.${format}`;
    return { url: `${PICTURE_URL_PREFIX}${relative}`, file: path.join(OUTPUT_DIR, relative), width: w, format };
  };
  return [
    ...widths.map((w) => make(w, "avif")),
    ...widths.map((w) => make(w, "webp")),
    make(Math.min(SHARE_WIDTH, width), "jpg"),
  ];
}

export function picture(src: string): ResponsiveImage {
  const { width, height } = source(src);
  const all = variants(src);
  const srcset = (format: Format) =>
    all
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  const webp = all.filter((v) => v.format === "webp");
  const share = all.find((v) => v.format === "jpg")!;
  return {
    src: webp.at(-1)!.url,
    width,
    height,
    sources: [
      { type: FORMATS.avif.mime, srcset: srcset("avif") },
      { type: FORMATS.webp.mime, srcset: srcset("webp") },
    ],
    share: { src: share.url, width: share.width, height: Math.round((height * share.width) / width) },
  };
}

/** Adds `picture` to each item, from the image path that `pick` names. */
export function withPictures<T>(items: readonly T[], pick: (item: T) => string): (T & { picture: ResponsiveImage })[] {
  return items.map((item) => ({ ...item, picture: picture(pick(item)) }));
}

/** A file an editor uploaded that is served as it is (a Lottie animation, a product's SVG mark): its hashed public URL. */
export function fileUrl(src: string): string {
  const file = assetFile(src);
  if (!file.startsWith(ASSETS_DIR + path.sep) || !fs.existsSync(file))
    throw new Error(`No file for "${src}" under src/assets`);
  const bytes = fs.readFileSync(file);
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  const name = path.relative(ASSETS_DIR, file).split(path.sep).join("-");
  const ext = path.extname(name);
  return `${PICTURE_URL_PREFIX}${name.slice(0, -ext.length)}.${hash}${ext}`;
}

/** Every upload under src/assets served as it is (`fileUrl`), as content names it. */
function allFileSources(): string[] {
  return fs
    .readdirSync(ASSETS_DIR, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(json|svg)$/i.test(f))
    .map((f) => `../../assets/${f.split(path.sep).join("/")}`)
    .sort();
}

/** Every picture under src/assets, as the public path content uses for it. */
export function allPictureSources(): string[] {
  return fs
    .readdirSync(ASSETS_DIR, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .map((f) => `/images/${f.split(path.sep).join("/")}`)
    .sort();
}

/**
 * Writes the files that are missing (their names change with their content, so an existing
 * file is current) and removes the ones no picture names any more. Returns what it did.
 */
export async function generatePictures(concurrency = 2): Promise<{ written: number; kept: number; removed: number }> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const wanted = allPictureSources().flatMap((src) => variants(src).map((v) => ({ ...v, src: source(src).file })));
  const copies = allFileSources().map((src) => ({
    from: assetFile(src),
    to: path.join(OUTPUT_DIR, path.basename(fileUrl(src))),
  }));
  for (const { from, to } of copies) if (!fs.existsSync(to)) fs.copyFileSync(from, to);
  const wantedFiles = new Set([...wanted.map((v) => path.basename(v.file)), ...copies.map((c) => path.basename(c.to))]);
  const missing = wanted.filter((v) => !fs.existsSync(v.file));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const v = missing[next++]!;
      const pipeline = sharp(v.src).resize({ width: v.width });
      const encoded =
        v.format === "avif"
          ? pipeline.avif(FORMATS.avif.options)
          : v.format === "webp"
            ? pipeline.webp(FORMATS.webp.options)
            : pipeline.flatten({ background: SHARE_GROUND }).jpeg(FORMATS.jpg.options);
      const temp = `${v.file}.tmp`;
      await encoded.toFile(temp);
      fs.renameSync(temp, v.file);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  let removed = 0;
  for (const f of fs.readdirSync(OUTPUT_DIR)) {
    if (!wantedFiles.has(f)) {
      fs.rmSync(path.join(OUTPUT_DIR, f));
      removed++;
    }
  }
  return { written: missing.length, kept: wanted.length - missing.length, removed };
}
