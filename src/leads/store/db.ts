import { randomBytes } from "node:crypto";
import fs from "node:fs";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type ColumnType,
  type Generated,
  type Migration,
  sql,
} from "kysely";
import type { LeadsConfig } from "../../config";
import { ReadOnlySqliteFile, SqliteFile, StorageUnavailable } from "./sqlite-file";

/** The tables (see the migrations below). Timestamps are ISO-8601 UTC strings on both engines. */
export interface Database {
  contact_messages: {
    id: string;
    created_at: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    is_spam: number;
    /** The visit that brought it (insights; null without one): its first page, channel, source, campaign. */
    entry_page: Generated<string | null>;
    channel: Generated<string | null>;
    source: Generated<string | null>;
    campaign: Generated<string | null>;
    /** The page the form was sent from. */
    form_page: Generated<string | null>;
    /** The budget range chosen, as the form offered it (null: none chosen, or sent before the field). */
    budget: Generated<string | null>;
    /** The language of the page the form was sent from ("en", "hi"); "en" for leads from before it was kept. */
    language: Generated<string>;
  };
  /**
   * Sign-ups, pending until the address's owner confirms (double opt-in), then confirmed.
   * The consent record: when it was asked for (requested_at), on which page, under which version
   * of the privacy notice, and when it was given (confirmed_at).
   */
  newsletter_subscribers: {
    id: string;
    email: string;
    /** When the row was first written (kept from before double opt-in). */
    created_at: string;
    status: ColumnType<"pending" | "confirmed", "pending" | "confirmed" | undefined, "pending" | "confirmed">;
    /** The language of the latest sign-up's page: the confirmation e-mail is written in it. */
    language: Generated<string>;
    /** SHA-256 of the confirmation token the last e-mail carried; the token itself is never stored. */
    token_hash: string | null;
    /** The latest sign-up: the 7 days a confirmation link lives count from here. */
    requested_at: string | null;
    requested_page: string | null;
    /** The privacy notice's version (its "last updated" date) shown with the form. */
    policy_version: string | null;
    confirmed_at: string | null;
    /** When a confirmation e-mail last went out: at most one an hour per address. */
    last_mail_at: string | null;
    /** The visit that brought the latest sign-up (insights): its first page, channel, source, campaign. */
    entry_page: Generated<string | null>;
    channel: Generated<string | null>;
    source: Generated<string | null>;
    campaign: Generated<string | null>;
  };
  /** Addresses that unsubscribed, kept only as a keyed hash so that they are never mailed again. */
  newsletter_suppressions: {
    email_hash: string;
    created_at: string;
  };
  /** Keys made once per database, shared by every instance (the unsubscribe links' HMAC key). */
  site_keys: {
    name: string;
    value: string;
  };
  /**
   * The delivery outbox (ADR 0022): one row per lead, channel and target, written with the lead.
   * The e-mail to the agency's inbox has the empty target; a webhook call, its endpoint's URL.
   */
  deliveries: {
    lead_id: string;
    channel: DeliveryChannel;
    target: string;
    created_at: string;
    attempts: Generated<number>;
    /** No attempt before this time (back-off); null: due now. */
    next_at: string | null;
    /** An instance claimed the delivery until then; another may claim it after (ADR 0012). */
    lease_until: string | null;
    delivered_at: string | null;
    /** The last attempt failed and none is left: reported by `npm run leads -- --unsent` and /healthz. */
    given_up_at: string | null;
    /** The last failed attempt's error. */
    error: string | null;
  };
  /**
   * One page view, counted from a beacon (docs/insights.md): no IP address, no user agent, no
   * cookie. `visitor` is the day's keyed hash (insights/visitor.ts). Kept 90 days.
   */
  insight_views: {
    day: string;
    at: string;
    path: string;
    referrer_host: string | null;
    channel: string;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    device: string;
    visitor: string;
  };
  /**
   * What remains of the page views of a day older than 90 days: its totals per page, channel
   * and campaign, no visitor code (insights/rollup.ts). `dimension` is total, page, channel
   * ("channel · source") or campaign.
   */
  insight_days: {
    day: string;
    dimension: string;
    key: string;
    visitors: number;
    views: number;
  };
  /** The salt of each day (Asia/Kolkata), shared by every instance; deleted after 48 hours. */
  insight_salts: {
    day: string;
    salt: string;
  };
  /** Endpoints that answered 410 Gone: nothing more is sent to them. */
  webhook_endpoints: {
    url: string;
    stopped_at: string;
    reason: string;
  };
  /** One row, rewritten by the health check to prove that the database takes writes. */
  health_probe: {
    id: number;
    checked_at: string;
  };
  /** The rate limit shared by every instance (PostgreSQL only): one row per client and form. */
  rate_limits: {
    key: string;
    /** Epoch milliseconds of the first hit of the current window (pg reads a bigint as a string). */
    window_start: ColumnType<string, number, number>;
    hits: number;
  };
}

