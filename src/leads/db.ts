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
import type { ServerConfig } from "../config";
import { ReadOnlySqliteFile, SqliteFile } from "./sqlite-file";

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
    notified_at: string | null;
    notify_attempts: Generated<number>;
    notify_error: string | null;
    /** No attempt before this time (back-off); null: due now. */
    notify_next_at: Generated<string | null>;
    /** An instance claimed the e-mail until then; another may claim it after (ADR 0012). */
    notify_lease_until: Generated<string | null>;
    /** The last attempt failed and none is left: reported by `npm run leads -- --unsent` and /healthz. */
    notify_given_up_at: Generated<string | null>;
  };
  newsletter_subscribers: {
    id: string;
    email: string;
    created_at: string;
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
export type Engine = "sqlite" | "postgres";

const migrations: Record<string, Migration> = {
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
};

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
export async function openDatabase(config: Pick<ServerConfig, "databaseUrl" | "sqlitePath">): Promise<Opened> {
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
export async function openDatabaseReadOnly(config: Pick<ServerConfig, "databaseUrl" | "sqlitePath">): Promise<Db> {
  if (config.databaseUrl) {
    const pool = await postgresPool(config.databaseUrl, { max: 2, readOnly: true });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = new ReadOnlySqliteFile(config.sqlitePath);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`Migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}
