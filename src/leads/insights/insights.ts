/**
 * The agency's first-party insights: one page view per beacon (never per page GET, as the site
 * prefetches on hover), stored without a cookie, an IP address or a user agent, and the visit
 * that brought each lead (docs/insights.md).
 */
import type { Db } from "../store/db";
import type { LeadVisit } from "../store/leads";
import { deviceOf, isAutomated, originOf } from "./classify";
import type { BeaconOutcome, PageView } from "./beacon";
import { FLUSH_MS, ViewRecorder } from "./recorder";
import { ViewCap } from "./view-cap";
import { VISIT_GAP_MS } from "./visit";
import { rollUpViews } from "./rollup";
import { dayBefore, dayOf, Salts, visitorHash, type VisitorSignals } from "./visitor";

/** What the host knows of a request, for the rate limit, the insights and a lead's attribution. */
export interface Client extends VisitorSignals {
  /** The page a form was sent from (its same-origin Referer), else null. */
  page: string | null;
  /** DNT: 1 or Sec-GPC: 1: the visitor asked not to be tracked. */
  declines: boolean;
  /** A prefetch or prerender, not a visit (Sec-Purpose / Purpose). */
  prefetch: boolean;
}

/** What a lead or a sign-up records of the visit that brought it (never the visitor's hash). */
export type Attribution = LeadVisit;

/** How long a page view is kept (the privacy policy's figure). */
export const VIEW_RETENTION_DAYS = 90;

/**
 * The insights' retention: page views older than VIEW_RETENTION_DAYS days (by the agency's
 * day) become their days' totals and go (rollup.ts), and the salts older than yesterday's go
 * (48 hours after their day began, at most).
 */
export async function purgeInsights(db: Db, now: Date): Promise<{ views: number; days: number; salts: number }> {
  const first = new Date(Date.parse(`${dayOf(now)}T00:00:00Z`) - VIEW_RETENTION_DAYS * 86_400_000);
  const rolled = await rollUpViews(db, first.toISOString().slice(0, 10));
  return { ...rolled, salts: await Salts.purge(db, now) };
}

/**
 * A client from its request's headers (`header(name)` in lower case), the address the host
 * believes, and the URL's origin; the same for the Astro routes and the host's own beacon path.
 */
