import { readConfig, type LeadsConfig } from "../config";
import { migrate, openDatabase, type Db, type Engine } from "./store/db";
import { MemoryRateLimiter, PostgresRateLimiter, type RateLimit } from "./rate-limit";
import type { DeliveryHealth } from "./delivery/courier";
import { createMailTransport } from "./delivery/mail";
import { createMailer, type Mailer } from "./delivery/mailer";
import { newsletterKey } from "./consent/newsletter";
import { LeadNotifier } from "./delivery/notifier";
import { RetentionJob } from "./consent/retention";
import { Storage, storageReason } from "./store/storage";
import { Insights } from "./insights/insights";
import { WebhookCourier } from "./delivery/webhook";
import { InsightsAccess, SignInGuard } from "./insights/access";

export interface LeadsContext {
  config: LeadsConfig;
  db: Db;
  engine: Engine;
  /** Writes that a visitor is told about go through here (durable before acknowledged). */
  storage: Storage;
  contactLimiter: RateLimit;
  newsletterLimiter: RateLimit;
  notifier: LeadNotifier;
  /** Posts each lead to LEADS_WEBHOOK_URL, when it is set. */
  webhook: WebhookCourier;
  /** E-mails to subscribers: SMTP, or .eml files in MAIL_DIR without SMTP_URL. */
  mailer: Mailer;
  /** The key of the unsubscribe links and suppression hashes. */
  newsletterKey: Buffer;
  /** Page views by beacon, and the visit that brought each lead (docs/insights.md). */
  insights: Insights;
  /** The /insights dashboard's sign-in and sessions; absent unless INSIGHTS_PASSWORD_HASH is set. */
  insightsAccess?: InsightsAccess;
  /** Runs a background task (a subscriber's e-mail) that close() waits for. */
  track(task: Promise<unknown>): void;
  /** Stops the scheduled jobs, lets the couriers finish their round, then closes the database. */
  close(): Promise<void>;
}

// One context per process: the production host creates it and hands its getter to the app
// through Astro locals; under `astro dev` the routes fall back to this module's own.
let pending: Promise<LeadsContext> | undefined;

async function create(): Promise<LeadsContext> {
  const config = readConfig().leads;
  const opened = await openDatabase(config);
  const { db, engine } = opened;
  await migrate(db);
  // One SMTP transport, with its time-outs, for the agency's lead e-mails and the subscribers' e-mails.
  const transport = config.smtpUrl ? createMailTransport(config.smtpUrl) : undefined;
  if (config.smtpUrl && !config.leadsTo)
    console.warn("SMTP_URL is set but LEADS_TO is not: leads are stored, not e-mailed.");
  const notifier = new LeadNotifier(db, engine, config.leadsTo ? transport : undefined, config);
  const webhook = new WebhookCourier(db, engine, config.webhook, config);
  const mailer = createMailer(config, transport);
  const retention = new RetentionJob(db, config).start();
  // On PostgreSQL other instances may hold a visitor's latest views in their buffers.
  const insights = new Insights(db, undefined, engine === "postgres");
  const tasks = new Set<Promise<unknown>>();
  // With PostgreSQL several instances share the limit; SQLite means one instance, so memory will do.
  // With PostgreSQL the rows are keyed by the client's address: pruned on a timer too, so that
  // none outlives its window by more than one, however quiet the site is (the privacy policy says so).
  // The database's own key, shared by every instance: the unsubscribe links' HMACs, the
  // suppression hashes, and the shared rate limit's row keys (no address is stored).
  const key = await newsletterKey(db);
  const limiter = (form: string, limit: number, windowMs = 60_000): RateLimit =>
    engine === "postgres"
      ? new PostgresRateLimiter(db, form, limit, { key, windowMs }).start()
      : new MemoryRateLimiter(limit, windowMs);
  const contactLimiter = limiter("contact", config.contactRateLimit);
  const newsletterLimiter = limiter("newsletter", config.newsletterRateLimit);
  // Staff sign-ins to /insights: 10 attempts per client per 15 minutes, on every instance together.
  const guard = new SignInGuard().start();
  const signInLimiter = config.insightsPasswordHash ? limiter("insights", 10, guard.windowMs) : undefined;
  const insightsAccess =
    config.insightsPasswordHash && signInLimiter
      ? new InsightsAccess(config.insightsPasswordHash, key, signInLimiter, guard)
      : undefined;
  const context: LeadsContext = {
    config,
    db,
    engine,
    storage: new Storage(opened),
    contactLimiter,
    newsletterLimiter,
    notifier,
    webhook,
    mailer,
    newsletterKey: key,
    insights,
    insightsAccess,
    track(task) {
      const settled: Promise<unknown> = task.then(
        () => tasks.delete(settled),
        () => tasks.delete(settled),
      );
      tasks.add(settled);
    },
    async close() {
      contactLimiter.stop?.();
      newsletterLimiter.stop?.();
      signInLimiter?.stop?.();
      guard.stop();
      await Promise.all([notifier.close(), webhook.close(), retention.stop(), insights.close()]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(tasks), new Promise((resolve) => (timer = setTimeout(resolve, 3_000)))]);
      clearTimeout(timer);
      mailer.close();
      transport?.close();
      await db.destroy();
    },
  };
  // Leads stored while mail was down, or before a restart, are sent now; then whatever falls due.
  notifier.start();
  webhook.start();
  return context;
}

export function getLeadsContext(): Promise<LeadsContext> {
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
  /** Absent when the leads context could not be made (the database reason says why). */
  notifications?: DeliveryHealth;
  /** The webhook's outbox, like the e-mail's; `stopped` once the endpoint answered 410. */
  webhook?: DeliveryHealth;
}

/** What /healthz reports: whether a lead can be stored now, and how its e-mail stands. */
export async function leadsHealth(getContext: () => Promise<LeadsContext> = getLeadsContext): Promise<Health> {
  let context: LeadsContext;
  try {
    context = await getContext();
  } catch (error) {
    return { database: { engine: "unknown", writable: false, reason: storageReason(error) } };
  }
  const [storage, notifications, webhook] = await Promise.all([
    context.storage.check(),
    context.notifier.health(),
    context.webhook.health(),
  ]);
  return { database: { engine: context.engine, ...storage }, notifications, webhook };
}
