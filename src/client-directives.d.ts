import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate on a visitor's intent (modules fetched ahead once the page is idle); with
     * `rootMargin`, after load and idle once the island is that near the viewport; with `keys`
     * and `triggers`, also on a shortcut key anywhere or intent on matching elements
     * (src/client/after-load.ts).
     */
    "client:afterload"?: boolean | { rootMargin: string } | { keys?: string[]; triggers?: string };
  }
}
