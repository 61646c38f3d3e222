/**
 * What the /insights dashboard shows, apart from its markup: the range a URL asks for (the last
 * 7, 30 or 90 of the agency's days, or a custom one), and the days of a chart, every day of the
 * range present whether or not anything happened on it.
 */
import type { Report, Row } from "./report";
import { dayBefore, dayOf } from "./visitor";

export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
/** The longest custom range: a year and a day. */
export const MAX_RANGE_DAYS = 366;

export interface Range {
  from: string;
  to: string;
  /** The preset it is, or null for a custom range. */
  preset: Preset | null;
  /** Why the custom range asked for was not taken (the default is shown instead). */
  error?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

function lastDays(count: number, today: string): { from: string; to: string } {
  let from = today;
  for (let i = 1; i < count; i++) from = dayBefore(from);
  return { from, to: today };
}

/** The number of days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `?days=7|30|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`; anything else is the last 30 days. */
export function rangeOf(params: URLSearchParams, now: Date): Range {
  const today = dayOf(now);
  const fallback = { ...lastDays(30, today), preset: 30 as const };
  const from = params.get("from")?.trim();
  const to = params.get("to")?.trim();
  if (from || to) {
    if (!from || !to || !isDay(from) || !isDay(to))
      return { ...fallback, error: "Give both dates of a custom range, as dates." };
    if (from > to) return { ...fallback, error: "The range's first day comes after its last." };
    if (daysIn(from, to) > MAX_RANGE_DAYS) return { ...fallback, error: "A custom range can be a year long at most." };
    return { from, to, preset: null };
  }
  const days = Number(params.get("days"));
  const preset = PRESETS.find((p) => p === days);
  return preset ? { ...lastDays(preset, today), preset } : fallback;
}

/** Every day of the report's range, in order, with its figures (zero on a day with none). */
export function everyDay(report: Pick<Report, "from" | "to" | "days">): Row[] {
  const byDay = new Map(report.days.map((row) => [row.key, row]));
  const days: Row[] = [];
  for (let day = report.from; day <= report.to;) {
    days.push(byDay.get(day) ?? { key: day, visitors: 0, views: 0, leads: 0, conversion: 0 });
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days;
}

/** A scale's top: the smallest of 1, 2, 2.5, 5 × 10ⁿ (whole) at or above the largest value (at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 2.5, 5, 7.5, 10].map((m) => m * power).filter(Number.isInteger);
  return steps.find((m) => m >= value) ?? 10 * power;
}

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "12 Nov". */
export const shortDay = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));
/** "Thu, 12 Nov 2026". */
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/** "4.2%", one decimal; "–" without visitors. */
export function percent(row: Pick<Row, "conversion" | "visitors">): string {
  return row.visitors ? `${(row.conversion * 100).toFixed(1)}%` : "–";
}
