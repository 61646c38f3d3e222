import type { Transporter } from "nodemailer";
import { readServerConfig, type ServerConfig } from "./config";
import { isReachable, migrate, openDatabase, type Db, type Engine } from "./db";
import { RateLimiter } from "./rate-limit";
import { createMailTransport } from "./mail";
import { LeadNotifier } from "./notifier";

export interface ServerContext {
  config: ServerConfig;
  db: Db;
  engine: Engine;
  contactLimiter: RateLimiter;
  newsletterLimiter: RateLimiter;
  notifier: LeadNotifier;
}

// One context per process: the production host creates it and hands its getter to the app
// through Astro locals; under `astro dev` the routes fall back to this module's own.
let pending: Promise<ServerContext> | undefined;

async function create(): Promise<ServerContext> {
  const config = readServerConfig();
  const { db, engine } = await openDatabase(config);
  await migrate(db);
  let transport: Transporter | undefined;
  if (config.smtpUrl && config.leadsTo) transport = createMailTransport(config.smtpUrl);
  else if (config.smtpUrl) console.warn("SMTP_URL is set but LEADS_TO is not: leads are stored, not e-mailed.");
  const notifier = new LeadNotifier(db, transport, config);
  const context: ServerContext = {
    config,
    db,
    engine,
    contactLimiter: new RateLimiter(config.contactRateLimit),
    newsletterLimiter: new RateLimiter(config.newsletterRateLimit),
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

export async function databaseHealth(
  getContext: () => Promise<ServerContext> = getServerContext,
): Promise<{ engine: Engine | "unknown"; reachable: boolean }> {
  try {
    const { db, engine } = await getContext();
    return { engine, reachable: await isReachable(db) };
  } catch {
    return { engine: "unknown", reachable: false };
  }
}
