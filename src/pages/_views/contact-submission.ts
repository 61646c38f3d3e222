/**
 * A contact form post without JavaScript (/contact/submission, /hi/contact/submission): the same
 * handling as /api/contact. A stored message is answered 303 to the language's /contact/sent
 * (Post/Redirect/Get: a reload never sends it again); anything else is the contact page again,
 * with the outcome and what was typed, in the page's language. Nothing personal goes into a URL.
 */
import type { AstroGlobal } from "astro";
import type { ContactFormState, ContactValues } from "@/lib/contact/schema";
import { contactFailureState, contactFormState, type FormWords } from "@/leads/http/form-states";
import { readFormBody, refuseForm, clientOf, leadsContextOf, setPageStatus } from "@/leads/http/request";
import { submitContactMessage } from "@/leads/submissions";
import { getBudgetOptions } from "@/lib/content/collections";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { messages, submissionLanguage } from "@/lib/i18n/messages";

export async function contactSubmission(
  astro: AstroGlobal,
  locale: Locale,
): Promise<{ redirect: string } | { form: ContactFormState }> {
  const body = await readFormBody(astro.request);
  const fields = body.ok ? body.value : body.values;
  const values: ContactValues = {
    name: fields.name ?? "",
    email: fields.email ?? "",
    phone: fields.phone ?? "",
    subject: fields.subject ?? "",
    budget: fields.budget ?? "",
    message: fields.message ?? "",
  };
  // English keeps the server's own words, word for word; another language says each outcome in its own.
  const words: FormWords | undefined = locale === "en" ? undefined : messages(locale).contact;
  if (!body.ok) {
    refuseForm(astro.response, body);
    return { form: contactFailureState(body, values, words) };
  }
  const outcome = await submitContactMessage(
    body.value,
    clientOf(astro),
    leadsContextOf(astro),
    await getBudgetOptions(),
    submissionLanguage(locale),
  );
  if (outcome.status === 201) return { redirect: localizePath("/contact/sent", locale) };
  setPageStatus(astro.response, outcome.status);
  if (outcome.status === 429) astro.response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
  return { form: contactFormState(outcome, values, words) };
}
