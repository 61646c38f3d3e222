/** Search, category filter and pagination of the blog list: pure, shared by server and browser. */
import { permalink } from "@/lib/navigation/permalinks";

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
  const q = (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  return { q, category, page: Number.isNaN(page) ? 1 : page };
}

/** The longest search kept; a longer one is cut here (no title or excerpt is that long). */
export const MAX_QUERY_LENGTH = 200;

/** The query string for a state; defaults are left out. */
export function blogQueryString({ q, category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (category !== ALL_CATEGORIES) params.set("category", category.toLowerCase());
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * Where a state lives: without a search, one of the static list pages (/blog, /blog/page/2,
 * /blog/category/design…); with one, the search page that the server renders on request.
 */
export function blogUrl(query: BlogQuery): string {
  if (query.q.trim()) return `${permalink.blogSearch}${blogQueryString(query)}`;
  const category = query.category === ALL_CATEGORIES ? undefined : query.category;
  return permalink.blogList({ category, page: query.page });
}

/** A gap in the page numbers, shown as an ellipsis. */
export const GAP = "gap";

/**
 * The page numbers a pager shows: the first, the last, and the neighbours of the current one,
 * with a gap where numbers are left out; at most nine entries however many pages there are.
 */
export function pageWindow(current: number, count: number, neighbours = 1): (number | typeof GAP)[] {
  const shown = new Set([1, count]);
  // Near an end, show as many numbers as in the middle, so the pager keeps its width.
  const span = neighbours * 2 + 1;
  const from = Math.max(1, Math.min(current - neighbours, count - span - 1));
  const to = Math.min(count, Math.max(current + neighbours, span + 2));
  for (let n = from; n <= to; n++) shown.add(n);
  const numbers = [...shown].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: (number | typeof GAP)[] = [];
  numbers.forEach((n, i) => {
    const previous = numbers[i - 1];
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(GAP);
    out.push(n);
  });
  return out;
}
