/** A service page's overview band: a heading beside the service's own prose (the overview, or the design approach). */
import type { PageCopy } from "@/lib/content/collections";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Reveal } from "@/components/motion/Reveal";

interface ServiceOverviewProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: PageCopy<"service-detail">["overview"];
  /** The prose, rendered from Markdown. */
  html: string;
}

export function ServiceOverview({ id, heading, html }: ServiceOverviewProps) {
  return (
    <section aria-labelledby={id} className="container-page py-12">
      <Reveal className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} />
        <div className="space-y-5 text-lg text-fg-muted" dangerouslySetInnerHTML={{ __html: html }} />
      </Reveal>
    </section>
  );
}
