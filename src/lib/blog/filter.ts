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

/** Lower case, in NFC (the nukta's two spellings meet). */
const lower = (text: string) => text.normalize("NFC").toLowerCase();

/**
 * Text as a visitor types it into a search box: lower case, apostrophes and quotes dropped
 * ("don’t" is "dont"), every other run of punctuation a single space. A phrase typed without its
 * commas still finds the sentence that has them. In NFC, so a Devanagari letter with a nukta
 * (ज़) typed as one code point or as two reads the same (ADR 0024).
 */
export function searchWords(text: string): string {
  return ` ${lower(text)
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()} `;
}

/** A post's Markdown as the words a reader sees: no link targets, code fences kept as their text. */
export function markdownText(markdown: string): string {
  return markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, " ");
}

/**
 * The posts a search finds, in the list's order within each rank. The specification's rule stands
 * (the query in the title or the excerpt, any letter case); a post whose text holds the query's
 * words together and in order is found too, so that a phrase a visitor remembers finds its post.
 * Ranked: the phrase in the title, then in the excerpt, then in the body.
 */
export function filterPosts<T extends FilterablePost>(
  posts: readonly T[],
  q: string,
  category: string,
  bodyOf?: (post: T) => string,
): T[] {
  const needle = lower(q.trim());
  const inCategory = posts.filter((p) => category === ALL_CATEGORIES || p.category === category);
  if (!needle) return inCategory;
  const phrase = searchWords(needle);
  const rank = (p: T): number => {
    if (phrase.trim() && searchWords(p.title).includes(phrase)) return 0;
    if (lower(p.title).includes(needle)) return 0;
    if (lower(p.excerpt).includes(needle) || (phrase.trim() && searchWords(p.excerpt).includes(phrase))) return 1;
    if (phrase.trim() && bodyOf && bodyOf(p).includes(phrase)) return 2;
    return -1;
  };
  const ranked = inCategory.map((post) => ({ post, rank: rank(post) })).filter((r) => r.rank >= 0);
  // Array.prototype.sort is stable: the list's own order (newest first) within a rank.
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.post);
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
