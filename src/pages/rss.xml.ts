import type { APIRoute } from "astro";
import { getPosts } from "@/lib/content/collections";
import { absoluteUrl, brand } from "@/lib/brand/brand";
import { permalink } from "@/lib/navigation/permalinks";

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

/** RSS 2.0 feed of the blog's newest posts, with absolute links and RFC 822 dates. */
export const GET: APIRoute = async () => {
  const posts = await getPosts();
  const items = posts
    .slice(0, FEED_ITEMS)
    .map((post) => {
      const url = absoluteUrl(permalink.post(post.slug));
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
    <title>${escapeXml(`${brand.name} blog`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <description>${escapeXml(brand.description)}</description>
    <language>en-gb</language>
    <atom:link href="${absoluteUrl("/rss.xml")}" rel="self" type="application/rss+xml" />
    <lastBuildDate>${(posts[0]?.date ?? new Date(0)).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
};
