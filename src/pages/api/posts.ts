/**
 * GET /api/posts?q=&category=&page=: one page of the blog list as JSON, the same page that
 * /blog/search renders, for the list's island to show a search or a category in place.
 */
import type { APIRoute } from "astro";
import { postCategories } from "@/content/schemas";
import { parseBlogQuery } from "@/lib/blog/filter";
import { blogListing } from "@/lib/blog/list-pages";

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const listing = await blogListing(parseBlogQuery(url.searchParams, postCategories));
  return new Response(JSON.stringify(listing), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" },
  });
};
