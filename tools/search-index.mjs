// @ts-check
/**
 * The site search index, written by `npm run build` after Astro: Pagefind indexes the rendered
 * text of every prerendered page whose <main> carries `data-pagefind-body` (the layout sets it
 * on the pages the site search lists; the 404 page, the no-JavaScript answer pages and the blog
 * list's later pages have none, and /blog marks its cards data-pagefind-ignore, as each post is
 * a page of its own). The index lands in dist/client/pagefind and is fetched by the browser
 * only when a visitor searches.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";

/** Part of the cache key: another Pagefind may write another index from the same pages. */
const PAGEFIND_VERSION = (() => {
  // Its package.json is not among its exports: found from its entry file, up.
  for (let dir = path.dirname(fileURLToPath(import.meta.resolve("pagefind"))); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      if (pkg.name === "pagefind") return String(pkg.version);
    }
    if (dir === path.dirname(dir)) throw new Error("pagefind's package.json not found");
  }
})();

/**
 * The page as Pagefind should read it. Pagefind joins the text of adjacent inline elements
 * ("<span>Office</span><span>Plot 14</span>" became "OfficePlot 14", and the palette's
 * snippets ran words together), so a space goes wherever one element ends and the next
 * begins. A word split by markup inside it ("Type<em>Script</em>") is left whole.
 * @param {string} html
 */
export function spacedForIndex(html) {
  return (
    html
      .replace(/(<\/[a-zA-Z][\w-]*\s*>)(?=<[a-zA-Z])/g, "$1 ")
      // What assistive technology skips (an arrow after a link, a list's "01"), the index skips too:
      // the palette's snippets read "services→ 01 Web Development" (issue 54).
      .replace(/(<[a-zA-Z][\w-]*\b[^>]*\saria-hidden="true")/g, "$1 data-pagefind-ignore")
  );
}

/**
 * @param {string} clientDir dist/client
 * @param {string[]} htmlFiles paths under clientDir, "/"-separated
 * @param {(file: string) => string} urlPathOf the URL each file answers
 * @param {string} [cacheDir] where the last index is kept with the hash of what it was made from:
 *   a build whose pages read the same (a rebuild with nothing changed) copies it instead of
 *   indexing every page again
 * @returns {Promise<{ pages: number, reused: boolean }>}
 */
export async function writeSearchIndex(clientDir, htmlFiles, urlPathOf, cacheDir) {
  /** @type {{ url: string, content: string }[]} */
  const pages = [];
  for (const file of htmlFiles) {
    if (file === "404.html") continue;
    const content = await fs.readFile(path.join(clientDir, file), "utf8");
    if (!content.includes("data-pagefind-body")) continue;
    // NFC, as the palette writes a query: a Devanagari letter with a nukta (फ़) typed as one code
    // point or as two reads the same on both sides.
    pages.push({ url: urlPathOf(file), content: spacedForIndex(content).normalize("NFC") });
  }
  const outputPath = path.join(clientDir, "pagefind");
  const key = crypto.createHash("sha256").update(`${PAGEFIND_VERSION}:by-language`);
  for (const page of pages) key.update(`${page.url}\0${page.content}\0`);
  const digest = key.digest("hex");
  if (cacheDir) {
    const cached = await fs.readFile(path.join(cacheDir, "key"), "utf8").catch(() => "");
    if (cached === digest) {
      await fs.rm(outputPath, { recursive: true, force: true });
      await fs.cp(path.join(cacheDir, "pagefind"), outputPath, { recursive: true });
      return { pages: pages.length, reused: true };
    }
  }
  // One index per language, from each page's <html lang> (en-GB, hi-IN): a Hindi page's search
  // looks in the Hindi pages, an English page's in the English ones.
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile(page);
      if (added.errors.length) throw new Error(`Pagefind, ${page.url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    // Pagefind also writes its ready-made search UIs; the palette is ours, so they would only be dead files.
    for (const file of await fs.readdir(outputPath)) {
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) await fs.rm(path.join(outputPath, file));
    }
  } finally {
    await pagefind.close();
  }
  if (cacheDir) {
    await fs.rm(cacheDir, { recursive: true, force: true });
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.cp(outputPath, path.join(cacheDir, "pagefind"), { recursive: true });
    // The key last: a cache without it is never used.
    await fs.writeFile(path.join(cacheDir, "key"), digest);
  }
  return { pages: pages.length, reused: false };
}
