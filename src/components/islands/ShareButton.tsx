import { useState, type MouseEvent } from "react";
import { Check, Share2 } from "@/components/ui/Icon";

type Feedback = "idle" | "copied" | "failed";

/**
 * Shares the page with the Web Share API where the browser has it; otherwise copies the
 * link and says so in a polite live region. In the server HTML it is an e-mail link with the
 * title and address filled in, so it shares without JavaScript too; a click that comes
 * before the island hydrates is replayed (`data-replay`, see src/client/after-load.ts).
 */
export function ShareButton({
  title,
  text,
  url,
  labels,
}: {
  title: string;
  text: string;
  url: string;
  /** Its words, in the page's language: "Share", "Link copied", "Copy this link: {url}". */
  labels: { share: string; copied: string; copyThis: string };
}) {
  const [feedback, setFeedback] = useState<Feedback>("idle");
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;

  const share = async (event: MouseEvent) => {
    event.preventDefault();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Any other failure: fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setFeedback("copied");
    } catch {
      setFeedback("failed");
    }
    window.setTimeout(() => setFeedback("idle"), 4000);
  };

  return (
    <div className="flex items-center gap-3">
      <a
        href={mailto}
        data-replay=""
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border-strong px-5 font-semibold text-fg transition-colors duration-300 hover:border-accent hover:text-accent"
      >
        {feedback === "copied" ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Share2 className="size-4" aria-hidden="true" />
        )}
        {labels.share}
      </a>
      <p role="status" aria-live="polite" className="text-sm font-medium text-fg-muted">
        {feedback === "copied" ? labels.copied : feedback === "failed" ? labels.copyThis.replace("{url}", url) : ""}
      </p>
    </div>
  );
}
