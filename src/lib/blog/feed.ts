/**
 * The blog's RSS 2.0 feed in a language (src/pages/rss.xml.ts, src/pages/hi/rss.xml.ts): the
 * posts written in it, newest first, with absolute links and RFC 822 dates.
 */
import { getPosts } from "@/lib/content/collections";
import { absoluteUrl, brand, brandIn } from "@/lib/brand/brand";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, LANGUAGES, type Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A feed reader wants what is new; the archive is on the site. */
const FEED_ITEMS = 50;

export async function feedResponse(locale: Locale): Promise<Response> {
  const posts = (await getPosts(locale)).filter((post) => post.locale === locale);
  const at = (path: string) => absoluteUrl(localizePath(path, locale));
  const items = posts
    .slice(0, FEED_ITEMS)
    .map((post) => {
      const url = absoluteUrl(post.href);
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.category)}</category>
      <author>${escapeXml(`${brand.email} (${post.author.name})`)}</author>
      <pubDate>${post.date.toUTCString()}</pubDate>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(fill(messages(locale).meta.feedTitle, { brand: brand.name }))}</title>
    <link>${at(permalink.page("blog"))}</link>
    <description>${escapeXml(brandIn(locale).description)}</description>
    <language>${LANGUAGES[locale].htmlLang.toLowerCase()}</language>
    <atom:link href="${at("/rss.xml")}" rel="self" type="application/rss+xml" />
    <lastBuildDate>${(posts[0]?.date ?? new Date(0)).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
