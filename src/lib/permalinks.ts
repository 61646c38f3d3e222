/**
 * Every URL shape of the site, in one place: a page's path follows from its collection and
 * slug. Pages, cards, structured data, the feed, the sitemap and the route registry all ask here.
 */
export const permalink = {
  post: (slug: string) => `/blog/${slug}`,
  project: (slug: string) => `/projects/${slug}`,
  service: (slug: string) => `/services/${slug}`,
  /** A service's Lottie animation, drawn by packages/art (lottie-services.mjs). */
  serviceAnimation: (slug: string) => `/animations/service-${slug}.json`,
  /** The share image the build draws for a post or a service (src/pages/og). */
  shareImage: (kind: "blog" | "services", slug: string) => `/og/${kind}/${slug}.png`,
} as const;
