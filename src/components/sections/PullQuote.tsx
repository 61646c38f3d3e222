import type { Project } from "@/lib/content/collections";
import { Reveal } from "@/components/motion/Reveal";

/** A client's words, set large on a quiet band, signed with their name and the product's mark (no drawn face). */
export function PullQuote({ quote, markUrl }: { quote: NonNullable<Project["quote"]>; markUrl?: string }) {
  return (
    <section aria-label={`What ${quote.name} says`} className="border-y border-border">
      <Reveal as="figure" className="container-page max-w-5xl py-20 md:py-24">
        <span aria-hidden="true" className="text-spark block font-display text-7xl leading-none font-bold">
          “
        </span>
        <blockquote className="mt-2 font-display text-[clamp(1.45rem,1.1rem+1.5vw,2.3rem)] leading-[1.3] font-medium tracking-[-0.015em] text-fg">
          {quote.text}
        </blockquote>
        <figcaption className="mt-10 flex items-center gap-4">
          {markUrl ? <img src={markUrl} alt="" width={44} height={44} className="size-11" loading="lazy" /> : null}
          <span>
            <span className="block font-semibold text-fg">{quote.name}</span>
            <span className="text-sm text-fg-muted">{quote.role}</span>
          </span>
        </figcaption>
      </Reveal>
    </section>
  );
}
