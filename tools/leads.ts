/**
 * `npm run leads`: the agency's view of stored contact messages.
 *   npm run leads                      table of all leads
 *   npm run leads -- --csv             CSV on stdout (e.g. > leads.csv)
 *   npm run leads -- --since 2026-11-01 only leads received on or after that date
 *   npm run leads -- --spam            include messages caught by the honeypot
 *   npm run leads -- --unsent          only leads not e-mailed to the agency yet, with why
 * Reads DATABASE_URL / SQLITE_PATH (environment or .env) like the site does (src/config.ts).
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadEnvFile, readConfig } from "../src/config";
import { openDatabaseReadOnly } from "../src/leads/db";
import { listLeads, type LeadRow } from "../src/leads/leads";
import { visible } from "../src/leads/safe-text";

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value; // no formula injection in spreadsheets
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: LeadRow[]): string {
  const header = [
    "received_at",
    "name",
    "email",
    "phone",
    "subject",
    "message",
    "spam",
    "emailed_at",
    "id",
    "email_status",
  ];
  const lines = rows.map((r) =>
    [
      r.createdAt,
      r.name,
      r.email,
      r.phone,
      r.subject,
      r.message,
      r.isSpam ? "yes" : "no",
      r.notifiedAt ?? "",
      r.id,
      emailStatus(r),
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\n") + "\n";
}

/** Where a lead's e-mail to the agency stands, in words. */
export function emailStatus(r: LeadRow): string {
  if (r.notifiedAt) return "sent";
  if (r.isSpam) return "not sent (spam)";
  const tries = `${r.notifyAttempts} attempt${r.notifyAttempts === 1 ? "" : "s"}`;
  const last = r.notifyError ? `; last error: ${r.notifyError}` : "";
  if (r.givenUpAt) return `UNSENDABLE: gave up after ${tries}${last}`;
  return r.notifyAttempts === 0 ? "pending" : `pending, retrying (${tries}${last})`;
}

/** One line of a column: controls and bidi characters shown as \u{…}, so a lead cannot rewrite the terminal. */
function truncate(text: string, width: number): string {
  const flat = visible(text.replace(/[\t\n\r ]+/g, " "));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

export function toTable(rows: LeadRow[], options: { unsent?: boolean } = {}): string {
  if (rows.length === 0) return options.unsent ? "Every lead has been e-mailed.\n" : "No leads yet.\n";
  const lines = rows.flatMap((r) => {
    const line = `${r.createdAt.slice(0, 16).replace("T", " ")}  ${truncate(r.name, 20)}  ${truncate(r.email, 28)}  ${truncate(r.subject, 16)}  ${truncate(r.message, 40)}${r.isSpam ? "  [spam]" : ""}`;
    // With --unsent, each lead's e-mail status under it, whole: it is what the agency acts on.
    return options.unsent ? [line, `  ${r.id}: ${visible(emailStatus(r))}`] : [line];
  });
  const header = `${"Received (UTC)".padEnd(16)}  ${"Name".padEnd(20)}  ${"E-mail".padEnd(28)}  ${"Subject".padEnd(16)}  Message`;
  return [header, "-".repeat(header.length + 34), ...lines, "", `${rows.length} lead(s)`].join("\n") + "\n";
}

async function main() {
  const { values } = parseArgs({
    options: {
      csv: { type: "boolean" },
      since: { type: "string" },
      spam: { type: "boolean" },
      unsent: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log("Usage: npm run leads -- [--csv] [--since YYYY-MM-DD] [--spam] [--unsent]");
    return;
  }
  let since: Date | undefined;
  if (values.since) {
    since = new Date(values.since);
    if (Number.isNaN(since.getTime())) throw new Error(`--since needs a date like 2026-11-01; got "${values.since}"`);
  }
  loadEnvFile();
  const config = readConfig().leads;
  // Read-only, and never created here: a missing database is an unmounted volume or a wrong
  // path, and an empty one made here would be adopted by the running site (issue 19).
  const db = await openDatabaseReadOnly(config).catch((error: unknown) => {
    throw new Error(
      `Cannot read the leads: ${error instanceof Error ? error.message : String(error)}. ` +
        "Only the site creates its database, when it starts (npm start); check SQLITE_PATH or DATABASE_URL.",
    );
  });
  try {
    const rows = await listLeads(db, { since, includeSpam: values.spam, unsent: values.unsent }).catch(
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (/no such table|does not exist/.test(message)) {
          throw new Error(
            "Cannot read the leads: this database has no leads table yet; the site creates it when it starts.",
          );
        }
        throw error;
      },
    );
    process.stdout.write(values.csv ? toCsv(rows) : toTable(rows, { unsent: values.unsent }));
  } finally {
    await db.destroy();
  }
}

// Run as a command, not when a test imports the formatters.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
