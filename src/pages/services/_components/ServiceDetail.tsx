/** The body of a service page (src/pages/services/[slug].astro); its sections are the files beside it. */
import {
  fill,
  type PageCopy,
  type Service,
  type ServiceProofStudy,
  type ServiceTestimonial,
  type ShowcaseShot,
} from "@/lib/content/collections";
import { contentIcons } from "@/components/ui/icons";
import { CallToAction } from "../../../components/sections/CallToAction";
import { ProcessSection } from "../../../components/sections/ProcessSteps";
import { Faq } from "../../../components/sections/Faq";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ServiceHero } from "./ServiceHero";
import { ServiceOverview } from "./ServiceOverview";
import { ServiceGains } from "./ServiceGains";
import { ServiceProof } from "./ServiceProof";
import type { Locale } from "@/lib/i18n/locale";

interface ServicePageProps {
  service: Service;
  /** The service's Markdown body, rendered. */
  overviewHtml: string;
  copy: PageCopy<"service-detail">;
  path: string;
  /** The case-study work the page shows (src/lib/content/collections.ts serviceWork). */
  work: { showcase: ShowcaseShot[]; testimonials: ServiceTestimonial[]; proof: ServiceProofStudy };
  locale: Locale;
}

/**
 * A service page, one kit for all eight: the hero, the approach, what the service gives (the
 * benefits, or the design page's offerings), the process, the proof (a case study and its
 * clients' words), the questions buyers ask, then the closing call. Each fills it with its own
 * content; UI/UX design keeps its five-step design process and three offerings.
 */
export function ServiceDetailPage({ service, overviewHtml, copy, path, work, locale }: ServicePageProps) {
  const { detail } = service;
  const named = (template: string) => fill(template, { service: service.title.toLowerCase() });
  const design = detail.kind === "design";
  return (
    <>
      <ServiceHero service={service} path={path} showcase={work.showcase} copy={copy} locale={locale} />
      {design ? (
        <ServiceOverview id="approach-heading" heading={copy.designApproach} html={overviewHtml} />
      ) : (
        <ServiceOverview
          id="overview-heading"
          heading={{ ...copy.overview, title: named(copy.overview.title) }}
          html={overviewHtml}
        />
      )}
      {design ? (
        <ServiceGains id="offerings-heading" {...copy.offerings} items={detail.offerings} />
      ) : (
        <ServiceGains
          id="benefits-heading"
          eyebrow={copy.benefits.eyebrow}
          title={named(copy.benefits.title)}
          items={detail.benefits.map((b) => ({ ...b, icon: contentIcons[b.icon] }))}
        />
      )}
      <ProcessSection
        heading={design ? copy.designProcess : copy.process}
        steps={design ? detail.designProcess : detail.process}
      />
      <ServiceProof study={work.proof} testimonials={work.testimonials} copy={copy} locale={locale} />
      <section aria-labelledby="faq-heading" className="container-page pb-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="faq-heading" {...copy.faqs} />
          <Faq items={detail.faqs} />
        </div>
      </section>
      <CallToAction
        title={detail.cta.title}
        text={detail.cta.text}
        buttonLabel={detail.cta.buttonLabel}
        locale={locale}
        variant="rule"
      />
    </>
  );
}
