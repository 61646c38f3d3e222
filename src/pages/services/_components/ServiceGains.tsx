/**
 * What a service gives a client, as one hairline grid on every service page: the benefits of the
 * full pages (an icon, a title and a line) and the design page's offerings (a title, a line and
 * what each includes) share the same open cells, so no service page switches to boxed cards.
 */
import { Check } from "@/components/ui/Icon";
import type { ComponentType, SVGProps } from "react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Stagger } from "@/components/motion/Reveal";

export interface ServiceGain {
  title: string;
  description: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** What the offering includes (the design page's offerings). */
  points?: readonly string[];
}

interface ServiceGainsProps {
  /** The heading's id, which names the section. */
  id: string;
  eyebrow?: string;
  title: string;
  items: readonly ServiceGain[];
}

export function ServiceGains({ id, eyebrow, title, items }: ServiceGainsProps) {
  return (
    <section aria-labelledby={id} className="container-page py-16">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <Stagger
        as="ul"
        itemAs="li"
        className="mt-12 grid gap-px overflow-hidden border-y border-border bg-border sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="bg-bg py-8 sm:px-7"
      >
        {items.map(({ title: name, description, icon: Icon, points }) => (
          <div key={name}>
            {Icon ? <Icon className="mb-5 size-6 text-accent" aria-hidden="true" /> : null}
            <h3 className="text-subheading text-fg">{name}</h3>
            <p className="mt-2 text-fg-muted">{description}</p>
            {points ? (
              <ul className="mt-5 space-y-2 border-t border-border pt-5">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-fg">
                    <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </Stagger>
    </section>
  );
}
