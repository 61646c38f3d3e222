/**
 * Keeping only what the privacy policy allows: enquiries go LEADS_RETENTION_MONTHS after they
 * arrive, unconfirmed newsletter sign-ups after PENDING_DAYS. The host runs the purge on a
 * schedule on every instance (a repeat deletes nothing), `npm run leads -- --purge` runs it by
 * hand, and `--erase` removes everything stored about one person.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { SqliteAdapter, sql, type ExpressionBuilder } from "kysely";
import type { LeadsConfig } from "../../config";
import type { Database, Db } from "../store/db";
import { deleteExpiredSignUps, normaliseEmail, PENDING_DAYS, suppressionHash } from "./newsletter";
import { storageReason } from "../store/storage";
import { purgeInsights, VIEW_RETENTION_DAYS } from "../insights/insights";

/** The moment `months` calendar months before `now` (UTC): an enquiry received before it is deleted. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, last));
  return cutoff;
}

export interface Purged {
  enquiries: number;
  pendingSignUps: number;
  /** The expired sign-ups' e-mails in MAIL_DIR (their confirmation requests), deleted with them. */
  mailFiles: string[];
}

/** Enquiries deleted per transaction: short writes, so that leads keep being stored during a large purge. */
export const PURGE_BATCH = 500;

/** Told how many enquiries a purge will delete before it starts, and ticked after each batch. */
export type PurgeProgress = (total: number) => { tick(count: number): void };

/**
 * Deletes the enquiries older than the period (with their deliveries) in batches of PURGE_BATCH,
 * the expired sign-ups, and the e-mails written to `mailDir` for those sign-ups.
 */
