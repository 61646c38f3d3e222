import { ArrowUpRight } from "@/components/ui/Icon";
import { fill, type Project } from "@/lib/content/collections";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Stagger } from "@/components/motion/Reveal";

interface ClientVoicesProps {
  projects: readonly Pick<Project, "slug" | "title" | "markUrl" | "quote">[];
  copy: { title: string; description?: string; marksLabel: string; caseStudyLabel: string };
  locale: Locale;
}

/**
 * The clients behind the portfolio: a strip of the products' own marks, each a link to its case
 * study, then the words of every client a case study names, as a bento (the first quote large).
 * A client who stays anonymous has no quote here; the product's mark is the only brand shown.
 */
export function ClientVoices({ projects, copy, locale }: ClientVoicesProps) {
  const href = (slug: string) => localizePath(permalink.project(slug), locale);
  const quoted = projects.filter((p) => p.quote);
  return (
    <section aria-labelledby="voices-heading" className="container-page py-16 md:py-24">
      <SectionHeading id="voices-heading" title={copy.title} description={copy.description} />
      <ul
        aria-label={copy.marksLabel}
        className="mt-12 grid grid-cols-2 gap-px overflow-hidden border-y border-border bg-border sm:grid-cols-3 lg:grid-cols-6"
      >
        {projects.map((p) => (
          <li key={p.slug} className="bg-bg">
            <a
              href={href(p.slug)}
              className="group flex h-full items-center gap-3 px-2 py-6 font-display font-semibold text-fg sm:px-4"
            >
              {p.markUrl ? (
                <img src={p.markUrl} alt="" width={36} height={36} className="size-9 shrink-0" loading="lazy" />
              ) : null}
              <span className="leading-tight group-hover:text-accent">{p.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <Stagger
        as="ul"
        itemAs="li"
        className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3"
        itemClassName="flex first:md:col-span-2"
      >
        {quoted.map((p, i) => (
          <figure
            key={p.slug}
            className="flex w-full flex-col rounded-[1.25rem] border border-border bg-bg-elevated p-7 sm:p-8"
          >
            <blockquote
              className={
                i === 0
                  ? "flex-1 font-display text-[clamp(1.35rem,1.1rem+1vw,1.9rem)] leading-snug text-fg"
                  : "flex-1 font-display text-lg leading-snug text-fg"
              }
            >
              <p>“{p.quote!.text}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-3 text-sm">
              {p.markUrl ? (
                <img src={p.markUrl} alt="" width={32} height={32} className="size-8 shrink-0" loading="lazy" />
              ) : null}
              <span>
                <span className="block font-semibold text-fg">{p.quote!.name}</span>
                <span className="block text-fg-muted">{p.quote!.role}</span>
              </span>
            </figcaption>
            <a href={href(p.slug)} className="link-quiet mt-5 self-start text-sm">
              {fill(copy.caseStudyLabel, { project: p.title })}
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </a>
          </figure>
        ))}
      </Stagger>
    </section>
  );
}
