import { CircleCheck, LoaderCircle, Mail } from "@/components/ui/Icon";
import type { NewsletterState } from "@/lib/contact/schema";
import { useNewsletterSignup } from "./use-newsletter-signup";
import { buttonClasses } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { cn } from "@/lib/ui/cn";
import type { Catalogue } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locale";

export type NewsletterText = Catalogue["newsletter"];

export const NEWSLETTER_FORM_ACTION = "/newsletter";

interface NewsletterSignupProps {
  title: string;
  text: string;
  /** How consent works (double opt-in, unsubscribe), shown under the box beside the privacy policy's link. */
  consent: string;
  /** The page the box is on, recorded with the consent. */
  page: string;
  initial?: NewsletterState;
  /** The box's own words, in the page's language (lib/i18n/messages). */
  labels: NewsletterText;
  /**
   * The page's language: sent with the address (the confirmation e-mail is written in it). An
   * English page shows the server's own messages; another language its own words for each outcome.
   */
  locale?: Locale;
  /** Where the form posts without JavaScript, and the privacy policy, in the page's language. */
  action?: string;
  privacyHref?: string;
}

/**
 * Newsletter box: validates the address, posts to /api/newsletter, shows every outcome.
 * Without JavaScript it is a plain form post to NEWSLETTER_FORM_ACTION, whose answer renders
 * it again with `initial`. Either way the page it is on goes with the address, for the consent record.
 */
export function NewsletterSignup({
  title,
  text,
  consent,
  page,
  initial,
  labels,
  locale = "en",
  action = NEWSLETTER_FORM_ACTION,
  privacyHref = "/privacy-policy",
}: NewsletterSignupProps) {
  const { state, submit } = useNewsletterSignup({ initial, labels, locale, page });

  const invalid = state.kind === "error";
  return (
    <div className="grid gap-6 rounded-(--radius-card) border border-border bg-bg-elevated p-6 shadow-soft md:grid-cols-[1fr_1.2fr] md:items-center md:p-10">
      <div>
        <h2 id="newsletter-heading" className="font-display text-2xl font-semibold text-fg">
          {title}
        </h2>
        <p className="mt-2 text-fg-muted">{text}</p>
      </div>
      <form method="post" action={action} noValidate onSubmit={submit} aria-labelledby="newsletter-heading">
        <input type="hidden" name="page" value={page} />
        <Field
          id="newsletter-email"
          label={labels.email}
          mark="none"
          messageId="newsletter-feedback"
          live
          error={invalid ? state.message : undefined}
          note={
            state.kind === "success" ? (
              <span className="inline-flex items-center gap-1.5 text-success">
                <CircleCheck className="size-4" aria-hidden="true" />
                {state.message}
              </span>
            ) : null
          }
        >
          {(control) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="relative flex-1">
                <Mail
                  className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-fg-muted"
                  aria-hidden="true"
                />
                <input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  defaultValue={initial?.email}
                  placeholder={labels.placeholder}
                  className={cn(
                    "h-12 w-full rounded-full border bg-bg pr-4 pl-11 text-fg placeholder:text-fg-muted",
                    invalid ? "border-danger-line" : "border-border-strong",
                  )}
                />
              </div>
              <button
                type="submit"
                disabled={state.kind === "submitting"}
                className={buttonClasses({ className: "h-12" })}
              >
                {state.kind === "submitting" ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : null}
                <span>{state.kind === "submitting" ? labels.subscribing : labels.subscribe}</span>
              </button>
            </div>
          )}
        </Field>
        <p className="mt-3 text-sm text-fg-muted">
          {consent}{" "}
          <a href={privacyHref} className="font-medium text-fg underline underline-offset-2 hover:text-accent">
            {labels.privacy}
          </a>
        </p>
      </form>
    </div>
  );
}
