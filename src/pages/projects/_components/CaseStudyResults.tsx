/** A case study's figures: the results as a typographic band, and the change in before/after pairs. */
import { Fragment } from "react";
import { ArrowRight } from "lucide-react";
import type { Project } from "@/lib/content/collections";
import { Reveal, Stagger } from "@/components/motion/Reveal";

/** The results band: each figure set large over its label, four to a row on a wide screen. */
export function ResultsBand({ label, results }: { label: string; results: Project["results"] }) {
  return (
    <section aria-labelledby="results-heading" className="container-page pt-16 md:pt-20">
      <h2 id="results-heading" className="eyebrow">
        {label}
      </h2>
      <Stagger
        as="dl"
        className="mt-6 grid grid-cols-1 gap-px border-y border-border bg-border sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="flex flex-col-reverse justify-end bg-bg py-7 sm:px-6 lg:first:pl-0"
      >
        {results.map((result) => (
          <Fragment key={result.label}>
            <dt className="mt-2 text-fg-muted">{result.label}</dt>
            <dd className="text-spark font-display text-[2.6rem] leading-none font-bold tracking-tight">
              {result.value}
            </dd>
          </Fragment>
        ))}
      </Stagger>
    </section>
  );
}

/** The change the product made: each metric's figure before, struck through, and after. */
export function BeforeAfter({ title, changes }: { title: string; changes: Project["beforeAfter"] }) {
  return (
    <section aria-labelledby="change-heading" className="container-page py-16 md:py-20">
      <h2 id="change-heading" className="text-heading text-fg">
        {title}
      </h2>
      <ul className="mt-8 space-y-4">
        {changes.map((change) => (
          <Reveal
            as="li"
            key={change.metric}
            className="grid items-center gap-3 rounded-[1.25rem] bg-bg-sunken px-6 py-6 sm:grid-cols-[1fr_auto] sm:px-8"
          >
            <span className="text-lg font-medium text-fg">{change.metric}</span>
            <span className="flex flex-wrap items-baseline gap-x-4 gap-y-1 font-display">
              <span className="text-2xl text-fg-muted line-through decoration-1">
                <span className="sr-only">before: </span>
                {change.before}
              </span>
              <ArrowRight className="size-5 shrink-0 self-center text-accent" aria-hidden="true" />
              <span className="text-spark text-[2.4rem] leading-none font-bold tracking-tight">
                <span className="sr-only">after: </span>
                {change.after}
              </span>
            </span>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
