/**
 * The agency's report (`npm run insights`; the /insights dashboard will read the same): visitors,
 * views, leads and the conversion rate, in total, per page, per channel and source, per campaign
 * and per day, over a range of the agency's days (Asia/Kolkata).
 *
 * A visit is a visitor's views on one day without a 30-minute gap; its first view (the entry)
 * says where it came from, so a visit that moved on to other pages (whose own views have no
 * outside referrer) stays with the channel and campaign that brought it. A lead counts for
 * the entry page, channel, source and campaign it recorded.
 */
import type { Db } from "../store/db";
import { VISIT_GAP_MS } from "./insights";
import { dayOf } from "./visitor";

export interface Row {
  key: string;
  visitors: number;
  views: number;
  leads: number;
  /** leads ÷ visitors, 0 without visitors. */
  conversion: number;
}

export interface Report {
  from: string;
  to: string;
  total: Row;
  pages: Row[];
  channels: Row[];
  campaigns: Row[];
  days: Row[];
}

interface Tally {
  visitors: Set<string>;
  views: number;
  leads: number;
}

const KOLKATA = "+05:30";

/** The first instant of an agency's day, in UTC (ISO). */
const startOf = (day: string) => new Date(`${day}T00:00:00${KOLKATA}`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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
    .select(["created_at", "entry_page", "channel", "source", "campaign"])
    .where("is_spam", "=", 0)
    .where("created_at", ">=", startOf(from))
    .where("created_at", "<", startOf(nextDay(to)))
    .execute();

  const tallies = {
    total: new Map<string, Tally>(),
    pages: new Map<string, Tally>(),
    channels: new Map<string, Tally>(),
    campaigns: new Map<string, Tally>(),
    days: new Map<string, Tally>(),
  };
  const tally = (map: Map<string, Tally>, key: string) => {
    let t = map.get(key);
    if (!t) map.set(key, (t = { visitors: new Set(), views: 0, leads: 0 }));
    return t;
  };
  const sourceKey = (channel: string | null, source: string | null) =>
    `${channel ?? "unknown"} · ${source ?? "(none)"}`;

  let entry: (typeof views)[number] | undefined;
  let last: (typeof views)[number] | undefined;
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
      [tallies.channels, sourceKey(entry!.channel, entry!.source)],
      ...(entry!.campaign ? [[tallies.campaigns, entry!.campaign] as const] : []),
    ] as const) {
      const t = tally(map, key);
      t.visitors.add(who);
      t.views++;
    }
  }
  for (const lead of leads) {
    tally(tallies.total, "all").leads++;
    tally(tallies.days, dayOf(new Date(lead.created_at))).leads++;
    if (lead.entry_page) tally(tallies.pages, lead.entry_page).leads++;
    if (lead.channel) tally(tallies.channels, sourceKey(lead.channel, lead.source)).leads++;
    if (lead.campaign) tally(tallies.campaigns, lead.campaign).leads++;
  }

  const rows = (map: Map<string, Tally>) =>
    [...map].map(([key, t]): Row => ({
      key,
      visitors: t.visitors.size,
      views: t.views,
      leads: t.leads,
      conversion: t.visitors.size ? t.leads / t.visitors.size : 0,
    }));
  const byWeight = (a: Row, b: Row) => b.visitors - a.visitors || b.leads - a.leads || a.key.localeCompare(b.key);
  return {
    from,
    to,
    total: rows(tallies.total)[0] ?? { key: "all", visitors: 0, views: 0, leads: 0, conversion: 0 },
    pages: rows(tallies.pages).sort(byWeight),
    channels: rows(tallies.channels).sort(byWeight),
    campaigns: rows(tallies.campaigns).sort(byWeight),
    days: rows(tallies.days).sort((a, b) => a.key.localeCompare(b.key)),
  };
}
