import { Mail, MapPin } from "lucide-react";
import type { LegalPolicy, PageCopy } from "@/lib/content";
import { formatAddress, site } from "@/lib/site";
import { formatDisplayDate } from "@/lib/dates";
import { Card } from "@/components/ui/Card";
import { Stagger } from "@/components/motion/Reveal";
import { JsonLd } from "@/components/JsonLd";
import { breadcrumbLd } from "@/lib/seo";
import { PageHero } from "./PageHero";

const updated = formatDisplayDate(site.legalUpdated);

/** Privacy, Terms and Cookies share one layout: intro, twelve cards, contact details. */
interface LegalPageProps {
  policy: LegalPolicy;
  copy: PageCopy<"legal">;
  path: string;
}

export function LegalPage({ policy, copy, path }: LegalPageProps) {
  return (
    <>
      <JsonLd data={breadcrumbLd(path)} />
      <PageHero path={path} eyebrow={copy.eyebrow} title={policy.title} lead={<p>{policy.intro}</p>}>
        <p className="mt-6 text-sm font-medium text-fg-muted">
          {copy.updatedLabel} <time dateTime={site.legalUpdated}>{updated}</time>
        </p>
      </PageHero>
      <section aria-label={`${policy.title} in detail`} className="container-page pt-12 pb-12 md:pt-16">
        <Stagger as="ol" itemAs="li" className="grid gap-5 md:grid-cols-2" itemClassName="h-full">
          {policy.cards.map((card, index) => (
            <Card key={card.title} className="h-full">
              <h2 className="flex items-baseline gap-3 font-display text-xl font-semibold text-fg">
                <span aria-hidden="true" className="text-spark text-sm font-bold tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {card.title}
              </h2>
              <div className="mt-3 space-y-3 text-fg-muted" dangerouslySetInnerHTML={{ __html: card.html }} />
            </Card>
          ))}
        </Stagger>
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
              <a href={`mailto:${site.email}`} className="font-semibold text-accent hover:underline">
                {site.email}
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
