import { useEffect, useState } from "react";
import type { Project } from "@/lib/content/collections";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { cn } from "@/lib/ui/cn";
import { slugify } from "@/lib/format/slug";
import { ProjectCard } from "../sections/ProjectCard";
import type { Locale } from "@/lib/i18n/locale";
import { plural, type Plural } from "@/lib/i18n/format";

/** What a portfolio card shows: no case study text, so it stays small as an island prop. */
export type ProjectSummary = Pick<Project, "slug" | "title" | "category" | "year" | "description" | "image"> & {
  picture: ResponsiveImage;
};

export function toProjectSummary(project: Project & { picture: ResponsiveImage }): ProjectSummary {
  const { slug, title, category, year, description, image, picture } = project;
  return { slug, title, category, year, description, image, picture };
}

const ALL = "all";

function categoryFromUrl(categories: readonly string[]): string {
  const requested = new URLSearchParams(window.location.search).get("category") ?? ALL;
  return categories.some((c) => slugify(c) === requested) ? requested : ALL;
}

/**
 * The portfolio with category chips. The chosen category lives in the URL (?category=), so
 * a filtered view can be shared and survives a reload. The page is static: the server HTML
 * shows every project, and the chips stay invisible (keeping their space) until the island
 * can make them work.
 */
export function ProjectGallery({
  projects,
  categories,
  labels,
  locale,
}: {
  projects: ProjectSummary[];
  categories: readonly string[];
  /**
   * Copy from the projects page (the chip group's name, the "All" chip, each card's link) and
   * the interface's (the categories' names and the count), in the page's language.
   */
  labels: { filter: string; all: string; link: string; showing: Plural; categories: Readonly<Record<string, string>> };
  locale: Locale;
}) {
  const [selected, setSelected] = useState(ALL);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setSelected(categoryFromUrl(categories));
    setReady(true);
    const onPopState = () => setSelected(categoryFromUrl(categories));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [categories]);

  const select = (slug: string) => {
    setSelected(slug);
    const url = new URL(window.location.href);
    if (slug === ALL) url.searchParams.delete("category");
    else url.searchParams.set("category", slug);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  };

  const visible = selected === ALL ? projects : projects.filter((p) => slugify(p.category) === selected);
  const name = (category: string) => labels.categories[category] ?? category;
  const chips = [{ slug: ALL, label: labels.all }, ...categories.map((c) => ({ slug: slugify(c), label: name(c) }))];
  return (
    <>
      <div role="group" aria-label={labels.filter} className={cn("flex flex-wrap gap-2", !ready && "invisible")}>
        {chips.map((chip) => {
          const active = chip.slug === selected;
          return (
            <button
              key={chip.slug}
              type="button"
              aria-pressed={active}
              onClick={() => select(chip.slug)}
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
        {plural(locale, labels.showing, visible.length)}
      </p>
      <ul className="mt-10 grid gap-x-10 gap-y-16 md:grid-cols-2">
        {visible.map((project) => (
          <li key={project.slug} data-category={slugify(project.category)} className="flex flex-col">
            <ProjectCard
              project={{ ...project, category: name(project.category) }}
              linkLabel={labels.link}
              headingLevel="h2"
              locale={locale}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
