/**
 * Crawls the site from every registered page: each internal link must lead to a real page
 * (never the 404 page), in-page anchors must have a target, and no link may be a dead "#".
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { routes } from "./registry";

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

/** Follows every internal link from every registered page; what it reached and what was wrong. */
async function crawl(request: APIRequestContext) {
  const queue = routes.map((r) => r.path);
  const visited = new Set<string>();
  const problems: string[] = [];
  const pagesSeen = new Map<string, string>();

  while (queue.length > 0 && visited.size < 500) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await request.get(path);
    if (response.status() !== 200) {
      problems.push(`${path} answered ${response.status()}`);
      continue;
    }
    const html = await response.text();
    if (html.includes('id="not-found-heading"')) problems.push(`${path} shows the not-found page`);
    pagesSeen.set(path, html);
    for (const href of hrefs(html)) {
      if (href === "" || href === "#") {
        problems.push(`${path} has a dead link href="${href}"`);
        continue;
      }
      if (href.startsWith("#")) {
        const id = href.slice(1);
        if (!html.includes(`id="${id}"`)) problems.push(`${path} links to missing anchor ${href}`);
        continue;
      }
      if (/^(mailto:|tel:)/.test(href)) continue;
      if (/^https?:\/\//.test(href)) continue; // external: the LinkedIn profile, Google Maps
      if (!href.startsWith("/") || href.startsWith("//")) {
        problems.push(`${path} has an unexpected link "${href}"`);
        continue;
      }
      const target = href.split("#")[0]!;
      if (!visited.has(target)) queue.push(target);
    }
  }
  return { visited, problems, pagesSeen };
}

test("every internal link on every page leads to a real page", async ({ request }) => {
  test.setTimeout(180_000);
  const { visited, problems } = await crawl(request);
  console.log(`Link crawl: ${visited.size} URLs visited, ${problems.length} problems`);
  expect(problems).toEqual([]);
  // Every registered page was reached and the crawl stayed within bounds.
  for (const route of routes) expect(visited.has(route.path), route.path).toBe(true);
  expect(visited.size).toBeLessThan(500);
});

test("the sitemap lists every page a visitor can reach that search engines may index, and only those", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const { pagesSeen } = await crawl(request);
  const indexable = [...pagesSeen]
    .filter(([, html]) => html.includes('<meta name="robots" content="index, follow">'))
    .map(([path]) => path)
    .sort();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort();
  expect(listed).toEqual(indexable);
  // The blog list's own pages are among them (a later page, the categories).
  expect(listed).toEqual(expect.arrayContaining(["/blog/page/2", "/blog/category/design"]));
});

test("external links open safely and only to the configured profile or maps", async ({ request }) => {
  const external = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    for (const m of html.matchAll(/<a\b([^>]*?)\shref="(https?:\/\/[^"]+)"([^>]*)>/g)) {
      external.add(m[2]!);
      const tag = `${m[1]} ${m[3]}`;
      if (tag.includes('target="_blank"')) expect(tag, m[2]).toContain("noopener");
    }
  }
  for (const url of external) {
    expect(url).toMatch(/^https:\/\/(www\.linkedin\.com\/company\/|www\.google\.com\/maps)/);
  }
});
