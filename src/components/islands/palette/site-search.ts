/**
 * Full-text site search in the browser: Pagefind's index (written by the build into
 * /pagefind/) is fetched when the visitor shows they are about to use the palette (the palette's
 * code is fetched then too: PaletteHost), or at the latest on the first key typed into it.
 */
import { useEffect, useState } from "react";
import { snippet } from "./snippet";

export interface SearchHit {
  url: string;
  title: string;
  /** Plain text with the matched words marked: [text, marked, text, …]. */
  excerpt: { text: string; marked: boolean }[];
}

interface PagefindResult {
  id: string;
  data: () => Promise<{ url: string; excerpt: string; content: string; meta: { title?: string } }>;
}
interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
  preload: (term: string) => Promise<void>;
}

const SEARCH_MODULE = "/pagefind/pagefind.js";
let engine: Promise<Pagefind> | undefined;

function loadEngine(): Promise<Pagefind> {
  engine ??= (import(/* @vite-ignore */ SEARCH_MODULE) as Promise<Pagefind>).then(async (pagefind) => {
    // On the page, not in Pagefind's web worker: it gives the worker up after 5 s without an answer
    // (a busy phone) and falls back to the page, and under load in a test a query then stayed
    // "Searching pages…" for good. The index is small: a query costs milliseconds here.
    await pagefind.options({ excerptLength: 22, noWorker: true });
    return pagefind;
  });
  // A failed load (offline) may be retried by the next query.
  engine.catch(() => (engine = undefined));
  return engine;
}

/**
 * Starts the search engine before the first query: its code, its WebAssembly (compiled in its
 * worker) and the index for a first word, so that the first query is answered in tens of
 * milliseconds instead of half a second (bench/palette.mjs).
 */
export function warmSiteSearch(): void {
  loadEngine()
    .then((pagefind) => pagefind.preload("a"))
    .catch(() => undefined);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** Pagefind's excerpt is HTML with <mark>; it becomes text parts, so nothing is injected as HTML. */
function excerptParts(html: string): SearchHit["excerpt"] {
  return html
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith("<mark>");
      return { text: decode((marked ? part.slice(6, -7) : part).replace(/<[^>]*>/g, "")), marked };
    });
}

/**
 * The relevance floor: a page counts only when its text has a word that begins like each word
 * of the query (the same first four letters, so "scaling" still finds "scale"; words of one or
 * two letters are left out unless the query has nothing longer). Pagefind otherwise answers
 * nonsense ("zzzqqq") with its closest guess (a page with a lone "z"), and the palette must
 * say "No commands found" instead. Its excerpt marks are no guide: it marks any word that
 * starts like a short query word.
 */
export function relevant(pageText: string, query: string): boolean {
  // Letters with their marks: a Devanagari word's vowel signs and virama are marks (\p{M}), not letters.
  const split = (text: string) =>
    text
      .normalize("NFC")
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u);
  const all = split(query).filter((t) => t.length >= 1);
  const long = all.filter((t) => t.length >= 3);
  const terms = long.length > 0 ? long : all.filter((t) => t.length >= 2);
  if (terms.length === 0) return false;
  const words = split(pageText);
  return terms.every((term) => {
    const stem = term.slice(0, 4);
    return words.some((word) => word.startsWith(stem));
  });
}

/**
 * A query of several words is also searched as an exact phrase (Pagefind's quoted search), and
 * the pages that hold the words together and in order come first: a visitor who remembers a
 * phrase expects its page on top, where a long page that merely has the same common words
 * would otherwise win (a legal page, for "teams also need"). Then the rest, by Pagefind's rank.
 */
async function searchSite(query: string, limit = 6): Promise<SearchHit[]> {
  const pagefind = await loadEngine();
  const words = query.normalize("NFC").replace(/"/g, " ").trim();
  const phrase = /\s/.test(words) ? pagefind.search(`"${words}"`) : Promise.resolve(null);
  const [exact, found] = await Promise.all([phrase, pagefind.search(words)]);
  const first = new Map<string, PagefindResult>();
  for (const result of [...(exact?.results ?? []), ...(found?.results ?? [])]) {
    if (!first.has(result.id)) first.set(result.id, result);
  }
  const data = await Promise.all([...first.values()].slice(0, limit).map((r) => r.data()));
  return data
    .filter((d) => relevant(`${d.meta.title ?? ""} ${d.content}`, query))
    .map((d) => {
      // Our sentence-whole snippet from the page's text; Pagefind's window of words if none is found.
      const own = snippet(d.content, words);
      return { url: d.url, title: d.meta.title ?? d.url, excerpt: own.length ? own : excerptParts(d.excerpt) };
    });
}

const RETRY_MS = 400;

export type SearchState = { status: "idle" | "searching" | "done" | "failed"; hits: SearchHit[] };

/** Searches as the visitor types (debounced); queries under two characters do not search. */
export function useSiteSearch(query: string, delayMs = 60): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle", hits: [] });
  const term = query.trim();
  useEffect(() => {
    // The first keystroke starts fetching the index, so the first real query is quick.
    if (term.length > 0) loadEngine().catch(() => undefined);
    if (term.length < 2) {
      setState({ status: "idle", hits: [] });
      return;
    }
    let current = true;
    setState((s) => ({ status: "searching", hits: s.hits }));
    const timer = setTimeout(() => {
      // One more try after a failure (a chunk or an excerpt that did not arrive on a busy or flaky
      // connection: Pagefind forgets a failed download, and so does loadEngine).
      searchSite(term)
        .catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(() => searchSite(term)))
        .then(
          (hits) => current && setState({ status: "done", hits }),
          () => current && setState({ status: "failed", hits: [] }),
        );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, delayMs]);
  return state;
}
