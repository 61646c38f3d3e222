import type { APIRoute } from "astro";
import { absoluteUrl } from "@/lib/brand/brand";

export const GET: APIRoute = () =>
  new Response(`User-Agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
