import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  POST_CATEGORIES,
  POST_COVER_MAX_BYTES,
  postCoverAlt,
  postCoverSvg,
  titleLines,
  writePostCover,
} from "./post-cover.mjs";

const dir = mkdtempSync(join(tmpdir(), "post-cover-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const post = {
  slug: "a-new-post",
  title: "How we run a discovery sprint in two weeks",
  category: "Business",
  date: "2026-11-20",
};

/** Every run of text the SVG draws (screens/ui.mjs marks each with data-text), as glyph counts. */
const textRuns = (svg: string) => svg.match(/<g data-text=""[^>]*>(?:<path [^>]*\/>)*<\/g>/g) ?? [];

describe("post covers", () => {
  it("has a category for each of the blog's", () => {
    expect(POST_CATEGORIES).toEqual(["Technology", "Design", "Business", "Development", "Industry"]);
  });

  it("is the same for the same post and changes with its title, category, date or outline", () => {
    const a = postCoverSvg(post);
    expect(postCoverSvg(post)).toBe(a);
    for (const change of [
      { title: "What we learned from two years of discovery sprints" },
      { category: "Design" },
      { date: "2026-11-21" },
      { outline: ["Week one: listen", "Week two: prototype"] },
    ])
      expect(postCoverSvg({ ...post, ...change }), JSON.stringify(change)).not.toBe(a);
  });

  it("draws only text and shapes: no rounded bar stands in for a line of text", () => {
    // The old motifs drew text as pill-shaped rects (rx = height / 2); every rect now is a
    // surface, a chip around real text, or a rule.
    const svg = postCoverSvg({ ...post, outline: ["Week one: listen", "Week two: prototype"] });
    const pills = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"[^>]*rx="([\d.]+)"/g)].filter(
      ([, h, r]) => Number(h) <= 16 && Math.abs(Number(r) - Number(h) / 2) < 0.01,
    );
    expect(pills).toEqual([]);
    // The title, the date, the category and each heading are drawn as glyphs.
    const words = ["Ignite Technologies", "Business", "20 November 2026", "Week one: listen", "Week two: prototype"];
    expect(textRuns(svg).length).toBeGreaterThanOrEqual(words.length + 4);
  });

  it("sets a long title in at most three lines that fit the sheet, at a smaller size", () => {
    // 88 characters with long words: three lines at 64 px would overflow the sheet.
    const long = "Internationalisation, accessibility and performance budgets for multilingual storefronts";
    const short = titleLines(post.title);
    const set = titleLines(long);
    // titleLines measures each line in Space Grotesk and throws when none of its sizes fits.
    expect(set.lines.length).toBeLessThanOrEqual(3);
    expect(set.lines.join(" ")).toBe(long);
    expect(set.size).toBeLessThan(short.size);
    expect(postCoverSvg({ ...post, title: long })).toMatch(/<svg [^>]*width="1600" height="900"/);
  });

  it("writes an alt text from the same data, within the CMS's 200 characters", () => {
    expect(postCoverAlt(post)).toBe(
      "The title sheet of the Business post “How we run a discovery sprint in two weeks”, dated 20 Nov 2026",
    );
    const longest = postCoverAlt({ ...post, title: "x".repeat(90), outline: ["a", "b"] });
    expect(longest.length).toBeLessThanOrEqual(200);
  });

  it("refuses an unknown category, a slug that is not kebab-case, or a title the schema would refuse", () => {
    expect(() => postCoverSvg({ ...post, category: "Gardening" })).toThrow(/one of Technology/);
    expect(() => postCoverSvg({ ...post, slug: "Not A Slug" })).toThrow(/kebab-case/);
    expect(() => postCoverSvg({ ...post, title: "Too short" })).toThrow(/10 to 90/);
    expect(() => postCoverSvg({ ...post, date: "20/11/2026" })).toThrow(/YYYY-MM-DD/);
  });

  it("writes a 1600×900 PNG within the budget, transparent around the sheet", async () => {
    const { file, bytes, alt } = await writePostCover({ ...post, file: join(dir, "c.png") });
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["png", 1600, 900, true]);
    expect(bytes).toBeLessThanOrEqual(POST_COVER_MAX_BYTES);
    expect(alt).toBe(postCoverAlt(post));
    // A corner is the ground: a faint wash the page's themed frame shows through.
    const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = data[(info.width - 1) * info.channels + 3]!;
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(64);
    // The sheet is opaque paper: its left margin, at mid-height, is white.
    const at = (x: number, y: number) => (y * info.width + x) * info.channels;
    const middle = at(140, 450);
    expect([data[middle], data[middle + 1], data[middle + 2], data[middle + 3]]).toEqual([255, 255, 255, 255]);
  });
});
