import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { POST_CATEGORIES, POST_COVER_MAX_BYTES, postCoverSvg, writePostCover } from "./post-cover.mjs";

const dir = mkdtempSync(join(tmpdir(), "post-cover-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("post covers", () => {
  it("has a motif for each blog category", () => {
    expect(POST_CATEGORIES).toEqual(["Technology", "Design", "Business", "Development", "Industry"]);
  });

  it("is the same for the same slug and different for another", () => {
    for (const category of POST_CATEGORIES) {
      const a = postCoverSvg({ slug: "a-new-post", category });
      expect(postCoverSvg({ slug: "a-new-post", category })).toBe(a);
      expect(postCoverSvg({ slug: "another-new-post", category })).not.toBe(a);
    }
  });

  it("refuses an unknown category or a slug that is not kebab-case", () => {
    expect(() => postCoverSvg({ slug: "x", category: "Gardening" })).toThrow(/one of Technology/);
    expect(() => postCoverSvg({ slug: "Not A Slug", category: "Design" })).toThrow(/kebab-case/);
  });

  it("writes a 1600×900 JPEG within the budget", async () => {
    const { file, bytes } = await writePostCover({
      slug: "a-new-post",
      category: "Business",
      file: join(dir, "c.jpg"),
    });
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1600, 900]);
    expect(bytes).toBeLessThanOrEqual(POST_COVER_MAX_BYTES);
  });
});
