"use client";

import { Suspense, type ReactNode } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { cn } from "@/lib/cn";
import { slugify } from "@/lib/slug";

export interface FilterItem {
  key: string;
  category: string;
  node: ReactNode;
}

interface CategoryFilterProps {
  label: string;
  categories: readonly string[];
  items: FilterItem[];
  /** Words for the live count, e.g. ["project", "projects"]. */
  noun: readonly [string, string];
  gridClassName?: string;
}

function FilterView({
  label,
  categories,
  items,
  noun,
  gridClassName,
  selected,
  onSelect,
}: CategoryFilterProps & { selected: string; onSelect?: (slug: string) => void }) {
  const visible = selected === "all" ? items : items.filter((i) => slugify(i.category) === selected);
  const chips = [{ slug: "all", label: "All" }, ...categories.map((c) => ({ slug: slugify(c), label: c }))];
  return (
    <>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = chip.slug === selected;
          return (
            <button
              key={chip.slug}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect?.(chip.slug)}
              className={cn(
                "min-h-10 rounded-full border px-4 text-sm font-semibold capitalize transition-colors duration-300",
                active
                  ? "border-transparent bg-fg text-bg"
                  : "border-border bg-bg-elevated text-fg-muted hover:border-accent hover:text-fg",
              )}
            >
              {chip.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-4 text-sm text-fg-muted">
        Showing {visible.length} {visible.length === 1 ? noun[0] : noun[1]}
      </p>
      <ul className={cn("mt-6", gridClassName)}>
        {visible.map((item) => (
          <li key={item.key} data-category={slugify(item.category)}>
            {item.node}
          </li>
        ))}
      </ul>
    </>
  );
}

function LiveFilter(props: CategoryFilterProps) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const requested = params.get("category") ?? "all";
  const known = props.categories.some((c) => slugify(c) === requested);
  const selected = known ? requested : "all";

  const onSelect = (slug: string) => {
    const next = new URLSearchParams(params.toString());
    if (slug === "all") next.delete("category");
    else next.set("category", slug);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return <FilterView {...props} selected={selected} onSelect={onSelect} />;
}

/**
 * Category chips over a list of server-rendered cards. The chosen category lives in the URL
 * (?category=), so a filtered view can be shared and survives a reload. The prerendered
 * HTML shows every item (the Suspense fallback) for crawlers and readers without JavaScript.
 */
export function CategoryFilter(props: CategoryFilterProps) {
  return (
    <Suspense fallback={<FilterView {...props} selected="all" />}>
      <LiveFilter {...props} />
    </Suspense>
  );
}
