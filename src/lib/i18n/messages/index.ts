/**
 * The typed message catalogue (ADR 0023): English (en.ts) is the shape, Hindi (hi.ts) must
 * have every key of it. Server code reads a language's words with `messages(locale)`; an island
 * gets the part it shows as a prop, so no page ships the other language's words.
 */
import type { Locale } from "../locale";
import { en } from "./en";
import { hi } from "./hi";

/** The catalogue's shape: English's keys, with any words (string leaves) in their place. */
export type Catalogue<T = typeof en> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type Messages = Catalogue;

const catalogues: Record<Locale, Messages> = { en, hi };

/** The keys of a catalogue, as dotted paths, for the check below and its test. */
export function keysOf(value: unknown, at = ""): string[] {
  if (typeof value === "string") return [at];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, at ? `${at}.${k}` : k));
}

/**
 * The keys one catalogue has and the other lacks. The types already say so at `astro check`;
 * this says it when the build renders a page, so a catalogue edited without a typecheck (a
 * translator's) still stops the build.
 */
export function missingKeys(reference: Messages, other: Messages): string[] {
  const have = new Set(keysOf(other));
  return keysOf(reference).filter((k) => !have.has(k));
}

const missing = [
  ...missingKeys(en, hi).map((k) => `hi lacks ${k}`),
  ...missingKeys(hi, en).map((k) => `hi has ${k}, en does not`),
];
if (missing.length) throw new Error(`The message catalogues differ: ${missing.join("; ")}`);

export function messages(locale: Locale): Messages {
  return catalogues[locale];
}

import { fill } from "../format";
export { fill, formatNumber, plural, type Plural } from "../format";

/** A case study's category in a language ("Web Application" is वेब ऐप्लिकेशन); the data keeps the English. */
export function projectCategory(locale: Locale, category: string): string {
  return (messages(locale).projects.categories as Record<string, string>)[category] ?? category;
}

/** A case study's duration ("18 weeks", as the content writes it) in a language. */
export function projectDuration(locale: Locale, duration: string): string {
  const weeks = /^(\d+) weeks$/.exec(duration)?.[1];
  return weeks ? fill(messages(locale).projects.weeks, { count: weeks }) : duration;
}

/**
 * The language a contact form or a newsletter box was sent in, from the `lang` it sends (the
 * Hindi pages send "hi"; anything else, or nothing, is English): the lead is stored with it and
 * the server answers a field in its words.
 */
export function submissionLanguage(value: unknown): { code: Locale; words?: Messages["contact"]["errors"] } {
  if (value === "hi") return { code: "hi", words: messages("hi").contact.errors };
  return { code: "en" };
}
