// @ts-check
/**
 * A temporary copy of the project, for a test or a benchmark that must change content without
 * touching the checkout: the files git tracks and the new ones it does not ignore (as they are
 * in the working tree), and a
 * node_modules whose packages are links to the project's own, except Astro's content store
 * (node_modules/.astro) and our caches (node_modules/.cache), which the copy keeps for itself.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const OWN_CACHES = new Set([".astro", ".cache", ".vite"]);

/**
 * @param {string} prefix for the temporary folder's name
 * @param {{ pictures?: boolean, hardLinkedModules?: boolean }} [options] pictures: copy public/_img,
 *   the responsive images the build already made, so the copy's build does not make them again;
 *   hardLinkedModules: node_modules as a tree of hard links (cp -al, seconds) instead of links to
 *   the checkout's packages, for a dev server, which serves and pre-bundles only the packages
 *   that really are inside the project
 * @returns {string} the copy's root
 */
export function copyProject(prefix, { pictures = false, hardLinkedModules = false } = {}) {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(from, path.join(to, file));
  }
  if (hardLinkedModules) {
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(to, "node_modules")]);
    for (const cache of OWN_CACHES) fs.rmSync(path.join(to, "node_modules", cache), { recursive: true, force: true });
  } else {
    fs.mkdirSync(path.join(to, "node_modules"));
    for (const entry of fs.readdirSync(path.join(root, "node_modules"))) {
      if (OWN_CACHES.has(entry)) continue;
      fs.symlinkSync(path.join(root, "node_modules", entry), path.join(to, "node_modules", entry));
    }
  }
  if (pictures && fs.existsSync(path.join(root, "public/_img")))
    fs.cpSync(path.join(root, "public/_img"), path.join(to, "public/_img"), { recursive: true });
  return to;
}

/**
 * Runs an npm script in `dir`; resolves with its time and output, rejects with the output's end.
 * @param {string} dir
 * @param {string[]} args e.g. ["run", "build"]
 * @param {Record<string, string>} [env] variables added to this process's environment
 * @returns {Promise<{ seconds: number, log: string }>}
 */
export function npm(dir, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, {
      cwd: dir,
      // As a developer's shell has it: without a test runner's variables (Vitest's NODE_ENV=test
      // would build React's development JSX runtime into a production server).
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV"),
        ),
        ASTRO_TELEMETRY_DISABLED: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    child.on("exit", (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, log })
        : reject(new Error(`npm ${args.join(" ")} failed (exit ${code}) in ${dir}:\n${log.slice(-4000)}`)),
    );
  });
}
