/**
 * Build-time responsive images (astro:assets with sharp): every picture of the site as AVIF
 * and WebP at several widths, plus a 1200 px JPEG for share cards and structured data.
 * Server-side only: route files resolve pictures here and pass the plain data to components.
 */
import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import type { ResponsiveImage } from "@/components/ui/Picture";

const WIDTHS = [400, 640, 960, 1280, 1600];
const SHARE_WIDTH = 1200;

// Content names pictures by their public path ("/images/blog/x.jpg"); the files live in
// src/assets so that they can be optimised.
const files = import.meta.glob<ImageMetadata>("/src/assets/**/*.{jpg,png}", { eager: true, import: "default" });

function asset(src: string): ImageMetadata {
  const file = files[`/src/assets/${src.replace(/^\/images\//, "")}`];
  if (!file) throw new Error(`No image file for "${src}" under src/assets`);
  return file;
}

const cache = new Map<string, Promise<ResponsiveImage>>();

async function build(src: string): Promise<ResponsiveImage> {
  const image = asset(src);
  const widths = WIDTHS.filter((w) => w < image.width).concat(image.width);
  const [avif, webp, share] = await Promise.all([
    getImage({ src: image, widths, format: "avif" }),
    getImage({ src: image, widths, format: "webp" }),
    getImage({ src: image, width: Math.min(SHARE_WIDTH, image.width), format: "jpg" }),
  ]);
  return {
    src: webp.src,
    width: image.width,
    height: image.height,
    sources: [
      { type: "image/avif", srcset: avif.srcSet.attribute },
      { type: "image/webp", srcset: webp.srcSet.attribute },
    ],
    share: { src: share.src, width: Number(share.attributes.width ?? SHARE_WIDTH), height: Number(share.attributes.height) },
  };
}

export function picture(src: string): Promise<ResponsiveImage> {
  let pending = cache.get(src);
  if (!pending) {
    pending = build(src);
    cache.set(src, pending);
  }
  return pending;
}

/** Adds `picture` to each item, from the image path that `pick` names. */
export async function withPictures<T>(items: readonly T[], pick: (item: T) => string) {
  return Promise.all(items.map(async (item) => ({ ...item, picture: await picture(pick(item)) })));
}
