import { ArrowRight, Check, Clock } from "@/components/ui/Icon";
import type { PageCopy } from "@/lib/content/collections";
import { formatInrRange, formatUsdRange } from "@/lib/format/money";
import { Button } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { messages } from "@/lib/i18n/messages";

type Engagements = PageCopy<"services">["engagements"];

type Tier = NonNullable<Engagements["items"][number]["tiers"]>[number];

/**
 * A wide range split where briefs fall: each tier's price, how long it runs and what typically
 * sits in it, so a buyer can place their own brief before the call (what the price is for is the model's).
 */
function Tiers({ tiers, locale }: { tiers: readonly Tier[]; locale: Locale }) {
  return (
    <dl className="mt-6 grid gap-3">
      {tiers.map((tier) => (
        <div key={tier.name} className="rounded-xl border border-border bg-bg px-4 py-3">
          <dt className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-fg">{tier.name}</span>
            <span className="text-fg-muted">{tier.duration}</span>
          </dt>
          <dd className="mt-1">
            <span className="font-display text-lg font-semibold text-fg tabular-nums">
              {formatInrRange(tier.inr.from, tier.inr.to, locale)}
            </span>
            <span className="text-sm text-fg-muted"> · {formatUsdRange(tier.usd.from, tier.usd.to)}</span>
            <span className="mt-1 block text-sm text-fg-muted">{tier.examples}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What working with us costs, before anyone has to ask: three engagement models side by side,
 * each with its typical range in rupees and dollars, how long it runs, what it includes and
 * whom it suits. The figures are content (services.yaml), edited in the CMS.
 */
export function EngagementModels({ engagements, locale }: { engagements: Engagements; locale: Locale }) {
  const t = messages(locale);
  return (
    <section id="engagements" aria-labelledby="engagements-heading" className="scroll-mt-24 border-t border-border">
      <div className="container-page py-16 md:py-24">
        <SectionHeading
          id="engagements-heading"
          eyebrow={engagements.eyebrow}
          title={engagements.title}
          description={engagements.description}
        />
        <ol className="mt-12 grid gap-px overflow-hidden rounded-(--radius-card) border border-border bg-border lg:grid-cols-3">
          {engagements.items.map((item) => (
            <li key={item.name} className="flex flex-col bg-bg-elevated p-7 md:p-8">
              <h3 className="text-subheading text-fg">{item.name}</h3>
              <p className="mt-2 text-fg-muted">{item.summary}</p>
              <p className="mt-7">
                <span className="block font-display text-3xl font-semibold tracking-tight text-fg tabular-nums">
                  {formatInrRange(item.inr.from, item.inr.to, locale)}
                </span>
                <span className="mt-1 block text-sm text-fg-muted">
                  {formatUsdRange(item.usd.from, item.usd.to)} · {t.engagements.per[item.per]}
                </span>
              </p>
              <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-fg">
                <Clock className="size-4 text-accent" aria-hidden="true" />
                {item.duration}
              </p>
              {item.tiers?.length ? <Tiers tiers={item.tiers} locale={locale} /> : null}
              <ul className="mt-6 space-y-3 border-t border-border pt-6 text-sm">
                {item.includes.map((line) => (
                  <li key={line} className="flex gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                    <span className="text-fg">{line}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-6 text-sm text-fg-muted">
                <span className="font-semibold text-fg">{t.services.bestFor}</span>
                {item.bestFor}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-[62ch] text-sm text-fg-muted">{engagements.note}</p>
          <Button
            href={localizePath(permalink.page("contact"), locale)}
            variant="outline"
            rightIcon={<ArrowRight className="size-4" />}
          >
            {engagements.ctaLabel}
          </Button>
        </div>
      </div>
    </section>
  );
}
