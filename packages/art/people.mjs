/**
 * The team's portraits: 800×1000 (4:5) PNGs in one art-directed editorial style, drawn by
 * portraitSvg() (portrait.mjs) from each person's looks and backdrop in people.json and
 * written to out/people/<id>.png. Head and shoulders, turned a little to the viewer's left,
 * lit from the upper left: skin, hair and clothes as a few flat tonal planes with one quiet
 * highlight, collar and lapel detail, on a deep muted colour field of the person's own
 * (slate teal, ember, ochre, plum) with one large arc and a soft cast shadow. The face sits in
 * the upper middle, so the site's 4:5 frame (object-fit: cover) crops it well, and a
 * photograph uploaded later fits the same frame.
 *
 * The site does not draw them: its portraits are uploads (src/assets/team/<id>/…), which the
 * agency can replace with photographs in the CMS; these files are what was uploaded for the
 * four leads.
 *
 *   npm run people -w @ignite/art
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { portraitSvg } from "./portrait.mjs";
import { writePng } from "./render.mjs";

const here = new URL(".", import.meta.url);
export const peopleOut = join(here.pathname, "out", "people");
/** Each portrait's budget in bytes. */
export const PORTRAIT_MAX_BYTES = 160_000;

/** The older flat avatar (avatar.ts), still drawn for the contact sheet of preview.mjs. */
export async function loadAvatar() {
  return tsImport(pathToFileURL(join(here.pathname, "avatar.ts")).href, import.meta.url);
}

/** The people the package draws, with their chosen looks and backdrop. */
export function loadTeam() {
  return JSON.parse(readFileSync(new URL("people.json", here), "utf8")).people;
}

export async function writePeople(dir = peopleOut) {
  const written = [];
  for (const person of loadTeam()) {
    const file = join(dir, `${person.id}.png`);
    written.push({ file, bytes: await writePng(portraitSvg(person), file), max: PORTRAIT_MAX_BYTES });
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const { file, bytes } of await writePeople()) console.log(`${file} ${Math.round(bytes / 1024)} KB`);
}
