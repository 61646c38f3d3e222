import { ArrowUpRight, Check } from "@/components/ui/Icon";
import type { Service } from "@/lib/content/collections";
import type { ReactNode } from "react";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

/**
 * A service in the overview's index: its number, its art (ServiceArt.astro, placed by the
 * route file), title, description, four key features and Learn More. A cell of a hairline grid,
 * not a card: the whole cell is the link's target.
 */
export function ServiceCard({
  service,
  index,
  animation,
  locale,
}: {
  service: Service;
  index: number;
  animation?: ReactNode;
  locale: Locale;
}) {
  const t = messages(locale).services;
  return (
    <article className="group relative flex h-full flex-col bg-bg py-10 transition-colors duration-300 hover:bg-bg-elevated sm:px-8">
      <div className="flex items-start justify-between gap-4">
        <span aria-hidden="true" className="font-display text-sm font-semibold text-fg-muted tabular-nums">
          {String(index + 1).padStart(2, "0")}
        </span>
        <div className="-mt-4 -mr-2 size-20">{animation}</div>
      </div>
      <h2 className="text-subheading mt-2 text-fg group-hover:text-accent">{service.title}</h2>
      <p className="mt-3 max-w-[52ch] text-fg-muted">{service.description}</p>
      <ul
        className="mt-6 grid gap-2 text-sm text-fg sm:grid-cols-2"
        aria-label={fill(t.features, { service: service.title })}
      >
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={localizePath(permalink.service(service.slug), locale)}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-7 font-semibold text-fg after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
      >
        {t.learnMore}
        <span className="sr-only">{fill(t.about, { service: service.title })}</span>
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </a>
    </article>
  );
}
