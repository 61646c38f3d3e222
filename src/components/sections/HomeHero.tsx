import { ArrowRight } from "lucide-react";
import type { PageCopy } from "@/lib/content";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { TextReveal } from "@/components/motion/TextReveal";
import type { ReactNode } from "react";

/** `animation` is the hero's Lottie island, placed by the route file. */
export function HomeHero({ hero, animation }: { hero: PageCopy<"home">["hero"]; animation?: ReactNode }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className="container-page relative grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-6">
        <div>
          <Badge>{hero.badge}</Badge>
          <h1
            id="hero-heading"
            className="mt-6 font-display text-[2.6rem] leading-[1.05] font-bold text-fg sm:text-6xl lg:text-[4.2rem]"
          >
            <TextReveal text={hero.headlineLead} />{" "}
            <TextReveal
              text={hero.headlineSpark}
              startIndex={hero.headlineLead.split(" ").length}
              wordClassName="text-spark"
            />
          </h1>
          <p className="mt-6 max-w-[58ch] text-lg text-fg-muted sm:text-xl">{hero.subline}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button href={hero.primary.href} size="lg" magnetic rightIcon={<ArrowRight className="size-4" />}>
              {hero.primary.label}
            </Button>
            <Button href={hero.secondary.href} size="lg" variant="outline">
              {hero.secondary.label}
            </Button>
          </div>
        </div>
        <div className="relative mx-auto aspect-square w-full max-w-[30rem]">
          <div
            aria-hidden="true"
            className="absolute inset-[8%] rounded-full bg-[radial-gradient(closest-side,rgb(249_115_22/0.28),rgb(219_39_119/0.12),transparent)] blur-2xl"
          />
          <div className="relative size-full">{animation}</div>
        </div>
      </div>
    </section>
  );
}
