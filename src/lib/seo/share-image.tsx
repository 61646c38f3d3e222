/**
 * The 1200×630 share images of blog posts and service pages, in the brand style (eyebrow,
 * title, wordmark), rendered at build time: satori lays the card out as SVG, sharp makes
 * the PNG. Fonts come from the npm font packages (satori reads WOFF, not WOFF2). A card made
 * once is kept in node_modules/.cache under a hash of what it shows and of this file, so a
 * rebuild draws only the cards that are new or changed. Hindi cards (issue 55) draw their
 * Devanagari in Noto Sans Devanagari, which satori shapes (conjuncts, the reph, a vowel sign
 * before its letter): share-image.test.tsx holds a card of them against a snapshot.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { brand, siteUrl } from "@/lib/brand/brand";
import swatches from "@ignite/brand/swatches.json";

const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;

const FONT_FILES = {
  Inter: (weight: number) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  "Noto Sans Devanagari": (weight: number) =>
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
};

/** Inter for Latin, and Noto Sans Devanagari for what Inter has no glyph for (a Hindi title). */
function loadFonts() {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).flatMap(([name, file]) =>
      ([400, 700] as const).map(async (weight) => ({
        name,
        weight,
        style: "normal" as const,
        data: await fs.readFile(require.resolve(file(weight))),
      })),
    ),
  );
  return fonts;
}

/** Letter spacing breaks Devanagari's joined letters apart: only Latin text gets it. */
const spaced = (text: string, spacing: number) => (/[\u0900-\u097F]/.test(text) ? 0 : spacing);

function ShareCard({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        // The padding inside the 630 px, or the footer line falls off the card (satori 0.63
        // sizes boxes as CSS does, content-box unless told).
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: swatches.ink,
        // Explicit radii: satori 0.63 sizes a bare `circle` as CSS does (to the farthest corner),
        // which washed the glows over the whole card; these keep them in the corners.
        backgroundImage:
          "radial-gradient(circle 800px at 85% 10%, rgba(249,115,22,0.55), transparent 45%), radial-gradient(circle 900px at 100% 100%, rgba(219,39,119,0.5), transparent 50%)",
        color: "#eef1f8",
        fontFamily: "Inter, Noto Sans Devanagari",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 16,
            background: `linear-gradient(110deg, ${swatches.orange}, ${swatches.pink})`,
            display: "flex",
          }}
        />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <span style={{ fontSize: 34, fontWeight: 700 }}>{brand.wordmark}</span>
          <span style={{ fontSize: 16, letterSpacing: 6, color: "#a9b2c9" }}>{brand.tagline.toUpperCase()}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <span style={{ fontSize: 26, color: "#ff9a5a", letterSpacing: spaced(eyebrow, 3) }}>
          {eyebrow.toUpperCase()}
        </span>
        <span
          style={{
            fontSize: title.length > 60 ? 56 : 68,
            fontWeight: 700,
            // Devanagari's vowel signs stand above and below the letters: more room between lines.
            lineHeight: spaced(title, 1) ? 1.1 : 1.35,
            maxWidth: 1000,
          }}
        >
          {title}
        </span>
      </div>
      <span style={{ fontSize: 22, color: "#a9b2c9" }}>{new URL(siteUrl).host}</span>
    </div>
  );
}

export async function drawShareImage(card: { eyebrow: string; title: string }): Promise<Buffer> {
  const svg = await satori(<ShareCard {...card} />, { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

const CACHE_DIR = path.resolve("node_modules/.cache/ignite-share-images");
let design: Promise<string> | undefined;

/**
 * What a card looks like apart from its text: this file (the layout), the brand values it
 * prints and the swatches. The file is read from src/ as the build runs in the project root.
 */
function designHash(): Promise<string> {
  design ??= fs
    .readFile(path.resolve("src/lib/seo/share-image.tsx"), "utf8")
    .catch(() => "")
    .then((source) =>
      crypto
        .createHash("sha256")
        .update(source)
        .update(JSON.stringify([brand.wordmark, brand.tagline, siteUrl, swatches]))
        .digest("hex"),
    );
  return design;
}

/** Where the cache keeps a card: named by its text and the design. */
export async function shareImageCacheFile(card: { eyebrow: string; title: string }): Promise<string> {
  const key = crypto
    .createHash("sha256")
    .update(await designHash())
    .update(JSON.stringify([card.eyebrow, card.title]))
    .digest("hex")
    .slice(0, 24);
  return path.join(CACHE_DIR, `${key}.png`);
}

/** The card as a PNG: from the cache when this text and design were drawn before. */
export async function renderShareImage(card: { eyebrow: string; title: string }): Promise<Buffer> {
  const file = await shareImageCacheFile(card);
  const cached = await fs.readFile(file).catch(() => undefined);
  if (cached) return cached;
  const png = await drawShareImage(card);
  await fs.mkdir(CACHE_DIR, { recursive: true });
  // Written under a temporary name and renamed, so a build that stops halfway leaves no torn file.
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, png);
  await fs.rename(temp, file);
  return png;
}

export function pngResponse(png: Buffer): Response {
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
