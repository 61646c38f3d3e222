/**
 * Responsive images, as the pages name them: every upload under src/assets is made at build time
 * into AVIF and WebP at several widths, plus a 1200 px JPEG for share cards and structured data
 * (asset-files.ts, before Astro builds; file names carry a hash of the source and the settings, so
 * they are cached for a year). Prerendered and on-demand pages (the blog list with a query, the
 * no-JS form pages) name the same files without any image work per request, and without reading
 * src/: the uploads' records come from `virtual:ignite/assets` (integrations/assets.ts), which the
 * build writes into the bundle. Server-side only: routes pass the plain data to components.
 */
import { getAssets } from "virtual:ignite/assets";
import {
  FORMATS,
  PICTURE_URL_PREFIX,
  assetPath,
  fileName,
  pictureVariants,
  type AssetRecord,
  type Format,
} from "./picture-names";

/** A picture prepared at build time: plain data, so islands can take it as a prop. */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
  /** A JPEG for share cards and structured data. */
  share: { src: string; width: number; height: number };
}

/** Whether content names an upload that is there (a picture renamed or deleted outside the CMS is not). */
export function hasAsset(src: string): boolean {
  return Object.hasOwn(getAssets(), assetPath(src));
}

function record(src: string, kind: "picture" | "file"): { path: string; record: AssetRecord } {
  const path = assetPath(src);
  const assets = getAssets();
  const found = Object.hasOwn(assets, path) ? assets[path] : undefined;
  if (!found || (kind === "picture") !== Boolean(found.width)) {
    throw new Error(`No ${kind === "picture" ? "image file" : "file"} for "${src}" under src/assets`);
  }
  return { path, record: found };
}

export function picture(src: string): ResponsiveImage {
  const { path, record: r } = record(src, "picture");
  const width = r.width!;
  const height = r.height!;
  const all = pictureVariants(path, r).map((v) => ({ ...v, url: `${PICTURE_URL_PREFIX}${v.name}` }));
  const srcset = (format: Format) =>
    all
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  const webp = all.filter((v) => v.format === "webp");
  const share = all.find((v) => v.format === "jpg")!;
  return {
    src: webp.at(-1)!.url,
    width,
    height,
    sources: [
      { type: FORMATS.avif.mime, srcset: srcset("avif") },
      { type: FORMATS.webp.mime, srcset: srcset("webp") },
    ],
    share: { src: share.url, width: share.width, height: Math.round((height * share.width) / width) },
  };
}

/** Adds `picture` to each item, from the image path that `pick` names. */
export function withPictures<T>(items: readonly T[], pick: (item: T) => string): (T & { picture: ResponsiveImage })[] {
  return items.map((item) => ({ ...item, picture: picture(pick(item)) }));
}

/** A file an editor uploaded that is served as it is (a Lottie animation, a product's SVG mark): its hashed public URL. */
export function fileUrl(src: string): string {
  const { path, record: r } = record(src, "file");
  return `${PICTURE_URL_PREFIX}${fileName(path, r)}`;
}
