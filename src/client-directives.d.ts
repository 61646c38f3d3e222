import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate after the page's `load` event, when the browser is idle, and with `rootMargin`
     * only once the island is that near the viewport (src/scripts/after-load.ts).
     */
    "client:afterload"?: boolean | { rootMargin: string };
  }
}
