// @ts-check
/**
 * `npm run build`: the Astro build, then what lets the production host (host/) answer every
 * static request without work per request: a content hash per file for its ETag, brotli and
 * gzip variants written beside each compressible file, a manifest of it all (host/dist-index.mjs);
 * the host itself, compiled to JavaScript (dist/host/main.mjs); and a stamp that the host compares
 * with the sources to report a stale build. The build itself runs only when the file is executed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { indexClientDir, listFiles, urlPathOf } from "../host/dist-index.mjs";
import { DIST } from "../host/dist-layout.mjs";
import { writeSearchIndex } from "./search-index.mjs";

export { DIST };
/** @typedef {import("../host/dist-layout.mjs").BuildStamp} BuildStamp */

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
 * The responsive images first (src/lib/media/pictures.ts): Astro copies public/_img into the build.
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
    // Stack traces name the TypeScript files; the map carries no source text into the release.
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    logLevel: "warning",
    // `astro/zod` is zod 4 re-exported; the release installs zod, not Astro (a build tool).
    alias: { "astro/zod": "zod/v4" },
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
  // The route registry (integrations/route-registry.ts) is for the tests, not for visitors.
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
