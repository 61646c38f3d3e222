/**
 * An eyebrow whose figures stay on one line: "6–10" broke after its dash on a phone (issue 54).
 */
export function Eyebrow({ text }: { text: string }) {
  const parts = text.split(/(\d[\d,.]*\s?[–-]\s?\d[\d,.]*\+?)/);
  return (
    <p className="eyebrow">
      {parts.map((part, i) =>
        i % 2 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}
