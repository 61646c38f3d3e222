import type { APIRoute } from "astro";
import { brand } from "@/lib/brand/brand";

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: brand.name,
      short_name: brand.wordmark,
      description: brand.description,
      start_url: "/",
      display: "browser",
      background_color: "#0b1020",
      theme_color: "#0b1020",
      icons: [
        { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
        { src: "/apple-icon.png", type: "image/png", sizes: "180x180" },
      ],
    }),
    { headers: { "Content-Type": "application/manifest+json" } },
  );
