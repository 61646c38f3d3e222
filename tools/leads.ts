/**
 * `npm run leads`: the agency's view of stored contact messages and subscribers, and the
 * privacy policy's deletions.
 *   npm run leads                        table of all leads
 *   npm run leads -- --csv               CSV on stdout (e.g. > leads.csv)
 *   npm run leads -- --since 2026-11-01  only leads received on or after that date
 *   npm run leads -- --spam              include messages caught by the honeypot
 *   npm run leads -- --unsent            only leads not e-mailed (or not posted to the webhook) yet, with why
 *   npm run leads -- --subscribers [--csv] the confirmed newsletter subscribers, with their consent
 *   npm run leads -- --purge             delete what the retention period has run out on, now
 *   npm run leads -- --erase <email>     delete everything stored about that person
 * Reads DATABASE_URL / SQLITE_PATH (environment or .env) like the site does (src/config.ts).
 * Listing only reads; --purge and --erase write, and neither ever creates a database.
 */
import { parseArgs } from "node:util";
import { loadEnvFile, readConfig } from "../src/config";
import { openDatabaseForMaintenance, openDatabaseReadOnly, type Db } from "../src/leads/store/db";
import { listLeads, type LeadRow, type WebhookCall } from "../src/leads/store/leads";
import { listSubscribers, newsletterKey, type Subscriber } from "../src/leads/consent/newsletter";
import { erasePerson, purge } from "../src/leads/consent/retention";
import { purgeInsights, VIEW_RETENTION_DAYS } from "../src/leads/insights/insights";
import { visible } from "../src/leads/delivery/safe-text";
import { csvCell } from "../src/lib/format/csv";
import { heartbeat, progress } from "./progress.mjs";

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
    "entry_page",
    "channel",
    "source",
    "campaign",
    "form_page",
    "budget",
    "language",
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
      r.visit.entryPage ?? "",
      r.visit.channel ?? "",
      r.visit.source ?? "",
      r.visit.campaign ?? "",
      r.visit.formPage ?? "",
      r.budget,
      r.language,
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

/** Where one of a lead's webhook calls stands, in words. */
export function webhookStatus(w: WebhookCall): string {
  if (w.deliveredAt) return "delivered";
  const tries = `${w.attempts} attempt${w.attempts === 1 ? "" : "s"}`;
  const last = w.error ? `; last error: ${w.error}` : "";
  if (w.givenUpAt) return `UNDELIVERED: gave up after ${tries}${last}`;
  return w.attempts === 0 ? "pending" : `pending, retrying (${tries}${last})`;
}

/** The endpoint a call went to, by its host only: a webhook URL's path often holds its token. */
function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "an endpoint that is not a URL";
  }
}

export function subscribersCsv(rows: Subscriber[]): string {
  const header = ["email", "confirmed_at", "signed_up_at", "page", "privacy_notice_version"];
  const lines = rows.map((r) =>
    [r.email, r.confirmedAt ?? "", r.signedUpAt, r.page ?? "", r.policyVersion ?? ""].map(csvCell).join(","),
  );
  return [header.join(","), ...lines].join("\n") + "\n";
}

export function subscribersTable(rows: Subscriber[]): string {
  if (rows.length === 0) return "No confirmed subscribers yet.\n";
  const header = `${"E-mail".padEnd(36)}  ${"Consent given (UTC)".padEnd(19)}  ${"Page".padEnd(20)}  Privacy notice`;
  const lines = rows.map(
    (r) =>
      `${truncate(r.email, 36)}  ${(r.confirmedAt?.slice(0, 16).replace("T", " ") ?? "not recorded").padEnd(19)}  ${truncate(r.page ?? "", 20)}  ${r.policyVersion ?? "before double opt-in"}`,
  );
  return [header, "-".repeat(header.length + 4), ...lines, "", `${rows.length} subscriber(s)`].join("\n") + "\n";
}

