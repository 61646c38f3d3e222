// @ts-check
/**
 * `npm run release`: builds (`npm run build`), then writes release/, the folder a production
 * machine gets: the build (dist/), a package.json whose dependencies are what the host imports at
 * run time and whose `start` runs it, a package-lock.json cut down to those packages, and
 * .nvmrc and .env.example. No sources, no TypeScript, no build tools. In that folder, production
 * runs `npm ci --omit=dev` and `npm start` (docs/deploy.md; tests/integration/release.test.ts runs
 * exactly that on a copy outside the checkout).
 *
 * `--reuse-build` packs the build in dist/ as it is, when it is complete and not older than the
 * sources (`npm test` has just built it); otherwise it builds first.
 *
 * The run-time dependencies are checked, not guessed: every package the built host and on-demand
 * routes import (dist/host, dist/server) must be in package.json's `dependencies`, and every one
 * listed there must be imported. A build tool that creeps into the bundle, or a dependency that
 * only the build needs, stops the release with its name.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import { DIST } from "../host/dist-layout.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const RELEASE_DIR = path.join(root, "release");
/** The release's start command; the Dockerfile and docs/deploy.md use the same. */
export const START_COMMAND = "node dist/host/main.mjs";
/** The operator's commands in the release: `npm run leads -- …`, `npm run insights -- …` (tools/ignite.ts). */
export const TOOL_SCRIPTS = {
  leads: "node dist/tools/ignite.mjs leads",
  insights: "node dist/tools/ignite.mjs insights",
};

/** What the release takes from the project folder besides dist/. */
const PROJECT_FILES = [".nvmrc", ".env.example"];

/** The package a bare import specifier names ("react-dom/server" → "react-dom"). @param {string} specifier */
export function packageName(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : /** @type {string} */ (parts[0]);
}

const BUILTINS = new Set(builtinModules);

/**
 * Every package a folder of built modules imports, statically or with `import()`, with a file
 * that imports it.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
export function importedPackages(dir) {
  /** @type {Map<string, string>} */
  const found = new Map();
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /\.m?js$/.test(f));
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    const pattern =
      /^\s*(?:import|export)\s[^;'"`]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
    for (const m of source.matchAll(pattern)) {
      const specifier = m[1] ?? m[2] ?? m[3];
      if (!specifier || specifier.startsWith(".") || specifier.startsWith("/") || specifier.includes("${")) continue;
      if (specifier.startsWith("node:") || BUILTINS.has(specifier)) continue;
      const name = packageName(specifier);
      if (!found.has(name)) found.set(name, path.join(path.basename(dir), file));
    }
  }
  return found;
}

/**
 * What the release's dependencies must be: the packages dist/host, dist/server and dist/tools import. Throws,
 * naming each, when package.json's `dependencies` list one more or one fewer.
 * @param {string} distDir
 * @param {Record<string, string>} dependencies
 */
export function checkRuntimeDependencies(distDir, dependencies) {
  const imported = new Map([
    ...importedPackages(path.join(distDir, "server")),
    ...importedPackages(path.join(distDir, "host")),
    ...importedPackages(path.join(distDir, "tools")),
  ]);
  const problems = [];
  for (const [name, file] of imported) {
    if (!(name in dependencies))
      problems.push(`${name} is imported at run time (dist/${file}) but is not in package.json's "dependencies"`);
  }
  for (const name of Object.keys(dependencies)) {
    if (!imported.has(name))
      problems.push(
        `${name} is in package.json's "dependencies" but nothing at run time imports it: move it to "devDependencies"`,
      );
  }
  if (problems.length)
    throw new Error(`The release's dependencies are not what the host imports:\n- ${problems.join("\n- ")}`);
  return [...imported.keys()].sort();
}

/**
 * @typedef {{ version?: string, resolved?: string, integrity?: string, link?: boolean, dev?: boolean,
 *   optional?: boolean, devOptional?: boolean, peer?: boolean, dependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }>, [key: string]: unknown }} LockEntry
 * @typedef {{ name: string, version: string, lockfileVersion: number, requires?: boolean,
 *   packages: Record<string, LockEntry> }} Lockfile
 */

/**
 * Where Node finds `name` from the package at `from` (a lock path such as "node_modules/a"): its own
 * node_modules first, then each enclosing one up to the root's.
 * @param {Record<string, LockEntry>} packages @param {string} from @param {string} name
 */
