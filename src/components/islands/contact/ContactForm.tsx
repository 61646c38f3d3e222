import { LoaderCircle, Send, TriangleAlert } from "lucide-react";
import { HONEYPOT_FIELD, MESSAGE_MAX, subjects, type ContactField, type ContactFormState } from "@/lib/contact/schema";
import { buttonClasses } from "@/components/ui/Button";
import { Field, selectChoices as choices } from "@/components/ui/Field";
import { cn } from "@/lib/ui/cn";
import { ContactSent } from "./ContactSent";
import { Honeypot } from "./Honeypot";
import { useContactForm } from "./use-contact-form";

// A visitor without JavaScript lands on the answer with focus on what to read or fix next
// (autoFocus below); a URL fragment would stop the browser from honouring autofocus.
export const CONTACT_FORM_ACTION = "/contact/submission";

const inputClass = (invalid: boolean) =>
  cn(
    "w-full rounded-xl border bg-bg px-4 py-3 text-fg transition-colors duration-300 placeholder:text-fg-muted",
    invalid ? "border-danger-line" : "border-border-strong hover:border-fg-muted",
  );

/**
 * The contact form: its fields, the error banner and the Send button; what it does is
 * useContactForm (use-contact-form.ts), its answer ContactSent. Without JavaScript it is a plain
 * form post to CONTACT_FORM_ACTION, whose answer renders this component again with `initial`.
 */
export function ContactForm({ initial, budgets }: { initial?: ContactFormState; budgets: readonly string[] }) {
  const form = useContactForm(initial);
  const { errors, status, defaults } = form;

  if (status === "success") {
    return <ContactSent panelRef={form.successRef} autoFocus={initial?.status === "success"} onAgain={form.again} />;
  }

  const field = (name: ContactField) => ({ id: `contact-${name}`, error: errors[name], messageId: `${name}-error` });
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
      action={CONTACT_FORM_ACTION}
      noValidate
      onSubmit={form.submit}
      aria-labelledby="contact-form-heading"
      className="relative rounded-(--radius-card) border border-border bg-bg-elevated p-6 shadow-soft md:p-8"
    >
      <h2 id="contact-form-heading" className="font-display text-2xl font-semibold text-fg">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Fields marked{" "}
        <span aria-hidden="true" className="text-accent">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
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
        <Field {...field("name")} label="Your name">
          {(control) => <input {...control} {...behaviour("name")} type="text" autoComplete="name" />}
        </Field>
        <Field {...field("email")} label="E-mail">
          {(control) => (
            <input {...control} {...behaviour("email")} type="email" autoComplete="email" inputMode="email" />
          )}
        </Field>
        <Field {...field("phone")} label="Phone" mark="optional">
          {(control) => <input {...control} {...behaviour("phone")} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Field {...field("subject")} label="Subject">
          {(control) => (
            <select {...control} {...behaviour("subject")}>
              {choices("Select a subject", subjects)}
            </select>
          )}
        </Field>
        <Field {...field("budget")} label="Budget" mark="optional" className="sm:col-span-2">
          {(control) => (
            <select {...control} {...behaviour("budget")}>
              {choices("Not sure yet", budgets)}
            </select>
          )}
        </Field>
        <Field
          {...field("message")}
          label="Message"
          hintId="message-hint"
          className="sm:col-span-2"
          after={
            <div className="mt-2 flex items-start justify-between gap-4 text-sm text-fg-muted">
              <p id="message-hint">Tell us what you are building and by when: it helps us reply usefully.</p>
              <p className="shrink-0 pt-px text-xs tabular-nums">
                {form.messageLength.toLocaleString("en-GB")} / {MESSAGE_MAX.toLocaleString("en-GB")}
              </p>
            </div>
          }
        >
          {(control) => <textarea {...control} {...behaviour("message")} rows={5} maxLength={MESSAGE_MAX + 500} />}
        </Field>
      </div>
      <Honeypot id={`contact-${HONEYPOT_FIELD}`} />
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
        <span>{status === "submitting" ? "Sending…" : "Send Message"}</span>
      </button>
      <p aria-live="polite" className="sr-only">
        {status === "submitting" ? "Sending your message" : ""}
      </p>
    </form>
  );
}
