/** The blog list's island: search, category chips, the cards and the pager; what it does is useBlogExplorer. */
import type { SyntheticEvent } from "react";
import { Search } from "@/components/ui/Icon";
import { ALL_CATEGORIES, MAX_QUERY_LENGTH, type BlogQuery } from "@/lib/blog/filter";
import type { BlogListing } from "@/lib/blog/list-pages";
import { cn } from "@/lib/ui/cn";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { fill, plural } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/messages";
import { PostCard, type PostCardText } from "../sections/PostCard";
import { chipClass } from "./blog-chip";
import { BlogPager } from "./BlogPager";
import { useBlogExplorer } from "./use-blog-explorer";

/** The list's words, in the page's language (messages' blog). */
export type BlogText = PostCardText & Catalogue["blog"];

interface ExplorerProps {
  locale: Locale;
  text: BlogText;
  /** The page the server rendered: its cards and counts, never the whole archive. */
  initial: BlogListing;
  categories: readonly string[];
  /** The state of that page: from its path, or from the search page's ?q=&category=&page=. */
  query: BlogQuery;
}

/** Runs `action` in place of the form submission the control would make without JavaScript. */
const inPlace = (action: () => void) => (event: SyntheticEvent) => {
  event.preventDefault();
  action();
};

/**
 * The blog list with search, category chips and pages. Every control is part of a GET form or
 * a link, so without JavaScript the server answers each state: a static list page, or the
 * search page. With JavaScript a search or a category is fetched from the server and shown in
 * place, and the address follows it (the URL that would have been loaded); the pages of the
 * list are plain links, as they are static.
 */
export function BlogExplorer({ initial, categories, query: initialQuery, locale, text }: ExplorerProps) {
  const { query, listing, searchRef, search, filter, submit, reset } = useBlogExplorer(initial, initialQuery, locale);
  const [first, ...rest] = listing.posts;
  const gridItems = listing.featureFirst ? rest : listing.posts;
  const categoryValue = query.category === ALL_CATEGORIES ? "" : query.category.toLowerCase();

  return (
    <>
      <form
        method="get"
        action={localizePath(permalink.blogSearch, locale)}
        onSubmit={inPlace(submit)}
        className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between"
      >
        <div role="search" className="relative w-full lg:max-w-sm">
          <label htmlFor="blog-search" className="sr-only">
            {text.searchLabel}
          </label>
          <button
            type="submit"
            aria-label={text.search}
            className="absolute top-1/2 left-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-fg-muted hover:text-fg"
          >
            <Search className="size-4" aria-hidden="true" />
          </button>
          <input
            ref={searchRef}
            id="blog-search"
            type="search"
            name="q"
            value={query.q}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => search(e.target.value)}
            placeholder={text.searchPlaceholder}
            className="h-12 w-full rounded-full border border-border-strong bg-bg-elevated pr-4 pl-11 text-fg placeholder:text-fg-muted"
          />
        </div>
        <div role="group" aria-label={text.filterLabel} className="flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((category) => (
            <button
              key={category}
              type="submit"
              name="category"
              value={category === ALL_CATEGORIES ? "" : category.toLowerCase()}
              aria-pressed={query.category === category}
              onClick={inPlace(() => filter(category))}
              className={chipClass(query.category === category)}
            >
              {category === ALL_CATEGORIES ? text.all : (text.categoryNames[category] ?? category)}
            </button>
          ))}
        </div>
        {/* After the chips: a pressed chip's own value comes first in the submitted query. */}
        {categoryValue ? <input type="hidden" name="category" value={categoryValue} /> : null}
      </form>
      {/* With nothing found, the state below says so; the status line only announces the same words. */}
      <p role="status" className={cn("mt-5 text-sm text-fg-muted", listing.total === 0 && "sr-only")}>
        {listing.total === 0 ? text.noPosts : plural(locale, text.articles, listing.total)}
        {listing.pageCount > 1 ? fill(text.pageOf, { page: listing.page, count: listing.pageCount }) : ""}
      </p>

      {listing.total === 0 ? (
        <div className="mt-8 rounded-(--radius-card) border border-dashed border-border-strong bg-bg-elevated px-6 py-16 text-center">
          <h2 className="font-display text-2xl font-semibold text-fg">{text.noPosts}</h2>
          <p className="mx-auto mt-2 max-w-md text-fg-muted">{text.emptyText}</p>
          <form method="get" action={localizePath(permalink.blogList({}), locale)} onSubmit={inPlace(reset)}>
            <button
              type="submit"
              className="mt-6 inline-flex min-h-11 items-center rounded-full border border-border-strong px-5 font-semibold text-fg hover:border-accent hover:text-accent"
            >
              {text.reset}
            </button>
          </form>
        </div>
      ) : (
        <>
          {first && listing.featureFirst ? (
            <div className="mt-8">
              <PostCard post={first} featured locale={locale} text={text} />
            </div>
          ) : null}
          <ul
            className={cn(
              "mt-8 grid gap-6 md:grid-cols-2",
              // Two or four cards fill two columns; three columns would leave one empty.
              gridItems.length % 3 !== 0 && gridItems.length % 2 === 0 ? "" : "lg:grid-cols-3",
            )}
          >
            {gridItems.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} locale={locale} text={text} />
              </li>
            ))}
          </ul>
        </>
      )}

      <BlogPager query={query} page={listing.page} pageCount={listing.pageCount} locale={locale} text={text} />
    </>
  );
}
