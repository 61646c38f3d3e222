import { ArrowRight, ArrowUpRight } from "@/components/ui/Icon";
import type { Project } from "@/lib/content/collections";
import { Button } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Picture } from "@/components/ui/Picture";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { Reveal } from "@/components/motion/Reveal";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { projectCategory } from "@/lib/i18n/messages";

interface FeaturedProjectsProps {
  projects: readonly (Project & { picture: ResponsiveImage })[];
  eyebrow?: string;
  title: string;
  description?: string;
  allLabel: string;
  linkLabel: string;
  locale: Locale;
}

/** Selected work as large alternating rows: the product's screens beside its story and two results. */
export function FeaturedProjects({
  projects,
  eyebrow,
  title,
  description,
  allLabel,
  linkLabel,
  locale,
}: FeaturedProjectsProps) {
  return (
    <section aria-labelledby="featured-heading" className="pt-10 pb-20 md:pt-14 md:pb-28">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading id="featured-heading" eyebrow={eyebrow} title={title} description={description} />
          <Button
            href={localizePath(permalink.page("projects"), locale)}
            variant="outline"
            rightIcon={<ArrowRight className="size-4" />}
          >
            {allLabel}
          </Button>
        </div>
        <ol className="mt-14 space-y-20 md:mt-20 md:space-y-28">
          {projects.map((project, index) => {
            const href = localizePath(permalink.project(project.slug), locale);
            return (
              <Reveal as="li" key={project.slug} className="grid items-center gap-8 lg:grid-cols-12 lg:gap-14">
                <div
                  className={`group block overflow-hidden rounded-[1.25rem] border border-border bg-bg-sunken shadow-lift lg:col-span-7 ${index % 2 ? "lg:order-2" : ""}`}
                >
                  <Picture
                    image={project.picture}
                    alt={project.image.alt}
                    sizes="(min-width: 1200px) 660px, (min-width: 1024px) 56vw, 100vw"
                    className="aspect-[16/10] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.025]"
                  />
                </div>
                <div className="lg:col-span-5">
                  <p className="eyebrow">{`${projectCategory(locale, project.category)} · ${project.year}`}</p>
                  <h3 className="text-heading mt-3 text-fg">{project.title}</h3>
                  <p className="mt-4 text-lg text-fg-muted">{project.description}</p>
                  <dl className="mt-7 grid grid-cols-2 gap-6 border-t border-border pt-6">
                    {project.results.slice(0, 2).map((result) => (
                      <div key={result.label} className="flex flex-col-reverse justify-end">
                        <dt className="mt-1.5 text-sm text-fg-muted">{result.label}</dt>
                        <dd className="text-spark font-display text-3xl font-bold tracking-tight">{result.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <a href={href} className="mt-8 link-quiet">
                    {linkLabel}
                    <span className="sr-only">{`: ${project.title}`}</span>
                    <ArrowUpRight className="size-4" aria-hidden="true" />
                  </a>
                </div>
              </Reveal>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
