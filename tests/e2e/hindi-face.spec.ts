/**
 * The Hindi pages' Devanagari core (src/styles/fonts/noto-sans-devanagari-core.woff2, cut by
 * tools/subset-fonts.sh to the letters of Hindi's alphabet) must draw Hindi exactly as the font it
 * was cut from does: every consonant with every vowel sign, every two-consonant conjunct, the reph
 * and the rakar, the nukta letters, the joiners, the digits and signs, and every Hindi word the
 * site has. Each string is drawn by Chromium (HarfBuzz shapes it) with the core and with the npm
 * file at weight 400, and the pixels are compared. A glyph or a substitution the cut lost would
 * draw a different shape, or the fallback's box.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const CORE = "src/styles/fonts/noto-sans-devanagari-core.woff2";
const FULL =
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";

const chars = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const VIRAMA = "\u094D";
const RA = "र";
const consonants = [...chars(0x915, 0x939), ...chars(0x958, 0x95f)];
const vowelSigns = [...chars(0x93e, 0x94c), "\u0962", "\u0963"];
const signs = ["\u0901", "\u0902", "\u0903"];
const vowels = [...chars(0x904, 0x914), "\u0960", "\u0961"];

/** Every Devanagari word in the Hindi content and the Hindi message catalogue. */
function siteWords(): string[] {
  const files: string[] = ["src/lib/i18n/messages/hi.ts"];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk("src/content/hi");
  const words = new Set<string>();
  for (const file of files)
    for (const word of readFileSync(file, "utf8").match(/[\u0900-\u097F\u200C\u200D]+/g) ?? []) words.add(word);
  return [...words];
}

function corpus(): string[] {
  const strings: string[] = [...vowels, ...chars(0x966, 0x970), "ॐ", "ऽ", "।", "॥"];
  for (const v of vowels) for (const s of signs) strings.push(v + s);
  for (const c of consonants) {
    strings.push(c, c + "\u093C", c + VIRAMA, c + VIRAMA + "\u200D", c + VIRAMA + "\u200C" + "क");
    for (const m of [...vowelSigns, ...signs]) strings.push(c + m);
    strings.push(c + "ि" + "ं", c + "ॉ", c + "ँ" + "ु");
    // The reph, with the matras that move around it; the rakar; a conjunct with ya after a rakar.
    strings.push(RA + VIRAMA + c, RA + VIRAMA + c + "ि", RA + VIRAMA + c + "ीं", RA + VIRAMA + c + "ो");
    strings.push(c + VIRAMA + RA, c + VIRAMA + RA + "ु", c + VIRAMA + RA + "ू", c + VIRAMA + RA + VIRAMA + "य");
    for (const d of consonants) strings.push(c + VIRAMA + d, c + VIRAMA + d + "ि", c + VIRAMA + d + "ु");
  }
  for (const c of ["क", "त", "द", "श", "स", "न", "ष", "ज"])
    for (const d of consonants) for (const e of ["य", "र", "व", "म"]) strings.push(c + VIRAMA + d + VIRAMA + e);
  return [...new Set([...strings, ...siteWords()])];
}

test("the Devanagari core draws every Hindi letter, conjunct, reph, matra and word as the font it was cut from", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const strings = corpus();
  expect(strings.length).toBeGreaterThan(9000);
  await page.goto("about:blank");
  const differing = await page.evaluate(
    async ({ core, full, strings }) => {
      const load = async (family: string, base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const face = new FontFace(family, bytes.buffer, { weight: "100 900" });
        document.fonts.add(await face.load());
      };
      await load("Core", core);
      await load("Full", full);
      const canvas = document.createElement("canvas");
      canvas.width = 1600;
      canvas.height = 80;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      const fonts = { Core: "400 40px Core", Full: "400 40px Full" };
      // Each string on a strip as wide as it draws (with room for marks that overhang).
      const draw = (family: keyof typeof fonts, text: string, width: number) => {
        ctx.clearRect(0, 0, width, canvas.height);
        ctx.font = fonts[family];
        ctx.fillText(text, 20, 56);
        return new Uint32Array(ctx.getImageData(0, 0, width, canvas.height).data.buffer);
      };
      const same = (a: Uint32Array, b: Uint32Array) => {
        for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
        return true;
      };
      const widthOf = (family: keyof typeof fonts, text: string) => {
        ctx.font = fonts[family];
        return ctx.measureText(text).width;
      };
      const differing: string[] = [];
      for (const text of strings) {
        const width = widthOf("Core", text);
        if (width !== widthOf("Full", text)) {
          differing.push(text);
          continue;
        }
        const strip = Math.min(canvas.width, Math.ceil(width) + 60);
        if (!same(draw("Core", text, strip), draw("Full", text, strip))) differing.push(text);
      }
      // The comparison sees a letter the core leaves out: a Sindhi implosive draws as the fallback.
      const left = draw("Core", "ॻ", 200);
      const drawn = draw("Full", "ॻ", 200);
      return { differing, seesMissing: !same(left, drawn) };
    },
    {
      core: readFileSync(CORE).toString("base64"),
      full: readFileSync(FULL).toString("base64"),
      strings,
    },
  );
  expect(differing.seesMissing).toBe(true);
  expect(differing.differing.slice(0, 40)).toEqual([]);
});
