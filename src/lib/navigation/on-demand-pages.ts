/**
 * The pages rendered on request (src/pages, `prerender = false`, .astro): pages a visitor sees
 * beside the prerendered ones, so a view of one counts as a view of that page (docs/insights.md).
 * The host knows the prerendered pages from its build and these from here; under `astro dev`, the
 * route registry and these. host/routing.test.ts keeps the list in step with src/pages.
 */
const ENGLISH_ON_DEMAND_PAGES = [
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

/** Each of them but the insights is a Hindi page too, under /hi (src/pages/hi). */
export const ON_DEMAND_PAGES: readonly string[] = [
  ...ENGLISH_ON_DEMAND_PAGES,
  ...ENGLISH_ON_DEMAND_PAGES.filter((p) => p !== "/insights").map((p) => `/hi${p}`),
];
