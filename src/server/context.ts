import type { Transporter } from "nodemailer";
import { readConfig, type ServerConfig } from "../config";
import { migrate, openDatabase, type Db, type Engine } from "./db";
import { MemoryRateLimiter, PostgresRateLimiter, type RateLimit } from "./rate-limit";
import { createMailTransport } from "./mail";
import { LeadNotifier } from "./notifier";
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
  const notifier = new LeadNotifier(db, transport, config);
  // With PostgreSQL several instances share the limit; SQLite means one instance, so memory will do.
  const limiter = (form: string, limit: number): RateLimit =>
    engine === "postgres" ? new PostgresRateLimiter(db, form, limit) : new MemoryRateLimiter(limit);
  const context: ServerContext = {
    config,
    db,
    engine,
    storage: new Storage(opened),
    contactLimiter: limiter("contact", config.contactRateLimit),
    newsletterLimiter: limiter("newsletter", config.newsletterRateLimit),
    notifier,
  };
  // Leads stored while mail was down (or before a restart) are sent now.
  notifier.retryPending();
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

export async function databaseHealth(
  getContext: () => Promise<ServerContext> = getServerContext,
): Promise<DatabaseHealth> {
  let context: ServerContext;
  try {
    context = await getContext();
  } catch (error) {
    return { engine: "unknown", writable: false, reason: storageReason(error) };
  }
  return { engine: context.engine, ...(await context.storage.check()) };
}
