import { Fragment } from "react";
import { brandIn } from "@/lib/brand/brand";
import type { Locale } from "@/lib/i18n/locale";
import { fill, formatNumber, messages } from "@/lib/i18n/messages";
import { Stagger } from "@/components/motion/Reveal";

/** The studio in numbers: a typographic band of large figures between hairlines, no box. */
export function StatsStrip({ locale }: { locale: Locale }) {
  const brand = brandIn(locale);
  return (
    <section aria-labelledby="stats-heading" className="border-y border-border">
      <h2 id="stats-heading" className="sr-only">
        {fill(messages(locale).home.inNumbers, { brand: brand.name })}
      </h2>
      <div className="container-page">
        <Stagger
          as="dl"
          className="grid grid-cols-2 gap-px bg-border lg:grid-cols-4"
          itemClassName="flex flex-col-reverse justify-end bg-bg py-9 pr-4 max-lg:odd:pr-6 max-lg:even:pl-6 lg:px-8 lg:first:pl-0"
        >
          {brand.stats.map((stat) => (
            <Fragment key={stat.label}>
              <dt className="mt-3 text-sm font-medium text-fg-muted sm:text-base">{stat.label}</dt>
              <dd className="font-display text-[clamp(3rem,2.2rem+3.6vw,5.25rem)] leading-[0.9] font-bold tracking-[-0.04em] text-fg">
                {formatNumber(locale, stat.value)}
                <span className="text-spark">{stat.suffix}</span>
              </dd>
            </Fragment>
          ))}
        </Stagger>
        <p className="flex flex-col gap-1 border-t border-border py-6 text-sm sm:flex-row sm:items-baseline sm:gap-3">
          <strong className="shrink-0 font-semibold text-fg">{brand.trustedBy}</strong>
          <span className="text-fg-muted">{brand.trustedByNote}</span>
        </p>
      </div>
    </section>
  );
}
