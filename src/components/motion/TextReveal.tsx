import type { CSSProperties } from "react";

/**
 * Words rise into place one after another (0.03 s apart). The text stays fully opaque and
 * in the DOM as plain words, so screen readers, crawlers and no-JS readers get it as is.
 */
export function TextReveal({ text, className }: { text: string; className?: string }) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <span className={className}>
      {words.map((word, index) => (
        <span key={index}>
          <span className="text-reveal-word">
            <span style={{ "--word-index": index } as CSSProperties}>{word}</span>
          </span>
          {index < words.length - 1 ? " " : null}
        </span>
      ))}
    </span>
  );
}
