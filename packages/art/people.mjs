/**
 * The team's portraits: 512×512 PNGs drawn by avatarSvg() (avatar.ts) from each person's chosen
 * looks in people.json, written to out/people/<id>.png. The site does not draw them: its
 * portraits are uploads (src/assets/team/<id>/…), which the agency can replace with photographs
 * in the CMS; these files are what was uploaded for the four leads.
 *
 *   npm run people -w @ignite/art
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { writePng } from "./render.mjs";

const here = new URL(".", import.meta.url);
export const peopleOut = join(here.pathname, "out", "people");

export async function loadAvatar() {
  return tsImport(pathToFileURL(join(here.pathname, "avatar.ts")).href, import.meta.url);
}

/** The people the package draws, with their chosen looks. */
export function loadTeam() {
  return JSON.parse(readFileSync(new URL("people.json", here), "utf8")).people;
}

export async function writePeople(dir = peopleOut) {
  const { avatarSvg } = await loadAvatar();
  const written = [];
  for (const { id, name, looks } of loadTeam()) {
    const file = join(dir, `${id}.png`);
    written.push({ file, bytes: await writePng(avatarSvg(name, { size: 512, looks }), file), max: 90_000 });
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const { file, bytes } of await writePeople()) console.log(`${file} ${Math.round(bytes / 1024)} KB`);
}
