// @ts-check
/**
 * The site search index, written by `npm run build` after Astro: Pagefind indexes the rendered
 * text of every prerendered page whose <main> carries `data-pagefind-body` (the layout sets it
 * on the pages the site search lists; the 404 page, the no-JavaScript answer pages and the blog
 * list's later pages have none, and /blog marks its cards data-pagefind-ignore, as each post is
 * a page of its own). The index lands in dist/client/pagefind and is fetched by the browser
 * only when a visitor searches.
 */
import fs from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";

/**
 * The page as Pagefind should read it. Pagefind joins the text of adjacent inline elements
 * ("<span>Office</span><span>Plot 14</span>" became "OfficePlot 14", and the palette's
 * snippets ran words together), so a space goes wherever one element ends and the next
 * begins. A word split by markup inside it ("Type<em>Script</em>") is left whole.
 * @param {string} html
 */
export function spacedForIndex(html) {
  return html.replace(/(<\/[a-zA-Z][\w-]*\s*>)(?=<[a-zA-Z])/g, "$1 ");
}

/**
 * @param {string} clientDir dist/client
 * @param {string[]} htmlFiles paths under clientDir, "/"-separated
 * @param {(file: string) => string} urlPathOf the URL each file answers
 */
export async function writeSearchIndex(clientDir, htmlFiles, urlPathOf) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    let pages = 0;
    for (const file of htmlFiles) {
      if (file === "404.html") continue;
      const content = await fs.readFile(path.join(clientDir, file), "utf8");
      if (!content.includes("data-pagefind-body")) continue;
      const added = await index.addHTMLFile({ url: urlPathOf(file), content: spacedForIndex(content) });
      if (added.errors.length) throw new Error(`Pagefind, ${file}: ${added.errors.join("; ")}`);
      pages += 1;
    }
    const outputPath = path.join(clientDir, "pagefind");
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    // Pagefind also writes its ready-made search UIs; the palette is ours, so they would only be dead files.
    for (const file of await fs.readdir(outputPath)) {
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) await fs.rm(path.join(outputPath, file));
    }
    return { pages };
  } finally {
    await pagefind.close();
  }
}
