import { ArrowUpRight, Building2, PhoneCall } from "@/components/ui/Icon";
import { Stagger } from "@/components/motion/Reveal";
import { fill, type ServiceTestimonial } from "@/lib/content/collections";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";

/**
 * Clients' quotes on a service page. No faces: a client is named by name, role and company, and
 * a quote from a case-study client carries the product's own mark and a link to the case study,
 * so the quote is tied to work a buyer can inspect. A quote without one (the work is under NDA)
 * has the same parts, so that a pair reads as a pair (issue 54): a company tile in the mark's
 * place, and the offer of a reference call in the link's.
 */
export function Testimonials({
  items,
  caseStudyLabel,
  referenceLabel,
  locale,
}: {
  locale: Locale;
  items: readonly ServiceTestimonial[];
  caseStudyLabel: string;
  referenceLabel: string;
}) {
  return (
    // Side by side, the cards share their rows (CSS subgrid): the source line, the quote and the
    // name start at the same height in each, whether or not a quote carries a mark and a link.
    <Stagger
      as="ul"
      itemAs="li"
      className="grid gap-x-12 gap-y-14 md:grid-cols-2"
      itemClassName="md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0"
    >
      {items.map((t) => (
        <figure
          key={t.name}
          className="flex h-full flex-col border-t-2 border-fg pt-8 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0"
        >
          {t.project ? (
            <p className="flex min-h-8 items-center gap-3 text-sm font-semibold text-fg">
              {t.project.markUrl ? (
                <img src={t.project.markUrl} alt="" width={32} height={32} className="size-8" loading="lazy" />
              ) : null}
              {t.project.title}
            </p>
          ) : (
            <p className="flex min-h-8 items-center gap-3 text-sm font-semibold text-fg">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-lg border border-border bg-bg-sunken text-fg-muted"
              >
                <Building2 className="size-4" strokeWidth={1.75} />
              </span>
              {t.company}
            </p>
          )}
          <blockquote className="mt-6 flex-1 font-display text-xl leading-snug text-fg md:text-[1.4rem]">
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption className="mt-8 text-sm">
            <span className="block font-semibold text-fg">{t.name}</span>
            {/* An unlinked quote names the company above it, so it is not said twice. */}
            <span className="block text-fg-muted">{t.project ? `${t.role}, ${t.company}` : t.role}</span>
            {t.project ? (
              <a href={t.project.href} className="link-quiet mt-4">
                {fill(caseStudyLabel, { project: t.project.title })}
                <ArrowUpRight className="size-4" aria-hidden="true" />
              </a>
            ) : (
              <a href={localizePath(permalink.page("contact"), locale)} className="link-quiet mt-4">
                {referenceLabel}
                <PhoneCall className="size-4" aria-hidden="true" />
              </a>
            )}
          </figcaption>
        </figure>
      ))}
    </Stagger>
  );
}
