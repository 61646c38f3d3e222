import fs from "node:fs";

let cached: string | undefined;

/** package.json's version plus the build id that scripts/build.mjs stamps into dist/. */
export function buildVersion(): string {
  if (cached) return cached;
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
  let build = "dev";
  try {
    build = (JSON.parse(fs.readFileSync("dist/build-stamp.json", "utf8")) as { buildId: string }).buildId;
  } catch {
    // `astro dev`: no build stamp.
  }
  cached = `${pkg.version}+${build}`;
  return cached;
}
