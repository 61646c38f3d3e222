/** Search, category filter and pagination of the blog list: pure, shared by server and browser. */
export const BLOG_PAGE_SIZE = 4;
export const ALL_CATEGORIES = "All";

export interface FilterablePost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
}

export interface BlogQuery {
  q: string;
  category: string;
  page: number;
}

export function filterPosts<T extends FilterablePost>(posts: readonly T[], q: string, category: string): T[] {
  const needle = q.trim().toLowerCase();
  return posts.filter(
    (p) =>
      (category === ALL_CATEGORIES || p.category === category) &&
      (!needle || p.title.toLowerCase().includes(needle) || p.excerpt.toLowerCase().includes(needle)),
  );
}

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Clamps the page into range; a bad or missing page number means page 1. */
export function clampPage(page: number, total: number, size = BLOG_PAGE_SIZE): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), pageCount(total, size));
}

export function paginate<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE) {
  const current = clampPage(page, items.length, size);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pageCount: pageCount(items.length, size),
    hasPrevious: current > 1,
    hasNext: current < pageCount(items.length, size),
  };
}

/** Reads ?q=&category=&page= with unknown values falling back to the defaults. */
export function parseBlogQuery(params: URLSearchParams, categories: readonly string[]): BlogQuery {
  const rawCategory = params.get("category") ?? "";
  const category = categories.find((c) => c.toLowerCase() === rawCategory.toLowerCase()) ?? ALL_CATEGORIES;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return { q: params.get("q") ?? "", category, page: Number.isNaN(page) ? 1 : page };
}

/** The query string for a state; defaults are left out so the plain URL stays /blog. */
export function blogQueryString({ q, category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category.toLowerCase());
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
