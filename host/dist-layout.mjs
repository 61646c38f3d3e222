// @ts-check
/**
 * The layout of dist/, the shapes of the files the build writes for the host, and the compression
 * rule both apply. Its own module, with no imports, so that the compiled host (dist/host/main.mjs) carries none of the build's
 * tools (the search indexer, the YAML reader) into production.
 */

/** Where things are inside dist/ (csp-hashes.json is written by the CSP integration). */
export const DIST = Object.freeze({
  client: "client",
  serverEntry: "server/entry.mjs",
  host: "host/main.mjs",
  /** The operator's commands (tools/ignite.ts: leads, insights), compiled for the release and the container. */
  tools: "tools/ignite.mjs",
  staticManifest: "static-manifest.json",
  buildStamp: "build-stamp.json",
  cspHashes: "csp-hashes.json",
  routes: "routes.json",
  /** The hash of the build's inputs (tools/build.mjs): a build with the same inputs is skipped. */
  inputFingerprint: "input-fingerprint.txt",
  /** Written only by a build with the CMS (GitHub mode): `{ "kind": "github", "repo": "owner/name" }`. */
  cms: "cms.json",
});

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/(svg\+xml|x-icon))/i;

/** Text-like types: HTML, CSS, scripts, JSON, XML, feeds, the manifest, SVG and icons. @param {string} contentType */
export function isCompressibleType(contentType) {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * The one compression rule: text-like types of 1 KB or more. The build precompresses the static
 * files by it (dist-index.mjs) and the host compresses on-demand answers by it (ssr.ts).
 * @param {string} contentType @param {number} size
 */
export function worthCompressing(contentType, size) {
  return size >= COMPRESS_MIN_BYTES && isCompressibleType(contentType);
}

/**
 * @typedef {object} StaticFile
 * @property {string} file Path under dist/client, "/"-separated.
 * @property {string} type Content-Type.
 * @property {string} etag Strong ETag of the uncompressed bytes, quoted.
 * @property {number} size Uncompressed size in bytes.
 * @property {number} [br] Size of `file.br`, present only when that variant was kept.
 * @property {number} [gz] Size of `file.gz`, likewise.
 */

/**
 * @typedef {object} StaticManifest
 * @property {string} buildId Derived from every file's path and hash.
 * @property {Record<string, StaticFile>} files By URL path: "/" for index.html, "/about" for about.html.
 * @property {StaticFile | null} notFound The 404 page, kept out of `files` so it never answers 200.
 * @property {Record<string, StaticFile>} [notFoundIn] The 404 page of each other language, by its
 *   path prefix ("/hi": hi/404.html), for unknown paths under that prefix; also kept out of `files`.
 */

/**
 * @typedef {object} BuildStamp
 * @property {string} buildId
 * @property {number} startedAt Milliseconds since the epoch, taken before Astro read any source.
 * @property {number} finishedAt
 */
