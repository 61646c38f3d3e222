/** icon.svg, apple-icon.png (180×180) and favicon.ico (16×16 + 32×32 PNGs in an ICO). */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { iconSvg } from "./mark.mjs";
import { pngBuffer } from "./render.mjs";

/** ICO container: ICONDIR header, one 16-byte entry per image, then the PNG payloads. */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

export async function writeIcons(publicDir) {
  const svg = iconSvg();
  writeFileSync(join(publicDir, "icon.svg"), `${svg}\n`);
  const apple = await pngBuffer(iconSvg({ rounded: false, scale: 0.66 }), 180);
  writeFileSync(join(publicDir, "apple-icon.png"), apple);
  // Tiny sizes get a bigger mark: the tile's margin would otherwise eat the flame.
  const small = iconSvg({ scale: 0.9 });
  const ico = icoFromPngs([
    { size: 16, data: await pngBuffer(small, 16) },
    { size: 32, data: await pngBuffer(svg, 32) },
  ]);
  writeFileSync(join(publicDir, "favicon.ico"), ico);
  return [
    { file: join(publicDir, "icon.svg"), bytes: Buffer.byteLength(svg) + 1 },
    { file: join(publicDir, "apple-icon.png"), bytes: apple.length },
    { file: join(publicDir, "favicon.ico"), bytes: ico.length },
  ];
}
