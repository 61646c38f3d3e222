/**
 * The uploads under src/assets, read from disk: their records (size and content hash, the input of
 * every picture's file name: picture-names.ts), and the pictures made from them with sharp. For
 * the build, `astro dev` and the tools, never for the production host: the build puts the records
 * into the host's bundle (integrations/assets.ts), and the pictures into dist/client/_img.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  FORMATS,
  PICTURE_URL_PREFIX,
  SHARE_GROUND,
  assetPath,
  fileName,
  pictureVariants,
  type AssetManifest,
  type AssetRecord,
  type Variant,
} from "./picture-names";

export const ASSETS_DIR = path.resolve("src/assets");
export const OUTPUT_DIR = path.resolve("public/_img");
const PUBLIC_DIR = path.resolve("public");

const PICTURE = /\.(jpe?g|png)$/i;
const SERVED_AS_IS = /\.(json|svg)$/i;

/** The file under src/assets that a picture's name in content points at (picture-names.ts). */
export function assetFile(src: string): string {
  return path.join(ASSETS_DIR, assetPath(src));
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

/** Records by file, kept while the file's size and time stamp stay the same (dev reads them often). */
const records = new Map<string, { key: string; record: AssetRecord }>();

function readRecord(file: string): AssetRecord {
  const stat = fs.statSync(file);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = records.get(file);
  if (known?.key === key) return known.record;
  const bytes = fs.readFileSync(file);
  let record: AssetRecord;
  if (PICTURE.test(file)) {
    const hash = crypto
      .createHash("sha256")
      .update(bytes)
      .update(JSON.stringify(FORMATS))
      .update(SHARE_GROUND)
      .digest("hex")
      .slice(0, 10);
    record = { hash, ...jpegOrPngSize(bytes, file) };
  } else {
    record = { hash: crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 10) };
  }
  records.set(file, { key, record });
  return record;
}

/** Every upload under src/assets that the site serves (pictures, and JSON and SVG files as they are). */
export function readAssetManifest(dir = ASSETS_DIR): AssetManifest {
  if (!fs.existsSync(dir)) return {};
  const manifest: Record<string, AssetRecord> = {};
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => PICTURE.test(f) || SERVED_AS_IS.test(f))
    .sort();
  for (const f of files) manifest[f.split(path.sep).join("/")] = readRecord(path.join(dir, f));
  return manifest;
}

/** The files under public/ (but the made pictures), as URL paths: content rules check names against them. */
export function readPublicFiles(): string[] {
  if (!fs.existsSync(PUBLIC_DIR)) return [];
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(PUBLIC_DIR, path.join(e.parentPath, e.name)).split(path.sep).join("/")}`)
    .filter((p) => !p.startsWith(PICTURE_URL_PREFIX))
    .sort();
}

/** A file to make: a variant of a picture, from its source file. */
export interface PictureJob extends Variant {
  source: string;
}

/** Every picture file the uploads are made into, and every upload served as it is. */
export function wantedFiles(manifest: AssetManifest): {
  pictures: PictureJob[];
  copies: { from: string; name: string }[];
} {
  const pictures: PictureJob[] = [];
  const copies: { from: string; name: string }[] = [];
  for (const [rel, record] of Object.entries(manifest)) {
    const source = path.join(ASSETS_DIR, rel);
    if (record.width) pictures.push(...pictureVariants(rel, record).map((v) => ({ ...v, source })));
    else copies.push({ from: source, name: fileName(rel, record) });
  }
  return { pictures, copies };
}

/** Makes one picture file into `file` (atomically: a half-written file is never served). */
export async function makePicture(job: PictureJob, file: string): Promise<void> {
  const pipeline = sharp(job.source).resize({ width: job.width });
  const encoded =
    job.format === "avif"
      ? pipeline.avif(FORMATS.avif.options)
      : job.format === "webp"
        ? pipeline.webp(FORMATS.webp.options)
        : pipeline.flatten({ background: SHARE_GROUND }).jpeg(FORMATS.jpg.options);
  const temp = `${file}.${process.pid}.tmp`;
  await encoded.toFile(temp);
  fs.renameSync(temp, file);
}

/**
 * Writes the files that are missing into public/_img (their names change with their content, so an
 * existing file is current) and removes the ones no upload names any more. Returns what it did.
 * `onStart` is told how many files are missing, before the first is made, and ticked after each.
 */
export async function generatePictures(
  concurrency = 2,
  onStart?: (missing: number) => { tick(): void },
): Promise<{ written: number; kept: number; removed: number }> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const { pictures, copies } = wantedFiles(readAssetManifest());
  for (const { from, name } of copies) {
    const to = path.join(OUTPUT_DIR, name);
    if (!fs.existsSync(to)) fs.copyFileSync(from, to);
  }
  const wanted = new Set([...pictures.map((p) => p.name), ...copies.map((c) => c.name)]);
  const missing = pictures.filter((p) => !fs.existsSync(path.join(OUTPUT_DIR, p.name)));
  const progress = missing.length ? onStart?.(missing.length) : undefined;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      await makePicture(job, path.join(OUTPUT_DIR, job.name));
      progress?.tick();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  let removed = 0;
  for (const f of fs.readdirSync(OUTPUT_DIR)) {
    if (!wanted.has(f)) {
      fs.rmSync(path.join(OUTPUT_DIR, f));
      removed++;
    }
  }
  return { written: missing.length, kept: pictures.length - missing.length, removed };
}
