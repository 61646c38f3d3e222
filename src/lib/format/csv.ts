/**
 * One CSV cell, safe to open in a spreadsheet: every CSV the tools write (`npm run leads --
 * --csv`, `npm run insights -- --csv`) holds what visitors typed or linked with, and a cell that
 * starts like a formula would run as one (CSV injection).
 */

/**
 * An e-mail address made only of characters no formula can call anything with (no parentheses,
 * quotes, `!` or `|`): `+cmd@example.com` stays as it is, or a mailing service imports a wrong address.
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+$/;

/** What a spreadsheet takes for the start of a formula: = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet could run as a formula gets a leading `'`, unless it is a plain address;
 * a cell with a quote, comma or line break is quoted (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_ADDRESS.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
