import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { CheckCircle2, LoaderCircle, Send, TriangleAlert } from "lucide-react";
import {
  contactSchema,
  fieldErrors,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  subjects,
  type ContactField,
  type ContactFormState,
  type ContactValues,
  type FieldErrors,
} from "@/lib/contact-schema";
import { buttonClasses } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { cn } from "@/lib/cn";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/facts";
import { permalink } from "@/lib/permalinks";

type Status = "idle" | "submitting" | "success" | "error";
type Values = ContactValues;

// A visitor without JavaScript lands on the answer with focus on what to read or fix next
// (autoFocus below); a URL fragment would stop the browser from honouring autofocus.
export const CONTACT_FORM_ACTION = "/contact/submission";

const EMPTY: Values = { name: "", email: "", phone: "", subject: "", message: "" };
const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "subject", "message"];

const inputClass = (invalid: boolean) =>
  cn(
    "w-full rounded-xl border bg-bg px-4 py-3 text-fg transition-colors duration-300 placeholder:text-fg-muted",
    invalid ? "border-danger-line" : "border-border-strong hover:border-fg-muted",
  );

/** The form's current values, read from the DOM: the inputs are uncontrolled (see below). */
function readValues(form: HTMLFormElement | null): Values {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(FIELD_ORDER.map((f) => [f, String(data?.get(f) ?? "")])) as Values;
}

function validate(values: Values): FieldErrors {
  const result = contactSchema.safeParse(values);
  return result.success ? {} : (fieldErrors(result.error) as FieldErrors);
}

/**
 * The contact form: validated as the visitor goes (same schema as the API), sent to
 * /api/contact, and never cleared until the server has confirmed the message is stored.
 * The inputs are uncontrolled, so the DOM holds what was typed: text entered before the
 * island hydrated is kept, and React never writes over it.
 * Without JavaScript it is a plain form post to CONTACT_FORM_ACTION, whose answer renders
 * this component again with `initial` (success, or the typed values with their errors).
 */
export function ContactForm({ initial }: { initial?: ContactFormState }) {
  const initialErrors = initial?.errors ?? {};
  // What the fields start with: the typed values after a post without JavaScript, else empty.
  const [defaults, setDefaults] = useState<Values>(initial?.values ?? EMPTY);
  const [messageLength, setMessageLength] = useState(defaults.message.length);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>(
    Object.fromEntries(Object.keys(initialErrors).map((field) => [field, true])),
  );
  const [status, setStatus] = useState<Status>(
    initial?.status === "success" ? "success" : initial?.status === "error" ? "error" : "idle",
  );
  const [formError, setFormError] = useState(initial?.formError ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  // After a post without JavaScript, the page opens with focus on the first field to fix.
  const [firstInvalidOnArrival] = useState(() => FIELD_ORDER.find((f) => initialErrors[f]));
  const successRef = useRef<HTMLDivElement>(null);
  /** The form's height when it was sent: the success card keeps it, so nothing beside it moves. */
  const sentHeight = useRef<number | undefined>(undefined);

  // Text typed before hydration is already in the DOM: count it. The island hydrates when the
  // visitor first reaches for the form, so a field filled and left before it was live gets the
  // check that leaving it would have given.
  useEffect(() => {
    const form = formRef.current;
    const values = readValues(form);
    setMessageLength(values.message.length);
    const left = FIELD_ORDER.filter(
      (field) => values[field].trim() !== "" && form?.querySelector(`[name="${field}"]`) !== document.activeElement,
    );
    if (left.length === 0) return;
    const found = validate(values);
    setTouched((prev) => ({ ...prev, ...Object.fromEntries(left.map((field) => [field, true])) }));
    setErrors((prev) => ({ ...prev, ...Object.fromEntries(left.map((field) => [field, found[field]])) }));
  }, []);

  const update = (field: ContactField) => {
    const values = readValues(formRef.current);
    if (field === "message") setMessageLength(values.message.length);
    if (touched[field]) setErrors((prev) => ({ ...prev, [field]: validate(values)[field] }));
  };

  // Leaving a field flags what was typed wrong, never a field still empty: an error that
  // appeared on blur would push the Send button away from a pointer on its way there, and the
  // click would land on nothing. Empty required fields are flagged together, on submit.
  const blur = (field: ContactField) => {
    const values = readValues(formRef.current);
    if (values[field].trim() === "" && !errors[field]) return;
    setTouched((prev) => ({ ...prev, [field]: true }));
    setErrors((prev) => ({ ...prev, [field]: validate(values)[field] }));
  };

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "submitting") return;
    const values = readValues(event.currentTarget);
    const found = validate(values);
    setTouched({ name: true, email: true, phone: true, subject: true, message: true });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus("idle");
      focusFirstInvalid(found);
      return;
    }
    setStatus("submitting");
    setFormError("");
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "";
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot }),
      });
      const data = (await response.json().catch(() => ({}))) as { error?: string; fields?: FieldErrors };
      if (response.status === 201) {
        setDefaults(EMPTY);
        setMessageLength(0);
        setTouched({});
        setErrors({});
        sentHeight.current = formRef.current?.offsetHeight;
        setStatus("success");
        requestAnimationFrame(() => successRef.current?.focus());
        return;
      }
      if (response.status === 422 && data.fields) {
        setErrors(data.fields);
        setStatus("idle");
        focusFirstInvalid(data.fields);
        return;
      }
      setStatus("error");
      setFormError(
        response.status === 429
          ? (data.error ?? "You have sent several messages in a short time. Please wait a minute and try again.")
          : `${data.error ?? "Something went wrong on our side."} Your message is still here, so you can try again.`,
      );
    } catch {
      setStatus("error");
      setFormError("We could not reach our server. Check your connection and try again; your message is still here.");
    }
  };

  if (status === "success") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        autoFocus={initial?.status === "success"}
        role="status"
        style={{ minHeight: sentHeight.current }}
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
            setStatus("idle");
          }}
        >
          <button type="submit" className={buttonClasses({ variant: "outline", className: "mt-8" })}>
            Send Another Message
          </button>
        </form>
      </div>
    );
  }

  const field = (name: ContactField) => ({ id: `contact-${name}`, error: errors[name], messageId: `${name}-error` });
  // What every control of the form takes besides its field's wiring.
  const behaviour = (name: ContactField) => ({
    name,
    autoFocus: firstInvalidOnArrival === name,
    defaultValue: defaults[name],
    onChange: () => update(name),
    onBlur: () => blur(name),
    className: cn(inputClass(!!errors[name]), name === "message" ? "resize-y" : "h-12"),
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_ACTION}
      noValidate
      onSubmit={submit}
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
          <p>{formError}</p>
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
              <option value="">Select a subject</option>
              {subjects.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
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
              <p id="message-hint">What you are building, your timeline and any budget range help us reply usefully.</p>
              <p className="shrink-0 pt-px text-xs tabular-nums">
                {messageLength.toLocaleString("en-GB")} / {MESSAGE_MAX.toLocaleString("en-GB")}
              </p>
            </div>
          }
        >
          {(control) => <textarea {...control} {...behaviour("message")} rows={5} maxLength={MESSAGE_MAX + 500} />}
        </Field>
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute top-0 left-0 size-px overflow-hidden opacity-0">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`contact-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
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
