/** Rasterising helpers around sharp, with the output settings the brief fixes. */
import { mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import { swatches } from "./swatches.mjs";

export async function writeJpeg(svg, file, { quality = 78 } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: swatches.ink })
    .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
    .toFile(file);
  return statSync(file).size;
}

export async function writePng(svg, file, { size } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (size) img = img.resize(size, size);
  await img.png({ compressionLevel: 9, palette: false }).toFile(file);
  return statSync(file).size;
}

export async function pngBuffer(svg, size) {
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** Several images side by side, for a human to look at. Not part of the committed output. */
export async function contactSheet(files, out, { cols = 3, width = 520 } = {}) {
  const metas = await Promise.all(files.map((f) => sharp(f).metadata()));
  const tiles = await Promise.all(files.map((f) => sharp(f).resize({ width }).toBuffer({ resolveWithObject: true })));
  const rowH = Math.max(...tiles.map((t) => t.info.height));
  const rows = Math.ceil(files.length / cols);
  const gap = 12;
  const canvas = sharp({
    create: {
      width: cols * width + (cols + 1) * gap,
      height: rows * rowH + (rows + 1) * gap,
      channels: 3,
      background: "#777777",
    },
  });
  void metas;
  await canvas
    .composite(
      tiles.map((t, i) => ({
        input: t.data,
        left: gap + (i % cols) * (width + gap),
        top: gap + Math.floor(i / cols) * (rowH + gap),
      })),
    )
    .png()
    .toFile(out);
}
