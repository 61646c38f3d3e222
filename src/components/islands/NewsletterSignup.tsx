import { useState, type SyntheticEvent } from "react";
import { CheckCircle2, LoaderCircle, Mail } from "lucide-react";
import { newsletterSchema, type NewsletterState } from "@/lib/contact/schema";
import { buttonClasses } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { cn } from "@/lib/ui/cn";

type State =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success"; message: string } | { kind: "error"; message: string };

export const NEWSLETTER_FORM_ACTION = "/newsletter";

interface NewsletterSignupProps {
  title: string;
  text: string;
  /** How consent works (double opt-in, unsubscribe), shown under the box beside the privacy policy's link. */
  consent: string;
  /** The page the box is on, recorded with the consent. */
  page: string;
  initial?: NewsletterState;
}

/**
 * Newsletter box: validates the address, posts to /api/newsletter, shows every outcome.
 * Without JavaScript it is a plain form post to NEWSLETTER_FORM_ACTION, whose answer renders
 * it again with `initial`. Either way the page it is on goes with the address, for the consent record.
 */
export function NewsletterSignup({ title, text, consent, page, initial }: NewsletterSignupProps) {
  const [state, setState] = useState<State>(
    initial ? { kind: initial.kind, message: initial.message } : { kind: "idle" },
  );

  // The input is uncontrolled: what a visitor typed before the island hydrated stays the value.
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = newsletterSchema.safeParse({ email: String(new FormData(form).get("email") ?? "") });
    if (!parsed.success) {
      setState({ kind: "error", message: parsed.error.issues[0]?.message ?? "Please check your e-mail address." });
      return;
    }
    setState({ kind: "submitting" });
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...parsed.data, page }),
      });
      const data = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) {
        setState({ kind: "success", message: data.message ?? "Check your inbox to confirm your subscription." });
        form.reset();
        const input = form.elements.namedItem("email");
        if (input instanceof HTMLInputElement) input.value = "";
      } else {
        setState({ kind: "error", message: data.error ?? "We could not sign you up. Please try again." });
      }
    } catch {
      setState({ kind: "error", message: "We could not reach our server. Check your connection and try again." });
    }
  };

  const invalid = state.kind === "error";
  return (
    <div className="grid gap-6 rounded-(--radius-card) border border-border bg-bg-elevated p-6 shadow-soft md:grid-cols-[1fr_1.2fr] md:items-center md:p-10">
      <div>
        <h2 id="newsletter-heading" className="font-display text-2xl font-semibold text-fg">
          {title}
        </h2>
        <p className="mt-2 text-fg-muted">{text}</p>
      </div>
      <form
        method="post"
        action={NEWSLETTER_FORM_ACTION}
        noValidate
        onSubmit={submit}
        aria-labelledby="newsletter-heading"
      >
        <input type="hidden" name="page" value={page} />
        <Field
          id="newsletter-email"
          label="E-mail address"
          mark="none"
          messageId="newsletter-feedback"
          live
          error={invalid ? state.message : undefined}
          note={
            state.kind === "success" ? (
              <span className="inline-flex items-center gap-1.5 text-success">
                <CheckCircle2 className="size-4" aria-hidden="true" />
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
                  placeholder="you@company.com"
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
                <span>{state.kind === "submitting" ? "Subscribing…" : "Subscribe"}</span>
              </button>
            </div>
          )}
        </Field>
        <p className="mt-3 text-sm text-fg-muted">
          {consent}{" "}
          <a href="/privacy-policy" className="font-medium text-fg underline underline-offset-2 hover:text-accent">
            How we handle your address
          </a>
        </p>
      </form>
    </div>
  );
}
