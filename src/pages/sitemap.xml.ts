import type { APIRoute } from "astro";
import { absoluteUrl } from "@/lib/brand/brand";
import { getPosts } from "@/lib/content/collections";
import { getRoutes } from "@/lib/navigation/routes";
import { permalink } from "@/lib/navigation/permalinks";

/** Every indexed page of the route registry, with the posts' dates. */
export const GET: APIRoute = async () => {
  const postDates = new Map((await getPosts()).map((p) => [permalink.post(p.slug), p.date]));
  const urls = (await getRoutes())
    .filter((r) => r.indexed)
    .map((r) => {
      const lastModified = postDates.get(r.path);
      const changeFrequency = r.kind === "post" || r.kind === "legal" ? "yearly" : "monthly";
      const priority = r.path === "/" ? 1 : r.kind === "page" ? 0.8 : 0.6;
      return [
        "<url>",
        `<loc>${absoluteUrl(r.path)}</loc>`,
        lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "",
        `<changefreq>${changeFrequency}</changefreq>`,
        `<priority>${priority}</priority>`,
        "</url>",
      ].join("\n");
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
