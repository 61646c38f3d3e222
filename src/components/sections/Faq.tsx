import { ChevronDown } from "@/components/ui/Icon";

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native disclosures (<details>/<summary>): operable with Enter and Space,
 * announced as expandable, and readable without JavaScript.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-(--radius-card) border border-border bg-bg-elevated shadow-soft">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-5 font-display text-lg font-semibold text-fg [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-accent transition-transform duration-300 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="max-w-[70ch] pb-6 text-fg-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
