import sharp from "sharp";
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { drawShareImage, renderShareImage, shareImageCacheFile } from "./share-image";

/** The brightest pixel (0–255, mean of R, G and B) in a region of the card. */
async function brightest(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let max = 0;
  for (let i = 0; i < data.length; i += info.channels)
    max = Math.max(max, (data[i]! + data[i + 1]! + data[i + 2]!) / 3);
  return max;
}

/** The share of pixels that differ (by more than a little, in any channel) between two PNGs of one size. */
async function differing(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let off = 0;
  for (let i = 0; i < x!.length; i += 3) {
    if (Math.max(...[0, 1, 2].map((c) => Math.abs(x![i + c]! - y![i + c]!))) > 48) off++;
  }
  return off / (x!.length / 3);
}

/**
 * A Hindi title with what Devanagari shaping must get right: conjuncts (क्ष, त्र, श्र), the reph
 * (र्क: the र rides on top of the next letter), a vowel sign drawn before its letter (कि) and one
 * above (कॉ), and the nukta (ज़). The snapshot was looked at when it was made: each is shaped.
 */
const HINDI_CARD = { eyebrow: "ब्लॉग · टेक्नोलॉजी", title: "क्षमता, त्रुटि, श्रम और तर्क: किफ़ायती सॉफ़्टवेयर" };
const SNAPSHOT = path.join(import.meta.dirname, "__snapshots__", "hindi-share-card.png");

describe("share card", () => {
  it("draws a Hindi title shaped: its conjuncts, reph and vowel signs as the snapshot shows them", async () => {
    const png = await drawShareImage(HINDI_CARD);
    if (!fs.existsSync(SNAPSHOT)) {
      // First run: write it, to be looked at and committed. CI always has it.
      fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
      fs.writeFileSync(SNAPSHOT, png);
    }
    expect(await differing(png, fs.readFileSync(SNAPSHOT))).toBeLessThan(0.002);
    // The same letters kept apart (a zero-width non-joiner after each virama: no conjuncts, no
    // reph) look different enough for this comparison to notice.
    const unshaped = await drawShareImage({
      ...HINDI_CARD,
      title: HINDI_CARD.title.replace(/\u094D/g, "\u094D\u200C"),
    });
    expect(await differing(unshaped, fs.readFileSync(SNAPSHOT))).toBeGreaterThan(0.002);
  });

  it("is drawn once for a text and design, then read from the cache", async () => {
    const card = { eyebrow: "Blog · Test", title: `A cached card ${process.pid} ${Date.now()}` };
    const changed = { ...card, title: `${card.title}, changed` };
    const files = [await shareImageCacheFile(card), await shareImageCacheFile(changed)];
    try {
      const first = await renderShareImage(card);
      expect(first.equals(await drawShareImage(card))).toBe(true);
      expect(fs.readFileSync(files[0]!).equals(first)).toBe(true);
      // What the cache holds is what comes back: the card is not drawn again.
      fs.writeFileSync(files[0]!, "cached");
      expect((await renderShareImage(card)).toString()).toBe("cached");
      // Another text is another card.
      expect(files[1]).not.toBe(files[0]);
      expect((await renderShareImage(changed)).equals(first)).toBe(false);
    } finally {
      for (const file of files) fs.rmSync(file, { force: true });
    }
  });

  it("is 1200×630 and shows the wordmark, the title and the site's host inside the card", async () => {
    const png = await renderShareImage({
      eyebrow: "Blog · Design",
      title: "Design systems that scale: tokens, components and governance",
    });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "png"]);
    // Light text on the ink background: the wordmark (top left), the title, the host (bottom left).
    expect(await brightest(png, { left: 150, top: 75, width: 120, height: 40 })).toBeGreaterThan(200);
    expect(await brightest(png, { left: 80, top: 250, width: 600, height: 80 })).toBeGreaterThan(200);
    expect(await brightest(png, { left: 80, top: 525, width: 180, height: 40 })).toBeGreaterThan(140);
    // Laid out inside the padding: the eyebrow sits under the wordmark, and the title ends well
    // above the host line (a card taller than its 630 px pushed both down and the host off).
    expect(await brightest(png, { left: 80, top: 195, width: 220, height: 30 })).toBeGreaterThan(140);
    expect(await brightest(png, { left: 80, top: 478, width: 600, height: 36 })).toBeLessThan(60);
    // The ink stays ink behind the text: the glows keep to the right-hand corners.
    expect(await brightest(png, { left: 0, top: 580, width: 60, height: 50 })).toBeLessThan(40);
  });
});
