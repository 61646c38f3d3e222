import type { CSSProperties } from "react";

/**
 * A run of a heading rises into place inside its own mask, one run after another (0.12 s
 * apart). One moving box per run, not per word: on a slow phone every animated box costs
 * main-thread work while the page loads. The text stays fully opaque and in the DOM as plain
 * words, so it paints at once (no LCP delay), and screen readers, crawlers and no-JS readers
 * get it as is.
 */
export function TextReveal({
  text,
  index = 0,
  className,
}: {
  text: string;
  /** The run's place in the heading, for the stagger. */
  index?: number;
  /** Applied to the moving text itself (a gradient fill must sit on the moving element). */
  className?: string;
}) {
  return (
    <span className="text-reveal-run">
      <span className={className} style={{ "--run-index": index } as CSSProperties}>
        {text}
      </span>
    </span>
  );
}
