/**
 * The one way the site shows a date: "May 14, 2025", the style of the spec's line "Last updated:
 * May 14, 2025". Post cards, article date lines and the legal pages' "Last updated" all call
 * `formatDisplayDate`; machine-readable dates stay ISO (`<time dateTime>`, JSON-LD) or RFC 822 (RSS).
 * No Node imports: islands (the blog list) use it too.
 */
const options: Intl.DateTimeFormatOptions = {
  month: "long",
  day: "numeric",
  year: "numeric",
  // Content dates are calendar days: read and shown in UTC, so no time zone moves them a day.
  timeZone: "UTC",
};
/** English as the spec writes it ("May 14, 2025"); Hindi as hi-IN does ("14 मई 2025"). */
const displayDate = { en: new Intl.DateTimeFormat("en-US", options), hi: new Intl.DateTimeFormat("hi-IN", options) };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2025-05-14" or a Date → "May 14, 2025" (or "14 मई 2025"). Throws on anything that is not a real calendar day. */
export function formatDisplayDate(date: string | Date, locale: "en" | "hi" = "en"): string {
  if (typeof date === "string" && !ISO_DAY.test(date)) throw new Error(`not a YYYY-MM-DD date: "${date}"`);
  const day = typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date;
  if (Number.isNaN(day.getTime()) || (typeof date === "string" && day.toISOString().slice(0, 10) !== date))
    throw new Error(`not a calendar date: "${String(date)}"`);
  return displayDate[locale].format(day);
}
