// node cols.mjs in.png out.png width colHeight : full page scaled to width, cut into columns side by side
import sharp from "sharp";
const [file, out, w = "400", colH = "1800"] = process.argv.slice(2);
const W = Number(w), H = Number(colH);
const resized = await sharp(file).resize({ width: W }).png().toBuffer();
const { height } = await sharp(resized).metadata();
const cols = [];
for (let top = 0; top < height; top += H) cols.push(await sharp(resized).extract({ left: 0, top, width: W, height: Math.min(H, height - top) }).toBuffer());
await sharp({ create: { width: cols.length * (W + 8), height: Math.min(H, height), channels: 3, background: "#888" } })
  .composite(cols.map((input, i) => ({ input, left: i * (W + 8), top: 0 }))).png().toFile(out);
console.log(out, cols.length, "cols");
