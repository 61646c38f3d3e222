/**
 * GET /api/posts?q=&category=&page=[&lang=hi]: one page of the blog list as JSON, the same page
 * that /blog/search (or /hi/blog/search) renders, for the list's island to show a search or a
 * category in place.
 */
import type { APIRoute } from "astro";
import { postCategories } from "@/content/schemas";
import { parseBlogQuery } from "@/lib/blog/filter";
import { blogListing } from "@/lib/blog/list-pages";
import { isLocale } from "@/lib/i18n/locale";

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const lang = url.searchParams.get("lang");
  const listing = await blogListing(parseBlogQuery(url.searchParams, postCategories), isLocale(lang) ? lang : "en");
  return new Response(JSON.stringify(listing), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" },
  });
};
