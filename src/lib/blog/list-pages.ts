/**
 * The blog list, server-side: every published post as a card's worth of data (made once per
 * process), and one page of it for a query. The static list pages, the search page and its
 * JSON twin all answer from here, so a page carries its own few cards and never the archive.
 */
import { getPosts, type Post } from "@/lib/content/collections";
import { postCategories } from "@/content/schemas";
import {
  ALL_CATEGORIES,
  filterPosts,
  markdownText,
  pageCount,
  paginate,
  searchWords,
  type BlogQuery,
} from "@/lib/blog/filter";
import { picture, type ResponsiveImage } from "@/lib/media/pictures";
import type { Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

/** What a card shows of a post: no body and no share image, so it stays small as an island prop. */
export type PostSummary = Pick<
  Post,
  "slug" | "title" | "excerpt" | "category" | "isoDate" | "readTimeMinutes" | "locale" | "href"
> & {
  cover: { alt: string };
  picture: CardPicture;
};

export type CardPicture = Omit<ResponsiveImage, "share">;

export function toPostSummary(post: Post): PostSummary {
  const { slug, title, excerpt, category, isoDate, readTimeMinutes, cover, locale, href } = post;
  const { share: _share, ...card } = picture(cover.image);
  return {
    slug,
    title,
    excerpt,
    category,
    isoDate,
    readTimeMinutes,
    locale,
    href,
    cover: { alt: cover.alt },
    picture: card,
  };
}

/** One page of the list: its cards, and what the pager and the status line need. */
export interface BlogListing {
  posts: PostSummary[];
  /** Posts that match, over every page. */
  total: number;
  page: number;
  pageCount: number;
  /** The newest post leads page 1 of the unfiltered list as a wide card; results are plain. */
  featureFirst: boolean;
}

/** Every post as a card, and each post's words as the search reads them (server-side only). */
interface Archive {
  summaries: PostSummary[];
  words: Map<string, string>;
}

const archives = new Map<Locale, Promise<Archive>>();

function readArchive(locale: Locale): Promise<Archive> {
  return getPosts(locale).then((posts) => ({
    summaries: posts.map(toPostSummary),
    words: new Map(posts.map((post) => [post.slug, searchWords(markdownText(post.body))])),
  }));
}

/**
 * Every published post, newest first. Read once in a built site, whose content cannot change
 * while it runs; read afresh under `astro dev`, where an edited post shows at once.
 */
function currentArchive(locale: Locale): Promise<Archive> {
  if (import.meta.env.DEV) return readArchive(locale);
  if (!archives.has(locale)) archives.set(locale, readArchive(locale));
  return archives.get(locale)!;
}

export async function allSummaries(locale: Locale = "en"): Promise<PostSummary[]> {
  return (await currentArchive(locale)).summaries;
}

export async function blogListing(query: BlogQuery, locale: Locale = "en"): Promise<BlogListing> {
  const { summaries, words } = await currentArchive(locale);
  const matches = filterPosts(summaries, query.q, query.category, (post) => words.get(post.slug) ?? "");
  const page = paginate(matches, query.page);
  return {
    posts: page.items,
    total: matches.length,
    page: page.page,
    pageCount: page.pageCount,
    featureFirst: page.page === 1 && query.q.trim() === "" && query.category === ALL_CATEGORIES,
  };
}

/** A static page of the list: every post (`ALL_CATEGORIES`) or one category, and its page number. */
export interface ListPage {
  category: string;
  page: number;
}

/**
 * Every static page of the list, /blog first: the pages of every post, then each category's.
 * The route files build their pages from it and the route registry lists them (sitemap, tests).
 */
export async function staticListPages(locale: Locale = "en"): Promise<ListPage[]> {
  const posts = await allSummaries(locale);
  return [ALL_CATEGORIES, ...postCategories].flatMap((category) => {
    const pages = pageCount(filterPosts(posts, "", category).length);
    return Array.from({ length: pages }, (_, i) => ({ category, page: i + 1 }));
  });
}

/** A list page's name, for its title and breadcrumbs: "Blog, page 2", "Design articles". */
export function listPageLabel({ category, page }: ListPage, blogLabel: string, locale: Locale = "en"): string {
  const t = messages(locale).blog;
  const name =
    category === ALL_CATEGORIES ? blogLabel : fill(t.categoryList, { category: categoryName(category, locale) });
  return page > 1 ? fill(t.listPage, { list: name, page }) : name;
}

/** A category's name in a language ("Design" is डिज़ाइन in Hindi); its URL keeps the English slug. */
export function categoryName(category: string, locale: Locale): string {
  return (messages(locale).blog.categoryNames as Record<string, string>)[category] ?? category;
}
