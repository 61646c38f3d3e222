import type { RefObject } from "react";
import { CheckCircle2 } from "lucide-react";
import { buttonClasses } from "@/components/ui/Button";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/contact/schema";
import { permalink } from "@/lib/navigation/permalinks";

/**
 * The contact form's answer when the message is stored: the spec's "Message Sent!" with the reply
 * promise, and a way to send another, at its own height (issue 54: kept at the form's height, it
 * was 400 px of empty card; the visitor's own click moves the page, which is no layout shift).
 */
export function ContactSent({
  panelRef,
  autoFocus,
  onAgain,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  autoFocus: boolean;
  onAgain: () => void;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="status"
      className="flex flex-col items-center justify-center rounded-(--radius-card) border border-border bg-bg-elevated px-6 py-14 text-center shadow-soft outline-none"
    >
      <CheckCircle2 className="size-14 text-accent" aria-hidden="true" />
      <h2 className="mt-5 font-display text-3xl font-semibold text-fg">Message Sent!</h2>
      <p className="mt-3 max-w-md text-fg-muted">{CONTACT_SUCCESS_MESSAGE}</p>
      {/* Without JavaScript this reloads the empty form; with it, the form comes back in place. */}
      <form
        method="get"
        action={permalink.page("contact")}
        onSubmit={(event) => {
          event.preventDefault();
          onAgain();
        }}
      >
        <button type="submit" className={buttonClasses({ variant: "outline", className: "mt-8" })}>
          Send Another Message
        </button>
      </form>
    </div>
  );
}
