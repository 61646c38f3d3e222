// @ts-check
import { defineConfig, passthroughImageService } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { afterLoadDirective } from "./integrations/after-load.ts";
import { assets } from "./integrations/assets.ts";
import { cspHashes } from "./integrations/csp-hashes.ts";
import { cms } from "./integrations/cms.ts";
import { routeRegistry } from "./integrations/route-registry.ts";
import { satteri } from "@astrojs/markdown-satteri";
import { features, hastPlugins, shikiConfig } from "./src/lib/content/markdown.ts";
import { loadEnvFile, readSiteUrl } from "./src/config.ts";

process.env.ASTRO_TELEMETRY_DISABLED = "1";

// SITE_URL from the environment or .env, checked by the one configuration schema; the pages
// (src/lib/brand/brand.ts) read the same value in the same process.
loadEnvFile();
const site = readSiteUrl();

export default defineConfig({
  site,
  // Pages are prerendered; the few on-demand routes (API, health, redirects, /blog with a
  // query, the no-JS form results) opt out with `export const prerender = false`.
  output: "static",
  adapter: node({ mode: "middleware" }),
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [react(), assets(), afterLoadDirective(), cspHashes(), cms(), routeRegistry()],
  // Markdown renders once, when the collections load, and the result is kept in the content
  // store between builds: Astro's Sätteri pipeline with our plugins (src/lib/content/markdown.ts).
  markdown: { processor: satteri({ hastPlugins, features }), shikiConfig },
  // No Astro prefetch script: the motion script prefetches a page when a link is hovered,
  // focused or touched (src/client/motion.ts), one request fewer while a page loads.
  security: {
    // Off: Astro's check answers a plain-text 403 before our routes run, which would break the
    // API's contract (415 with a JSON error for a wrong Content-Type). The form routes check the
    // origin themselves (src/leads/http/request.ts), and the API takes JSON only, which a
    // cross-site form cannot send.
    checkOrigin: false,
    // The hosts this site answers as: its own, and loopback for `npm start` and the tests. A
    // request's Host (or a trusted proxy's X-Forwarded-Host) must be one of them to count.
    allowedDomains: [{ hostname: new URL(site).hostname }, { hostname: "localhost" }, { hostname: "127.0.0.1" }],
  },
  devToolbar: { enabled: false },
  // The pictures are made by our own step before the build (src/lib/media/asset-files.ts), and
  // the host answers /_image with 404: Astro's optimiser is never used, so sharp stays out of
  // the production bundle and out of the release's dependencies.
  image: { service: passthroughImageService() },
  vite: {
    build: {
      // Scripts stay external files (self-hosted, cacheable, allowed by 'self'), never inlined.
      assetsInlineLimit: 0,
      // Two compression passes take about 1 KB gzip more off React than the default minifier,
      // and that kilobyte keeps a legal page under its 75 KB budget. Licence headers stay.
      minify: "terser",
      terserOptions: { compress: { passes: 2 }, format: { comments: /@license/ } },
      rollupOptions: {
        output: {
          // React and its DOM renderer change together and load on every page: one file.
          manualChunks: (id) =>
            /node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//.test(id) ? "react" : undefined,
        },
      },
    },
    plugins: [tailwindcss()],
    // The icons the pages use go into the server bundle, instead of the whole icon set (51 MB)
    // into the release's node_modules (tools/release.mjs).
    ssr: { noExternal: ["lucide"] },
  },
});
