import { Fragment } from "react";
import { ArrowRight, Calendar, Clock, Layers } from "lucide-react";
import { fill, type PageCopy, type Project, type Section, type Service } from "@/lib/content";
import { Card } from "@/components/ui/Card";
import type { ResponsiveImage } from "@/components/ui/Picture";
import { CoverPicture } from "@/components/ui/CoverPicture";
import { Button } from "@/components/ui/Button";
import { Reveal, Stagger } from "@/components/motion/Reveal";
import { PageHero } from "./PageHero";
import { CallToAction } from "./CallToAction";

function Prose({ section }: { section: Section }) {
  return (
    <Reveal as="section" className="max-w-[68ch]">
      <h2 className="font-display text-2xl font-semibold text-fg sm:text-3xl">{section.title}</h2>
      <div className="mt-4 space-y-4 text-lg text-fg-muted" dangerouslySetInnerHTML={{ __html: section.html }} />
    </Reveal>
  );
}

interface CaseStudyProps {
  project: Project & { picture: ResponsiveImage };
  /** The problem and the approach, from the project's Markdown body. */
  sections: Section[];
  services: Pick<Service, "slug" | "title">[];
  copy: PageCopy<"case-study">;
  path: string;
}

export function CaseStudy({ project, sections, services, copy, path }: CaseStudyProps) {
  const caseStudy = project;
  const facts = [
    { icon: Layers, label: copy.facts.category, value: project.category },
    { icon: Calendar, label: copy.facts.year, value: String(project.year) },
    { icon: Clock, label: copy.facts.duration, value: project.duration },
  ];
  const names = { client: project.client, project: project.title };
  return (
    <article>
      <PageHero
        path={path}
        crumb={project.title}
        eyebrow={fill(copy.eyebrow, names)}
        title={project.title}
        lead={<p>{caseStudy.summary}</p>}
      >
        <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="grid grid-cols-[auto_1fr] items-center gap-x-3">
              <dt className="col-start-2 row-start-1 text-xs font-semibold tracking-wider text-fg-muted uppercase">
                {label}
              </dt>
              <dd className="col-start-2 row-start-2 font-semibold text-fg">{value}</dd>
              <Icon className="col-start-1 row-span-2 row-start-1 size-5 text-accent" aria-hidden="true" />
            </div>
          ))}
        </dl>
      </PageHero>
      <CoverPicture image={project.picture} alt={project.image.alt} aspect="aspect-[16/10] sm:aspect-[16/8]" />
      <section aria-labelledby="results-heading" className="container-page py-16">
        <h2 id="results-heading" className="sr-only">
          {copy.resultsLabel}
        </h2>
        <Stagger
          as="dl"
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="flex h-full flex-col-reverse rounded-(--radius-card) border border-border bg-bg-elevated p-6 shadow-soft"
        >
          {caseStudy.results.map((result) => (
            <Fragment key={result.label}>
              <dt className="mt-2 text-fg-muted">{result.label}</dt>
              <dd className="text-spark font-display text-4xl font-bold">{result.value}</dd>
            </Fragment>
          ))}
        </Stagger>
      </section>
      <div className="container-page grid gap-14 pb-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-14">
          {sections.map((section) => (
            <Prose key={section.title} section={section} />
          ))}
          {caseStudy.quote ? (
            <Reveal as="figure" className="rounded-(--radius-card) border-l-4 border-accent bg-bg-sunken p-8">
              <blockquote className="font-display text-xl leading-relaxed text-fg sm:text-2xl">
                “{caseStudy.quote.text}”
              </blockquote>
              <figcaption className="mt-5 text-fg-muted">
                <span className="font-semibold text-fg">{caseStudy.quote.name}</span>, {caseStudy.quote.role}
              </figcaption>
            </Reveal>
          ) : null}
        </div>
        <aside aria-label="Project details" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <Card>
            <h2 className="font-display text-lg font-semibold text-fg">{copy.stackTitle}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {caseStudy.techStack.map((tech) => (
                <li key={tech} className="rounded-full border border-border bg-bg-sunken px-3 py-1 text-sm text-fg">
                  {tech}
                </li>
              ))}
            </ul>
          </Card>
          {services.length > 0 ? (
            <Card>
              <h2 className="font-display text-lg font-semibold text-fg">{copy.servicesTitle}</h2>
              <ul className="mt-4 space-y-2">
                {services.map((service) => (
                  <li key={service.slug}>
                    <a
                      href={`/services/${service.slug}`}
                      className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
                    >
                      {service.title}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Button href="/projects" variant="outline" fullWidth>
            {copy.backLabel}
          </Button>
        </aside>
      </div>
      <CallToAction title={fill(copy.cta.title, names)} text={copy.cta.text} buttonLabel={copy.cta.buttonLabel} />
    </article>
  );
}
