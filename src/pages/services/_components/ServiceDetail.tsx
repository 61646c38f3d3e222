import { ArrowRight, Check } from "lucide-react";
import {
  fill,
  type PageCopy,
  type Service,
  type ServiceTestimonial,
  type ShowcaseShot,
} from "@/lib/content/collections";
import { contentIcons } from "@/components/ui/icons";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Reveal, Stagger } from "@/components/motion/Reveal";
import type { ReactNode } from "react";
import { PageHero } from "../../../components/sections/PageHero";
import { ProcessSection } from "../../../components/sections/ProcessSteps";
import { Testimonials } from "../../../components/sections/Testimonials";
import { ServiceShowcase } from "../../../components/sections/ServiceShowcase";
import { Faq } from "../../../components/sections/Faq";
import { CallToAction } from "../../../components/sections/CallToAction";
import { permalink } from "@/lib/navigation/permalinks";

type Copy = PageCopy<"service-detail">;
type FullServiceDetail = Extract<Service["detail"], { kind: "full" }>;
type DesignServiceDetail = Extract<Service["detail"], { kind: "design" }>;

interface ServicePageProps {
  service: Service;
  /** The service's Markdown body, rendered. */
  overviewHtml: string;
  copy: Copy;
  path: string;
  /** The case-study work the page shows (src/lib/content/collections.ts serviceWork). */
  work: { showcase: ShowcaseShot[]; testimonials: ServiceTestimonial[] };
  /**
   * The service's art (ServiceArt.astro), which the route file places in this named slot
   * (optional to TypeScript, which does not see Astro's slots as props).
   */
  animation?: ReactNode;
}

const named = (template: string, service: Service) => fill(template, { service: service.title.toLowerCase() });

/** A heading beside the service's own prose (the overview, or the design approach). */
function Overview({ id, heading, html }: { id: string; heading: Copy["overview"]; html: string }) {
  return (
    <section aria-labelledby={id} className="container-page py-12">
      <Reveal className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} />
        <div className="space-y-5 text-lg text-fg-muted" dangerouslySetInnerHTML={{ __html: html }} />
      </Reveal>
    </section>
  );
}

function ServiceHero({ service, copy, path, work, animation }: Omit<ServicePageProps, "overviewHtml">) {
  const { hero } = service.detail;
  return (
    <PageHero
      path={path}
      crumb={service.title}
      eyebrow={hero.eyebrow}
      title={hero.headline}
      lead={<p>{hero.lead}</p>}
      actions={
        <Button href={permalink.page("contact")} size="lg" magnetic rightIcon={<ArrowRight className="size-4" />}>
          {hero.ctaLabel}
        </Button>
      }
      aside={<ServiceShowcase shots={work.showcase} label={copy.showcaseLabel} animation={animation} />}
    >
      <ul aria-label={copy.toolsLabel} className="mt-8 flex flex-wrap gap-2">
        {service.tools.map((tool) => (
          <li key={tool} className="rounded-full border border-border bg-bg-elevated px-3 py-1 text-sm text-fg-muted">
            {tool}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

/** The seven full service pages: benefits, process, testimonials, FAQs, closing CTA. */
function FullServicePage(props: ServicePageProps & { detail: FullServiceDetail }) {
  const { service, detail, copy, overviewHtml, work } = props;
  return (
    <>
      <ServiceHero {...props} />
      <Overview
        id="overview-heading"
        heading={{ ...copy.overview, title: named(copy.overview.title, service) }}
        html={overviewHtml}
      />
      <section aria-labelledby="benefits-heading" className="container-page py-16">
        <SectionHeading
          id="benefits-heading"
          eyebrow={copy.benefits.eyebrow}
          title={named(copy.benefits.title, service)}
        />
        <Stagger
          as="ul"
          itemAs="li"
          className="mt-12 grid gap-px overflow-hidden border-y border-border bg-border sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="bg-bg py-8 sm:px-7"
        >
          {detail.benefits.map(({ title, description, icon }) => {
            const Icon = contentIcons[icon];
            return (
              <div key={title}>
                <Icon className="size-6 text-accent" aria-hidden="true" />
                <h3 className="text-subheading mt-5 text-fg">{title}</h3>
                <p className="mt-2 text-fg-muted">{description}</p>
              </div>
            );
          })}
        </Stagger>
      </section>
      <ProcessSection heading={copy.process} steps={detail.process} />
      <section aria-labelledby="testimonials-heading" className="container-page py-20">
        <SectionHeading id="testimonials-heading" {...copy.testimonials} />
        <div className="mt-12">
          <Testimonials items={work.testimonials} caseStudyLabel={copy.caseStudyLabel} />
        </div>
      </section>
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
        variant="rule"
      />
    </>
  );
}

/** UI/UX design: description, five-step design process, three offerings, closing CTA. */
function DesignServicePage(props: ServicePageProps & { detail: DesignServiceDetail }) {
  const { detail, copy, overviewHtml } = props;
  return (
    <>
      <ServiceHero {...props} />
      <Overview id="approach-heading" heading={copy.designApproach} html={overviewHtml} />
      <ProcessSection heading={copy.designProcess} steps={detail.designProcess} />
      <section aria-labelledby="offerings-heading" className="container-page py-20">
        <SectionHeading id="offerings-heading" {...copy.offerings} />
        <Stagger as="ul" itemAs="li" className="mt-12 grid gap-5 lg:grid-cols-3" itemClassName="h-full">
          {detail.offerings.map((offering) => (
            <Card key={offering.title} interactive className="h-full">
              <h3 className="font-display text-xl font-semibold text-fg">{offering.title}</h3>
              <p className="mt-2 text-fg-muted">{offering.description}</p>
              <ul className="mt-5 space-y-2">
                {offering.points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-fg">
                    <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </Stagger>
      </section>
      <CallToAction
        title={detail.cta.title}
        text={detail.cta.text}
        buttonLabel={detail.cta.buttonLabel}
        variant="rule"
      />
    </>
  );
}

/** A service page: the design service has its own layout, the others share the full one. */
export function ServiceDetailPage(props: ServicePageProps) {
  const { detail } = props.service;
  return detail.kind === "full" ? (
    <FullServicePage {...props} detail={detail} />
  ) : (
    <DesignServicePage {...props} detail={detail} />
  );
}
