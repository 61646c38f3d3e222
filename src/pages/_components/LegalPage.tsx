import { Mail, MapPin } from "@/components/ui/Icon";
import type { LegalPolicy, PageCopy } from "@/lib/content/collections";
import { brand, formatAddress } from "@/lib/brand/brand";
import { formatDisplayDate } from "@/lib/format/dates";
import { Card } from "@/components/ui/Card";
import { JsonLd } from "@/components/JsonLd";
import { breadcrumbLd } from "@/lib/seo/meta";
import { PageHero } from "../../components/sections/PageHero";
import type { Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

/** A section's anchor: "Data Protection" is #data-protection; a Hindi heading keeps its letters. */
function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Privacy, Terms and Cookies share one layout: the intro, then the twelve sections in one
 * readable column with a list of them beside it on wide screens, then the contact details.
 */
interface LegalPageProps {
  policy: LegalPolicy;
  copy: PageCopy<"legal">;
  path: string;
  /** The policy's name in the page's language (the content's title is the English name). */
  title: string;
  locale: Locale;
}

export function LegalPage({ policy, copy, path, title, locale }: LegalPageProps) {
  const t = messages(locale).legal;
  return (
    <>
      <JsonLd data={breadcrumbLd(path, undefined, locale)} />
      <PageHero
        path={path}
        locale={locale}
        eyebrow={copy.eyebrow}
        title={title}
        lead={<p>{policy.intro}</p>}
        titleAt="top"
      >
        <p className="mt-6 text-sm font-medium text-fg-muted">
          {copy.updatedLabel} <time dateTime={brand.legalUpdated}>{formatDisplayDate(brand.legalUpdated, locale)}</time>
        </p>
        {/* A translation says which text governs (issue 55); the English policy says nothing of it. */}
        {t.governs ? (
          <p className="mt-5 max-w-[60ch] rounded-xl border border-border bg-bg-sunken px-4 py-3 text-sm text-fg-muted">
            {t.governs}
          </p>
        ) : null}
      </PageHero>
      <section aria-label={fill(t.inDetail, { policy: title })} className="container-page pt-12 pb-16 md:pt-16">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label={t.onThisPage} className="max-lg:hidden">
            <div className="sticky top-28">
              <p className="eyebrow">{t.onThisPage}</p>
              <ol className="mt-5 space-y-2.5 border-l border-border text-sm">
                {policy.cards.map((card) => (
                  <li key={card.title}>
                    <a
                      href={`#${sectionId(card.title)}`}
                      className="-ml-px block border-l border-transparent pl-4 text-fg-muted transition-colors duration-300 hover:border-accent hover:text-fg"
                    >
                      {card.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          {/* One readable column: twelve sections of unequal length read down, not across a grid. */}
          <ol className="max-w-[68ch] divide-y divide-border">
            {policy.cards.map((card, index) => (
              <li key={card.title} id={sectionId(card.title)} className="scroll-mt-28 py-9 first:pt-0 last:pb-0">
                <h2 className="flex items-baseline gap-3 font-display text-2xl font-semibold text-fg">
                  <span aria-hidden="true" className="text-spark text-sm font-bold tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {card.title}
                </h2>
                <div
                  className="mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-fg-muted [&_a]:font-semibold [&_a]:text-accent [&_a]:hover:underline"
                  dangerouslySetInnerHTML={{ __html: card.html }}
                />
                {card.title === copy.insightsSwitch.section && (
                  // Shown and wired by the page's script (src/client/insights.ts): without
                  // JavaScript no view is counted, so there is nothing to switch.
                  <button
                    type="button"
                    hidden
                    data-insights-switch
                    aria-pressed="false"
                    className="mt-5 inline-flex min-h-11 items-center rounded-full border border-border px-5 text-sm font-semibold text-fg transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:text-accent"
                  >
                    {copy.insightsSwitch.label}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="legal-contact" className="container-page pb-20">
        <Card className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="legal-contact" className="font-display text-xl font-semibold text-fg">
              {copy.contact.title}
            </h2>
            <p className="mt-1 text-fg-muted">{copy.contact.text}</p>
          </div>
          <address className="space-y-2 not-italic">
            <p className="flex items-center gap-2">
              <Mail className="size-4 text-accent" aria-hidden="true" />
              <a href={`mailto:${brand.email}`} className="font-semibold text-accent hover:underline">
                {brand.email}
              </a>
            </p>
            <p className="flex items-start gap-2 text-fg-muted">
              <MapPin className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
              {formatAddress()}
            </p>
          </address>
        </Card>
      </section>
    </>
  );
}
