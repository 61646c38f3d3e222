// @ts-check
/**
 * Indexes dist/client for the host: a content hash per file for its ETag, brotli and gzip
 * variants beside each file worth compressing (dist-layout.mjs's rule, the one the host applies to
 * on-demand answers), and dist/static-manifest.json. The build runs it after Astro (tools/build.mjs);
 * host tests run it over a fake dist/. The compiled host does not import it.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { DIST, worthCompressing } from "./dist-layout.mjs";

/** @typedef {import("./dist-layout.mjs").StaticFile} StaticFile */
/** @typedef {import("./dist-layout.mjs").StaticManifest} StaticManifest */

/** @type {Record<string, string>} */
const TYPE_BY_EXTENSION = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json; charset=utf-8",
  svg: "image/svg+xml",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  ico: "image/x-icon",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};
/** Feed readers look for the RSS type; the extension alone says only XML. */
/** @type {Record<string, string>} */
const TYPE_BY_URL_PATH = { "/rss.xml": "application/rss+xml; charset=utf-8" };

/** @param {string} file */
function extensionOf(file) {
  const dot = file.lastIndexOf(".");
  return dot > file.lastIndexOf("/") ? file.slice(dot + 1).toLowerCase() : "";
}

/**
 * The URL path a file under dist/client answers: pages lose ".html" (build.format "file"),
 * index.html answers "/"; every other file answers its own path.
 * @param {string} file
 */
export function urlPathOf(file) {
  if (!file.endsWith(".html")) return `/${file}`;
  const page = file.slice(0, -".html".length);
  if (page === "index") return "/";
  return `/${page.endsWith("/index") ? page.slice(0, -"/index".length) : page}`;
}

/** @param {string} file @param {string} urlPath */
export function contentTypeOf(file, urlPath) {
  return TYPE_BY_URL_PATH[urlPath] ?? TYPE_BY_EXTENSION[extensionOf(file)] ?? "application/octet-stream";
}

