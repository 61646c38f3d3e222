import { ArrowUpRight } from "lucide-react";
import type { Project } from "@/lib/content";
import { Card } from "@/components/ui/Card";
import { Picture, type ResponsiveImage } from "@/components/ui/Picture";

interface ProjectCardProps {
  project: Pick<Project, "slug" | "title" | "category" | "year" | "description" | "image"> & {
    picture: ResponsiveImage;
  };
  linkLabel: string;
  headingLevel?: "h2" | "h3";
  sizes?: string;
}

/** A portfolio card; the whole card is one link target, named by the project title. */
export function ProjectCard({
  project,
  linkLabel,
  headingLevel: Heading = "h3",
  sizes = "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw",
}: ProjectCardProps) {
  const href = `/projects/${project.slug}`;
  return (
    <Card as="article" interactive padded={false} className="group flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[16/10] overflow-hidden bg-bg-sunken">
        <Picture
          image={project.picture}
          alt={project.image.alt}
          fill
          sizes={sizes}
          className="object-cover transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between gap-3 text-sm text-fg-muted">
          <span className="font-semibold text-accent">{project.category}</span>
          <span>{project.year}</span>
        </p>
        <Heading className="mt-2 font-display text-xl font-semibold text-fg">{project.title}</Heading>
        <p className="mt-2 flex-1 text-fg-muted">{project.description}</p>
        <a
          href={href}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-fg after:absolute after:inset-0 after:content-[''] hover:text-accent"
        >
          {linkLabel}
          <span className="sr-only">: {project.title}</span>
          <ArrowUpRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </Card>
  );
}
