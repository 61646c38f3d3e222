import { ArrowRight } from "@/components/ui/Icon";
import type { Project } from "@/lib/content/collections";

/** A metric's change as two figures: the one before struck through, an arrow, the one after in the spark. */
export function FigureChange({ change }: { change: Project["beforeAfter"][number] }) {
  return (
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
  );
}
