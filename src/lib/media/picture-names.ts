/**
 * What a picture is called once it is made, and what the page says of it: pure functions of an
 * upload's path under src/assets and its record (size and content hash). The build and `astro dev`
 * read the records from the files (asset-files.ts); the production host has them in its bundle
 * (pictures.ts), so nothing at run time reads src/.
 */

/**
 * The widths, fitted to the slots the pages give pictures (ADR 0017, bench/image-pipelines.mjs):
 * 750 for a phone's full width at DPR 1.75–2 (a cover, the largest element of a case study or a
 * post), 1136 for the covers' desktop slot, 400 and 960 for the cards at DPR 1 and 2, 1600 for
 * the rest at DPR 2. Five, as before: each width costs the home page's HTML (12 KB gzip at most)
 * a URL per picture and format.
 */
export const WIDTHS = [400, 750, 960, 1136, 1600];
export const SHARE_WIDTH = 1200;
/**
 * JPEG has no transparency: a picture with a see-through ground (the case-study screens, whose
 * frame on the page gives them the theme's colour) is laid on the light theme's sunken colour
 * for share cards and structured data, instead of black.
 */
export const SHARE_GROUND = "#f3ece3";
export const FORMATS = {
  avif: { mime: "image/avif", options: { quality: 55, effort: 4 } },
  webp: { mime: "image/webp", options: { quality: 76 } },
  jpg: { mime: "image/jpeg", options: { quality: 80, mozjpeg: true } },
} as const;
export type Format = keyof typeof FORMATS;

export const PICTURE_URL_PREFIX = "/_img/";

/** An upload under src/assets, by its path there ("blog/x/cover/image.jpg"). */
export interface AssetRecord {
  /** A hash of the bytes (and, for pictures, of the settings above): part of every file name. */
  hash: string;
  /** Pictures (JPEG, PNG) only: their size, read from the file header. */
  width?: number;
  height?: number;
}

/** Every upload, by its path under src/assets with forward slashes. */
export type AssetManifest = Readonly<Record<string, AssetRecord>>;

/**
 * The path under src/assets that a picture's name points at. Content names an upload by its path
 * from the content file, as the CMS stores it ("../../assets/blog/x/cover/image.jpg"); the site's
 * own pictures (the map) by their old public path ("/images/map-greater-noida.jpg").
 */
export function assetPath(src: string): string {
  return src.replace(/^(\.\.\/\.\.\/assets|\/images)\//, "");
}

/** One file the picture is made into. */
export interface Variant {
  /** Its name in public/_img and under /_img/. */
  name: string;
  width: number;
  format: Format;
}

/** The files a picture is made into: AVIF and WebP at each width below its own, and a share JPEG. */
export function pictureVariants(path: string, record: AssetRecord): Variant[] {
  const width = record.width!;
  // One flat folder: "blog/x.jpg" becomes "blog-x-640.<hash>.avif".
  const base = path
    .replace(/\.[a-z]+$/i, "")
    .split("/")
    .join("-");
  const widths = [...new Set([...WIDTHS.filter((w) => w < width), width])];
  const make = (w: number, format: Format): Variant => ({
    name: `${base}-${w}.${record.hash}.${format}`,
    width: w,
    format,
  });
  return [
    ...widths.map((w) => make(w, "avif")),
    ...widths.map((w) => make(w, "webp")),
    make(Math.min(SHARE_WIDTH, width), "jpg"),
  ];
}

/** The name under /_img/ of an upload served as it is (a Lottie animation, an SVG mark). */
export function fileName(path: string, record: AssetRecord): string {
  const name = path.split("/").join("-");
  const ext = name.slice(name.lastIndexOf("."));
  return `${name.slice(0, -ext.length)}.${record.hash}${ext}`;
}
