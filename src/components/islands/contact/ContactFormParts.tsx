import type { ComponentProps } from "react";
import { MESSAGE_MAX } from "@/lib/contact/schema";
import { Field } from "@/components/ui/Field";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/ui/cn";
import type { ContactText } from "./ContactForm";

/** A control's look: a danger edge when its field is invalid. */
export const inputClass = (invalid: boolean) =>
  cn(
    "w-full rounded-xl border bg-bg px-4 py-3 text-fg transition-colors duration-300 placeholder:text-fg-muted",
    invalid ? "border-danger-line" : "border-border-strong hover:border-fg-muted",
  );

/** The form's heading, and the note on the asterisk that marks a required field. */
export function FormHeading({ text }: { text: Pick<ContactText, "formTitle" | "requiredNote" | "requiredMark"> }) {
  const [before, after] = text.requiredNote.split("{mark}");
  return (
    <>
      <h2 id="contact-form-heading" className="font-display text-2xl font-semibold text-fg">
        {text.formTitle}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        {before}
        <span aria-hidden="true" className="text-accent">
          *
        </span>
        <span className="sr-only">{text.requiredMark}</span>
        {after}
      </p>
    </>
  );
}

/** The message: a textarea with its hint and a count of the characters against the limit. */
export function MessageField({
  field,
  text,
  locale,
  length,
  control: behaviour,
}: {
  field: Omit<ComponentProps<typeof Field>, "label" | "children">;
  text: Pick<ContactText, "message" | "messageHint">;
  locale: Locale;
  length: number;
  control: ComponentProps<"textarea">;
}) {
  return (
    <Field
      {...field}
      label={text.message}
      hintId="message-hint"
      className="sm:col-span-2"
      after={
        <div className="mt-2 flex items-start justify-between gap-4 text-sm text-fg-muted">
          <p id="message-hint">{text.messageHint}</p>
          <p className="shrink-0 pt-px text-xs tabular-nums">
            {formatNumber(locale, length)} / {formatNumber(locale, MESSAGE_MAX)}
          </p>
        </div>
      }
    >
      {(control) => <textarea {...control} {...behaviour} rows={5} maxLength={MESSAGE_MAX + 500} />}
    </Field>
  );
}
