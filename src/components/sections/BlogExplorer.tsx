"use client";

import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import {
  ALL_CATEGORIES,
  blogQueryString,
  filterPosts,
  paginate,
  parseBlogQuery,
  type BlogQuery,
  type FilterablePost,
} from "@/lib/blog-filter";
import { cn } from "@/lib/cn";

export interface ExplorerPost extends FilterablePost {
  card: ReactNode;
  featured: ReactNode;
}

interface ExplorerProps {
  posts: ExplorerPost[];
  categories: readonly string[];
}

const chipClass = (active: boolean) =>
  cn(
    "min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors duration-300",
    active
      ? "border-transparent bg-fg text-bg"
      : "border-border bg-bg-elevated text-fg-muted hover:border-accent hover:text-fg",
  );

function ExplorerView({
  posts,
  categories,
  query,
  paginated,
  onChange,
}: ExplorerProps & { query: BlogQuery; paginated: boolean; onChange?: (next: BlogQuery) => void }) {
  const matches = filterPosts(posts, query.q, query.category);
  const page = paginate(matches, query.page);
  const shown = paginated ? page.items : matches;
  const [first, ...rest] = shown;
  const featureFirst = page.page === 1;
  const set = (patch: Partial<BlogQuery>) => onChange?.({ ...query, page: 1, ...patch });

  return (
    <>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div role="search" className="relative w-full lg:max-w-sm">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-fg-muted"
            aria-hidden="true"
          />
          <input
            id="blog-search"
            type="search"
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
              type="button"
              aria-pressed={query.category === category}
              onClick={() => set({ category })}
              className={chipClass(query.category === category)}
            >
              {category}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="mt-5 text-sm text-fg-muted">
        {matches.length === 1 ? "1 article" : `${matches.length} articles`}
        {paginated && page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ""}
      </p>

      {matches.length === 0 ? (
        <div className="mt-8 rounded-(--radius-card) border border-dashed border-border-strong bg-bg-elevated px-6 py-16 text-center">
          <h2 className="font-display text-2xl font-semibold text-fg">No posts found</h2>
          <p className="mx-auto mt-2 max-w-md text-fg-muted">
            Try adjusting your search or filter to find what you&apos;re looking for
          </p>
          <button
            type="button"
            onClick={() => onChange?.({ q: "", category: ALL_CATEGORIES, page: 1 })}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-border-strong px-5 font-semibold text-fg hover:border-accent hover:text-accent"
          >
            Reset filters
          </button>
        </div>
      ) : (
        <>
          {first && featureFirst ? <div className="mt-8">{first.featured}</div> : null}
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {(featureFirst ? rest : shown).map((post) => (
              <li key={post.slug}>{post.card}</li>
            ))}
          </ul>
        </>
      )}

      {paginated && page.pageCount > 1 ? (
        <nav aria-label="Blog pages" className="mt-12 flex items-center justify-center gap-2">
          <button
            type="button"
            disabled={!page.hasPrevious}
            onClick={() => onChange?.({ ...query, page: page.page - 1 })}
            className={cn(
              chipClass(false),
              "inline-flex items-center gap-1 disabled:cursor-not-allowed disabled:opacity-50",
            )}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
          {Array.from({ length: page.pageCount }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === page.page ? "page" : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onChange?.({ ...query, page: n })}
              className={cn(chipClass(n === page.page), "min-w-10 px-0")}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            disabled={!page.hasNext}
            onClick={() => onChange?.({ ...query, page: page.page + 1 })}
            className={cn(
              chipClass(false),
              "inline-flex items-center gap-1 disabled:cursor-not-allowed disabled:opacity-50",
            )}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      ) : null}
    </>
  );
}

function LiveExplorer(props: ExplorerProps) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const fromUrl = parseBlogQuery(new URLSearchParams(params.toString()), props.categories);
  const urlKey = blogQueryString(fromUrl);
  // The controls update local state at once; the URL follows through router.replace, which
  // commits later (a transition). Keys we asked for are remembered so that their late
  // arrival never overwrites newer typing; any other URL change (back/forward, a link)
  // is adopted.
  const [query, setQuery] = useState(fromUrl);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const requested = useRef<string[]>([]);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (!requested.current.includes(urlKey)) setQuery(fromUrl);
  }
  useEffect(() => {
    const index = requested.current.indexOf(urlKey);
    if (index >= 0) requested.current.splice(0, index + 1);
  }, [urlKey]);

  const onChange = (next: BlogQuery) => {
    setQuery(next);
    const key = blogQueryString(next);
    requested.current = [...requested.current.slice(-19), key];
    router.replace(`${pathname}${key}`, { scroll: false });
  };
  return <ExplorerView {...props} query={query} paginated onChange={onChange} />;
}

/**
 * The blog list with search, category chips and pages, all kept in the URL
 * (?q=&category=&page=). The prerendered HTML lists every post (the Suspense fallback),
 * so crawlers and readers without JavaScript see the whole blog.
 */
export function BlogExplorer(props: ExplorerProps) {
  return (
    <Suspense
      fallback={<ExplorerView {...props} query={{ q: "", category: ALL_CATEGORIES, page: 1 }} paginated={false} />}
    >
      <LiveExplorer {...props} />
    </Suspense>
  );
}
