/** The middle of the UI/UX design page: its approach, the five-step design process and three offerings. */
import { Check } from "lucide-react";
import type { PageCopy, Service } from "@/lib/content/collections";
import { Card } from "@/components/ui/Card";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Stagger } from "@/components/motion/Reveal";
import { ProcessSection } from "../../../components/sections/ProcessSteps";
import { ServiceOverview } from "./ServiceOverview";

interface DesignServiceSectionsProps {
  detail: Extract<Service["detail"], { kind: "design" }>;
  /** The service's Markdown body (its approach), rendered. */
  overviewHtml: string;
  copy: PageCopy<"service-detail">;
}

export function DesignServiceSections({ detail, overviewHtml, copy }: DesignServiceSectionsProps) {
  return (
    <>
      <ServiceOverview id="approach-heading" heading={copy.designApproach} html={overviewHtml} />
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
    </>
  );
}
