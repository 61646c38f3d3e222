/**
 * A case study's gallery does not open on its cover again (issue 54, item 8: Atlas's first
 * gallery screen was the live-tracking map the cover is built on, so the first picture after the
 * hero was the hero again). The content is what the page shows; packages/art says what each of
 * its drawn pictures is and which screen each cover is built on (its subject, the largest device
 * on it). A content picture is a drawn one when its alt text is that picture's (the alt is
 * written from the same data), and then its file must be that picture, read from its pixels; a
 * picture the agency has replaced with its own (a new alt text) is its own, and no rule of the
 * drawn ones applies to it.
 */
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadCollection } from "./content-files";
import { coverMainScreen, projectPictures } from "../packages/art/screens.mjs";
import { projects as drawn } from "../packages/art/screens/projects.mjs";

/** Small enough to compare quickly, large enough to tell two screens of one product apart. */
const SMALL = { width: 160, height: 100 };
/** Flattened on one ground: the pictures' grounds are translucent. */
const GROUND = "#808080";
/**
 * How far (mean difference a channel, 0–255, at the small size) an upload may be from the
 * picture drawn now: a palette PNG of the same drawing is within 3.2 of it, two screens of one
 * product 6 or more apart (Pulse's two phones, with their notes), a moved device further.
 */
const SAME = 4;

async function thumb(input: string | Buffer) {
  const image = typeof input === "string" ? sharp(input) : sharp(input, { density: 72 });
  return image.flatten({ background: GROUND }).resize(SMALL.width, SMALL.height).raw().toBuffer();
}
const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
const flat = (s: string) => s.replace(/\s+/g, " ").trim();

interface Upload {
  image: string;
  alt: string;
}
const studies = loadCollection("projects").map(({ id, data }) => ({
  id,
  cover: data.cover as Upload,
  gallery: data.gallery as Upload[],
}));

describe("packages/art's case-study galleries", () => {
  it.each(drawn)("$slug's opens on a screen its cover is not built on", (project) => {
    const first = (project.screens[0] as { name: string }).name;
    expect(first, `${project.slug}'s cover is built on ${first}`).not.toBe(coverMainScreen(project));
  });
});

describe.each(studies)("case study $id", ({ id, cover, gallery }) => {
  const project = drawn.find((p) => p.slug === id);
  const pictures = project ? projectPictures(project) : [];
  /** The drawn picture a content picture is, by its alt text (undefined: the agency's own). */
  const drawnAs = (upload: Upload) => pictures.find((p) => p.alt === flat(upload.alt));

  it("shows each drawn picture in the file its alt text describes", async () => {
    const thumbs = await Promise.all(pictures.map((p) => thumb(Buffer.from(p.svg))));
    for (const upload of [cover, ...gallery]) {
      const picture = drawnAs(upload);
      if (!picture) continue;
      const mine = await thumb(path.join("src/content/projects", upload.image));
      const d = thumbs.map((t) => distance(mine, t));
      const nearest = pictures[d.indexOf(Math.min(...d))]!;
      expect(nearest.rel, `${upload.image} shows ${nearest.rel}, its alt text ${picture.rel}`).toBe(picture.rel);
      expect(
        d[pictures.indexOf(picture)],
        `${upload.image} is not ${picture.rel} as drawn now: upload it again`,
      ).toBeLessThan(SAME);
    }
  }, 60_000);

  it("opens its gallery on a screen its cover is not built on", (ctx) => {
    const [coverIs, firstIs] = [drawnAs(cover), drawnAs(gallery[0]!)];
    // A cover or a first screen of the agency's own: what it shows is not known here.
    if (!project || !coverIs || !firstIs) return ctx.skip();
    expect(coverIs.kind).toBe("cover");
    const subject = `projects/${id}/${coverMainScreen(project)}.png`;
    expect(firstIs.rel, `the first gallery screen is the one ${id}'s cover is built on`).not.toBe(subject);
  });
});
