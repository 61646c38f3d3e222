import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import {
  ALL_CATEGORIES,
  blogQueryString,
  blogUrl,
  GAP,
  MAX_QUERY_LENGTH,
  pageWindow,
  type BlogQuery,
} from "@/lib/blog/filter";
import type { BlogListing } from "@/lib/blog/list-pages";
import { cn } from "@/lib/ui/cn";
import { permalink } from "@/lib/navigation/permalinks";
import { PostCard } from "../sections/PostCard";

interface ExplorerProps {
  /** The page the server rendered: its cards and counts, never the whole archive. */
  initial: BlogListing;
  categories: readonly string[];
  /** The state of that page: from its path, or from the search page's ?q=&category=&page=. */
  query: BlogQuery;
}

/** How long typing pauses before the list asks the server for the matches. */
const SEARCH_DELAY_MS = 150;

const chipClass = (active: boolean) =>
  cn(
    "min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors duration-300",
    active
      ? "border-transparent bg-fg text-bg"
      : "border-border bg-bg-elevated text-fg-muted hover:border-accent hover:text-fg",
  );

/**
 * A link to a page of the list: a static page, or a page of the search's results. At the ends,
 * Previous and Next stay in place, disabled.
 */
function PageLink({
  href,
  enabled = true,
  current = false,
  number = false,
  children,
}: {
  href: string;
  enabled?: boolean;
  current?: boolean;
  /** A page number: a round chip. */
  number?: boolean;
  children: ReactNode;
}) {
  const className = cn(chipClass(current), "inline-flex items-center justify-center gap-1", number && "min-w-10 px-0");
  if (!enabled) {
    return (
      <a role="link" aria-disabled="true" className={cn(className, "cursor-not-allowed opacity-50")}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} aria-current={current ? "page" : undefined} className={className}>
      {children}
    </a>
  );
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
export function BlogExplorer({ initial, categories, query: initialQuery }: ExplorerProps) {
  const [query, setQuery] = useState(initialQuery);
  const [listing, setListing] = useState(initial);
  const searchRef = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer?: number; request?: AbortController }>({});

  const load = (next: BlogQuery, delay = 0) => {
    setQuery(next);
    window.history.replaceState(window.history.state, "", blogUrl(next));
    window.clearTimeout(pending.current.timer);
    pending.current.request?.abort();
    const run = async () => {
      const request = new AbortController();
      pending.current.request = request;
      try {
        const response = await fetch(`${permalink.blogSearchApi}${blogQueryString(next)}`, { signal: request.signal });
        if (!response.ok) throw new Error(`The list answered ${response.status}`);
        setListing((await response.json()) as BlogListing);
      } catch {
        // Offline, or the server failed: load the page of that state, which says what went wrong.
        if (!request.signal.aborted) window.location.assign(blogUrl(next));
      }
    };
    if (delay > 0) pending.current.timer = window.setTimeout(run, delay);
    else void run();
  };
  const set = (patch: Partial<BlogQuery>, delay = 0) => load({ ...query, page: 1, ...patch }, delay);
  const reset = () => load({ q: "", category: ALL_CATEGORIES, page: 1 });

  // A search typed before the island hydrated (it hydrates when the visitor reaches for it) is
  // in the DOM, not in the state: adopt it, as a search typed later is.
  useEffect(() => {
    const typed = searchRef.current?.value ?? "";
    if (typed !== initialQuery.q) load({ ...initialQuery, q: typed, page: 1 });
    // Once, on hydration (initialQuery is a prop that never changes).
  }, [initialQuery]);

  const [first, ...rest] = listing.posts;
  const gridItems = listing.featureFirst ? rest : listing.posts;
  const categoryValue = query.category === ALL_CATEGORIES ? "" : query.category.toLowerCase();

  return (
    <>
      <form
        method="get"
        action={permalink.blogSearch}
        onSubmit={inPlace(() => load(query))}
        className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between"
      >
        <div role="search" className="relative w-full lg:max-w-sm">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <button
            type="submit"
            aria-label="Search"
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
            onChange={(e) => set({ q: e.target.value }, SEARCH_DELAY_MS)}
            placeholder="Search articles..."
            className="h-12 w-full rounded-full border border-border-strong bg-bg-elevated pr-4 pl-11 text-fg placeholder:text-fg-muted"
          />
        </div>
        <div role="group" aria-label="Filter articles by category" className="flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((category) => (
            <button
              key={category}
              type="submit"
              name="category"
              value={category === ALL_CATEGORIES ? "" : category.toLowerCase()}
              aria-pressed={query.category === category}
              onClick={inPlace(() => set({ category }))}
              className={chipClass(query.category === category)}
            >
              {category}
            </button>
          ))}
        </div>
        {/* After the chips: a pressed chip's own value comes first in the submitted query. */}
        {categoryValue ? <input type="hidden" name="category" value={categoryValue} /> : null}
      </form>
      {/* With nothing found, the state below says so; the status line only announces the same words. */}
      <p role="status" className={cn("mt-5 text-sm text-fg-muted", listing.total === 0 && "sr-only")}>
        {listing.total === 0 ? "No posts found" : listing.total === 1 ? "1 article" : `${listing.total} articles`}
        {listing.pageCount > 1 ? `, page ${listing.page} of ${listing.pageCount}` : ""}
      </p>

      {listing.total === 0 ? (
        <div className="mt-8 rounded-(--radius-card) border border-dashed border-border-strong bg-bg-elevated px-6 py-16 text-center">
          <h2 className="font-display text-2xl font-semibold text-fg">No posts found</h2>
          <p className="mx-auto mt-2 max-w-md text-fg-muted">
            Try adjusting your search or filter to find what you&apos;re looking for
          </p>
          <form method="get" action={permalink.blogList({})} onSubmit={inPlace(reset)}>
            <button
              type="submit"
              className="mt-6 inline-flex min-h-11 items-center rounded-full border border-border-strong px-5 font-semibold text-fg hover:border-accent hover:text-accent"
            >
              Reset filters
            </button>
          </form>
        </div>
      ) : (
        <>
          {first && listing.featureFirst ? (
            <div className="mt-8">
              <PostCard post={first} featured />
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
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </>
      )}

      {listing.pageCount > 1 ? (
        <nav aria-label="Blog pages" className="mt-12">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            <li>
              <PageLink href={blogUrl({ ...query, page: listing.page - 1 })} enabled={listing.page > 1}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </PageLink>
            </li>
            {pageWindow(listing.page, listing.pageCount).map((n, i) =>
              n === GAP ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
                  …
                </li>
              ) : (
                <li key={n}>
                  <PageLink href={blogUrl({ ...query, page: n })} current={n === listing.page} number>
                    <span className="sr-only">Page </span>
                    {n}
                  </PageLink>
                </li>
              ),
            )}
            <li>
              <PageLink href={blogUrl({ ...query, page: listing.page + 1 })} enabled={listing.page < listing.pageCount}>
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </PageLink>
            </li>
          </ul>
        </nav>
      ) : null}
    </>
  );
}
