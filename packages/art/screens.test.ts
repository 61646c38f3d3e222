import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { outDir } from "./paths.mjs";
import {
  ALT_MAX,
  CAPTION_MAX,
  COVER_MAX_BYTES,
  GALLERY_MAX_BYTES,
  HEIGHT,
  WIDTH,
  buildManifest,
  manifestFile,
  manifestJson,
  projectPictures,
  writeScreens,
} from "./screens.mjs";
import { projects } from "./screens/projects.mjs";

const committed = JSON.parse(readFileSync(manifestFile, "utf8"));
const pictures = Object.values(committed.projects as Record<string, { cover: Pic; gallery: Pic[] }>).flatMap((p) => [
  p.cover,
  ...p.gallery,
]);
interface Pic {
  src: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
}
/** Words a half-finished picture gives away; NaN is case-sensitive ("tenants" holds "nan"). */
const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|placeholder|undefined|null)\b|\[object|\bNaN\b/i;
const fileOf = (src: string) => join(outDir, src);

describe("case-study screens: pictures, alt text and captions from one source", () => {
  it("screens.json is what the screen specs make now (else run npm run screens -w @ignite/art)", () => {
    expect(readFileSync(manifestFile, "utf8")).toBe(manifestJson());
    expect(committed).toEqual(buildManifest());
  });

  it("has a cover and three gallery screens for every case study it draws (Aurora a fourth: its design file)", () => {
    const slugs = projects.map((p) => p.slug).sort();
    expect(Object.keys(committed.projects).sort()).toEqual(slugs);
    for (const slug of slugs) {
      const entry = committed.projects[slug];
      expect(entry.cover.src).toBe(`projects/${slug}.png`);
      expect(entry.gallery).toHaveLength(slug === "aurora-storefront" ? 4 : 3);
      for (const g of entry.gallery) expect(g.src).toMatch(new RegExp(`^projects/${slug}/[a-z0-9-]+\\.png$`));
    }
  });

  it("keeps every alt text and caption within its limit, specific and free of placeholders", () => {
    for (const p of pictures) {
      expect(p.alt.length, p.src).toBeGreaterThan(60);
      expect(p.alt.length, p.src).toBeLessThanOrEqual(ALT_MAX);
      expect(p.alt, p.src).not.toMatch(PLACEHOLDER);
      if (p.caption !== undefined) {
        expect(p.caption.length, p.src).toBeGreaterThan(20);
        expect(p.caption.length, p.src).toBeLessThanOrEqual(CAPTION_MAX);
        expect(p.caption, p.src).not.toMatch(PLACEHOLDER);
      }
    }
    expect(pictures.filter((p) => p.src.split("/").length > 4).every((p) => typeof p.caption === "string")).toBe(true);
  });

  it("never repeats an alt text or a caption", () => {
    const alts = pictures.map((p) => p.alt);
    const captions = pictures.flatMap((p) => (p.caption ? [p.caption] : []));
    expect(new Set(alts).size).toBe(alts.length);
    expect(new Set(captions).size).toBe(captions.length);
  });

  it("writes PNGs of the stated size with a translucent ground, within their byte budgets", async () => {
    // One project drawn here (the others take the same path through the same code): out/ is
    // the package's own, and the site never reads it.
    const first = projects[0]!.slug;
    await writeScreens({ only: [first] });
    for (const p of pictures.filter((pic) => pic.src.startsWith(`projects/${first}`))) {
      const file = fileOf(p.src);
      expect(existsSync(file), p.src).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], p.src).toEqual(["png", p.width, p.height, true]);
      // The corners are the ground: the project's tint, mostly see-through, so the page's
      // frame colour (light or dark theme) is what shows there.
      const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      for (const [x, y] of [
        [0, 0],
        [info.width - 1, 0],
        [0, info.height - 1],
        [info.width - 1, info.height - 1],
      ] as [number, number][]) {
        const alpha = data[(y * info.width + x) * info.channels + 3]!;
        expect(alpha, `${p.src} at ${x},${y}`).toBeGreaterThan(0);
        expect(alpha, `${p.src} at ${x},${y}`).toBeLessThan(64);
      }
      expect([p.width, p.height]).toEqual([WIDTH, HEIGHT]);
      const max = p.caption === undefined ? COVER_MAX_BYTES : GALLERY_MAX_BYTES;
      expect(statSync(file).size, p.src).toBeLessThanOrEqual(max);
    }
  }, 60_000);

  it("draws the same SVG on every run (deterministic output)", () => {
    const first = projects.map((p) => projectPictures(p).map((x) => x.svg));
    const second = projects.map((p) => projectPictures(p).map((x) => x.svg));
    expect(second).toEqual(first);
    expect(new Set(first.flat()).size).toBe(first.flat().length);
  });
});
