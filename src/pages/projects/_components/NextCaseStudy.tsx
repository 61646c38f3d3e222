/**
 * The end of a case study: the next one in the portfolio's order, its name set at display size
 * with the product's mark, so a reader moves on to more work rather than to a generic close.
 */
import { ArrowRight } from "@/components/ui/Icon";
import type { Project } from "@/lib/content/collections";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";

interface NextCaseStudyProps {
  /** Its category as the page says it (in the page's language). */
  project: Pick<Project, "slug" | "title" | "year" | "description" | "markUrl"> & { category: string };
  label: string;
  locale: Locale;
}

export function NextCaseStudy({ project, label, locale }: NextCaseStudyProps) {
  return (
    <nav aria-label={label} className="border-t border-border bg-bg-sunken">
      <a
        href={localizePath(permalink.project(project.slug), locale)}
        className="group container-page grid gap-6 py-14 md:grid-cols-[1fr_auto] md:items-end md:py-20"
      >
        <span>
          <span className="eyebrow block">{label}</span>
          <span className="text-display mt-5 flex items-center gap-4 text-fg transition-colors duration-300 group-hover:text-accent md:gap-6">
            {project.markUrl ? (
              <img
                src={project.markUrl}
                alt=""
                width={64}
                height={64}
                className="size-12 shrink-0 md:size-16"
                loading="lazy"
              />
            ) : null}
            {project.title}
          </span>
          <span className="mt-5 block max-w-[60ch] text-lg text-fg-muted">
            <span className="font-semibold text-fg">
              {project.category} · {project.year}.
            </span>{" "}
            {project.description}
          </span>
        </span>
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full border border-border-strong text-fg transition-all duration-300 group-hover:translate-x-1 group-hover:border-accent group-hover:text-accent md:size-20"
        >
          <ArrowRight className="size-6" />
        </span>
      </a>
    </nav>
  );
}
