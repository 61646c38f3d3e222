/** The body of a service page (src/pages/services/[slug].astro); its sections are the files beside it. */
import type { ReactNode } from "react";
import type { PageCopy, Service, ServiceTestimonial, ShowcaseShot } from "@/lib/content/collections";
import { CallToAction } from "../../../components/sections/CallToAction";
import { ServiceHero } from "./ServiceHero";
import { FullServiceSections } from "./FullServiceSections";
import { DesignServiceSections } from "./DesignServiceSections";

interface ServicePageProps {
  service: Service;
  /** The service's Markdown body, rendered. */
  overviewHtml: string;
  copy: PageCopy<"service-detail">;
  path: string;
  /** The case-study work the page shows (src/lib/content/collections.ts serviceWork). */
  work: { showcase: ShowcaseShot[]; testimonials: ServiceTestimonial[] };
  /**
   * The service's art (ServiceArt.astro), which the route file places in this named slot
   * (optional to TypeScript, which does not see Astro's slots as props).
   */
  animation?: ReactNode;
}

/**
 * A service page: the hero, then the design service's own sections (description, design process,
 * offerings) or the full pages' (benefits, process, testimonials, FAQs), then the closing CTA.
 */
export function ServiceDetailPage({ service, overviewHtml, copy, path, work, animation }: ServicePageProps) {
  const { detail } = service;
  return (
    <>
      <ServiceHero service={service} path={path} showcase={work.showcase} copy={copy} animation={animation} />
      {detail.kind === "full" ? (
        <FullServiceSections
          service={service}
          detail={detail}
          overviewHtml={overviewHtml}
          copy={copy}
          testimonials={work.testimonials}
        />
      ) : (
        <DesignServiceSections detail={detail} overviewHtml={overviewHtml} copy={copy} />
      )}
      <CallToAction
        title={detail.cta.title}
        text={detail.cta.text}
        buttonLabel={detail.cta.buttonLabel}
        variant="rule"
      />
    </>
  );
}