export function clientOfHeaders(
  header: (name: string) => string | null | undefined,
  ip: string,
  origin: string,
): Client {
  const referer = header("referer") ?? "";
  const sameOrigin = URL.canParse(referer) && new URL(referer).origin === origin;
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`;
  return {
    ip,
    userAgent: (header("user-agent") ?? "").slice(0, 500),
    host: URL.canParse(origin) ? new URL(origin).host : "",
    page: sameOrigin ? new URL(referer).pathname.slice(0, 200) : null,
    declines: header("dnt")?.trim() === "1" || header("sec-gpc")?.trim() === "1",
    prefetch: /prefetch|prerender/i.test(purpose),
  };
}

/** A view as a lead's attribution reads it, from the database or from this instance's buffer. */
interface SeenView {
  at: string;
  path: string;
  channel: string;
  source: string | null;
  campaign: string | null;
}

/**
 * On several instances, how long after the form page's view every earlier view of the visit is
 * written: each instance writes its buffer every FLUSH_MS, and the margin covers the write itself
 * and the instances' clocks.
 */
export const SETTLED_MS = FLUSH_MS + 500;

export class Insights {
  readonly recorder: ViewRecorder;
  readonly salts: Salts;
  readonly #cap = new ViewCap();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** Other instances write views to the same database (PostgreSQL); SQLite has one instance. */
    private readonly shared = false,
  ) {
    this.recorder = new ViewRecorder(db);
    this.salts = new Salts(db);
  }

  /**
   * One page view (read from its beacon by beacon.ts's readBeacon). Not counted: a prefetch, a
   * visitor who sends DNT or Sec-GPC, a bot or an automated browser, and a visitor past the
   * day's MAX_VIEWS_A_DAY views.
   */
  async beacon(view: PageView, client: Client): Promise<BeaconOutcome> {
    if (client.prefetch) return { counted: false, why: "prefetch" };
    if (client.declines) return { counted: false, why: "do not track" };
    if (isAutomated(client.userAgent)) return { counted: false, why: "automated" };
    const now = this.now();
    const day = dayOf(now);
    const visitor = visitorHash(await this.salts.of(day), client);
    if (!this.#cap.take(day, visitor)) return { counted: false, why: "the visitor's views of the day" };
    this.recorder.add({
      ...originOf(view.query, view.referrer, client.host),
      day,
      at: now.toISOString(),
      path: view.path,
      device: deviceOf(client.userAgent),
      visitor,
    });
    return { counted: true };
  }

  /**
   * The visit that brought a lead: this visitor's latest views (today's salt, else yesterday's,
   * for a visit across midnight) back to the first 30-minute gap; its first view is the entry,
   * which carries the channel, source and campaign. Found from the same keyed hash, so nothing
   * is kept on the visitor's device; the no-JS forms are attributed too (their pages' views
   * still came by beacon, when JavaScript ran on them). It writes nothing: this instance's
   * unwritten views are read beside the database's. On several instances, a view another one
   * answered may still wait in its buffer: until the form page's own view is SETTLED_MS old (or,
   * without one, once for SETTLED_MS) the look-up waits and looks again, if `deadline` (ms since
   * the epoch) leaves the time.
   */
  async attribute(client: Client, deadline = Infinity): Promise<Attribution> {
    const none: Attribution = { entryPage: null, channel: null, source: null, campaign: null, formPage: client.page };
    if (client.declines || client.prefetch) return none;
    const today = dayOf(this.now());
    const hashes = await Promise.all(
      [today, dayBefore(today)].map(async (d) => visitorHash(await this.salts.of(d), client)),
    );
    let views = await this.#latestViews(hashes);
    const wait = this.shared ? this.#unsettled(views, client.page) : 0;
    if (wait > 0 && Date.now() + wait < deadline) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      views = await this.#latestViews(hashes);
    }
    if (views.length === 0) return none;
    let entry = views[0]!;
    for (const view of views.slice(1)) {
      if (Date.parse(entry.at) - Date.parse(view.at) > VISIT_GAP_MS) break;
      entry = view;
    }
    return {
      entryPage: entry.path,
      channel: entry.channel,
      source: entry.source,
      campaign: entry.campaign,
      formPage: client.page,
    };
  }

  /** The visitor's views of the last 48 hours, the latest first: the database's and this instance's unwritten ones. */
  async #latestViews(hashes: string[]): Promise<SeenView[]> {
    const since = new Date(this.now().getTime() - 48 * 3_600_000).toISOString();
    const stored = await this.db
      .selectFrom("insight_views")
      .select(["at", "path", "channel", "source", "campaign"])
      .where("visitor", "in", hashes)
      .where("at", ">=", since)
      .orderBy("at", "desc")
      .limit(500)
      .execute();
    const unwritten = this.recorder.unwritten(hashes).filter((v) => v.at >= since);
    return [...stored, ...unwritten].sort((a, b) => b.at.localeCompare(a.at));
  }

  /** How long until every view before the form page's is written, on whichever instance answered it. */
  #unsettled(views: SeenView[], page: string | null): number {
    if (page === null) return 0;
    const formView = views.find((v) => v.path === page);
    if (!formView) return SETTLED_MS;
    // At most SETTLED_MS, should another instance's clock run ahead of this one's.
    return Math.min(SETTLED_MS, Math.max(0, Date.parse(formView.at) + SETTLED_MS - this.now().getTime()));
  }

  close(): Promise<void> {
    return this.recorder.flush();
  }
}
