/** The middle of the seven full service pages: overview, benefits, process, testimonials and FAQs. */
import { fill, type PageCopy, type Service, type ServiceTestimonial } from "@/lib/content/collections";
import { contentIcons } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Stagger } from "@/components/motion/Reveal";
import { ProcessSection } from "../../../components/sections/ProcessSteps";
import { Testimonials } from "../../../components/sections/Testimonials";
import { Faq } from "../../../components/sections/Faq";
import { ServiceOverview } from "./ServiceOverview";

interface FullServiceSectionsProps {
  service: Service;
  detail: Extract<Service["detail"], { kind: "full" }>;
  /** The service's Markdown body, rendered. */
  overviewHtml: string;
  copy: PageCopy<"service-detail">;
  /** What clients of the service's case studies say. */
  testimonials: ServiceTestimonial[];
}

export function FullServiceSections({ service, detail, overviewHtml, copy, testimonials }: FullServiceSectionsProps) {
  const named = (template: string) => fill(template, { service: service.title.toLowerCase() });
  return (
    <>
      <ServiceOverview
        id="overview-heading"
        heading={{ ...copy.overview, title: named(copy.overview.title) }}
        html={overviewHtml}
      />
      <section aria-labelledby="benefits-heading" className="container-page py-16">
        <SectionHeading id="benefits-heading" eyebrow={copy.benefits.eyebrow} title={named(copy.benefits.title)} />
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
          <Testimonials items={testimonials} caseStudyLabel={copy.caseStudyLabel} />
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="container-page pb-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="faq-heading" {...copy.faqs} />
          <Faq items={detail.faqs} />
        </div>
      </section>
    </>
  );
}
