// side-by-side: node sheet.mjs out.png img1 img2 ... (each resized to same height segment)
import sharp from "sharp";
const [out, ...files] = process.argv.slice(2);
const imgs = await Promise.all(files.map(async (f) => { const b = await sharp(f).toBuffer(); const m = await sharp(b).metadata(); return { b, m }; }));
const width = imgs.reduce((s, i) => s + i.m.width + 10, 0);
const height = Math.max(...imgs.map((i) => i.m.height));
let left = 0;
const comps = imgs.map((i) => { const c = { input: i.b, left, top: 0 }; left += i.m.width + 10; return c; });
await sharp({ create: { width, height, channels: 3, background: "#888" } }).composite(comps).png().toFile(out);
