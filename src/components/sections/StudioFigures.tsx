import type { Brand } from "@/lib/brand/brand";

/**
 * The studio's figures beside /about's opening statement: two by two, each on an accent rule,
 * the number set large and its label under it (the label comes first in the markup, as in
 * StatsStrip, so a screen reader says what the number counts before the number).
 */
export function StudioFigures({ stats }: { stats: Brand["stats"] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-8 gap-y-6">
      {stats.map((stat) => (
        <div key={stat.key} className="flex flex-col-reverse gap-1 border-l-2 border-accent pl-4">
          <dt className="text-sm text-fg-muted">{stat.label}</dt>
          <dd className="font-display text-[clamp(1.9rem,1.4rem+1.6vw,2.75rem)] leading-none font-bold tracking-[-0.03em] text-fg">
            {stat.value}
            <span className="text-spark">{stat.suffix}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
