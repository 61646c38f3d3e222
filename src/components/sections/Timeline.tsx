import { Reveal } from "@/components/motion/Reveal";
import { cn } from "@/lib/ui/cn";

interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

/**
 * The studio's years. On wide screens a vertical line with the entries alternating left and right;
 * on a phone a row that scrolls sideways (snapping to each year, the next one peeking in), so
 * seven years take one screen's height instead of three. The row is keyboard-scrollable: it
 * takes focus, and the arrow keys move along it.
 */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="-mx-5 snap-x snap-mandatory scroll-px-5 overflow-x-auto overscroll-x-contain px-5 pb-2 [scrollbar-width:thin] md:mx-0 md:snap-none md:overflow-visible md:px-0 md:pb-0"
    >
      <ol className="relative flex gap-6 pt-1 before:absolute before:top-[0.6rem] before:right-0 before:left-0 before:h-px before:bg-border md:mx-auto md:block md:max-w-5xl md:pt-0 md:before:top-2 md:before:bottom-2 md:before:left-1/2 md:before:h-auto md:before:w-px">
        {entries.map((entry, index) => {
          const side = index % 2 === 0 ? "left" : "right";
          return (
            <li
              key={entry.year}
              data-position={side}
              className={cn(
                "relative w-[min(17rem,78vw)] shrink-0 snap-start pt-9 md:w-1/2 md:pt-0 md:pb-10 md:last:pb-0",
                side === "left" ? "md:pr-12 md:text-right" : "md:ml-auto md:pl-12",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "bg-spark absolute top-0 left-0 size-5 rounded-full border-4 border-bg shadow-soft md:top-1.5",
                  side === "left" ? "md:right-[-0.625rem] md:left-auto" : "md:left-[-0.625rem]",
                )}
              />
              <Reveal>
                <p className="text-spark font-display text-xl font-bold md:text-2xl">
                  <time dateTime={String(entry.year)}>{entry.year}</time>
                </p>
                <h3 className="mt-1 font-display text-lg font-semibold text-fg md:text-xl">{entry.title}</h3>
                <p className="mt-1.5 text-[0.95rem] text-fg-muted md:mt-2 md:text-base">{entry.description}</p>
              </Reveal>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
