/**
 * Words and figures as a language writes them: messages filled in, plurals, numbers and dates
 * (Intl: hi-IN groups in lakhs and crores, 1,23,45,678; dates are lib/format/dates.ts). No catalogue
 * here: islands import this module, and a catalogue would ship both languages to the browser.
 */
import { LANGUAGES, type Locale } from "./locale";

/** Plural forms: "one" and "other" (Intl.PluralRules; in Hindi 0 and 1 are both "one"). */
export type Plural = { readonly one: string; readonly other: string };

/** A message with its `{name}` values filled in. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A number as the language writes it. */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LANGUAGES[locale].intl).format(value);
}

/** The plural form for `count` in the language, filled with it (and `values`). */
export function plural(
  locale: Locale,
  forms: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(LANGUAGES[locale].intl).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { count: formatNumber(locale, count), ...values });
}
