/**
 * `client:afterload`: hydrates an island once the page has loaded and the browser is idle;
 * with `{ rootMargin }`, also only once the island is that near the viewport.
 * `client:idle` and `client:afterload={{ rootMargin: "200px" }}` alone can fire before the first paint on a light page,
 * and then the island's JavaScript (React above all) competes with the page's first render
 * for the network; after `load`, it never does. Astro inlines this directive in the pages that
 * use it; its hash is allowed by the CSP (integrations/csp-hashes.ts reads it from the build
 * manifest).
 */
import type { ClientDirective } from "astro";

const IDLE_TIMEOUT_MS = 2000;

const afterLoad: ClientDirective = (load, options, el) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const value: unknown = options.value;
  const rootMargin =
    typeof value === "object" && value !== null && "rootMargin" in value ? String(value.rootMargin) : null;
  const whenNear = () => {
    if (rootMargin === null) return void hydrate();
    // The island element itself has no box (display: contents): watch what it contains.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate();
      },
      { rootMargin },
    );
    for (const child of el.children) observer.observe(child);
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(whenNear, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(whenNear, 200);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default afterLoad;