export type Db = Kysely<Database>;
/** Where a lead is delivered: the agency's inbox by e-mail, or a webhook. */
export type DeliveryChannel = "email" | "webhook";
export type Engine = "sqlite" | "postgres";

export const migrations: Record<string, Migration> = {
  "2026-11-01-contact-and-newsletter": {
    async up(db) {
      await db.schema
        .createTable("contact_messages")
        .ifNotExists()
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("name", "varchar(100)", (c) => c.notNull())
        .addColumn("email", "varchar(254)", (c) => c.notNull())
        .addColumn("phone", "varchar(25)", (c) => c.notNull())
        .addColumn("subject", "varchar(40)", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("notified_at", "varchar(32)")
        .addColumn("notify_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("notify_error", "text")
        .execute();
      await db.schema
        .createIndex("contact_messages_created_at")
        .ifNotExists()
        .on("contact_messages")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("newsletter_subscribers")
        .ifNotExists()
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  },
  "2026-12-01-health-probe-and-rate-limits": {
    async up(db) {
      await db.schema
        .createTable("health_probe")
        .ifNotExists()
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("checked_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("rate_limits")
        .ifNotExists()
        .addColumn("key", "varchar(200)", (c) => c.primaryKey())
        .addColumn("window_start", "bigint", (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .execute();
    },
  },
  "2026-12-15-notification-claims": {
    async up(db) {
      for (const column of ["notify_next_at", "notify_lease_until", "notify_given_up_at"]) {
        await db.schema.alterTable("contact_messages").addColumn(column, "varchar(32)").execute();
      }
      // The notifier's claim reads only the leads not e-mailed yet: a small index, however long the archive.
      await db.schema
        .createIndex("contact_messages_unsent")
        .ifNotExists()
        .on("contact_messages")
        .column("created_at")
        .where(sql.ref("notified_at"), "is", null)
        .execute();
    },
  },
  "2026-12-20-consent-and-webhooks": {
    async up(db) {
      // Rows from before double opt-in stay subscribed, with no consent record
      // (docs/deploy.md#retention-erasure-and-subscribers).
      await db.schema
        .alterTable("newsletter_subscribers")
        .addColumn("status", "varchar(12)", (c) => c.notNull().defaultTo("confirmed"))
        .execute();
      for (const column of [
        "token_hash",
        "requested_at",
        "requested_page",
        "policy_version",
        "confirmed_at",
        "last_mail_at",
      ]) {
        await db.schema
          .alterTable("newsletter_subscribers")
          .addColumn(column, column === "requested_page" ? "varchar(200)" : "varchar(64)")
          .execute();
      }
      await db.schema
        .createIndex("newsletter_subscribers_token")
        .ifNotExists()
        .on("newsletter_subscribers")
        .column("token_hash")
        .execute();
      await db.schema
        .createTable("newsletter_suppressions")
        .ifNotExists()
        .addColumn("email_hash", "varchar(64)", (c) => c.primaryKey())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("site_keys")
        .ifNotExists()
        .addColumn("name", "varchar(40)", (c) => c.primaryKey())
        .addColumn("value", "varchar(128)", (c) => c.notNull())
        .execute();
      // Made here, once: every instance reads the same key (the migration runs under a lock).
      await db
        .insertInto("site_keys")
        .values({ name: "newsletter", value: randomBytes(32).toString("base64url") })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      await db.schema
        .createTable("lead_webhooks")
        .ifNotExists()
        .addColumn("lead_id", "varchar(36)", (c) => c.notNull())
        .addColumn("endpoint", "varchar(2000)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_at", "varchar(32)")
        .addColumn("lease_until", "varchar(32)")
        .addColumn("delivered_at", "varchar(32)")
        .addColumn("given_up_at", "varchar(32)")
        .addColumn("error", "text")
        .addPrimaryKeyConstraint("lead_webhooks_pk", ["lead_id", "endpoint"])
        .execute();
      await db.schema
        .createTable("webhook_endpoints")
        .ifNotExists()
        .addColumn("url", "varchar(2000)", (c) => c.primaryKey())
        .addColumn("stopped_at", "varchar(32)", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .execute();
    },
  },
  // One outbox for every channel (ADR 0022): the e-mail's columns on the leads table and the
  // webhook's own table had two copies of claim, lease, back-off and give-up. Their rows move
  // over as they stand (delivered, pending, claimed, given up), then the old places go.
  "2026-12-30-one-delivery-outbox": {
    async up(migrating) {
      // One transaction on SQLite too (kysely runs SQLite's migrations without one): all or
      // nothing, and each page goes to the log once, not once per statement.
      await (migrating.isTransaction ? moveToDeliveries(migrating) : migrating.transaction().execute(moveToDeliveries));
    },
  },
  // First-party insights (issue 41): page views, the days' salts, and each lead's visit.
  "2026-12-31-insights": {
    async up(migrating) {
      await (migrating.isTransaction ? addInsights(migrating) : migrating.transaction().execute(addInsights));
    },
  },
  // The daily totals that outlive the raw views (issue 41: raw views are kept 90 days).
  "2027-01-01-insight-days": {
    async up(db) {
      await db.schema
        .createTable("insight_days")
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("dimension", "varchar(8)", (c) => c.notNull())
        .addColumn("key", "varchar(320)", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("insight_days_pk", ["day", "dimension", "key"])
        .execute();
    },
  },
  // The contact form's optional budget range (issue 42).
  "2027-01-02-contact-budget": {
    async up(db) {
      await db.schema.alterTable("contact_messages").addColumn("budget", "varchar(80)").execute();
    },
  },
  // The language a lead or a sign-up came in (issue 55): the site has English and Hindi pages.
  "2027-01-03-lead-language": {
    async up(db) {
      for (const table of ["contact_messages", "newsletter_subscribers"]) {
        await db.schema
          .alterTable(table)
          .addColumn("language", "varchar(8)", (c) => c.notNull().defaultTo("en"))
          .execute();
      }
    },
  },
};

/** The body of "2026-12-31-insights". */
async function addInsights<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("insight_views")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("at", "varchar(32)", (c) => c.notNull())
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("referrer_host", "varchar(200)")
    .addColumn("channel", "varchar(12)", (c) => c.notNull())
    .addColumn("source", "varchar(200)")
    .addColumn("medium", "varchar(100)")
    .addColumn("campaign", "varchar(100)")
    .addColumn("device", "varchar(8)", (c) => c.notNull())
    .addColumn("visitor", "varchar(32)", (c) => c.notNull())
    .execute();
  // A lead's visit is found by its visitor; the reports and the retention read by day.
  await db.schema.createIndex("insight_views_visitor").on("insight_views").columns(["visitor", "at"]).execute();
  await db.schema.createIndex("insight_views_day").on("insight_views").column("day").execute();
  await db.schema
    .createTable("insight_salts")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("salt", "varchar(64)", (c) => c.notNull())
    .execute();
  for (const table of ["contact_messages", "newsletter_subscribers"]) {
    for (const column of [
      "entry_page",
      "channel",
      "source",
      "campaign",
      ...(table === "contact_messages" ? ["form_page"] : []),
    ]) {
      await db.schema.alterTable(table).addColumn(column, "varchar(200)").execute();
    }
  }
}

/** The body of "2026-12-30-one-delivery-outbox". */
async function moveToDeliveries<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("deliveries")
    .addColumn("lead_id", "varchar(36)", (c) => c.notNull())
    .addColumn("channel", "varchar(12)", (c) => c.notNull())
    .addColumn("target", "varchar(2000)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_at", "varchar(32)")
    .addColumn("lease_until", "varchar(32)")
    .addColumn("delivered_at", "varchar(32)")
    .addColumn("given_up_at", "varchar(32)")
    .addColumn("error", "text")
    .addPrimaryKeyConstraint("deliveries_pk", ["lead_id", "channel", "target"])
    .execute();
  // A claim reads only the open deliveries: a small index, however long the archive.
  await db.schema
    .createIndex("deliveries_open")
    .on("deliveries")
    .columns(["channel", "target", "created_at"])
    .where(sql.ref("delivered_at"), "is", null)
    .execute();
  await sql`
        INSERT INTO deliveries (lead_id, channel, target, created_at, attempts, next_at, lease_until, delivered_at, given_up_at, error)
        SELECT id, 'email', '', created_at, notify_attempts, notify_next_at, notify_lease_until, notified_at, notify_given_up_at, notify_error
        FROM contact_messages WHERE is_spam = 0`.execute(db);
  await sql`
        INSERT INTO deliveries (lead_id, channel, target, created_at, attempts, next_at, lease_until, delivered_at, given_up_at, error)
        SELECT lead_id, 'webhook', endpoint, created_at, attempts, next_at, lease_until, delivered_at, given_up_at, error
        FROM lead_webhooks`.execute(db);
  await db.schema.dropTable("lead_webhooks").execute();
  await db.schema.dropIndex("contact_messages_unsent").execute();
  for (const column of [
    "notified_at",
    "notify_attempts",
    "notify_error",
    "notify_next_at",
    "notify_lease_until",
    "notify_given_up_at",
  ]) {
    await db.schema.alterTable("contact_messages").dropColumn(column).execute();
  }
}

export type Opened = { db: Db; engine: "postgres"; file?: undefined } | { db: Db; engine: "sqlite"; file: SqliteFile };

/**
 * A PostgreSQL pool: a database that does not answer (failover, partition) fails requests
 * within 5 s instead of holding them, and an idle connection the server ends is logged, not
 * an uncaught exception.
 */
async function postgresPool(connectionString: string, options: { max: number; readOnly?: boolean }) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString,
    max: options.max,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    ...(options.readOnly ? { options: "-c default_transaction_read_only=on" } : {}),
  });
  // An idle connection that the server ends (restart: 57P01) is reported here; without a
  // listener it would be an uncaught exception. The pool drops it and connects anew.
  pool.on("error", (error: Error & { code?: string }) => {
    console.error(`PostgreSQL: idle connection lost (${error.code ?? "no code"}): ${error.message}`);
  });
  return pool;
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else SQLite). */
export async function openDatabase(config: Pick<LeadsConfig, "databaseUrl" | "sqlitePath">): Promise<Opened> {
  if (config.databaseUrl) {
    const pool = await postgresPool(config.databaseUrl, { max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
  }
  const file = new SqliteFile(config.sqlitePath);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), engine: "sqlite", file };
}

/**
 * Opens the configured database for reading only (`npm run leads`). Nothing is created or
 * migrated: only the server creates storage, at start. A missing SQLite file throws
 * StorageUnavailable; PostgreSQL sessions are read-only transactions.
 */
export async function openDatabaseReadOnly(config: Pick<LeadsConfig, "databaseUrl" | "sqlitePath">): Promise<Db> {
  if (config.databaseUrl) {
    const pool = await postgresPool(config.databaseUrl, { max: 2, readOnly: true });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = new ReadOnlySqliteFile(config.sqlitePath);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

/**
 * Opens the configured database to delete from it (`npm run leads -- --purge / --erase`):
 * like the site's connection, but a missing SQLite file is an error, never created here.
 */
export async function openDatabaseForMaintenance(config: Pick<LeadsConfig, "databaseUrl" | "sqlitePath">): Promise<Db> {
  if (config.databaseUrl) {
    const pool = await postgresPool(config.databaseUrl, { max: 2 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!fs.existsSync(config.sqlitePath)) throw new StorageUnavailable(`there is no database at ${config.sqlitePath}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteFile(config.sqlitePath) }) });
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`Migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}
