/**
 * The agency's report (`npm run insights` and the /insights dashboard): visitors,
 * views, leads and the conversion rate, in total, per page, per channel and source, per campaign
 * and per day, over a range of the agency's days (Asia/Kolkata).
 *
 * A visit is a visitor's views on one day without a 30-minute gap; its first view (the entry)
 * says where it came from, so a visit that moved on to other pages (whose own views have no
 * outside referrer) stays with the channel and campaign that brought it. A lead counts for
 * the entry page, channel, source and campaign it recorded. The conversion rate is a share of
 * visitors, so only leads with a recorded visit are in it, and it never passes 100 %.
 */
import { localeOfPath } from "@/lib/i18n/locale";
import type { Db } from "../store/db";
import { visible } from "../delivery/safe-text";
import { VISIT_GAP_MS } from "./visit";
import { dayOf } from "./visitor";

export interface Row {
  key: string;
  visitors: number;
  views: number;
  /** Every lead, with a recorded visit or not. */
  leads: number;
  /**
   * The share of visitors who wrote to us: the leads with a recorded visit ÷ visitors, at most 1
   * (a lead does not say which visitor sent it, so one who wrote twice counts twice, up to the
   * visitors there were); 0 without visitors.
   */
  conversion: number;
}

export interface Report {
  from: string;
  to: string;
  total: Row;
  pages: Row[];
  channels: Row[];
  campaigns: Row[];
  /** By the language of the page viewed (its path: /hi/… is Hindi) and of the form a lead sent. */
  languages: Row[];
  days: Row[];
  /**
   * Leads with no recorded visit (a visitor who sends Do Not Track, or browses without
   * JavaScript): in the leads, not in the rate, as none of their visitors were counted.
   */
  leadsWithoutVisit: number;
}

interface Tally {
  /** The day's visitor codes ("day:visitor"), from the raw views. */
  visitors: Set<string>;
  /** Visitors counted in a day's totals (insight_days), past the raw views' 90 days. */
  counted: number;
  views: number;
  leads: number;
  /** The leads that came with a recorded visit: the rate's numerator. */
  visited: number;
}

/** The tallies of a report: one map a section, by key. */
export interface Tallies {
  total: Map<string, Tally>;
  pages: Map<string, Tally>;
  channels: Map<string, Tally>;
  campaigns: Map<string, Tally>;
  languages: Map<string, Tally>;
  days: Map<string, Tally>;
}

/** What a tally needs of a page view. */
export interface ViewRow {
  day: string;
  at: string;
  path: string;
  channel: string;
  source: string | null;
  campaign: string | null;
  visitor: string;
}

const KOLKATA = "+05:30";

