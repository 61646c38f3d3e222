/** The blog list's pages: Previous, the page numbers around the current one, Next; nothing when there is one page. */
import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "@/components/ui/Icon";
import { blogUrl, GAP, pageWindow, type BlogQuery } from "@/lib/blog/filter";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/format";
import type { BlogText } from "./BlogExplorer";
import { cn } from "@/lib/ui/cn";
import { chipClass } from "./blog-chip";

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

interface BlogPagerProps {
  locale: Locale;
  text: Pick<BlogText, "pages" | "previous" | "next" | "page">;
  /** The list's state, which each page link keeps but for its page. */
  query: BlogQuery;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
}

/** The pages are plain links, as they are static: the island loads none of them in place. */
export function BlogPager({ query, page, pageCount, locale, text }: BlogPagerProps) {
  if (pageCount <= 1) return null;
  const url = (n: number) => localizePath(blogUrl({ ...query, page: n }), locale);
  return (
    <nav aria-label={text.pages} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <PageLink href={url(page - 1)} enabled={page > 1}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            {text.previous}
          </PageLink>
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === GAP ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <PageLink href={url(n)} current={n === page} number>
                <span className="sr-only">{fill(text.page, { page: "" })}</span>
                {n}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <PageLink href={url(page + 1)} enabled={page < pageCount}>
            {text.next}
            <ChevronRight className="size-4" aria-hidden="true" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
