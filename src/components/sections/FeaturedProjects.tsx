import { ArrowRight } from "lucide-react";
import type { Project } from "@/lib/content";
import { Button } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Stagger } from "@/components/motion/Reveal";
import type { ResponsiveImage } from "@/components/ui/Picture";
import { ProjectCard } from "./ProjectCard";

interface FeaturedProjectsProps {
  projects: readonly (Project & { picture: ResponsiveImage })[];
  eyebrow: string;
  title: string;
  description?: string;
  allLabel: string;
  linkLabel: string;
}

export function FeaturedProjects({
  projects,
  eyebrow,
  title,
  description,
  allLabel,
  linkLabel,
}: FeaturedProjectsProps) {
  return (
    <section aria-labelledby="featured-heading" className="border-y border-border bg-bg-sunken py-20">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading id="featured-heading" eyebrow={eyebrow} title={title} description={description} />
          <Button href="/projects" variant="outline" rightIcon={<ArrowRight className="size-4" />}>
            {allLabel}
          </Button>
        </div>
        <Stagger as="ul" itemAs="li" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard key={project.slug} project={project} linkLabel={linkLabel} />
          ))}
        </Stagger>
      </div>
    </section>
  );
}
