import { HONEYPOT_FIELD } from "@/lib/contact/schema";

/**
 * The field people never see and bots fill in (HONEYPOT_FIELD): out of sight, out of the tab
 * order and hidden from assistive technology, so that only a script that fills every input
 * sends it. A message with it filled is stored as spam and never delivered.
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-0 left-0 size-px overflow-hidden opacity-0">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
