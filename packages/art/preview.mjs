/**
 * Contact sheets of the generated art for a human to review (not committed):
 * npm run preview -w @ignite/art [-- <outDir>]   (default /tmp/art-preview)
 */
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { previewSheet } from "./lottie-preview.mjs";
import { swatches } from "./swatches.mjs";
import { assetsDir as assets, fromCaller, outDir, publicDir as pub } from "./paths.mjs";
import { loadAvatar, loadTeam } from "./people.mjs";
import { portraitSvg } from "./portrait.mjs";
import { contactSheet } from "./render.mjs";

const out = fromCaller(process.argv[2] ?? "/tmp/art-preview");
mkdirSync(out, { recursive: true });
const listIn = (base, dir) =>
  readdirSync(join(base, dir))
    .filter((f) => !f.startsWith("."))
    .map((f) => join(base, dir, f));
const list = (dir) => listIn(pub, dir);
// What this package drew (npm run art), not the site's uploads.
const listAssets = (dir) => listIn(outDir, dir);

const projectCovers = listAssets("projects").filter((f) => f.endsWith(".png"));
await contactSheet(projectCovers, join(out, "projects.png"), { cols: 3, width: 600 });
const galleries = projectCovers.flatMap((f) => listIn(f.replace(/\.png$/, ""), "."));
await contactSheet(galleries, join(out, "project-screens.png"), { cols: 3, width: 600 });
await contactSheet(listAssets("blog"), join(out, "blog.png"), { cols: 3, width: 600 });
await contactSheet([join(pub, "og-default.jpg"), join(assets, "map-greater-noida.jpg")], join(out, "og-map.png"), {
  cols: 2,
  width: 900,
});

const { avatarSvg } = await loadAvatar();
const team = await loadTeam();
// The team with their chosen looks, then client names drawn from the hash alone.
const people = [
  ...team,
  ...["Rohan Iyer", "Ananya Sharma", "Daniel Okafor", "Meera Nair", "Tom Fischer", "Aisha Khan"].map((name) => ({
    name,
    looks: undefined,
  })),
];
const tiles = await Promise.all(
  people.map(({ name, looks }) =>
    sharp(Buffer.from(avatarSvg(name, { size: 160, looks })))
      .png()
      .toBuffer(),
  ),
);
await sharp({
  create: { width: 5 * 170 + 10, height: 2 * 170 + 10, channels: 3, background: swatches.paper },
})
  .composite(
    tiles.map((t, i) => ({
      input: t,
      left: 10 + (i % 5) * 170,
      top: 10 + Math.floor(i / 5) * 170,
    })),
  )
  .png()
  .toFile(join(out, "avatars.png"));

// The team's portraits at the size the site shows them, on the light page and on the dark one.
const portraits = await Promise.all(
  team.map((person) =>
    sharp(Buffer.from(portraitSvg(person)))
      .resize(320)
      .png()
      .toBuffer(),
  ),
);
await sharp({ create: { width: 4 * 344 + 24, height: 2 * 424 + 24, channels: 3, background: swatches.paper } })
  .composite([
    {
      input: { create: { width: 4 * 344 + 24, height: 424 + 12, channels: 3, background: swatches.ink } },
      top: 436,
      left: 0,
    },
    ...portraits.flatMap((input, i) => [0, 424].map((top) => ({ input, left: 24 + i * 344, top: 24 + top }))),
  ])
  .png()
  .toFile(join(out, "portraits.png"));

const anims = list("animations").map((f) => JSON.parse(readFileSync(f, "utf8")));
await previewSheet(anims, join(out, "lottie.png"), { tile: 120, fractions: [0, 0.25, 0.5, 0.75] });
console.log(`preview sheets in ${out}`);
