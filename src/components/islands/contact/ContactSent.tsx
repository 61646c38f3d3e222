import type { RefObject } from "react";
import { CircleCheck } from "@/components/ui/Icon";
import { buttonClasses } from "@/components/ui/Button";
import { replyHours } from "@/content/brand.json";
import { fill } from "@/lib/i18n/format";
import type { ContactText } from "./ContactForm";
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
  text,
  contactHref = permalink.page("contact"),
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  autoFocus: boolean;
  onAgain: () => void;
  text: Pick<ContactText, "sent" | "success" | "again">;
  contactHref?: string | undefined;
}) {
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="status"
      className="flex flex-col items-center justify-center rounded-(--radius-card) border border-border bg-bg-elevated px-6 py-14 text-center shadow-soft outline-none"
    >
      <CircleCheck className="size-14 text-accent" aria-hidden="true" />
      <h2 className="mt-5 font-display text-3xl font-semibold text-fg">{text.sent}</h2>
      <p className="mt-3 max-w-md text-fg-muted">{fill(text.success, { hours: replyHours })}</p>
      {/* Without JavaScript this reloads the empty form; with it, the form comes back in place. */}
      <form
        method="get"
        action={contactHref}
        onSubmit={(event) => {
          event.preventDefault();
          onAgain();
        }}
      >
        <button type="submit" className={buttonClasses({ variant: "outline", className: "mt-8" })}>
          {text.again}
        </button>
      </form>
    </div>
  );
}
