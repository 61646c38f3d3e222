import { Fragment } from "react";
import { site } from "@/lib/site";
import { Stagger } from "@/components/motion/Reveal";

export function StatsStrip() {
  return (
    <section aria-labelledby="stats-heading" className="container-page py-12">
      <h2 id="stats-heading" className="sr-only">
        {site.name} in numbers
      </h2>
      <div className="rounded-(--radius-card) border border-border bg-bg-elevated px-6 py-10 shadow-soft md:px-10">
        <Stagger
          as="dl"
          className="grid grid-cols-2 gap-y-10 md:grid-cols-4"
          itemClassName="flex flex-col-reverse items-center text-center"
        >
          {site.stats.map((stat) => (
            <Fragment key={stat.label}>
              <dt className="mt-2 text-sm font-medium text-fg-muted">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold text-fg sm:text-5xl">
                {stat.value}
                <span className="text-spark">{stat.suffix}</span>
              </dd>
            </Fragment>
          ))}
        </Stagger>
        <p className="mt-10 border-t border-border pt-6 text-center text-sm font-medium text-fg-muted">
          {site.trustedBy}
        </p>
      </div>
    </section>
  );
}
