import { Quote } from "lucide-react";
import { Avatar } from "@/components/ui/Avatar";
import { Card } from "@/components/ui/Card";
import { Stagger } from "@/components/motion/Reveal";

interface Testimonial {
  name: string;
  role: string;
  company: string;
  quote: string;
}

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Stagger as="ul" itemAs="li" className="grid gap-5 md:grid-cols-2" itemClassName="h-full">
      {items.map((t) => (
        <Card as="figure" key={t.name} className="flex h-full flex-col">
          <Quote className="size-8 text-accent" aria-hidden="true" />
          <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-fg">“{t.quote}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            <Avatar name={t.name} size={56} />
            <span>
              <span className="block font-semibold text-fg">{t.name}</span>
              <span className="block text-sm text-fg-muted">
                {t.role}, {t.company}
              </span>
            </span>
          </figcaption>
        </Card>
      ))}
    </Stagger>
  );
}
