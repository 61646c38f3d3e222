/** How a form post's outcome shows in the page rendered for a visitor without JavaScript. */
import type { ContactFormState, ContactValues } from "@/components/sections/ContactForm";
import type { NewsletterState } from "@/components/sections/NewsletterSignup";
import type { Outcome } from "./submissions";

export function contactFormState(outcome: Outcome, values: ContactValues): ContactFormState {
  if (!("error" in outcome)) return { status: "success" };
  if (outcome.status === 422) return { status: "invalid", values, errors: outcome.fields };
  return { status: "error", values, formError: `${outcome.error} Your message is still here, so you can try again.` };
}

export function newsletterState(outcome: Outcome, email: string): NewsletterState {
  if (!("error" in outcome)) return { kind: "success", message: outcome.message };
  const message = outcome.status === 422 ? (outcome.fields.email ?? outcome.error) : outcome.error;
  return { kind: "error", message, email };
}
