// @ts-check
/**
 * `npm run build`: the Astro build, then what lets the production host (host/) answer every
 * static request without work per request: a content hash per file for its ETag, brotli and
 * gzip variants written beside each compressible file, a manifest of it all (host/dist-index.mjs);
 * the host itself, compiled to JavaScript (dist/host/main.mjs); and a stamp that the host compares
 * with the sources to report a stale build. The build itself runs only when the file is executed.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { indexClientDir, listFiles, urlPathOf } from "../host/dist-index.mjs";
import { DIST } from "../host/dist-layout.mjs";
import { missingBuild } from "../host/freshness.ts";
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
 * dist/host/main.mjs, so that no TypeScript is transpiled at run time (ADR 0010); and the
 * operator's commands (tools/ignite.ts: `leads`, `insights`) the same way, dist/tools/ignite.mjs,
 * so that they run where the data lives, in the release and the container, with no tsx and no
 * sources (issue 53). Packages stay imports from node_modules; `@/` paths resolve through
 * tsconfig.json.
 * @param {string} root
 * @param {string} distDir
 */
async function compileHost(root, distDir) {
  const { build } = await import("esbuild");
  /** @type {import("esbuild").BuildOptions} */
  const common = {
    absWorkingDir: root,
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
  };
  await build({ ...common, entryPoints: [path.join(root, "host", "main.ts")], outfile: path.join(distDir, DIST.host) });
  const tools = path.join(distDir, DIST.tools);
  // Runnable by itself: the container links it as /usr/local/bin/ignite.
  await build({
    ...common,
    entryPoints: [path.join(root, "tools", "ignite.ts")],
    outfile: tools,
    banner: { js: "#!/usr/bin/env node" },
  });
  await fs.chmod(tools, 0o755);
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * Everything a build is made from, relative to the root: the sources and content, the public
 * files (not the pictures the build itself writes there), the build's own code, the lock file
 * (which pins what node_modules holds) and .env. Folders are read whole.
 */
const FINGERPRINTED = [
  "src",
  "public",
  "integrations",
  "host",
  "tools",
  "packages/brand",
  "astro.config.mjs",
  "keystatic.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  ".env",
];
/** Inside those, what the build writes itself. */
const NOT_FINGERPRINTED = [path.join("public", "_img")];
/** The variables read at build time (src/config.ts: the site's URL, the CMS's mode). */
const BUILD_VARIABLE = /^(SITE_URL|KEYSTATIC_|PUBLIC_)/;

/**
 * A hash of every input of the build, by content (a checkout or a copy changes time stamps, not
 * bytes), with the build-time variables and the Node version.
 * @param {string} root
 */
export async function inputFingerprint(root) {
  const hash = crypto.createHash("sha256").update(`node ${process.version}\0`);
  for (const [name, value] of Object.entries(process.env)
    .filter(([k]) => BUILD_VARIABLE.test(k))
    .sort())
    hash.update(`env ${name}=${value}\0`);
  /** @type {string[]} */
  const files = [];
  for (const input of FINGERPRINTED) {
    const full = path.join(root, input);
    const stat = await fs.stat(full).catch(() => undefined);
    if (!stat) continue;
    if (!stat.isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of await fs.readdir(full, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      if (NOT_FINGERPRINTED.some((dir) => relative.startsWith(dir + path.sep))) continue;
      files.push(relative);
    }
  }
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(await fs.readFile(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

async function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const distDir = path.join(root, "dist");
  const startedAt = Date.now();
  /** @type {[string, number][]} */
  const phases = [];
  /** @template T @param {string} name @param {() => Promise<T>} run @returns {Promise<T>} */
  const phase = async (name, run) => {
    const start = performance.now();
    const result = await run();
    phases.push([name, (performance.now() - start) / 1000]);
    return result;
  };
  // Nothing changed since the build in dist/ (the same inputs, byte for byte): it is the build
  // these inputs make, so there is nothing to redo. `--force` builds anyway.
  const fingerprint = await inputFingerprint(root);
  const fingerprintFile = path.join(distDir, DIST.inputFingerprint);
  const previous = await fs.readFile(fingerprintFile, "utf8").catch(() => "");
  if (!process.argv.includes("--force") && previous === fingerprint && !missingBuild(root, distDir)) {
    const stamp = JSON.parse(await fs.readFile(path.join(distDir, DIST.buildStamp), "utf8"));
    // The stamp's start says which sources are in the build: all of them, as they are now.
    await writeBuildStamp(distDir, stamp.buildId, startedAt);
    console.log(
      `Nothing changed since build ${stamp.buildId}: every input is byte for byte the same, so dist/ is ` +
        `current (checked in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; \`npm run build -- --force\` builds anyway).`,
    );
    return;
  }
  // A build that fails half-way must not leave the previous stamp claiming it is current.
  await fs.rm(path.join(distDir, DIST.buildStamp), { force: true });
  await fs.rm(fingerprintFile, { force: true });
  await phase("pictures", () => pictures(root));
  await phase("astro", () => astroBuild(root));
  await phase("host", () => compileHost(root, distDir));
  // The route registry (integrations/route-registry.ts) is for the tests, not for visitors.
  await fs.rename(path.join(distDir, DIST.client, DIST.routes), path.join(distDir, DIST.routes));
  const clientDir = path.join(distDir, DIST.client);
  const html = (await listFiles(clientDir)).filter((f) => f.endsWith(".html"));
  const search = await phase("search index", () =>
    writeSearchIndex(clientDir, html, urlPathOf, path.join(root, "node_modules", ".cache", "ignite-search")),
  );
  console.log(`Search index: ${search.pages} pages${search.reused ? " (unchanged: from the cache)" : ""}`);
  const s = await phase("compression", () =>
    indexClientDir(distDir, { cacheDir: path.join(root, "node_modules", ".cache", "ignite-compressed") }),
  );
  await writeBuildStamp(distDir, s.buildId, startedAt);
  await fs.writeFile(fingerprintFile, fingerprint);
  console.log(
    `Static files: ${s.files} (${kb(s.bytes)}); ${s.compressed} precompressed (${s.cached} from the cache): ` +
      `${kb(s.compressedBytes)} → br ${kb(s.brBytes)}, gzip ${kb(s.gzBytes)}; build ${s.buildId} in ` +
      `${((Date.now() - startedAt) / 1000).toFixed(1)} s (${phases.map(([n, t]) => `${n} ${t.toFixed(1)} s`).join(", ")})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
