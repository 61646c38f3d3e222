/**
 * The agency's insights report (docs/insights.md): which pages, channels and campaigns bring
 * visitors and leads.
 *
 *   npm run insights                                  the last 30 days (Asia/Kolkata), as tables
 *   npm run insights -- --from 2026-11-01 --to 2026-11-30
 *   npm run insights -- --csv                         one CSV: section,key,visitors,views,leads,conversion
 *   npm run insights -- --hash-password               asks for the /insights password (or reads it from
 *                                                     stdin) and prints INSIGHTS_PASSWORD_HASH's value
 *
 * It only reads, and never creates a database (like `npm run leads`).
 */
import { parseArgs } from "node:util";
import { loadEnvFile, readConfig } from "../src/config";
import { openDatabaseReadOnly } from "../src/leads/store/db";
import { insightsReport, type Report, type Row } from "../src/leads/insights/report";
import { dayBefore, dayOf } from "../src/leads/insights/visitor";
import { visible } from "../src/leads/delivery/safe-text";
import { csvCell } from "../src/lib/format/csv";
import { hashPassword } from "../src/leads/insights/password";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECTIONS = [
  ["pages", "Page"],
  ["channels", "Channel · source"],
  ["campaigns", "Campaign"],
  ["languages", "Language"],
  ["days", "Day"],
] as const;

const percent = (r: Row) => `${(r.conversion * 100).toFixed(1)}%`;
const withoutVisit = ({ leadsWithoutVisit: n }: Report) =>
  n ? ` (${n} lead(s) with no recorded visit are not in the rate)` : "";

/** One CSV: a row per section and key, the total first. */
export function reportCsv(report: Report): string {
  const line = (section: string, r: Row) =>
    [section, csvCell(r.key), r.visitors, r.views, r.leads, r.conversion.toFixed(4)].join(",");
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
    `${t.visitors} visitor(s), ${t.views} view(s), ${t.leads} lead(s): ${percent(t)} of visitors wrote to us${withoutVisit(report)}.`,
    "",
    ...SECTIONS.map(([section, title]) => table(title, report[section])),
  ].join("\n");
}

export async function runInsights(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      csv: { type: "boolean" },
      "hash-password": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  const usage = `Usage: npm run insights -- [options]   (in the container: ignite insights [options])

  (no option)           the last 30 days (Asia/Kolkata) as tables: pages, channels, campaigns, languages, days
  --from YYYY-MM-DD     the first day of the report
  --to YYYY-MM-DD       the last day (default: today)
  --csv                 one CSV on stdout: section,key,visitors,views,leads,conversion
  --hash-password       asks for the /insights password (or reads stdin) and prints its hash
  --help                this text

It only reads, and never creates the database.`;
  if (values.help) return console.log(usage);
  if (values["hash-password"]) return printPasswordHash();
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

/** The least a staff password may be: long enough that the limited sign-ins cannot guess it. */
export const MIN_PASSWORD_LENGTH = 12;

/** Reads the password (hidden at a terminal, else one line of stdin) and prints its hash. */
async function printPasswordHash() {
  const password = process.stdin.isTTY ? await askHidden("Password for /insights: ") : await firstLine();
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new Error(`A password for /insights needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  const hash = await hashPassword(password);
  process.stderr.write("Set this in the site's environment (or .env), then restart it:\n");
  process.stdout.write(`INSIGHTS_PASSWORD_HASH=${hash}\n`);
}

async function firstLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

/** Reads a line at the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    const stdin = process.stdin;
    let text = "";
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === "\r" || ch === "\n") return done(text);
        if (ch === "\u0003") return done(undefined);
        if (ch === "\u007f") text = [...text].slice(0, -1).join("");
        else text += ch;
      }
    };
    const done = (value: string | undefined) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stderr.write("\n");
      if (value === undefined) reject(new Error("Cancelled."));
      else resolve(value);
    };
    stdin.on("data", onData);
  });
}