function resolveInLock(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

/**
 * The lock file for a package.json with these dependencies: the root lock's entries for the
 * packages they need (and theirs), nothing else, each marked optional when only optional
 * dependencies lead to it, as npm marks them.
 * @param {Lockfile} lock
 * @param {{ name: string, version: string, dependencies: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, engines?: Record<string, string> }} pkg
 * @returns {Lockfile}
 */
export function pruneLockfile(lock, pkg) {
  const { packages } = lock;
  /** @type {Map<string, boolean>} location → reached by a required path */
  const reached = new Map();
  /** @type {[string, boolean][]} */
  const queue = [];
  /** @param {string} from @param {string} name @param {boolean} required */
  const visit = (from, name, required) => {
    let location = resolveInLock(packages, from, name);
    if (!location) {
      if (!required) return;
      throw new Error(
        `package-lock.json has no entry for ${name} (needed by ${from || "the release"}): run npm run lockfile`,
      );
    }
    const entry = packages[location];
    if (entry?.link && entry.resolved) {
      throw new Error(
        `${name} is a workspace package (${entry.resolved}): the release cannot install it; let the build bundle it`,
      );
    }
    const known = reached.get(location);
    if (known === true || (known === false && !required)) return;
    reached.set(location, required);
    queue.push([location, required]);
  };
  for (const name of Object.keys(pkg.dependencies)) visit("", name, true);
  for (const name of Object.keys(pkg.optionalDependencies ?? {})) visit("", name, false);
  while (queue.length) {
    const [location, required] = /** @type {[string, boolean]} */ (queue.shift());
    const entry = /** @type {LockEntry} */ (packages[location]);
    for (const name of Object.keys(entry.dependencies ?? {})) visit(location, name, required);
    for (const name of Object.keys(entry.optionalDependencies ?? {})) visit(location, name, false);
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      const optionalPeer = entry.peerDependenciesMeta?.[name]?.optional === true;
      visit(location, name, required && !optionalPeer);
    }
  }
  /** @type {Record<string, LockEntry>} */
  const kept = {
    "": {
      name: pkg.name,
      version: pkg.version,
      dependencies: pkg.dependencies,
      ...(pkg.optionalDependencies ? { optionalDependencies: pkg.optionalDependencies } : {}),
      ...(pkg.engines ? { engines: pkg.engines } : {}),
    },
  };
  for (const location of [...reached.keys()].sort()) {
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = /** @type {LockEntry} */ (packages[location]);
    kept[location] = reached.get(location) ? entry : { ...entry, optional: true };
  }
  return {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: lock.lockfileVersion,
    requires: true,
    packages: kept,
  };
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));

/** Whether dist/ holds a complete build that no source is newer than. */
async function currentBuild() {
  // Node 24 runs the host's TypeScript module as it is (types stripped).
  const { missingBuild, staleBuildReason } = await import("../host/freshness.ts");
  const distDir = path.join(root, "dist");
  // A build from before the operator's commands were compiled is not one to ship.
  const tools = fs.existsSync(path.join(distDir, DIST.tools));
  return tools && !missingBuild(root, distDir) && !staleBuildReason(root, distDir);
}

/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** @param {string} dir @returns {number} */
function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function main() {
  const reuse = process.argv.includes("--reuse-build");
  if (!reuse || !(await currentBuild())) {
    if (reuse) console.log("No current build in dist/: building first.");
    const build = spawnSync(process.execPath, [path.join(root, "tools", "build.mjs")], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const distDir = path.join(root, "dist");
  const project = readJson(path.join(root, "package.json"));
  const runtime = checkRuntimeDependencies(distDir, project.dependencies);

  const pkg = {
    name: project.name,
    version: project.version,
    private: true,
    type: "module",
    description: `${project.description} The release: install with \`npm ci --omit=dev\`, run with \`npm start\`.`,
    engines: project.engines,
    scripts: { start: START_COMMAND, ...TOOL_SCRIPTS },
    dependencies: project.dependencies,
    // The Node 24 builds: `npm start` runs on node_modules/.bin/node, whatever Node the machine has.
    optionalDependencies: project.optionalDependencies,
  };
  const lock = pruneLockfile(readJson(path.join(root, "package-lock.json")), pkg);

  fs.rmSync(RELEASE_DIR, { recursive: true, force: true });
  fs.mkdirSync(RELEASE_DIR, { recursive: true });
  fs.cpSync(distDir, path.join(RELEASE_DIR, "dist"), { recursive: true });
  // The route registry is for the tests; the host does not read it.
  fs.rmSync(path.join(RELEASE_DIR, "dist", DIST.routes), { force: true });
  for (const file of PROJECT_FILES) fs.copyFileSync(path.join(root, file), path.join(RELEASE_DIR, file));
  fs.writeFileSync(path.join(RELEASE_DIR, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  fs.writeFileSync(path.join(RELEASE_DIR, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
  const packages = Object.keys(lock.packages).length - 1;
  console.log(
    `Release in ${path.relative(root, RELEASE_DIR)}/: the build (${mb(folderBytes(distDir))}), ${runtime.length} run-time ` +
      `dependencies (${packages} packages locked: ${runtime.join(", ")}). Production: \`npm ci --omit=dev && npm start\` there.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
