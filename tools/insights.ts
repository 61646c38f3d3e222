/**
 * The agency's insights report (docs/insights.md): which pages, channels and campaigns bring
 * visitors and leads.
 *
 *   npm run insights                                  the last 30 days (Asia/Kolkata), as tables
 *   npm run insights -- --from 2026-11-01 --to 2026-11-30
 *   npm run insights -- --csv                         one CSV: section,key,visitors,views,leads,conversion
 *
 * It only reads, and never creates a database (like `npm run leads`).
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadEnvFile, readConfig } from "../src/config";
import { openDatabaseReadOnly } from "../src/leads/store/db";
import { insightsReport, type Report, type Row } from "../src/leads/insights/report";
import { dayBefore, dayOf } from "../src/leads/insights/visitor";
import { visible } from "../src/leads/delivery/safe-text";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECTIONS = [
  ["pages", "Page"],
  ["channels", "Channel · source"],
  ["campaigns", "Campaign"],
  ["days", "Day"],
] as const;

const percent = (r: Row) => `${(r.conversion * 100).toFixed(1)}%`;

/** One CSV: a row per section and key, the total first. */
export function reportCsv(report: Report): string {
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const line = (section: string, r: Row) =>
    [section, cell(r.key), r.visitors, r.views, r.leads, r.conversion.toFixed(4)].join(",");
  return (
    [
      "section,key,visitors,views,leads,conversion",
      line("total", report.total),
      ...SECTIONS.flatMap(([section]) => report[section].map((r) => line(section.replace(/s$/, ""), r))),
    ].join("\n") + "\n"
  );
}

export function reportTables(report: Report): string {
  const table = (title: string, rows: Row[]) => {
    const width = Math.min(48, Math.max(title.length, ...rows.map((r) => r.key.length)));
    const head = `${title.padEnd(width)}  ${"Visitors".padStart(8)}  ${"Views".padStart(7)}  ${"Leads".padStart(5)}  ${"Conversion".padStart(10)}`;
    const body = rows.map((r) => {
      const key = visible(r.key.length > width ? `${r.key.slice(0, width - 1)}…` : r.key).padEnd(width);
      return `${key}  ${String(r.visitors).padStart(8)}  ${String(r.views).padStart(7)}  ${String(r.leads).padStart(5)}  ${percent(r).padStart(10)}`;
    });
    return [head, "-".repeat(head.length), ...(body.length ? body : ["(none)"]), ""].join("\n");
  };
  const t = report.total;
  return [
    `Insights from ${report.from} to ${report.to} (days in Asia/Kolkata)`,
    `${t.visitors} visitor(s), ${t.views} view(s), ${t.leads} lead(s): ${percent(t)} of visitors wrote to us.`,
    "",
    ...SECTIONS.map(([section, title]) => table(title, report[section])),
  ].join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: { from: { type: "string" }, to: { type: "string" }, csv: { type: "boolean" }, help: { type: "boolean" } },
  });
  const usage = "Usage: npm run insights -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--csv]";
  if (values.help) return console.log(usage);
  const today = dayOf(new Date());
  const to = values.to ?? today;
  let from = values.from;
  if (!from) {
    from = to;
    for (let i = 0; i < 29; i++) from = dayBefore(from);
  }
  for (const [name, day] of [
    ["--from", from],
    ["--to", to],
  ] as const) {
    if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
      throw new Error(`${name} needs a date like 2026-11-01; got "${day}"\n${usage}`);
  }
  if (from > to) throw new Error(`--from (${from}) is after --to (${to}).\n${usage}`);
  loadEnvFile();
  const db = await openDatabaseReadOnly(readConfig().leads).catch((error: unknown) => {
    throw new Error(
      `Cannot read the insights: ${error instanceof Error ? error.message : String(error)}. ` +
        "Only the site creates its database, when it starts (npm start); check SQLITE_PATH or DATABASE_URL.",
    );
  });
  try {
    const report = await insightsReport(db, from, to);
    process.stdout.write(values.csv ? reportCsv(report) : reportTables(report));
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
