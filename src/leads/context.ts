import type { Transporter } from "nodemailer";
import { readConfig, type ServerConfig } from "../config";
import { migrate, openDatabase, type Db, type Engine } from "./db";
import { MemoryRateLimiter, PostgresRateLimiter, type RateLimit } from "./rate-limit";
import { createMailTransport } from "./mail";
import { LeadNotifier, type NotificationHealth } from "./notifier";
import { Storage, storageReason } from "./storage";

export interface ServerContext {
  config: ServerConfig;
  db: Db;
  engine: Engine;
  /** Writes that a visitor is told about go through here (durable before acknowledged). */
  storage: Storage;
  contactLimiter: RateLimit;
  newsletterLimiter: RateLimit;
  notifier: LeadNotifier;
  /** Stops the scheduled jobs, lets the notifier finish its round, then closes the database. */
  close(): Promise<void>;
}

// One context per process: the production host creates it and hands its getter to the app
// through Astro locals; under `astro dev` the routes fall back to this module's own.
let pending: Promise<ServerContext> | undefined;

async function create(): Promise<ServerContext> {
  const config = readConfig().leads;
  const opened = await openDatabase(config);
  const { db, engine } = opened;
  await migrate(db);
  let transport: Transporter | undefined;
  if (config.smtpUrl && config.leadsTo) transport = createMailTransport(config.smtpUrl);
  else if (config.smtpUrl) console.warn("SMTP_URL is set but LEADS_TO is not: leads are stored, not e-mailed.");
  const notifier = new LeadNotifier(db, engine, transport, config);
  // With PostgreSQL several instances share the limit; SQLite means one instance, so memory will do.
  // With PostgreSQL the rows are keyed by the client's address: pruned on a timer too, so that
  // none outlives its window by more than one, however quiet the site is (the privacy policy says so).
  const limiter = (form: string, limit: number): RateLimit =>
    engine === "postgres" ? new PostgresRateLimiter(db, form, limit).start() : new MemoryRateLimiter(limit);
  const contactLimiter = limiter("contact", config.contactRateLimit);
  const newsletterLimiter = limiter("newsletter", config.newsletterRateLimit);
  const context: ServerContext = {
    config,
    db,
    engine,
    storage: new Storage(opened),
    contactLimiter,
    newsletterLimiter,
    notifier,
    async close() {
      contactLimiter.stop?.();
      newsletterLimiter.stop?.();
      await notifier.close();
      await db.destroy();
    },
  };
  // Leads stored while mail was down, or before a restart, are sent now; then whatever falls due.
  notifier.start();
  return context;
}

export function getServerContext(): Promise<ServerContext> {
  pending ??= create().catch((error) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export interface DatabaseHealth {
  engine: Engine | "unknown";
  writable: boolean;
  reason?: string;
}

export interface Health {
  database: DatabaseHealth;
  /** Absent when the server context could not be made (the database reason says why). */
  notifications?: NotificationHealth;
}

/** What /healthz reports: whether a lead can be stored now, and how its e-mail stands. */
export async function serverHealth(getContext: () => Promise<ServerContext> = getServerContext): Promise<Health> {
  let context: ServerContext;
  try {
    context = await getContext();
  } catch (error) {
    return { database: { engine: "unknown", writable: false, reason: storageReason(error) } };
  }
  const [storage, notifications] = await Promise.all([context.storage.check(), context.notifier.health()]);
  return { database: { engine: context.engine, ...storage }, notifications };
}
