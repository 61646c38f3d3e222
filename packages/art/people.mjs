/**
 * 256×256 PNG portraits of the team, from the same avatarSvg() the site renders inline
 * (src/lib/avatar.ts, loaded through tsx so the two can never drift apart). The team is read
 * from src/content/team, with each member's chosen looks, by the site's own content check.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { repoRoot } from "./paths.mjs";
import { writePng } from "./render.mjs";

export const kebab = (name) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

export async function loadAvatar() {
  return tsImport(pathToFileURL(join(repoRoot, "src/lib/avatar.ts")).href, import.meta.url);
}

/** The team's names and looks, from their files (validated as the build validates them). */
export async function loadTeam() {
  // The content check reads src/content from the working folder (when it is first imported):
  // the repository's, not this package's.
  const cwd = process.cwd();
  process.chdir(repoRoot);
  try {
    const { loadCollection } = await tsImport(
      pathToFileURL(join(repoRoot, "src/lib/content-check.ts")).href,
      import.meta.url,
    );
    return loadCollection("team").map(({ data }) => ({ name: data.name, looks: data.looks }));
  } finally {
    process.chdir(cwd);
  }
}

export async function writePeople(publicDir) {
  const { avatarSvg } = await loadAvatar();
  const written = [];
  for (const { name, looks } of await loadTeam()) {
    const file = join(publicDir, "images/people", `${kebab(name)}.png`);
    written.push({
      file,
      bytes: await writePng(avatarSvg(name, { size: 256, looks }), file),
      max: 40_000,
    });
  }
  return written;
}
