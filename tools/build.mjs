// @ts-check
/**
 * `npm run build`: the Astro build, then what lets the production host (host/) answer every
 * static request without work per request: a content hash per file for its ETag, brotli and
 * gzip variants written beside each compressible file, a manifest of it all; the host itself,
 * compiled to JavaScript (dist/host/main.mjs); and a stamp that the host compares with the
 * sources to report a stale build. The host imports this module for the layout and the manifest
 * types; the build itself runs only when the file is executed.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { DIST } from "../host/dist-layout.mjs";
import { writeSearchIndex } from "./search-index.mjs";

export { DIST };
/** @typedef {import("../host/dist-layout.mjs").StaticFile} StaticFile */
/** @typedef {import("../host/dist-layout.mjs").StaticManifest} StaticManifest */
/** @typedef {import("../host/dist-layout.mjs").BuildStamp} BuildStamp */

const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = new Set(["html", "css", "js", "mjs", "json", "svg", "xml", "txt", "webmanifest", "ico"]);

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

/** @param {string} clientDir @param {string} file @returns {Promise<StaticFile>} */
async function indexFile(clientDir, file) {
  const fullPath = path.join(clientDir, file);
  const bytes = await fs.readFile(fullPath);
  /** @type {StaticFile} */
  const entry = { file, type: contentTypeOf(file, urlPathOf(file)), etag: etagOf(bytes), size: bytes.length };
  if (!COMPRESSIBLE.has(extensionOf(file)) || bytes.length < MIN_COMPRESS_BYTES) return entry;
  const br = await brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = await gzip(bytes, { level: 9 });
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

/** @param {string} clientDir */
async function listFiles(clientDir) {
  const entries = await fs.readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(clientDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  const present = new Set(files);
  // Variants from an earlier run are outputs, not sources.
  return files.filter((f) => !/\.(br|gz)$/.test(f) || !present.has(f.replace(/\.(br|gz)$/, ""))).sort();
}

/**
 * Hashes and precompresses every file of dist/client and writes dist/static-manifest.json.
 * @param {string} distDir
 */
export async function indexClientDir(distDir) {
  const clientDir = path.join(distDir, DIST.client);
  const files = await listFiles(clientDir);
  const indexed = await mapLimited(files, os.availableParallelism(), (file) => indexFile(clientDir, file));

  /** @type {StaticManifest} */
  const manifest = { buildId: "", files: {}, notFound: null };
  for (const entry of indexed) {
    if (entry.file === "404.html") {
      manifest.notFound = entry;
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
  };
}

/** @param {string} distDir @param {string} buildId @param {number} startedAt */
export async function writeBuildStamp(distDir, buildId, startedAt) {
  /** @type {BuildStamp} */
  const stamp = { buildId, startedAt, finishedAt: Date.now() };
  await fs.writeFile(path.join(distDir, DIST.buildStamp), `${JSON.stringify(stamp)}\n`);
}

/** The astro command line's entry file, as its package declares it (`bin.astro`). */
export function astroCli() {
  const astroPackage = createRequire(import.meta.url).resolve("astro/package.json");
  const { bin } = createRequire(import.meta.url)("astro/package.json");
  return path.join(path.dirname(astroPackage), typeof bin === "string" ? bin : bin.astro);
}

/** @param {string} root */
function astroBuild(root) {
  const cli = astroCli();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * The responsive images first (src/lib/pictures.ts): Astro copies public/_img into the build.
 * @param {string} root
 */
function pictures(root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tools/images.ts"], { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`images failed (exit code ${code})`)),
    );
  });
}

/**
 * The production host (host/main.ts and what it imports from src/), compiled to one ES module,
 * dist/host/main.mjs, so that no TypeScript is transpiled at run time (ADR 0010). Packages stay
 * imports from node_modules; `@/` paths resolve through tsconfig.json.
 * @param {string} root
 * @param {string} distDir
 */
async function compileHost(root, distDir) {
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "host", "main.ts")],
    outfile: path.join(distDir, DIST.host),
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
  });
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const distDir = path.join(root, "dist");
  const startedAt = Date.now();
  // A build that fails half-way must not leave the previous stamp claiming it is current.
  await fs.rm(path.join(distDir, DIST.buildStamp), { force: true });
  await pictures(root);
  await astroBuild(root);
  await compileHost(root, distDir);
  // The route registry (src/pages/routes.json.ts) is for the tests, not for visitors.
  await fs.rename(path.join(distDir, DIST.client, DIST.routes), path.join(distDir, DIST.routes));
  const clientDir = path.join(distDir, DIST.client);
  const html = (await listFiles(clientDir)).filter((f) => f.endsWith(".html"));
  const search = await writeSearchIndex(clientDir, html, urlPathOf);
  console.log(`Search index: ${search.pages} pages`);
  const s = await indexClientDir(distDir);
  await writeBuildStamp(distDir, s.buildId, startedAt);
  console.log(
    `Static files: ${s.files} (${kb(s.bytes)}); ${s.compressed} precompressed: ${kb(s.compressedBytes)} → ` +
      `br ${kb(s.brBytes)}, gzip ${kb(s.gzBytes)}; build ${s.buildId} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
