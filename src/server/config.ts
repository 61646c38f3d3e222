import path from "node:path";

/**
 * Every server-side environment variable, read and checked in one place (SITE_URL is read
 * by src/lib/site.ts). Documented in the README.
 */
export interface ServerConfig {
  /** postgres://… to store in PostgreSQL; unset for the embedded SQLite file. */
  databaseUrl: string | undefined;
  /** SQLite file path (default ./data/site.db). */
  sqlitePath: string;
  /** smtp(s)://user:pass@host:port to e-mail each lead; unset to only store leads. */
  smtpUrl: string | undefined;
  leadsTo: string | undefined;
  leadsFrom: string;
  /** Contact submissions per client per minute; 0 lifts the limit (benchmarks only). */
  contactRateLimit: number;
  newsletterRateLimit: number;
  /** Delays between notification attempts, in ms. */
  mailRetryDelaysMs: number[];
  /** How long a form or API request body may take to arrive before a 408 (API_BODY_TIMEOUT_MS). */
  bodyTimeoutMs: number;
}

function intFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0; got "${raw}"`);
  return value;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const retries = (env.MAIL_RETRY_DELAYS_MS ?? "2000,10000,60000")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: path.resolve(env.SQLITE_PATH || path.join("data", "site.db")),
    smtpUrl: env.SMTP_URL || undefined,
    leadsTo: env.LEADS_TO || undefined,
    leadsFrom: env.LEADS_FROM || "Ignite website <no-reply@ignite.example>",
    contactRateLimit: intFrom("CONTACT_RATE_LIMIT", 5),
    newsletterRateLimit: intFrom("NEWSLETTER_RATE_LIMIT", 10),
    mailRetryDelaysMs: retries,
    bodyTimeoutMs: intFrom("API_BODY_TIMEOUT_MS", 30_000),
  };
}
