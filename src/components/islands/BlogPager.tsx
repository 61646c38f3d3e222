/** The blog list's pages: Previous, the page numbers around the current one, Next; nothing when there is one page. */
import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { blogUrl, GAP, pageWindow, type BlogQuery } from "@/lib/blog/filter";
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
  /** The list's state, which each page link keeps but for its page. */
  query: BlogQuery;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
}

/** The pages are plain links, as they are static: the island loads none of them in place. */
export function BlogPager({ query, page, pageCount }: BlogPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <PageLink href={blogUrl({ ...query, page: page - 1 })} enabled={page > 1}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </PageLink>
        </li>
        {pageWindow(page, pageCount).map((n, i) =>
          n === GAP ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <PageLink href={blogUrl({ ...query, page: n })} current={n === page} number>
                <span className="sr-only">Page </span>
                {n}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <PageLink href={blogUrl({ ...query, page: page + 1 })} enabled={page < pageCount}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
