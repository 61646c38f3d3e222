// `npm start`: the production host over the build in dist/ (dist/host/main.mjs, compiled
// JavaScript). On a checkout with no build at all, a fresh clone, it builds once first, so that
// `npm run setup && npm start` works; it never rebuilds a build that exists, even one older than
// the sources (the host says so in its log): a deploy ships a built dist/ (ADR 0010).
//
// `npm run preview` (`--preview`) is the same host over the same build, and never builds.
//
// Plain JavaScript: nothing is transpiled at run time.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const host = path.join(root, "dist", "host", "main.mjs");
const stamp = path.join(root, "dist", "build-stamp.json");

if (!fs.existsSync(host) || !fs.existsSync(stamp)) {
  if (process.argv.includes("--preview")) {
    console.error("No build in dist/ to preview: run `npm run build` first.");
    process.exit(1);
  }
  console.log("No build in dist/ yet: building once (npm run build)...");
  const build = spawnSync(process.execPath, [path.join(root, "tools", "build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; not starting.");
    process.exit(build.status ?? 1);
  }
}

await import(pathToFileURL(host).href);
