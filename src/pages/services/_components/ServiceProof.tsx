/**
 * A service page's proof: one case study of the service's work as a row of outcomes (the product
 * and its brief, the change it made, its headline result), then what its clients say.
 */
import { ArrowUpRight } from "@/components/ui/Icon";
import { fill, type PageCopy, type ServiceProofStudy, type ServiceTestimonial } from "@/lib/content/collections";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Reveal } from "@/components/motion/Reveal";
import { Testimonials } from "../../../components/sections/Testimonials";
import type { Locale } from "@/lib/i18n/locale";
import { projectCategory } from "@/lib/i18n/messages";
import { FigureChange } from "../../../components/sections/FigureChange";

interface ServiceProofProps {
  locale: Locale;
  study: ServiceProofStudy;
  testimonials: readonly ServiceTestimonial[];
  copy: Pick<PageCopy<"service-detail">, "testimonials" | "caseStudyLabel" | "referenceLabel">;
}

export function ServiceProof({ study, testimonials, copy, locale }: ServiceProofProps) {
  const change = study.beforeAfter[0]!;
  const result = study.results[0]!;
  const cell = "bg-bg-elevated px-6 py-7 sm:px-8 sm:py-9";
  return (
    <section aria-labelledby="testimonials-heading" className="container-page py-20">
      <SectionHeading id="testimonials-heading" {...copy.testimonials} />
      <Reveal className="mt-12">
        <article
          aria-labelledby="proof-study"
          className="grid gap-px overflow-hidden rounded-[1.25rem] border border-border bg-border md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]"
        >
          <div className={`${cell} flex flex-col md:col-span-2 lg:col-span-1`}>
            <p className="eyebrow">
              {projectCategory(locale, study.category)} · {study.year}
            </p>
            <h3 id="proof-study" className="text-subheading mt-4 flex items-center gap-3 text-fg">
              {study.markUrl ? (
                <img src={study.markUrl} alt="" width={40} height={40} className="size-10" loading="lazy" />
              ) : null}
              {study.title}
            </h3>
            <p className="mt-3 max-w-[52ch] text-fg-muted">{study.description}</p>
            <a href={study.href} className="link-quiet mt-6 self-start lg:mt-auto lg:pt-6">
              {fill(copy.caseStudyLabel, { project: study.title })}
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </a>
          </div>
          <dl className={`${cell} flex flex-col-reverse justify-start`}>
            <dt className="mt-3 text-fg-muted">{change.metric}</dt>
            <dd>
              <FigureChange change={change} />
            </dd>
          </dl>
          <dl className={`${cell} flex flex-col-reverse justify-start`}>
            <dt className="mt-3 text-fg-muted">{result.label}</dt>
            <dd className="text-spark font-display text-[2.6rem] leading-none font-bold tracking-tight">
              {result.value}
            </dd>
          </dl>
        </article>
      </Reveal>
      <div className="mt-16">
        <Testimonials
          items={testimonials}
          caseStudyLabel={copy.caseStudyLabel}
          referenceLabel={copy.referenceLabel}
          locale={locale}
        />
      </div>
    </section>
  );
}
