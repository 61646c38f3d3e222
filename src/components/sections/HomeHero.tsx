import { localizePath, type Locale } from "@/lib/i18n/locale";
import { messages } from "@/lib/i18n/messages";
import { stageLabel } from "@/components/art/stage-data";
import { ArrowRight } from "@/components/ui/Icon";
import type { PageCopy } from "@/lib/content/collections";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { TextReveal } from "@/components/motion/TextReveal";
import { ProductStage } from "@/components/art/ProductStage";

/**
 * The home page's opening: the promise on the left, and on the right the work itself, three
 * screens from our case studies layered on one stage (ProductStage), with a control to pause
 * their loop.
 */
export function HomeHero({ hero, locale }: { hero: PageCopy<"home">["hero"]; locale: Locale }) {
  const t = messages(locale).home;
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div aria-hidden="true" className="bg-hero-glow pointer-events-none absolute inset-0 opacity-80" />
      <div className="container-page relative grid items-center gap-12 pt-4 pb-16 md:pt-10 lg:grid-cols-[1.1fr_1fr] lg:gap-10 lg:pb-24">
        <div>
          <Badge>{hero.badge}</Badge>
          <h1 id="hero-heading" className="text-display mt-5 text-fg">
            <TextReveal text={hero.headlineLead} />{" "}
            <TextReveal text={hero.headlineSpark} index={1} className="text-spark" />
          </h1>
          <p className="text-hero-sub mt-5 max-w-[50ch] text-fg-muted">{hero.subline}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button
              href={localizePath(hero.primary.href, locale)}
              size="lg"
              magnetic
              rightIcon={<ArrowRight className="size-4" />}
            >
              {hero.primary.label}
            </Button>
            <Button href={localizePath(hero.secondary.href, locale)} size="lg" variant="outline">
              {hero.secondary.label}
            </Button>
          </div>
        </div>
        <div className="relative">
          <ProductStage label={stageLabel(t.stage)} />
          {/* Shown by src/client/motion.ts, which runs the loop; without it nothing moves. */}
          <button
            type="button"
            hidden
            data-stage-toggle=""
            data-play={t.play}
            data-pause={t.pause}
            aria-pressed="false"
            className="absolute right-0 -bottom-9 inline-flex items-center gap-2 rounded-full px-2 py-1 text-xs font-medium text-fg-muted hover:text-fg"
          >
            <span aria-hidden="true" className="inline-block size-1.5 rounded-full bg-accent" />
            <span data-label="">{t.pause}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
