/**
 * The prerendered site in memory: every file of dist/static-manifest.json with its brotli and
 * gzip variants, as the build wrote them. Files above MEMORY_LIMIT stay on disk and are
 * streamed.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { DIST, type StaticFile, type StaticManifest } from "./dist-layout.mjs";
import type { Coding, Negotiated } from "./encoding";

const MEMORY_LIMIT = 1024 * 1024;

export interface Representation {
  coding: Negotiated;
  /** Differs per coding: a strong validator names one exact byte sequence. */
  etag: string;
  size: number;
  source: { bytes: Buffer } | { path: string };
}

export interface LoadedFile {
  type: string;
  identity: Representation;
  variants: Partial<Record<Coding, Representation>>;
}

export interface StaticSite {
  /** The build's id (also in build-stamp.json), reported by /healthz. */
  buildId: string;
  files: ReadonlyMap<string, LoadedFile>;
  notFound: LoadedFile | undefined;
  /** The 404 page of each other language, by path prefix ("/hi"). */
  notFoundIn: Map<string, LoadedFile>;
}

async function load(fullPath: string, coding: Negotiated, etag: string, size: number): Promise<Representation> {
  const bytes = size > MEMORY_LIMIT ? undefined : await fs.readFile(fullPath);
  const actual = bytes?.length ?? (await fs.stat(fullPath)).size;
  // Content-Length and ETag come from the manifest: a file changed since would be answered wrongly.
  if (actual !== size) throw new Error(`${fullPath} changed after the build: rebuild (npm run build).`);
  return { coding, etag, size, source: bytes ? { bytes } : { path: fullPath } };
}

/** `"hash"` → `"hash-br"`. */
function variantEtag(etag: string, suffix: string): string {
  return `${etag.slice(0, -1)}-${suffix}"`;
}

async function loadFile(clientDir: string, entry: StaticFile): Promise<LoadedFile> {
  const fullPath = path.resolve(clientDir, entry.file);
  if (!fullPath.startsWith(clientDir + path.sep)) throw new Error(`Manifest entry outside dist/client: ${entry.file}`);
  const variants: LoadedFile["variants"] = {};
  if (entry.br !== undefined) variants.br = await load(`${fullPath}.br`, "br", variantEtag(entry.etag, "br"), entry.br);
  if (entry.gz !== undefined)
    variants.gzip = await load(`${fullPath}.gz`, "gzip", variantEtag(entry.etag, "gz"), entry.gz);
  return { type: entry.type, identity: await load(fullPath, "identity", entry.etag, entry.size), variants };
}

export async function loadStaticSite(distDir: string): Promise<StaticSite> {
  const manifestPath = path.join(distDir, DIST.staticManifest);
  const manifest = JSON.parse(await fs.readFile(manifestPath, "utf8")) as StaticManifest;
  const clientDir = path.resolve(distDir, DIST.client);
  const files = new Map<string, LoadedFile>();
  // One at a time: a few hundred small reads at start, and no burst of open descriptors.
  for (const [urlPath, entry] of Object.entries(manifest.files)) files.set(urlPath, await loadFile(clientDir, entry));
  const notFound = manifest.notFound ? await loadFile(clientDir, manifest.notFound) : undefined;
  const notFoundIn = new Map<string, LoadedFile>();
  for (const [prefix, entry] of Object.entries(manifest.notFoundIn ?? {}))
    notFoundIn.set(prefix, await loadFile(clientDir, entry));
  return { buildId: manifest.buildId, files, notFound, notFoundIn };
}
