/**
 * Whether dist/ was built from the sources as they are now: `npm start` must never serve an
 * older site than the checkout, so it builds first when this finds a reason.
 */
import fs from "node:fs";
import path from "node:path";
import { DIST, type BuildStamp } from "../scripts/build.mjs";

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

/** Why dist/ needs a build, or null when it is current. */
export function staleBuildReason(root: string, distDir: string): string | null {
  const stamp = readStamp(distDir);
  if (!stamp) return `no build stamp in ${path.relative(root, distDir)}/`;
  const missing = REQUIRED_OUTPUTS.find((output) => !fs.existsSync(path.join(distDir, output)));
  if (missing) return `${path.relative(root, path.join(distDir, missing))} is missing`;
  const newest = newestInput(root);
  // Compared with the build's start: a source saved while Astro was building may not be in it.
  if (newest.mtimeMs > stamp.startedAt) return `${newest.file} changed after build ${stamp.buildId}`;
  return null;
}