/** @param {Buffer} bytes */
export function etagOf(bytes) {
  return `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.<suffix>` when the variant is smaller than the original, else removes any stale
 * copy; returns the kept size.
 * @param {string} fullPath @param {"br" | "gz"} suffix @param {Buffer} variant @param {number} size
 */
async function keepIfSmaller(fullPath, suffix, variant, size) {
  const target = `${fullPath}.${suffix}`;
  if (variant.length >= size) {
    await fs.rm(target, { force: true });
    return undefined;
  }
  await fs.writeFile(target, variant);
  return variant.length;
}

/** Brotli at its maximum and gzip -9 of `bytes`: what the host sends to clients that take them. @param {Buffer} bytes */
async function compressBoth(bytes) {
  const br = await brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return { br, gz: await gzip(bytes, { level: 9 }) };
}

/**
 * The compressed copies of `bytes`, from the cache when an earlier build compressed the same bytes
 * (the cache's files are named by their content's hash), else made now and kept there.
 * @param {Buffer} bytes @param {string} hash hex SHA-256 of bytes @param {string | undefined} cacheDir
 */
async function compressedCopies(bytes, hash, cacheDir) {
  if (!cacheDir) return { ...(await compressBoth(bytes)), hit: false };
  const base = path.join(cacheDir, hash);
  try {
    const [br, gz] = await Promise.all([fs.readFile(`${base}.br`), fs.readFile(`${base}.gz`)]);
    return { br, gz, hit: true };
  } catch {
    const made = await compressBoth(bytes);
    // Written whole under a temporary name first: an interrupted build leaves no half file to reuse.
    for (const [suffix, data] of /** @type {const} */ ([
      ["br", made.br],
      ["gz", made.gz],
    ])) {
      await fs.writeFile(`${base}.${suffix}.${process.pid}.tmp`, data);
      await fs.rename(`${base}.${suffix}.${process.pid}.tmp`, `${base}.${suffix}`);
    }
    return { ...made, hit: false };
  }
}

/**
 * @param {string} clientDir @param {string} file @param {string | undefined} cacheDir
 * @returns {Promise<StaticFile & { hash: string, hit?: boolean }>}
 */
async function indexFile(clientDir, file, cacheDir) {
  const fullPath = path.join(clientDir, file);
  const bytes = await fs.readFile(fullPath);
  const digest = crypto.createHash("sha256").update(bytes).digest();
  const hash = digest.toString("hex");
  /** @type {StaticFile & { hash: string, hit?: boolean }} */
  const entry = {
    file,
    type: contentTypeOf(file, urlPathOf(file)),
    etag: `"${digest.toString("base64url").slice(0, 27)}"`,
    size: bytes.length,
    hash,
  };
  if (!worthCompressing(entry.type, bytes.length)) return entry;
  const { br, gz, hit } = await compressedCopies(bytes, hash, cacheDir);
  entry.hit = hit;
  const brSize = await keepIfSmaller(fullPath, "br", br, bytes.length);
  const gzSize = await keepIfSmaller(fullPath, "gz", gz, bytes.length);
  return { ...entry, ...(brSize === undefined ? {} : { br: brSize }), ...(gzSize === undefined ? {} : { gz: gzSize }) };
}

/**
 * Runs `task` over `items` with at most `limit` at a time: zlib's async calls use the thread
 * pool, so one per core keeps every core busy without queueing the whole site in memory.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} task
 */
async function mapLimited(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The files under dist/client, "/"-separated, without the variants an earlier run wrote. @param {string} clientDir */
export async function listFiles(clientDir) {
  const entries = await fs.readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(clientDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  const present = new Set(files);
  // Variants from an earlier run are outputs, not sources.
  return files.filter((f) => !/\.(br|gz)$/.test(f) || !present.has(f.replace(/\.(br|gz)$/, ""))).sort();
}

/**
 * Hashes and precompresses every file of dist/client and writes dist/static-manifest.json. With
 * `cacheDir` (the build's: node_modules/.cache/ignite-compressed), a file whose bytes an earlier
 * build compressed is not compressed again: brotli at its maximum is most of a build's time at a
 * thousand pages. The cache keeps what this build used and nothing else.
 * @param {string} distDir
 * @param {{ cacheDir?: string }} [options]
 */
export async function indexClientDir(distDir, { cacheDir } = {}) {
  const clientDir = path.join(distDir, DIST.client);
  const files = await listFiles(clientDir);
  if (cacheDir) await fs.mkdir(cacheDir, { recursive: true });
  const withHashes = await mapLimited(files, os.availableParallelism(), (file) => indexFile(clientDir, file, cacheDir));
  if (cacheDir) {
    const used = new Set(withHashes.map((e) => e.hash));
    for (const name of await fs.readdir(cacheDir)) {
      if (!used.has(name.slice(0, 64)) || !/^[0-9a-f]{64}\.(br|gz)$/.test(name))
        await fs.rm(path.join(cacheDir, name), { force: true });
    }
  }
  const reused = withHashes.filter((e) => e.hit).length;
  const indexed = withHashes.map(({ hash: _hash, hit: _hit, ...entry }) => entry);

  /** @type {StaticManifest} */
  const manifest = { buildId: "", files: {}, notFound: null, notFoundIn: {} };
  for (const entry of indexed) {
    if (entry.file === "404.html") {
      manifest.notFound = entry;
      continue;
    }
    const local = /^([a-z]{2})\/404\.html$/.exec(entry.file);
    if (local) {
      /** @type {Record<string, StaticFile>} */ (manifest.notFoundIn)[`/${local[1]}`] = entry;
      continue;
    }
    const urlPath = urlPathOf(entry.file);
    const taken = manifest.files[urlPath];
    if (taken) throw new Error(`Both ${taken.file} and ${entry.file} would answer ${urlPath}.`);
    manifest.files[urlPath] = entry;
  }
  const ids = crypto.createHash("sha256");
  for (const entry of indexed) ids.update(`${entry.file}\0${entry.etag}\0`);
  manifest.buildId = ids.digest("hex").slice(0, 12);
  await fs.writeFile(path.join(distDir, DIST.staticManifest), `${JSON.stringify(manifest, null, 1)}\n`);

  const compressed = indexed.filter((e) => e.br !== undefined || e.gz !== undefined);
  const sum = (/** @type {(e: StaticFile) => number} */ pick) => compressed.reduce((total, e) => total + pick(e), 0);
  return {
    buildId: manifest.buildId,
    files: indexed.length,
    bytes: indexed.reduce((total, e) => total + e.size, 0),
    compressed: compressed.length,
    compressedBytes: sum((e) => e.size),
    brBytes: sum((e) => e.br ?? e.size),
    gzBytes: sum((e) => e.gz ?? e.size),
    /** Files whose compressed copies came from the cache. */
    cached: reused,
  };
}
