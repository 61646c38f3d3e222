import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import {
  ALL_CATEGORIES,
  blogQueryString,
  filterPosts,
  paginate,
  parseBlogQuery,
  type BlogQuery,
} from "@/lib/blog-filter";
import { cn } from "@/lib/cn";
import { PostCard, type PostSummary } from "./PostCard";

interface ExplorerProps {
  posts: PostSummary[];
  categories: readonly string[];
  /** The state the server rendered, from the URL's ?q=&category=&page=. */
  initialQuery: BlogQuery;
}

const BLOG_PATH = "/blog";

const chipClass = (active: boolean) =>
  cn(
    "min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors duration-300",
    active
      ? "border-transparent bg-fg text-bg"
      : "border-border bg-bg-elevated text-fg-muted hover:border-accent hover:text-fg",
  );

/**
 * A link to a page of the list (crawlers and readers without JavaScript follow it; the island
 * turns the page in place). At the ends, Previous and Next stay in place, disabled.
 */
function PageLink({
  query,
  to,
  enabled = true,
  current = false,
  number = false,
  onGo,
  children,
}: {
  query: BlogQuery;
  to: number;
  enabled?: boolean;
  current?: boolean;
  /** A page number: a round chip. */
  number?: boolean;
  onGo: (next: BlogQuery) => void;
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
    <a
      href={`${BLOG_PATH}${blogQueryString({ ...query, page: to })}`}
      aria-current={current ? "page" : undefined}
      onClick={inPlace(() => onGo({ ...query, page: to }))}
      className={className}
    >
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
 * The blog list with search, category chips and pages. Every control is part of a GET form,
 * so without JavaScript the server renders each state from the URL; with JavaScript the
 * island filters in place and keeps the URL (?q=&category=&page=) in step.
 */
export function BlogExplorer({ posts, categories, initialQuery }: ExplorerProps) {
  const [query, setQuery] = useState(initialQuery);
  const searchRef = useRef<HTMLInputElement>(null);

  // A search typed before the island hydrated (it hydrates when the visitor reaches for it) is
  // in the DOM, not in the state: adopt it, and put it in the URL as a search typed later is.
  useEffect(() => {
    const typed = searchRef.current?.value ?? "";
    if (typed === initialQuery.q) return;
    const adopted = { ...initialQuery, q: typed, page: 1 };
    setQuery(adopted);
    window.history.replaceState(window.history.state, "", `${BLOG_PATH}${blogQueryString(adopted)}`);
  }, [initialQuery]);

  // Back and forward within the replaced history entries restore that state.
  useEffect(() => {
    const onPopState = () => setQuery(parseBlogQuery(new URLSearchParams(window.location.search), categories));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [categories]);

  const change = (next: BlogQuery) => {
    setQuery(next);
    window.history.replaceState(window.history.state, "", `${BLOG_PATH}${blogQueryString(next)}`);
  };
  const set = (patch: Partial<BlogQuery>) => change({ ...query, page: 1, ...patch });
  const reset = () => change({ q: "", category: ALL_CATEGORIES, page: 1 });

  const matches = filterPosts(posts, query.q, query.category);
  const page = paginate(matches, query.page);
  const [first, ...rest] = page.items;
  // The newest post leads the unfiltered list; a search or a category shows plain results.
  const featureFirst = page.page === 1 && query.q.trim() === "" && query.category === ALL_CATEGORIES;
  const gridItems = featureFirst ? rest : page.items;
  const categoryValue = query.category === ALL_CATEGORIES ? "" : query.category.toLowerCase();

  return (
    <>
      <form
        method="get"
        action={BLOG_PATH}
        onSubmit={inPlace(() => undefined)}
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
            onChange={(e) => set({ q: e.target.value })}
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
      <p role="status" className="mt-5 text-sm text-fg-muted">
        {matches.length === 1 ? "1 article" : `${matches.length} articles`}
        {page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ""}
      </p>

      {matches.length === 0 ? (
        <div className="mt-8 rounded-(--radius-card) border border-dashed border-border-strong bg-bg-elevated px-6 py-16 text-center">
          <h2 className="font-display text-2xl font-semibold text-fg">No posts found</h2>
          <p className="mx-auto mt-2 max-w-md text-fg-muted">
            Try adjusting your search or filter to find what you&apos;re looking for
          </p>
          <form method="get" action={BLOG_PATH} onSubmit={inPlace(reset)}>
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
          {first && featureFirst ? (
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

      {page.pageCount > 1 ? (
        <nav aria-label="Blog pages" className="mt-12">
          <ul className="flex items-center justify-center gap-2">
            <li>
              <PageLink query={query} to={page.page - 1} enabled={page.hasPrevious} onGo={change}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </PageLink>
            </li>
            {Array.from({ length: page.pageCount }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <PageLink query={query} to={n} current={n === page.page} number onGo={change}>
                  <span className="sr-only">Page </span>
                  {n}
                </PageLink>
              </li>
            ))}
            <li>
              <PageLink query={query} to={page.page + 1} enabled={page.hasNext} onGo={change}>
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
