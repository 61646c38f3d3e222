import type { RefObject } from "react";
import { CheckCircle2 } from "lucide-react";
import { buttonClasses } from "@/components/ui/Button";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/contact/schema";
import { permalink } from "@/lib/navigation/permalinks";

/**
 * The contact form's answer when the message is stored: the spec's "Message Sent!" with the reply
 * promise, as tall as the form was (nothing beside it moves), and a way to send another.
 */
export function ContactSent({
  panelRef,
  height,
  autoFocus,
  onAgain,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  height: number | undefined;
  autoFocus: boolean;
  onAgain: () => void;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="status"
      style={{ minHeight: height }}
      className="flex flex-1 flex-col items-center justify-center rounded-(--radius-card) border border-border bg-bg-elevated px-6 py-14 text-center shadow-soft outline-none"
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
