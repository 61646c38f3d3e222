// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { cspHashes } from "./integrations/csp-hashes.ts";

process.env.ASTRO_TELEMETRY_DISABLED = "1";

export default defineConfig({
  site: process.env.SITE_URL ?? "https://ignite.example",
  // Pages are prerendered; the few on-demand routes (API, health, redirects, /blog with a
  // query, the no-JS form results) opt out with `export const prerender = false`.
  output: "static",
  adapter: node({ mode: "middleware" }),
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [react(), cspHashes()],
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  // Forms posted to on-demand routes must come from this origin (CSRF).
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
  vite: {
    // Scripts stay external files (self-hosted, cacheable, allowed by 'self'), never inlined.
    build: { assetsInlineLimit: 0 },
    plugins: [tailwindcss()],
  },
});
