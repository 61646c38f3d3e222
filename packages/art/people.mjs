/**
 * 256×256 PNG portraits of the team, from the same avatarSvg() the site renders inline
 * (src/lib/avatar.ts, loaded through tsx so the two can never drift apart).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { repoRoot } from "./paths.mjs";
import { writePng } from "./render.mjs";

export const TEAM = ["Arjun Mehta", "Priya Raghavan", "Karan Malhotra", "Sneha Kapoor"];

export const kebab = (name) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

export async function loadAvatar() {
  return tsImport(pathToFileURL(join(repoRoot, "src/lib/avatar.ts")).href, import.meta.url);
}

export async function writePeople(publicDir) {
  const { avatarSvg } = await loadAvatar();
  const written = [];
  for (const name of TEAM) {
    const file = join(publicDir, "images/people", `${kebab(name)}.png`);
    written.push({
      file,
      bytes: await writePng(avatarSvg(name, { size: 256 }), file),
      max: 40_000,
    });
  }
  return written;
}
