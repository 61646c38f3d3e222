/**
 * What a visit is, for a lead's attribution (insights.ts), the report (report.ts) and the days'
 * totals (rollup.ts). Its own module, so that none of them imports another back.
 */

/** A visit: a visitor's views without a gap this long. */
export const VISIT_GAP_MS = 30 * 60_000;
