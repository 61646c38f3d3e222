import { LoaderCircle, Send, TriangleAlert } from "@/components/ui/Icon";
import { HONEYPOT_FIELD, subjects, type ContactField, type ContactFormState } from "@/lib/contact/schema";
import type { BudgetChoice } from "@/lib/contact/budgets";
import type { Catalogue } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locale";
import { buttonClasses } from "@/components/ui/Button";
import { Field, selectChoices as choices } from "@/components/ui/Field";
import { cn } from "@/lib/ui/cn";
import { ContactSent } from "./ContactSent";
import { Honeypot } from "./Honeypot";
import { useContactForm } from "./use-contact-form";
import { FormHeading, inputClass, MessageField } from "./ContactFormParts";

// A visitor without JavaScript lands on the answer with focus on what to read or fix next
// (autoFocus below); a URL fragment would stop the browser from honouring autofocus.
export const CONTACT_FORM_ACTION = "/contact/submission";

/** The form's words, in the page's language (lib/i18n/messages: contact). */
export type ContactText = Catalogue["contact"];

/**
 * The contact form: its fields, the error banner and the Send button; what it does is
 * useContactForm (use-contact-form.ts), its answer ContactSent. Without JavaScript it is a plain
 * form post to CONTACT_FORM_ACTION, whose answer renders this component again with `initial`.
 */
export function ContactForm({
  initial,
  budgets,
  text,
  locale,
  action = CONTACT_FORM_ACTION,
  contactHref,
}: {
  initial?: ContactFormState;
  /** The budget ranges: English lines, or choices that show another language's and send the English. */
  budgets: readonly (string | BudgetChoice)[];
  text: ContactText;
  locale: Locale;
  /** Where it posts without JavaScript, and the contact page, in the page's language. */
  action?: string;
  contactHref?: string;
}) {
  const form = useContactForm(initial, text, locale);
  const { errors, status, defaults } = form;

  if (status === "success") {
    return (
      <ContactSent
        panelRef={form.successRef}
        autoFocus={initial?.status === "success"}
        onAgain={form.again}
        text={text}
        contactHref={contactHref}
      />
    );
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    error: errors[name],
    messageId: `${name}-error`,
    optionalWord: text.optional,
  });
  // What every control of the form takes besides its field's wiring.
  const behaviour = (name: ContactField) => ({
    name,
    autoFocus: form.firstInvalidOnArrival === name,
    defaultValue: defaults[name],
    onChange: () => form.update(name),
    onBlur: () => form.blur(name),
    className: cn(inputClass(!!errors[name]), name === "message" ? "resize-y" : "h-12"),
  });

  return (
    <form
      ref={form.formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={form.submit}
      aria-labelledby="contact-form-heading"
      className="relative rounded-(--radius-card) border border-border bg-bg-elevated p-6 shadow-soft md:p-8"
    >
      <FormHeading text={text} />
      {status === "error" ? (
        <div
          role="alert"
          className="mt-5 flex gap-3 rounded-xl border border-danger-line/40 bg-danger-line/10 p-4 text-fg"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <p>{form.formError}</p>
        </div>
      ) : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field {...field("name")} label={text.name}>
          {(control) => <input {...control} {...behaviour("name")} type="text" autoComplete="name" />}
        </Field>
        <Field {...field("email")} label={text.email}>
          {(control) => (
            <input {...control} {...behaviour("email")} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field {...field("phone")} label={text.phone} mark="optional">
          {(control) => <input {...control} {...behaviour("phone")} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Field {...field("subject")} label={text.subject}>
          {(control) => (
            <select {...control} {...behaviour("subject")}>
              {choices(
                text.chooseSubject,
                subjects.map((value) => ({ value, label: text.subjects[value] })),
              )}
            </select>
          )}
        </Field>
        <Field {...field("budget")} label={text.budget} mark="optional" className="sm:col-span-2">
          {(control) => (
            <select {...control} {...behaviour("budget")}>
              {choices(text.notSure, budgets)}
            </select>
          )}
        </Field>
        <MessageField
          field={field("message")}
          text={text}
          locale={locale}
          length={form.messageLength}
          control={behaviour("message")}
        />
      </div>
      <Honeypot id={`contact-${HONEYPOT_FIELD}`} label={text.honeypot} />
      <button
        type="submit"
        disabled={status === "submitting"}
        className={buttonClasses({ size: "lg", className: "mt-7 w-full sm:w-auto" })}
      >
        {status === "submitting" ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        <span>{status === "submitting" ? text.sending : text.send}</span>
      </button>
      <p aria-live="polite" className="sr-only">
        {status === "submitting" ? text.sendingStatus : ""}
      </p>
    </form>
  );
}
