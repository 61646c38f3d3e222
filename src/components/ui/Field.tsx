import type { ReactNode } from "react";
import { TriangleAlert } from "@/components/ui/Icon";

/** What a form control takes from its field: its id, and the state that ties it to the label, hint and message. */
export interface FieldControl {
  id: string;
  required?: true;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** An asterisk for a required field, "(optional)" for an optional one, or nothing (a form of one field). */
  mark?: "required" | "optional" | "none";
  /** The word after an optional field's label, in the page's language. */
  optionalWord?: string;
  /** The field's error, shown under it and announced with it. */
  error?: string;
  /** The id of the element that shows the error (or, in a live field, every message). */
  messageId: string;
  /** The id of a hint the caller renders in `after`. */
  hintId?: string;
  /**
   * A live field always shows its message element as a polite status, with the error or
   * with `note` (a one-field form whose answer appears in place, like the newsletter box).
   */
  live?: boolean;
  note?: ReactNode;
  /** What goes between the control and its message (a hint, a counter). */
  after?: ReactNode;
  className?: string;
  /** Renders the control with the props it needs. */
  children: (control: FieldControl) => ReactNode;
}

/** An error line: the warning icon and the text, in the danger colour of the theme. */
function ErrorText({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-start gap-1.5 text-danger">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </span>
  );
}

/**
 * One form field: the label with its required mark, the control (rendered by the caller with
 * the id, `aria-invalid` and `aria-describedby` it is given), and the error under it. The
 * contact form and the newsletter box are built from it, so every field is wired the same way.
 */
export function Field({
  id,
  label,
  mark = "required",
  optionalWord = "optional",
  error,
  messageId,
  hintId,
  live = false,
  note,
  after,
  className,
  children,
}: FieldProps) {
  const invalid = Boolean(error);
  const describedBy = [invalid || live ? messageId : null, hintId ?? null].filter(Boolean).join(" ");
  const control: FieldControl = {
    id,
    ...(mark === "required" ? { required: true, "aria-required": true } : {}),
    ...(invalid ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block font-semibold text-fg">
        {label}
        {mark === "required" ? (
          <span className="text-accent" aria-hidden="true">
            {" "}
            *
          </span>
        ) : mark === "optional" ? (
          <span className="font-normal text-fg-muted"> ({optionalWord})</span>
        ) : null}
      </label>
      {children(control)}
      {after}
      {live ? (
        <p id={messageId} role="status" className="mt-3 min-h-6 text-sm font-medium">
          {invalid ? <ErrorText>{error}</ErrorText> : note}
        </p>
      ) : invalid ? (
        <p id={messageId} className="mt-2 text-sm font-medium">
          <ErrorText>{error}</ErrorText>
        </p>
      ) : null}
    </div>
  );
}

/** A select's options: the empty choice first, then each value as its own label. */
export const selectChoices = (empty: string, values: readonly (string | { value: string; label: string })[]) => [
  <option key="" value="">
    {empty}
  </option>,
  ...values.map((choice) => {
    const { value, label } = typeof choice === "string" ? { value: choice, label: choice } : choice;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  }),
];
