/** How a form post's outcome shows in the page rendered for a visitor without JavaScript. */
import type { ContactFormState, ContactValues, NewsletterState } from "@/lib/contact/schema";
import type { FormFailure } from "./request";
import type { Outcome } from "../submissions";

/**
 * What a page in another language says of each outcome (lib/i18n/messages: contact); without
 * it, the server's own English words.
 */
export interface FormWords {
  tooMany: string;
  serverError: string;
  keepTrying: string;
  notTaken: string;
  checkCut: string;
  checkTyped: string;
}

export function contactFormState(outcome: Outcome, values: ContactValues, words?: FormWords): ContactFormState {
  if (!("error" in outcome)) return { status: "success" };
  if (outcome.status === 422) return { status: "invalid", values, errors: outcome.fields };
  if (words) {
    const said = outcome.status === 429 ? words.tooMany : words.serverError;
    return { status: "error", values, formError: `${said} ${words.keepTrying}` };
  }
  return { status: "error", values, formError: `${outcome.error} Your message is still here, so you can try again.` };
}

/** A post the server could not take at all (403, 408, 413, 415, 400): the form again, with what arrived. */
export function contactFailureState(failure: FormFailure, values: ContactValues, words?: FormWords): ContactFormState {
  const cut = failure.status === 408 || failure.status === 413 || failure.status === 400;
  if (words)
    return { status: "error", values, formError: `${words.notTaken} ${cut ? words.checkCut : words.checkTyped}` };
  const next = cut
    ? "What arrived is in the form below: check it, complete it if it was cut short, and send it again."
    : "What you typed is in the form below: check it and send it again.";
  return { status: "error", values, formError: `${failure.error} ${next}` };
}

export function newsletterState(outcome: Outcome, email: string): NewsletterState {
  if (!("error" in outcome)) return { kind: "success", message: outcome.message };
  const message = outcome.status === 422 ? (outcome.fields.email ?? outcome.error) : outcome.error;
  return { kind: "error", message, email };
}
