import type { APIRoute } from "astro";
import { absoluteUrl } from "@/lib/brand/brand";
import { getPosts } from "@/lib/content/collections";
import { getRoutes, type RouteEntry } from "@/lib/navigation/routes";
import { LANGUAGES, localizePath, withoutLocale } from "@/lib/i18n/locale";

/**
 * Every indexed page of the route registry in both languages, with the posts' dates. A page that
 * exists in both names each with xhtml:link (hreflang, and English as x-default), as its <head>
 * does; a post not translated yet is listed in English alone.
 */
export const GET: APIRoute = async () => {
  const postDates = new Map((await getPosts()).map((p) => [p.href, p.date]));
  const [english, hindi] = await Promise.all([getRoutes(), getRoutes("hi")]);
  const hindiPaths = new Set(hindi.map((r) => r.path));
  const alternates = (r: RouteEntry) => {
    const base = withoutLocale(r.path);
    if (!hindiPaths.has(localizePath(base, "hi"))) return [];
    const link = (hreflang: string, path: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(path)}"/>`;
    return [
      link(LANGUAGES.en.hreflang, base),
      link(LANGUAGES.hi.hreflang, localizePath(base, "hi")),
      link("x-default", base),
    ];
  };
  const urls = [...english, ...hindi]
    .filter((r) => r.indexed)
    .map((r) => {
      const lastModified = postDates.get(withoutLocale(r.path));
      const changeFrequency = r.kind === "post" || r.kind === "legal" ? "yearly" : "monthly";
      const home = withoutLocale(r.path) === "/";
      const priority = home ? 1 : r.kind === "page" ? 0.8 : 0.6;
      return [
        "<url>",
        `<loc>${absoluteUrl(r.path)}</loc>`,
        ...alternates(r),
        lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "",
        `<changefreq>${changeFrequency}</changefreq>`,
        `<priority>${priority}</priority>`,
        "</url>",
      ]
        .filter(Boolean)
        .join("\n");
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
