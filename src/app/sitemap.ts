import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/content/site";
import { getAllPosts } from "@/content/posts";
import { getRoutes } from "@/lib/routes";

export default function sitemap(): MetadataRoute.Sitemap {
  const postDates = new Map(getAllPosts().map((p) => [`/blog/${p.slug}`, p.date]));
  return getRoutes()
    .filter((r) => r.indexed)
    .map((r) => ({
      url: absoluteUrl(r.path),
      lastModified: postDates.get(r.path),
      changeFrequency: r.kind === "post" || r.kind === "legal" ? "yearly" : "monthly",
      priority: r.path === "/" ? 1 : r.kind === "page" ? 0.8 : 0.6,
    }));
}
