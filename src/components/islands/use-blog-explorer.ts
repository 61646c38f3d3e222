/** The blog list's behaviour (BlogExplorer.tsx draws it): its query and listing, fetched in place as they change. */
import { useEffect, useRef, useState } from "react";
import { ALL_CATEGORIES, blogQueryString, blogUrl, type BlogQuery } from "@/lib/blog/filter";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import type { BlogListing } from "@/lib/blog/list-pages";
import { permalink } from "@/lib/navigation/permalinks";

/** How long typing pauses before the list asks the server for the matches. */
const SEARCH_DELAY_MS = 150;

/**
 * The query the list shows and the listing that answers it, starting with the page the server
 * rendered. Each change sets the address to the URL that would have been loaded without
 * JavaScript, and fetches that page of the list from the server (a search after typing pauses);
 * should the fetch fail, that URL is loaded instead. The search box goes on `searchRef`: text
 * typed in it before the island hydrated is adopted as a search.
 */
export function useBlogExplorer(initialListing: BlogListing, initialQuery: BlogQuery, locale: Locale) {
  const urlOf = (q: BlogQuery) => localizePath(blogUrl(q), locale);
  const [query, setQuery] = useState(initialQuery);
  const [listing, setListing] = useState(initialListing);
  const searchRef = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer?: number; request?: AbortController }>({});

  const load = (next: BlogQuery, delay = 0) => {
    setQuery(next);
    window.history.replaceState(window.history.state, "", urlOf(next));
    window.clearTimeout(pending.current.timer);
    pending.current.request?.abort();
    const run = async () => {
      const request = new AbortController();
      pending.current.request = request;
      try {
        const qs = blogQueryString(next);
        // The list in the page's language: the Hindi blog lists its posts, and English ones not translated yet.
        const lang = locale === "en" ? "" : `${qs ? "&" : "?"}lang=${locale}`;
        const response = await fetch(`${permalink.blogSearchApi}${qs}${lang}`, { signal: request.signal });
        if (!response.ok) throw new Error(`The list answered ${response.status}`);
        setListing((await response.json()) as BlogListing);
      } catch {
        // Offline, or the server failed: load the page of that state, which says what went wrong.
        if (!request.signal.aborted) window.location.assign(urlOf(next));
      }
    };
    if (delay > 0) pending.current.timer = window.setTimeout(run, delay);
    else void run();
  };
  const set = (patch: Partial<BlogQuery>, delay = 0) => load({ ...query, page: 1, ...patch }, delay);

  // A search typed before the island hydrated (it hydrates when the visitor reaches for it) is
  // in the DOM, not in the state: adopt it, as a search typed later is.
  useEffect(() => {
    const typed = searchRef.current?.value ?? "";
    if (typed !== initialQuery.q) load({ ...initialQuery, q: typed, page: 1 });
    // Once, on hydration: initialQuery and the locale `load` reads are props that never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialQuery]);

  return {
    query,
    listing,
    searchRef,
    /** The search box's text changed: search for it once typing pauses, from the first page. */
    search: (q: string) => set({ q }, SEARCH_DELAY_MS),
    /** A category chip was pressed: that category's first page, keeping the search. */
    filter: (category: string) => set({ category }),
    /** The search form was submitted: the current query again, at once. */
    submit: () => load(query),
    /** Reset filters: the whole list's first page. */
    reset: () => load({ q: "", category: ALL_CATEGORIES, page: 1 }),
  };
}
