/**
 * What the host knows about the build it serves: whether one is there at all (`missingBuild`:
 * the host cannot start without it), and whether sources in the checkout changed after it
 * (`staleBuildReason`). A stale build is served as it is and reported in the log: a deploy ships
 * a built dist/, and the host never rebuilds it (ADR 0010).
 */
import fs from "node:fs";
import path from "node:path";
import { DIST, type BuildStamp } from "./dist-layout.mjs";

/** What `astro build` reads, relative to the project root; missing entries are skipped. */
export const BUILD_INPUTS = ["src", "public", "integrations", "astro.config.mjs", "package.json", "tsconfig.json"];

/**
 * Folders inside the inputs that the build itself writes: the responsive images (written into
 * public/_img before Astro copies them, so always newer than the build's start). Their sources,
 * src/assets, are inputs already.
 */
export const GENERATED_IN_INPUTS = [path.join("public", "_img")];

/** Outputs the host cannot start without. */
const REQUIRED_OUTPUTS = [DIST.serverEntry, DIST.staticManifest, DIST.cspHashes];

export function newestInput(root: string, inputs: readonly string[] = BUILD_INPUTS): { file: string; mtimeMs: number } {
  let newest = { file: "", mtimeMs: 0 };
  const consider = (file: string) => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file: path.relative(root, file), mtimeMs };
  };
  for (const input of inputs) {
    const full = path.join(root, input);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) {
      consider(full);
      continue;
    }
    for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, file);
      if (GENERATED_IN_INPUTS.some((dir) => relative === dir || relative.startsWith(dir + path.sep))) continue;
      if (entry.isFile()) consider(file);
    }
  }
  return newest;
}

function readStamp(distDir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(distDir, DIST.buildStamp), "utf8")) as Partial<BuildStamp>;
    return typeof stamp.startedAt === "number" && typeof stamp.buildId === "string" ? (stamp as BuildStamp) : undefined;
  } catch {
    return undefined;
  }
}

/** Why dist/ holds no complete build, or null when it does. */
export function missingBuild(root: string, distDir: string): string | null {
  if (!readStamp(distDir)) return `no build stamp in ${path.relative(root, distDir)}/`;
  const missing = REQUIRED_OUTPUTS.find((output) => !fs.existsSync(path.join(distDir, output)));
  if (missing) return `${path.relative(root, path.join(distDir, missing))} is missing`;
  return null;
}

/**
 * Which source changed after the build, or null when none did (or there is no complete build:
 * `missingBuild` says so). On a host that has only dist/, no source is there to be newer.
 */
export function staleBuildReason(root: string, distDir: string): string | null {
  const stamp = readStamp(distDir);
  if (!stamp || missingBuild(root, distDir)) return null;
  // A release (release/, a container) has the build and no sources: nothing can be newer.
  if (!fs.existsSync(path.join(root, "src"))) return null;
  const newest = newestInput(root);
  // Compared with the build's start: a source saved while Astro was building may not be in it.
  if (newest.mtimeMs > stamp.startedAt) return `${newest.file} changed after build ${stamp.buildId}`;
  return null;
}
