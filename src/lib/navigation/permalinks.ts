import { slugify } from "@/lib/format/slug";

/**
 * Every URL shape of the site, in one place: a page's path follows from its collection and
 * slug. Pages, cards, structured data, the feed, the sitemap and the route registry all ask here.
 */
/**
 * The site's top pages, in menu order, each with the second key of its "G then …" shortcut. The
 * header's navigation, the route registry and the palette's "Go to" commands are all this list.
 */
export const topPages = [
  { id: "home", path: "/", label: "Home", key: "H" },
  { id: "services", path: "/services", label: "Services", key: "S" },
  { id: "projects", path: "/projects", label: "Projects", key: "P" },
  { id: "about", path: "/about", label: "About", key: "A" },
  { id: "blog", path: "/blog", label: "Blog", key: "B" },
  { id: "contact", path: "/contact", label: "Contact", key: "C" },
] as const;
export type TopPageId = (typeof topPages)[number]["id"];

export const permalink = {
  /** A top page's path: `permalink.page("contact")` is "/contact". */
  page: (id: TopPageId) => topPages.find((p) => p.id === id)!.path,
  post: (slug: string) => `/blog/${slug}`,
  /**
   * A static page of the blog list: page 1 of every post is /blog, later pages /blog/page/2,
   * a category /blog/category/design and /blog/category/design/page/2.
   */
  blogList: ({ category, page = 1 }: { category?: string; page?: number }) => {
    const base = category ? `/blog/category/${category.toLowerCase()}` : "/blog";
    return page > 1 ? `${base}/page/${page}` : base;
  },
  /** The blog search, rendered on request: ?q=&category=&page=. */
  blogSearch: "/blog/search",
  /** The same search as JSON, for the list's island. */
  blogSearchApi: "/api/posts",
  project: (slug: string) => `/projects/${slug}`,
  service: (slug: string) => `/services/${slug}`,
  /** One of the About page's values' animations, named after the value: /animations/value-integrity.json. */
  valueAnimation: (title: string) => `/animations/value-${slugify(title)}.json`,
  /** The share image the build draws for a post or a service (src/pages/og). */
  shareImage: (kind: "blog" | "services", slug: string) => `/og/${kind}/${slug}.png`,
} as const;
