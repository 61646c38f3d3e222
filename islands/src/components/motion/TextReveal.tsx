import type { CSSProperties } from "react";

/**
 * Words rise into place one after another (0.03 s apart). The text stays fully opaque and
 * in the DOM as plain words, so screen readers, crawlers and no-JS readers get it as is.
 */
export function TextReveal({
  text,
  startIndex = 0,
  wordClassName,
}: {
  text: string;
  /** Where this run continues the stagger, when a heading is split into styled runs. */
  startIndex?: number;
  /** Applied to each word itself (a gradient fill must sit on the moving element). */
  wordClassName?: string;
}) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <span>
      {words.map((word, index) => (
        <span key={index}>
          <span className="text-reveal-word">
            <span className={wordClassName} style={{ "--word-index": startIndex + index } as CSSProperties}>
              {word}
            </span>
          </span>
          {index < words.length - 1 ? " " : null}
        </span>
      ))}
    </span>
  );
}