/** One line of a column: controls and bidi characters shown as \u{…}, so a lead cannot rewrite the terminal. */
function truncate(text: string, width: number): string {
  const flat = visible(text.replace(/[\t\n\r ]+/g, " "));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

/** "came from linkedin (social), campaign launch; entered on /services/x; sent from /contact" */
export function visitLine(r: LeadRow): string | undefined {
  const { channel, source, campaign, entryPage, formPage } = r.visit;
  const parts = [
    channel ? `came from ${source && source !== channel ? `${source} (${channel})` : channel}` : null,
    campaign ? `campaign ${campaign}` : null,
    entryPage ? `entered on ${entryPage}` : null,
    formPage ? `sent from ${formPage}` : null,
  ].filter(Boolean);
  return parts.length ? visible(parts.join(", ")) : undefined;
}

export function toTable(rows: LeadRow[], options: { unsent?: boolean } = {}): string {
  if (rows.length === 0)
    return options.unsent ? "Every lead has been e-mailed and every webhook call delivered.\n" : "No leads yet.\n";
  const lines = rows.flatMap((r) => {
    const line = `${r.createdAt.slice(0, 16).replace("T", " ")}  ${truncate(r.name, 20)}  ${truncate(r.email, 28)}  ${truncate(r.subject, 16)}  ${truncate(r.message, 40)}${r.isSpam ? "  [spam]" : ""}`;
    // Under it, where it came from (insights), when a visit was found.
    const visit = visitLine(r);
    const withVisit = visit ? [line, `  ${visit}`] : [line];
    // With --unsent, each lead's e-mail (and webhook) status under it, whole: it is what the agency acts on.
    if (!options.unsent) return withVisit;
    return [
      ...withVisit,
      `  ${r.id}: ${visible(emailStatus(r))}`,
      ...r.webhooks
        .filter((w) => !w.deliveredAt)
        .map((w) => `  ${r.id}: webhook to ${visible(endpointHost(w.endpoint))}: ${visible(webhookStatus(w))}`),
    ];
  });
  const header = `${"Received (UTC)".padEnd(16)}  ${"Name".padEnd(20)}  ${"E-mail".padEnd(28)}  ${"Subject".padEnd(16)}  Message`;
  return [header, "-".repeat(header.length + 34), ...lines, "", `${rows.length} lead(s)`].join("\n") + "\n";
}

const USAGE = `Usage: npm run leads -- [options]   (in the container: ignite leads [options])

  (no option)         every lead as a table, newest last
  --csv               the same as CSV on stdout (cells a spreadsheet could run are escaped)
  --since YYYY-MM-DD  only leads received on or after that day
  --spam              include messages caught by the honeypot
  --unsent            only leads not e-mailed, or not delivered to the webhook, yet, with why
  --subscribers       the confirmed newsletter subscribers with their consent (--csv too)
  --purge             delete now what the retention period has run out on
  --erase <email>     delete everything stored about that person (an erasure request)
  --help              this text

It reads DATABASE_URL or SQLITE_PATH like the site (environment, else .env), and never
creates or migrates the database.`;

const tableMissing = (error: unknown) =>
  /no such table|does not exist/.test(error instanceof Error ? error.message : String(error));

/** Reads or writes the database, with every way it can be missing said in one sentence. */
async function withDatabase(mode: "read" | "write", work: (db: Db) => Promise<void>): Promise<void> {
  const config = readConfig().leads;
  // Never created here: a missing database is an unmounted volume or a wrong path, and an
  // empty one made here would be adopted by the running site (issue 19).
  const open = mode === "read" ? openDatabaseReadOnly : openDatabaseForMaintenance;
  const db = await open(config).catch((error: unknown) => {
    throw new Error(
      `Cannot read the leads: ${error instanceof Error ? error.message : String(error)}. ` +
        "Only the site creates its database, when it starts (npm start); check SQLITE_PATH or DATABASE_URL.",
    );
  });
  try {
    await work(db).catch((error: unknown) => {
      if (tableMissing(error)) {
        throw new Error(
          "Cannot read the leads: this database has no leads table yet, or an older one; the site creates and updates it when it starts.",
        );
      }
      throw error;
    });
  } finally {
    await db.destroy();
  }
}

export async function runLeads(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      csv: { type: "boolean" },
      since: { type: "string" },
      spam: { type: "boolean" },
      unsent: { type: "boolean" },
      subscribers: { type: "boolean" },
      purge: { type: "boolean" },
      erase: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  loadEnvFile();
  const actions = [values.subscribers, values.purge, values.erase !== undefined].filter(Boolean).length;
  if (actions > 1) throw new Error(`Use one of --subscribers, --purge and --erase at a time.\n${USAGE}`);
  if (values.erase !== undefined) {
    const email = values.erase.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`--erase needs an e-mail address; got "${values.erase}"`);
    const config = readConfig().leads;
    return withDatabase("write", async (db) => {
      const erased = await erasePerson(db, await newsletterKey(db), email, config.mailDir);
      process.stdout.write(
        [
          `Erased everything stored about ${visible(email)}:`,
          `  enquiries:                 ${erased.enquiries}`,
          `  their webhook calls:       ${erased.webhookCalls}`,
          `  newsletter subscriptions:  ${erased.subscriptions} (pending or confirmed)`,
          `  unsubscribe records:       ${erased.suppressions}`,
          `  e-mail files in MAIL_DIR:  ${erased.mailFiles.length}${erased.mailFiles.map((f) => `\n    ${f}`).join("")}`,
          "  rate-limit rows:           0 (they are keyed by IP address, never by e-mail, and go within two minutes)",
          "",
        ].join("\n"),
      );
    });
  }
  if (values.purge) {
    const config = readConfig().leads;
    return withDatabase("write", async (db) => {
      const now = new Date();
      // A large backlog takes a while (each row's bytes are overwritten on SQLite): say how far it is.
      let bar: ReturnType<typeof progress> | undefined;
      const purged = await purge(db, now, config.retentionMonths, config.mailDir, (total) => {
        bar = progress("Deleting enquiries", total);
        return bar;
      });
      bar?.done();
      const stopBeat = heartbeat("Rolling up page views");
      const insights = await purgeInsights(db, now).finally(() => stopBeat());
      process.stdout.write(
        `Deleted ${purged.enquiries} enquiry(ies) older than ${config.retentionMonths} months ` +
          `and ${purged.pendingSignUps} newsletter sign-up(s) not confirmed within 7 days` +
          (purged.mailFiles.length ? `, with ${purged.mailFiles.length} e-mail file(s) in MAIL_DIR.\n` : ".\n") +
          `Deleted ${insights.views} page view(s) older than ${VIEW_RETENTION_DAYS} days, ` +
          `kept as ${insights.days} day(s) of totals per page, channel and campaign.\n`,
      );
    });
  }
  if (values.subscribers) {
    return withDatabase("read", async (db) => {
      const rows = await listSubscribers(db);
      process.stdout.write(values.csv ? subscribersCsv(rows) : subscribersTable(rows));
    });
  }
  let since: Date | undefined;
  if (values.since) {
    since = new Date(values.since);
    if (Number.isNaN(since.getTime())) throw new Error(`--since needs a date like 2026-11-01; got "${values.since}"`);
  }
  return withDatabase("read", async (db) => {
    const rows = await listLeads(db, { since, includeSpam: values.spam, unsent: values.unsent });
    process.stdout.write(values.csv ? toCsv(rows) : toTable(rows, { unsent: values.unsent }));
  });
}
