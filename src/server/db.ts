import fs from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Generated, type Migration } from "kysely";
import type { ServerConfig } from "./config";

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
  };
  newsletter_subscribers: {
    id: string;
    email: string;
    created_at: string;
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
};

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else SQLite). */
export async function openDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "sqlitePath">,
): Promise<{ db: Db; engine: Engine }> {
  if (config.databaseUrl) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
  }
  const { default: SQLite } = await import("better-sqlite3");
  fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const database = new SQLite(config.sqlitePath);
  // WAL + synchronous=FULL: a write is on disk before we acknowledge it, and readers never block it.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), engine: "sqlite" };
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`Migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
