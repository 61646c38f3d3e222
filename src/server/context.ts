import "server-only";
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

type Holder = { promise?: Promise<ServerContext> };
// One context per process, also across Next's separately bundled route modules.
const holder: Holder = ((globalThis as { __igniteContext?: Holder }).__igniteContext ??= {});

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
  (globalThis as { __igniteShutdown?: () => Promise<void> }).__igniteShutdown = async () => {
    await notifier.close();
    await db.destroy();
  };
  return context;
}

export function getServerContext(): Promise<ServerContext> {
  holder.promise ??= create().catch((error) => {
    holder.promise = undefined;
    throw error;
  });
  return holder.promise;
}

export async function databaseHealth(): Promise<{ engine: Engine | "unknown"; reachable: boolean }> {
  try {
    const { db, engine } = await getServerContext();
    return { engine, reachable: await isReachable(db) };
  } catch {
    return { engine: "unknown", reachable: false };
  }
}
