import { ArrowUpRight } from "@/components/ui/Icon";
import type { Project } from "@/lib/content/collections";
import { Picture } from "@/components/ui/Picture";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";

interface ProjectCardProps {
  /** Its category as the page says it (in the page's language). */
  project: Pick<Project, "slug" | "title" | "year" | "description" | "image"> & {
    category: string;
    picture: ResponsiveImage;
  };
  linkLabel: string;
  locale: Locale;
  headingLevel?: "h2" | "h3";
  sizes?: string;
}

/**
 * A portfolio entry: the product's screens, then its category, year, name and pitch. No box
 * around it; the whole entry is one link target, named by the project title, and the link sits
 * at the foot so the links of a row line up whatever the length of the text.
 */
export function ProjectCard({
  project,
  linkLabel,
  locale,
  headingLevel: Heading = "h3",
  sizes = "(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw",
}: ProjectCardProps) {
  const href = localizePath(permalink.project(project.slug), locale);
  return (
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-[16/10] overflow-hidden rounded-[1.25rem] border border-border bg-bg-sunken shadow-soft transition-shadow duration-500 group-hover:shadow-lift">
        <Picture
          image={project.picture}
          alt={project.image.alt}
          fill
          sizes={sizes}
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.025]"
        />
      </div>
      <div className="flex flex-1 flex-col pt-6">
        <p className="flex items-baseline justify-between gap-3">
          <span className="eyebrow">{project.category}</span>
          <span className="text-sm text-fg-muted tabular-nums">{project.year}</span>
        </p>
        <Heading className="text-subheading mt-2 text-fg group-hover:text-accent">{project.title}</Heading>
        <p className="mt-2 max-w-[56ch] flex-1 text-fg-muted">{project.description}</p>
        <a
          href={href}
          className="mt-5 self-start after:absolute after:inset-0 after:content-[''] group-hover:text-accent group-hover:decoration-accent link-quiet"
        >
          {linkLabel}
          <span className="sr-only">{`: ${project.title}`}</span>
          <ArrowUpRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
