import { ArrowUpRight } from "@/components/ui/Icon";
import { Stagger } from "@/components/motion/Reveal";
import type { Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

export interface ServiceHighlight {
  title: string;
  description: string;
  href: string;
}

/** Services as a numbered index: one row each, with a Learn More link to the service's own page. */
export function ServiceHighlights({ items, locale }: { items: readonly ServiceHighlight[]; locale: Locale }) {
  const t = messages(locale).services;
  return (
    <Stagger as="ol" itemAs="li" className="border-t border-border" itemClassName="border-b border-border">
      {items.map(({ title, description, href }, index) => (
        <div
          key={title}
          className="group relative grid gap-x-8 gap-y-2 py-8 transition-colors duration-300 sm:grid-cols-[3.5rem_1fr] md:py-9"
        >
          <span aria-hidden="true" className="font-display text-sm font-semibold text-fg-muted tabular-nums sm:pt-1.5">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-subheading text-fg transition-colors duration-300 group-hover:text-accent">{title}</h3>
            <p className="mt-2 max-w-[58ch] text-fg-muted">{description}</p>
            <a
              href={href}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-fg after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
            >
              {t.learnMore}
              <span className="sr-only">{fill(t.about, { service: title })}</span>
              <ArrowUpRight
                className="size-4 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                aria-hidden="true"
              />
            </a>
          </div>
        </div>
      ))}
    </Stagger>
  );
}
