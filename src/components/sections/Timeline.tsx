import { Reveal } from "@/components/motion/Reveal";
import { cn } from "@/lib/ui/cn";

interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

/** A vertical timeline: entries alternate left and right on wide screens, one column on phones. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative mx-auto max-w-5xl before:absolute before:top-2 before:bottom-2 before:left-[0.6rem] before:w-px before:bg-border md:before:left-1/2">
      {entries.map((entry, index) => {
        const side = index % 2 === 0 ? "left" : "right";
        return (
          <li
            key={entry.year}
            data-position={side}
            className={cn(
              "relative pb-10 pl-10 last:pb-0 md:w-1/2 md:pl-0",
              side === "left" ? "md:pr-12 md:text-right" : "md:ml-auto md:pl-12",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "bg-spark absolute top-1.5 left-0 size-5 rounded-full border-4 border-bg shadow-soft",
                side === "left" ? "md:right-[-0.625rem] md:left-auto" : "md:left-[-0.625rem]",
              )}
            />
            <Reveal>
              <p className="text-spark font-display text-2xl font-bold">
                <time dateTime={String(entry.year)}>{entry.year}</time>
              </p>
              <h3 className="mt-1 font-display text-xl font-semibold text-fg">{entry.title}</h3>
              <p className="mt-2 text-fg-muted">{entry.description}</p>
            </Reveal>
          </li>
        );
      })}
    </ol>
  );
}
