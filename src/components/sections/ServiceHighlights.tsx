import { ArrowRight, type LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/Card";
import { Stagger } from "@/components/motion/Reveal";

export interface ServiceHighlight {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
}

/** Compact service cards: icon, title, one-line pitch and a Learn More link. */
export function ServiceHighlights({ items }: { items: readonly ServiceHighlight[] }) {
  return (
    <Stagger as="ul" itemAs="li" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" itemClassName="h-full">
      {items.map(({ title, description, icon: Icon, href }) => (
        <Card key={title} interactive className="flex h-full flex-col">
          <span className="bg-spark inline-flex size-12 items-center justify-center rounded-2xl text-white shadow-soft">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 font-display text-xl font-semibold text-fg">{title}</h3>
          <p className="mt-2 flex-1 text-fg-muted">{description}</p>
          <a
            href={href}
            className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent after:absolute after:inset-0 after:content-['']"
          >
            Learn More<span className="sr-only"> about {title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </Card>
      ))}
    </Stagger>
  );
}
