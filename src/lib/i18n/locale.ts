/**
 * The site's languages (issue 55): English at today's URLs, Hindi under /hi/. Every URL, date,
 * number and tag that differs by language asks here. Pure, so the browser can use it too.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** What each language is called and written as, in each place a page says it. */
export const LANGUAGES = {
  en: { htmlLang: "en-GB", intl: "en-GB", ogLocale: "en_GB", hreflang: "en", prefix: "", name: "English" },
  hi: { htmlLang: "hi-IN", intl: "hi-IN", ogLocale: "hi_IN", hreflang: "hi", prefix: "/hi", name: "हिन्दी" },
} as const satisfies Record<
  Locale,
  { htmlLang: string; intl: string; ogLocale: string; hreflang: string; prefix: string; name: string }
>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: "/hi" and "/hi/…" are Hindi, everything else English. */
export function localeOfPath(path: string): Locale {
  return path === "/hi" || path.startsWith("/hi/") ? "hi" : "en";
}

/** A path without its language prefix: "/hi/about" → "/about", "/hi" → "/". */
export function withoutLocale(path: string): string {
  if (localeOfPath(path) === "en") return path;
  return path.slice(3) || "/";
}

/** A site path in a language: ("/about", "hi") → "/hi/about"; ("/", "hi") → "/hi"; English paths as they are. */
export function localizePath(path: string, locale: Locale): string {
  const base = withoutLocale(path);
  const prefix = LANGUAGES[locale].prefix;
  if (!prefix) return base;
  return base === "/" ? prefix : `${prefix}${base}`;
}

/** The other language of the two: where the language switch leads. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "hi" : "en";
}

/** The language of the page this script runs on, from <html lang> (in the browser only). */
export function documentLocale(): Locale {
  return document.documentElement.lang.startsWith("hi") ? "hi" : "en";
}
