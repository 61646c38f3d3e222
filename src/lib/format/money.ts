/**
 * Prices as buyers read them: rupees in lakh and crore (₹8 lakh, ₹1.2 crore), dollars in
 * thousands (US$10k), a range with one unit where both ends share it.
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

const trim = (value: number) => String(Number(value.toFixed(1)));

/** The units' names in each language (issue 55): the same figures, "₹8–20 लाख" in Hindi. */
const UNITS = { en: { lakh: "lakh", crore: "crore" }, hi: { lakh: "लाख", crore: "करोड़" } } as const;

function inrUnit(amount: number, locale: "en" | "hi"): { value: string; unit: string } {
  if (amount >= CRORE) return { value: trim(amount / CRORE), unit: UNITS[locale].crore };
  if (amount >= LAKH) return { value: trim(amount / LAKH), unit: UNITS[locale].lakh };
  return { value: amount.toLocaleString("en-IN"), unit: "" };
}

/** ₹1.5–3 lakh; ₹60 lakh–1.2 crore (₹1.5–3 लाख in Hindi). */
export function formatInrRange(from: number, to: number, locale: "en" | "hi" = "en"): string {
  const a = inrUnit(from, locale);
  const b = inrUnit(to, locale);
  if (a.unit === b.unit) return `₹${a.value}–${b.value}${b.unit ? ` ${b.unit}` : ""}`;
  return `₹${a.value}${a.unit ? ` ${a.unit}` : ""}–${b.value} ${b.unit}`;
}

function usd(amount: number): string {
  return amount >= 1_000 ? `${trim(amount / 1_000)}k` : String(amount);
}

/** US$2k–4k. */
export function formatUsdRange(from: number, to: number): string {
  return `US$${usd(from)}–${usd(to)}`;
}
