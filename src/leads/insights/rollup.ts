/**
 * Raw page views are kept 90 days (VIEW_RETENTION_DAYS); then each day's views become its
 * totals per page, channel and campaign (insight_days), which hold no visitor code and no
 * personal data, and the views go. The report reads both, so a range that reaches past 90
 * days still counts those days' visitors and views. Counted the way the report counts them
 * (report.ts), so a day reads the same before and after.
 */
import type { Db } from "../store/db";
import { DIMENSIONS, newTallies, tallyViews, visitorsOf, type ViewRow } from "./report";

/**
 * Turns the views of every day before `firstKept` into that day's totals and deletes them, in
 * one transaction. Safe on several instances at once: a day's totals are the same whoever
 * counts them (its views no longer change), and a second insert of them is skipped.
 */
export async function rollUpViews(db: Db, firstKept: string): Promise<{ days: number; views: number }> {
  return db.transaction().execute(async (trx) => {
    const views: ViewRow[] = await trx
      .selectFrom("insight_views")
      .select(["day", "at", "path", "channel", "source", "campaign", "visitor"])
      .where("day", "<", firstKept)
      .orderBy("visitor")
      .orderBy("at")
      .execute();
    if (views.length === 0) return { days: 0, views: 0 };
    const byDay = new Map<string, ViewRow[]>();
    for (const view of views) {
      const list = byDay.get(view.day);
      if (list) list.push(view);
      else byDay.set(view.day, [view]);
    }
    const rows = [...byDay].flatMap(([day, dayViews]) => {
      const tallies = newTallies();
      tallyViews(dayViews, tallies);
      return Object.entries(DIMENSIONS).flatMap(([dimension, section]) =>
        [...tallies[section]].map(([key, t]) => ({ day, dimension, key, visitors: visitorsOf(t), views: t.views })),
      );
    });
    // 500 rows a statement: within SQLite's and PostgreSQL's limits on bound values.
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto("insight_days")
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(["day", "dimension", "key"]).doNothing())
        .execute();
    }
    const deleted = await trx.deleteFrom("insight_views").where("day", "<", firstKept).executeTakeFirst();
    return { days: byDay.size, views: Number(deleted.numDeletedRows) };
  });
}
