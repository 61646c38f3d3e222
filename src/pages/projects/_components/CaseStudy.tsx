import { Fragment } from "react";
import { ArrowRight, ArrowUpRight, ChevronLeft, ChevronRight, Maximize2, X } from "lucide-react";
import { fill, type PageCopy, type Project, type Section, type Service } from "@/lib/content/collections";
import type { GalleryPicture } from "@/lib/content/collections";
import { Picture } from "@/components/ui/Picture";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { CoverPicture } from "@/components/ui/CoverPicture";
import { Reveal, Stagger } from "@/components/motion/Reveal";
import { PageHero } from "../../../components/sections/PageHero";
import { PullQuote } from "../../../components/sections/PullQuote";
import { CallToAction } from "../../../components/sections/CallToAction";
import { permalink } from "@/lib/navigation/permalinks";

/** The largest file of a picture (its widest WebP), for the full-size view. */
function largest(image: ResponsiveImage): string {
  const webp = image.sources.find((s) => s.type === "image/webp")?.srcset ?? "";
  const widest = webp
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .sort((a, b) => Number.parseInt(b[1] ?? "0") - Number.parseInt(a[1] ?? "0"))[0]?.[0];
  return widest ?? image.src;
}

function Prose({ section }: { section: Section }) {
  return (
    <Reveal as="section" className="max-w-[66ch]">
      <h2 className="text-subheading text-fg">{section.title}</h2>
      <div className="mt-4 space-y-4 text-lg text-fg-muted" dangerouslySetInnerHTML={{ __html: section.html }} />
    </Reveal>
  );
}

interface CaseStudyProps {
  project: Project & { picture: ResponsiveImage };
  /** The gallery's screens, with the build's responsive files. */
  gallery: (GalleryPicture & { picture: ResponsiveImage })[];
  /** The problem and the approach, from the project's Markdown body. */
  sections: Section[];
  services: Pick<Service, "slug" | "title">[];
  copy: PageCopy<"case-study">;
  path: string;
}

/**
 * A case study reads like the story of a product: the brief and its facts, the product itself,
 * the results as a typographic band, the change in two figures, the screens, then how we did it.
 */
