import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import {
  CONTACT_FIELDS as FIELD_ORDER,
  contactErrors as validate,
  EMPTY_CONTACT as EMPTY,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactFormState,
  type ContactValues,
  type FieldErrors,
} from "@/lib/contact/schema";
import type { Catalogue } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locale";

export type ContactStatus = "idle" | "submitting" | "success" | "error";

/** The form's current values, read from the DOM: the inputs are uncontrolled (see below). */
function readValues(form: HTMLFormElement | null): ContactValues {
  const data = form ? new FormData(form) : null;
  return Object.fromEntries(FIELD_ORDER.map((f) => [f, String(data?.get(f) ?? "")])) as ContactValues;
}

/**
 * The contact form's behaviour (ContactForm.tsx draws it): validated as the visitor goes (same
 * schema as the API), sent to /api/contact, and never cleared until the server has confirmed
 * the message is stored. The inputs are uncontrolled, so the DOM holds what was typed: text
 * entered before the island hydrated is kept (and checked, below), and React never writes over it.
 * `initial` is the answer to a post without JavaScript: success, or the typed values with errors
 * (the fields start with them, and the first to fix has the focus). `again` is "Send Another
 * Message": the empty form, in place.
 */
export function useContactForm(
  initial: ContactFormState | undefined,
  text: Pick<Catalogue["contact"], "errors" | "tooMany" | "serverError" | "keepTrying" | "offline">,
  locale: Locale,
) {
  // English pages keep the server's own words (the API's messages are English); another
  // language shows its own for each outcome, and checks each field in its own words.
  const english = locale === "en";
  const check = (values: ContactValues) => validate(values, text.errors);
  const initialErrors = initial?.errors ?? {};
  const [defaults, setDefaults] = useState<ContactValues>(initial?.values ?? EMPTY);
  const [messageLength, setMessageLength] = useState(defaults.message.length);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>(
    Object.fromEntries(Object.keys(initialErrors).map((field) => [field, true])),
  );
  const [status, setStatus] = useState<ContactStatus>(
    initial?.status === "success" ? "success" : initial?.status === "error" ? "error" : "idle",
  );
  const [formError, setFormError] = useState(initial?.formError ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  const [firstInvalidOnArrival] = useState(() => FIELD_ORDER.find((f) => initialErrors[f]));
  const successRef = useRef<HTMLDivElement>(null);

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
    const found = validate(values, text.errors);
    setTouched((prev) => ({ ...prev, ...Object.fromEntries(left.map((field) => [field, true])) }));
    setErrors((prev) => ({ ...prev, ...Object.fromEntries(left.map((field) => [field, found[field]])) }));
    // Once, on hydration: the words are a prop that never changes.
  }, [text.errors]);

  const update = (field: ContactField) => {
    const values = readValues(formRef.current);
    if (field === "message") setMessageLength(values.message.length);
    if (touched[field]) setErrors((prev) => ({ ...prev, [field]: check(values)[field] }));
  };

  // Leaving a field flags what was typed wrong, never a field still empty: an error that
  // appeared on blur would push the Send button away from a pointer on its way there, and the
  // click would land on nothing. Empty required fields are flagged together, on submit.
  const blur = (field: ContactField) => {
    const values = readValues(formRef.current);
    if (values[field].trim() === "" && !errors[field]) return;
    setTouched((prev) => ({ ...prev, [field]: true }));
    setErrors((prev) => ({ ...prev, [field]: check(values)[field] }));
  };

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "submitting") return;
    const values = readValues(event.currentTarget);
    const found = check(values);
    setTouched(Object.fromEntries(FIELD_ORDER.map((field) => [field, true])));
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
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, lang: locale }),
      });
      const data = (await response.json().catch(() => ({}))) as { error?: string; fields?: FieldErrors };
      if (response.status === 201) {
        setDefaults(EMPTY);
        setMessageLength(0);
        setTouched({});
        setErrors({});
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
          ? ((english ? data.error : undefined) ?? text.tooMany)
          : `${(english ? data.error : undefined) ?? text.serverError} ${text.keepTrying}`,
      );
    } catch {
      setStatus("error");
      setFormError(text.offline);
    }
  };

  return {
    formRef,
    successRef,
    status,
    errors,
    formError,
    defaults,
    messageLength,
    firstInvalidOnArrival,
    update,
    blur,
    submit,
    again: () => setStatus("idle"),
  };
}
