/** A service page's hero: its headline and lead, the contact button, its tools, and our work beside it. */
import { ArrowRight } from "@/components/ui/Icon";
import type { PageCopy, Service, ShowcaseShot } from "@/lib/content/collections";
import { Button } from "@/components/ui/Button";
import { PageHero } from "../../../components/sections/PageHero";
import { ServiceShowcase } from "../../../components/sections/ServiceShowcase";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";

interface ServiceHeroProps {
  service: Service;
  path: string;
  /** Crops of the case-study screens shown beside the text. */
  showcase: ShowcaseShot[];
  copy: Pick<PageCopy<"service-detail">, "showcaseLabel" | "toolsLabel">;
  locale: Locale;
}

export function ServiceHero({ service, path, showcase, copy, locale }: ServiceHeroProps) {
  const { hero } = service.detail;
  return (
    <PageHero
      path={path}
      locale={locale}
      crumb={service.title}
      eyebrow={hero.eyebrow}
      title={hero.headline}
      lead={<p>{hero.lead}</p>}
      actions={
        <Button
          href={localizePath(permalink.page("contact"), locale)}
          size="lg"
          magnetic
          rightIcon={<ArrowRight className="size-4" />}
        >
          {hero.ctaLabel}
        </Button>
      }
      aside={<ServiceShowcase shots={showcase} label={copy.showcaseLabel} />}
    >
      <ul aria-label={copy.toolsLabel} className="mt-8 flex flex-wrap gap-2">
        {service.tools.map((tool) => (
          <li key={tool} className="rounded-full border border-border bg-bg-elevated px-3 py-1 text-sm text-fg-muted">
            {tool}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