export function CaseStudy({ project, gallery, sections, services, copy, path }: CaseStudyProps) {
  const names = {
    client: project.client,
    project: project.title,
    category: project.category,
    year: String(project.year),
  };
  const facts = [
    { label: copy.facts.client, value: project.client, wide: true },
    { label: copy.facts.category, value: project.category },
    { label: copy.facts.year, value: String(project.year) },
    { label: copy.facts.duration, value: project.duration },
  ];
  const [lead, ...rest] = gallery;
  // The first screen runs the full width, the rest in pairs; a last one left alone runs full width
  // too, instead of leaving half a row empty.
  const wide = (index: number) => index === 0 || (index === gallery.length - 1 && index % 2 === 1);
  return (
    <article>
      <PageHero
        path={path}
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

      <section aria-labelledby="results-heading" className="container-page pt-16 md:pt-20">
        <h2 id="results-heading" className="eyebrow">
          {copy.resultsLabel}
        </h2>
        <Stagger
          as="dl"
          className="mt-6 grid grid-cols-1 gap-px border-y border-border bg-border sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="flex flex-col-reverse justify-end bg-bg py-7 sm:px-6 lg:first:pl-0"
        >
          {project.results.map((result) => (
            <Fragment key={result.label}>
              <dt className="mt-2 text-fg-muted">{result.label}</dt>
              <dd className="text-spark font-display text-[2.6rem] leading-none font-bold tracking-tight">
                {result.value}
              </dd>
            </Fragment>
          ))}
        </Stagger>
      </section>

      <section aria-labelledby="change-heading" className="container-page py-16 md:py-20">
        <h2 id="change-heading" className="text-heading text-fg">
          {copy.beforeAfterTitle}
        </h2>
        <ul className="mt-8 space-y-4">
          {project.beforeAfter.map((change) => (
            <Reveal
              as="li"
              key={change.metric}
              className="grid items-center gap-3 rounded-[1.25rem] bg-bg-sunken px-6 py-6 sm:grid-cols-[1fr_auto] sm:px-8"
            >
              <span className="text-lg font-medium text-fg">{change.metric}</span>
              <span className="flex flex-wrap items-baseline gap-x-4 gap-y-1 font-display">
                <span className="text-2xl text-fg-muted line-through decoration-1">
                  <span className="sr-only">before: </span>
                  {change.before}
                </span>
                <ArrowRight className="size-5 shrink-0 self-center text-accent" aria-hidden="true" />
                <span className="text-spark text-[2.4rem] leading-none font-bold tracking-tight">
                  <span className="sr-only">after: </span>
                  {change.after}
                </span>
              </span>
            </Reveal>
          ))}
        </ul>
      </section>

      {lead ? (
        <section
          aria-labelledby="gallery-heading"
          data-gallery=""
          className="border-y border-border bg-bg-sunken py-16 md:py-24"
        >
          <div className="container-page">
            <h2 id="gallery-heading" className="text-heading text-fg">
              {fill(copy.galleryTitle, names)}
            </h2>
            <div className="mt-10 grid gap-8 md:grid-cols-2">
              {[lead, ...rest].map((screen, index) => (
                <Reveal as="figure" key={screen.src} className={wide(index) ? "md:col-span-2" : undefined}>
                  {/* A plain link to the full-size screen; src/client/lightbox.ts opens it in place. */}
                  <a
                    href={largest(screen.picture)}
                    data-lightbox=""
                    data-caption={screen.caption}
                    className="group relative block overflow-hidden rounded-[1.25rem] border border-border bg-bg-elevated shadow-lift"
                  >
                    <Picture
                      image={screen.picture}
                      alt={screen.alt}
                      sizes={wide(index) ? "(min-width: 1200px) 1136px, 100vw" : "(min-width: 768px) 50vw, 100vw"}
                      className="aspect-[16/10] w-full object-cover"
                    />
                    <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-(--brand-ink)/80 px-3 py-1.5 text-xs font-semibold text-white opacity-90 transition-opacity group-hover:opacity-100">
                      <Maximize2 className="size-3.5" aria-hidden="true" />
                      {copy.zoomLabel}
                    </span>
                  </a>
                  <figcaption className="mt-3 text-sm text-fg-muted">{screen.caption}</figcaption>
                </Reveal>
              ))}
            </div>
            <dialog
              data-lightbox-dialog=""
              aria-label={fill(copy.galleryTitle, names)}
              className="m-auto max-h-[96vh] max-w-[96vw] rounded-2xl bg-[#0b1020] p-3 text-white backdrop:bg-black/85 md:p-4"
            >
              <figure className="flex flex-col items-center gap-3">
                <img alt="" className="max-h-[80vh] w-auto max-w-[94vw] rounded-xl object-contain shadow-lift" />
                <figcaption className="flex w-full flex-wrap items-center justify-between gap-3 text-sm">
                  <span data-lightbox-caption="" />
                  <span data-lightbox-count="" className="tabular-nums opacity-80" />
                </figcaption>
              </figure>
              <div className="mt-3 flex justify-center gap-2">
                {(["previous", "next"] as const).map((step) => (
                  <button
                    key={step}
                    type="button"
                    data-step={step}
                    aria-label={step === "previous" ? "Previous screen" : "Next screen"}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 hover:bg-white/10"
                  >
                    {step === "previous" ? (
                      <ChevronLeft className="size-5" aria-hidden="true" />
                    ) : (
                      <ChevronRight className="size-5" aria-hidden="true" />
                    )}
                  </button>
                ))}
                <form method="dialog">
                  <button
                    type="submit"
                    className="inline-flex h-11 items-center gap-2 rounded-full border border-white/30 px-4 font-semibold hover:bg-white/10"
                  >
                    <X className="size-4" aria-hidden="true" />
                    {copy.closeLabel}
                  </button>
                </form>
              </div>
            </dialog>
          </div>
        </section>
      ) : null}

      <div className="container-page grid gap-14 py-16 md:py-24 lg:grid-cols-[1fr_18rem] lg:gap-20">
        <div className="space-y-14">
          {sections.map((section) => (
            <Prose key={section.title} section={section} />
          ))}
        </div>
        <aside aria-label="Project details" className="space-y-10 lg:sticky lg:top-28 lg:self-start">
          <div>
            <h2 className="text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">{copy.stackTitle}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {project.techStack.map((tech) => (
                <li key={tech} className="rounded-full border border-border px-3 py-1 text-sm text-fg">
                  {tech}
                </li>
              ))}
            </ul>
          </div>
          {services.length > 0 ? (
            <div>
              <h2 className="text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">{copy.servicesTitle}</h2>
              <ul className="mt-3 divide-y divide-border border-y border-border">
                {services.map((service) => (
                  <li key={service.slug}>
                    <a
                      href={permalink.service(service.slug)}
                      className="flex items-center justify-between gap-3 py-3 font-medium text-fg hover:text-accent"
                    >
                      {service.title}
                      <ArrowUpRight className="size-4 shrink-0" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <a href={permalink.page("projects")} className="link-quiet">
            {copy.backLabel}
          </a>
        </aside>
      </div>
      {project.quote ? <PullQuote quote={project.quote} markUrl={project.markUrl} /> : null}
      <CallToAction
        title={fill(copy.cta.title, names)}
        text={copy.cta.text}
        buttonLabel={copy.cta.buttonLabel}
        variant="rule"
      />
    </article>
  );
}
