// @ts-check
/**
 * The layout of dist/ and the shapes of the files the build writes for the host. Its own module,
 * with no imports, so that the compiled host (dist/host/main.mjs) carries none of the build's
 * tools (the search indexer, the YAML reader) into production.
 */

/** Where things are inside dist/ (csp-hashes.json is written by the CSP integration). */
export const DIST = Object.freeze({
  client: "client",
  serverEntry: "server/entry.mjs",
  host: "host/main.mjs",
  staticManifest: "static-manifest.json",
  buildStamp: "build-stamp.json",
  cspHashes: "csp-hashes.json",
  routes: "routes.json",
  /** Written only by a build with the CMS (GitHub mode): `{ "kind": "github", "repo": "owner/name" }`. */
  cms: "cms.json",
});

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
 */

/**
 * @typedef {object} BuildStamp
 * @property {string} buildId
 * @property {number} startedAt Milliseconds since the epoch, taken before Astro read any source.
 * @property {number} finishedAt
 */