/** The first instant of an agency's day, in UTC (ISO). */
const startOf = (day: string) => new Date(`${day}T00:00:00${KOLKATA}`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const newTallies = (): Tallies => ({
  total: new Map(),
  pages: new Map(),
  channels: new Map(),
  campaigns: new Map(),
  languages: new Map(),
  days: new Map(),
});

export function tallyOf(map: Map<string, Tally>, key: string): Tally {
  let t = map.get(key);
  if (!t) map.set(key, (t = { visitors: new Set(), counted: 0, views: 0, leads: 0, visited: 0 }));
  return t;
}

/** The channel table's key: "social · linkedin". */
export const sourceKey = (channel: string | null, source: string | null) =>
  `${channel ?? "unknown"} · ${source ?? "(none)"}`;

/**
 * Counts views, ordered by visitor and time, into the tallies: each view under its page and
 * day, and under the channel, source and campaign of its visit's entry.
 */
export function tallyViews(views: Iterable<ViewRow>, tallies: Tallies): void {
  let entry: ViewRow | undefined;
  let last: ViewRow | undefined;
  for (const view of views) {
    const sameVisit =
      last &&
      last.visitor === view.visitor &&
      last.day === view.day &&
      Date.parse(view.at) - Date.parse(last.at) <= VISIT_GAP_MS;
    if (!sameVisit) entry = view;
    last = view;
    // A visitor is one per day: the code changes at midnight.
    const who = `${view.day}:${view.visitor}`;
    for (const [map, key] of [
      [tallies.total, "all"],
      [tallies.pages, view.path],
      [tallies.days, view.day],
      [tallies.languages, localeOfPath(view.path)],
      [tallies.channels, sourceKey(entry!.channel, entry!.source)],
      ...(entry!.campaign ? [[tallies.campaigns, entry!.campaign] as const] : []),
    ] as const) {
      const t = tallyOf(map, key);
      t.visitors.add(who);
      t.views++;
    }
  }
}

/** The sections of insight_days, and the tallies each one adds to. */
export const DIMENSIONS = {
  total: "total",
  page: "pages",
  channel: "channels",
  campaign: "campaigns",
  language: "languages",
} as const;

/** A tally's visitors: the raw views' distinct codes and the days' totals. */
export const visitorsOf = (t: Tally) => t.visitors.size + t.counted;

export async function insightsReport(db: Db, from: string, to: string): Promise<Report> {
  const views = await db
    .selectFrom("insight_views")
    .select(["day", "at", "path", "channel", "source", "campaign", "visitor"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("visitor")
    .orderBy("at")
    .execute();
  const leads = await db
    .selectFrom("contact_messages")
    .select(["created_at", "entry_page", "channel", "source", "campaign", "language"])
    .where("is_spam", "=", 0)
    .where("created_at", ">=", startOf(from))
    .where("created_at", "<", startOf(nextDay(to)))
    .execute();

  const days = await db
    .selectFrom("insight_days")
    .selectAll()
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();

  const tallies = newTallies();
  tallyViews(views, tallies);
  // Days past the raw views' 90 days: their totals.
  for (const row of days) {
    const section = DIMENSIONS[row.dimension as keyof typeof DIMENSIONS];
    if (!section) continue;
    for (const [map, key] of [
      [tallies[section], row.dimension === "total" ? "all" : row.key],
      ...(row.dimension === "total" ? [[tallies.days, row.day] as const] : []),
    ] as const) {
      const t = tallyOf(map, key);
      t.counted += Number(row.visitors);
      t.views += Number(row.views);
    }
  }
  const count = (t: Tally, visited: boolean) => {
    t.leads++;
    if (visited) t.visited++;
  };
  for (const lead of leads) {
    // The entry page is recorded whenever a visit was found (channel and campaign only with one).
    const visited = lead.entry_page !== null;
    count(tallyOf(tallies.total, "all"), visited);
    count(tallyOf(tallies.days, dayOf(new Date(lead.created_at))), visited);
    if (lead.entry_page) count(tallyOf(tallies.pages, lead.entry_page), true);
    if (lead.channel) count(tallyOf(tallies.channels, sourceKey(lead.channel, lead.source)), true);
    if (lead.campaign) count(tallyOf(tallies.campaigns, lead.campaign), true);
    count(tallyOf(tallies.languages, lead.language), visited);
  }

  // Views stored before classify.ts stripped invisible characters may hold them: every key is
  // shown as visible text, on the dashboard, in the CSV and in the tables alike.
  const rows = (map: Map<string, Tally>) =>
    [...map].map(([key, t]): Row => ({
      key: visible(key),
      visitors: visitorsOf(t),
      views: t.views,
      leads: t.leads,
      conversion: visitorsOf(t) ? Math.min(t.visited, visitorsOf(t)) / visitorsOf(t) : 0,
    }));
  const all = tallies.total.get("all");
  const byWeight = (a: Row, b: Row) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key);
  return {
    from,
    to,
    total: rows(tallies.total)[0] ?? { key: "all", visitors: 0, views: 0, leads: 0, conversion: 0 },
    pages: rows(tallies.pages).sort(byWeight),
    channels: rows(tallies.channels).sort(byWeight),
    campaigns: rows(tallies.campaigns).sort(byWeight),
    languages: rows(tallies.languages).sort(byWeight),
    days: rows(tallies.days).sort((a, b) => a.key.localeCompare(b.key)),
    leadsWithoutVisit: all ? all.leads - all.visited : 0,
  };
}
