import type { Project } from "@/lib/content";
import { Avatar } from "@/components/ui/Avatar";
import { Reveal } from "@/components/motion/Reveal";

/** A client's words, large, on a quiet band: the voice between the work and the call to action. */
export function PullQuote({
  quote,
  project,
  href,
}: {
  quote: NonNullable<Project["quote"]>;
  project: string;
  href: string;
}) {
  return (
    <section aria-label={`What the client of ${project} says`} className="border-y border-border bg-bg-sunken">
      <Reveal as="figure" className="container-page max-w-5xl py-20 md:py-24">
        <span aria-hidden="true" className="text-spark block font-display text-7xl leading-none font-bold">
          “
        </span>
        <blockquote className="mt-2 font-display text-[clamp(1.5rem,1.1rem+1.6vw,2.4rem)] leading-[1.3] font-medium tracking-[-0.015em] text-balance text-fg">
          {quote.text}
        </blockquote>
        <figcaption className="mt-10 flex items-center gap-4">
          <Avatar name={quote.name} size={52} className="rounded-full" />
          <span>
            <span className="block font-semibold text-fg">{quote.name}</span>
            <span className="text-sm text-fg-muted">
              {quote.role} ·{" "}
              <a href={href} className="font-medium text-fg underline underline-offset-4 hover:text-accent">
                {project}
              </a>
            </span>
          </span>
        </figcaption>
      </Reveal>
    </section>
  );
}
