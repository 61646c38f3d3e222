/** The body of a case-study page (src/pages/projects/[slug].astro); its sections are the CaseStudy* files beside it. */
import { fill, type PageCopy, type Project, type Section, type Service } from "@/lib/content/collections";
import type { GalleryPicture } from "@/lib/content/collections";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { CoverPicture } from "@/components/ui/CoverPicture";
import { PageHero } from "../../../components/sections/PageHero";
import { PullQuote } from "../../../components/sections/PullQuote";
import { CallToAction } from "../../../components/sections/CallToAction";
import { BeforeAfter, ResultsBand } from "./CaseStudyResults";
import { CaseStudyGallery } from "./CaseStudyGallery";
import { CaseStudyStory } from "./CaseStudyStory";
import { NextCaseStudy } from "./NextCaseStudy";
import type { Locale } from "@/lib/i18n/locale";
import { messages, projectCategory, projectDuration } from "@/lib/i18n/messages";

interface CaseStudyProps {
  project: Project & { picture: ResponsiveImage };
  /** The gallery's screens, with the build's responsive files. */
  gallery: (GalleryPicture & { picture: ResponsiveImage })[];
  /** The problem and the approach, from the project's Markdown body. */
  sections: Section[];
  services: Pick<Service, "slug" | "title">[];
  /** The case study the page ends on: the next in the portfolio's order. */
  next: Project;
  copy: PageCopy<"case-study">;
  path: string;
  locale: Locale;
}

/**
 * A case study reads like the story of a product: the brief and its facts, the product itself,
 * the results as a typographic band, the change in two figures, the screens, then how we did it.
 */
export function CaseStudy({ project, gallery, sections, services, next, copy, path, locale }: CaseStudyProps) {
  const t = messages(locale);
  const category = projectCategory(locale, project.category);
  const names = {
    client: project.client,
    project: project.title,
    category,
    year: String(project.year),
  };
  const facts = [
    { label: copy.facts.client, value: project.client, wide: true },
    { label: copy.facts.category, value: category },
    { label: copy.facts.year, value: String(project.year) },
    { label: copy.facts.duration, value: projectDuration(locale, project.duration) },
  ];
  return (
    <article>
      <PageHero
        path={path}
        locale={locale}
        crumb={project.title}
        eyebrow={fill(copy.eyebrow, names)}
        title={project.title}
        lead={<p>{project.summary}</p>}
      >
        <dl className="mt-10 grid grid-cols-2 gap-x-8 gap-y-5 border-t border-border pt-6 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          {facts.map(({ label, value, wide }) => (
            <div key={label} className={wide ? "col-span-2 lg:col-span-1" : undefined}>
              <dt className="text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">{label}</dt>
              <dd className="mt-1 font-medium text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <div className="pt-10 md:pt-14">
        <CoverPicture image={project.picture} alt={project.image.alt} aspect="aspect-[16/10]" />
      </div>
      <ResultsBand label={copy.resultsLabel} results={project.results} />
      <BeforeAfter title={copy.beforeAfterTitle} changes={project.beforeAfter} />
      <CaseStudyGallery
        screens={gallery}
        title={fill(copy.galleryTitle, names)}
        copy={copy}
        steps={{ previous: t.projects.previousScreen, next: t.projects.nextScreen }}
      />
      <CaseStudyStory
        sections={sections}
        techStack={project.techStack}
        services={services}
        copy={copy}
        locale={locale}
      />
      {project.quote ? <PullQuote quote={project.quote} markUrl={project.markUrl} /> : null}
      <CallToAction
        title={fill(copy.cta.title, names)}
        text={copy.cta.text}
        buttonLabel={copy.cta.buttonLabel}
        locale={locale}
        variant="rule"
      />
      <NextCaseStudy
        project={{ ...next, category: projectCategory(locale, next.category) }}
        label={copy.nextLabel}
        locale={locale}
      />
    </article>
  );
}
