/**
 * The pages rendered on request (src/pages, `prerender = false`, .astro): pages a visitor sees
 * beside the prerendered ones, so a view of one counts as a view of that page (docs/insights.md).
 * The host knows the prerendered pages from its build and these from here; under `astro dev`, the
 * route registry and these. host/routing.test.ts keeps the list in step with src/pages.
 */
export const ON_DEMAND_PAGES: readonly string[] = [
  "/blog/search",
  "/contact/sent",
  "/contact/submission",
  "/insights",
  "/newsletter",
  "/newsletter/check-inbox",
  "/newsletter/confirm",
  "/newsletter/confirmed",
  "/newsletter/unsubscribe",
  "/newsletter/unsubscribed",
];