export async function purge(
  db: Db,
  now: Date,
  retentionMonths: number,
  mailDir: string,
  onStart?: PurgeProgress,
): Promise<Purged> {
  const cutoff = retentionCutoff(now, retentionMonths).toISOString();
  const { count } = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("created_at", "<", cutoff)
    .executeTakeFirstOrThrow();
  const progress = Number(count) > 0 ? onStart?.(Number(count)) : undefined;
  let enquiries = 0;
  for (;;) {
    const deleted = await db.transaction().execute(async (trx) => {
      const ids = (
        await trx
          .selectFrom("contact_messages")
          .select("id")
          .where("created_at", "<", cutoff)
          .orderBy("created_at")
          .limit(PURGE_BATCH)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return 0;
      await trx.deleteFrom("deliveries").where("lead_id", "in", ids).execute();
      const result = await trx.deleteFrom("contact_messages").where("id", "in", ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    if (deleted === 0) break;
    enquiries += deleted;
    progress?.tick(deleted);
  }
  const expired = await deleteExpiredSignUps(db, now);
  const mailFiles: string[] = [];
  for (const address of expired) mailFiles.push(...(await deleteMailFiles(mailDir, address)));
  return { enquiries, pendingSignUps: expired.length, mailFiles };
}

/** Deletes the .eml files in `mailDir` that name `address` (lower case); returns their paths. */
async function deleteMailFiles(mailDir: string, address: string): Promise<string[]> {
  const names = await fs.readdir(mailDir).catch(() => [] as string[]);
  const deleted: string[] = [];
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(mailDir, name);
    if (await mentions(file, address)) {
      await fs.rm(file, { force: true });
      deleted.push(file);
    }
  }
  return deleted;
}

export interface Erased {
  enquiries: number;
  webhookCalls: number;
  subscriptions: number;
  suppressions: number;
  /** .eml files in MAIL_DIR addressed to or naming the person. */
  mailFiles: string[];
}

/** Whether an .eml file names the address (To, Reply-To, or the lead's text). */
async function mentions(file: string, email: string): Promise<boolean> {
  const text = await fs.readFile(file, "utf8").catch(() => "");
  return text.toLowerCase().includes(email);
}

/**
 * Deletes everything stored about the person with this address: their enquiries and those
 * enquiries' deliveries (e-mail and webhook rows), their subscription (pending or confirmed), the suppression hash
 * that kept their address from being mailed, and e-mails written to MAIL_DIR for them.
 * Rate-limit rows are keyed by IP address, never by e-mail, and go within two minutes.
 * On SQLite the rows' bytes are gone from the file and its log afterwards; on PostgreSQL the
 * rows are unreachable at once and their space is overwritten as the server reuses it.
 */
export async function erasePerson(db: Db, key: Buffer, email: string, mailDir: string): Promise<Erased> {
  const address = normaliseEmail(email);
  const counts = await db.transaction().execute(async (trx) => {
    const sameAddress = sql<boolean>`lower(${sql.ref("email")}) = ${address}`;
    const theirs = (eb: ExpressionBuilder<Database, "deliveries">) =>
      eb("lead_id", "in", eb.selectFrom("contact_messages").select("id").where(sameAddress));
    // Their webhook calls are counted for the report; the e-mails' rows go with them.
    const webhooks = await trx
      .deleteFrom("deliveries")
      .where(theirs)
      .where("channel", "=", "webhook")
      .executeTakeFirst();
    await trx.deleteFrom("deliveries").where(theirs).execute();
    const enquiries = await trx.deleteFrom("contact_messages").where(sameAddress).executeTakeFirst();
    const subscriptions = await trx
      .deleteFrom("newsletter_subscribers")
      .where("email", "=", address)
      .executeTakeFirst();
    const suppressions = await trx
      .deleteFrom("newsletter_suppressions")
      .where("email_hash", "=", suppressionHash(key, address))
      .executeTakeFirst();
    return {
      enquiries: Number(enquiries.numDeletedRows),
      webhookCalls: Number(webhooks.numDeletedRows),
      subscriptions: Number(subscriptions.numDeletedRows),
      suppressions: Number(suppressions.numDeletedRows),
    };
  });
  // SQLite overwrites the deleted rows (secure_delete, set on every connection), but the log
  // still holds the pages as they were written: fold it into the file and empty it.
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return { ...counts, mailFiles: await deleteMailFiles(mailDir, address) };
}

/** The purge on a timer inside the host: once shortly after start, then every RETENTION_INTERVAL_MS. */
export class RetentionJob {
  #timer: NodeJS.Timeout | undefined;
  #first: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<LeadsConfig, "retentionMonths" | "retentionIntervalMs" | "mailDir">,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(): this {
    const run = () => {
      this.#running ??= this.run().finally(() => (this.#running = undefined));
    };
    this.#timer = setInterval(run, this.config.retentionIntervalMs);
    this.#timer.unref();
    this.#first = setTimeout(run, Math.min(1_000, this.config.retentionIntervalMs));
    this.#first.unref();
    return this;
  }

  private async run(): Promise<void> {
    try {
      const now = this.now();
      const insights = await purgeInsights(this.db, now);
      if (insights.views > 0) {
        console.log(
          `Retention: ${insights.views} page view(s) older than ${VIEW_RETENTION_DAYS} days became ` +
            `${insights.days} day(s) of totals and were deleted.`,
        );
      }
      const purged = await purge(this.db, now, this.config.retentionMonths, this.config.mailDir);
      if (purged.enquiries + purged.pendingSignUps > 0) {
        console.log(
          `Retention: deleted ${purged.enquiries} enquiry(ies) older than ${this.config.retentionMonths} months ` +
            `and ${purged.pendingSignUps} newsletter sign-up(s) not confirmed within ${PENDING_DAYS} days` +
            (purged.mailFiles.length ? `, with ${purged.mailFiles.length} e-mail file(s) in MAIL_DIR.` : "."),
        );
      }
    } catch (error) {
      console.error(`Retention: the purge failed (${storageReason(error)}); it runs again on schedule.`);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    clearTimeout(this.#first);
    await this.#running;
  }
}
