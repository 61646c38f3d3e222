/** A case study's figures: the results as a typographic band, and the change in before/after pairs. */
import { Fragment } from "react";
import type { Project } from "@/lib/content/collections";
import { Reveal, Stagger } from "@/components/motion/Reveal";
import { FigureChange } from "../../../components/sections/FigureChange";

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
            <FigureChange change={change} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
