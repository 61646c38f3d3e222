/**
 * Every environment variable the project reads, in one zod schema: the site's origin (read by
 * the build), the host, the lead pipeline, the leads CLI and the tooling scripts (browser,
 * benchmarks). `.env` in the working directory is loaded first when it exists (`loadEnvFile`);
 * a variable set in the real environment wins over the file. A value that is not what its
 * variable expects stops whoever reads it with one message per variable: its name, the form it
 * expects, and what it got. Documented in the README and `.env.example`.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isPasswordHash } from "./leads/insights/password";

export const DEFAULT_SITE_URL = "https://ignite.example";
const DEFAULT_LEADS_FROM = "Ignite website <no-reply@ignite.example>";

export type Env = Record<string, string | undefined>;

/** A refinement's failure: `expected` completes "NAME must be …". */
function fail(ctx: z.RefinementCtx, expected: string): never {
  ctx.addIssue({ code: "custom", message: expected });
  return z.NEVER;
}

/** An unset or blank variable counts as unset: `FOO=` in a .env file means "use the default". */
const optionalText = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/**
 * How long an enquiry is kept, in months: the figure the privacy policy states
 * (src/content/legal/privacy-policy.md; src/leads/consent/consent.test.ts checks that the two agree). A deployment
 * may keep enquiries for less (LEADS_RETENTION_MONTHS), never for longer than the policy says.
 */
export const POLICY_RETENTION_MONTHS = 24;

/** 2 s, 10 s, 1 min, 5 min, 30 min, 2 h, 6 h: a mail server down for most of a working day loses no lead. */
const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

function wholeNumber(fallback: number, max = Number.MAX_SAFE_INTEGER, min = 0, why = "") {
  return optionalText.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value > max || value < min)
      return fail(ctx, `a whole number from ${min} to ${max}${why}`);
    return value;
  });
}

function url(protocols: readonly string[], example: string) {
  return optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!parsed || !protocols.includes(parsed.protocol)) {
      return fail(ctx, `a ${protocols.map((p) => p.replace(/:$/, "://")).join(" or ")} URL such as ${example}`);
    }
    return raw;
  });
}

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

/** How a variable that fails its schema is described to whoever set it. */
function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0] ?? "(environment)");
  const raw = env[name];
  const got = raw === undefined ? "it is not set" : `got "${raw}"`;
  return `${name} must be ${issue.message}; ${got}`;
}

const schema = z.object({
  // --- The site (read by the build) -------------------------------------------------------
  SITE_URL: optionalText.transform((raw, ctx) => {
    const value = raw ?? DEFAULT_SITE_URL;
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    if (!parsed || !["http:", "https:"].includes(parsed.protocol)) {
      return fail(ctx, `an absolute http(s) URL such as ${DEFAULT_SITE_URL}`);
    }
    return parsed.origin;
  }),

  // --- The CMS (keystatic.config.ts): GitHub mode in production, read at build time ------
  KEYSTATIC_GITHUB_REPO: optionalText.transform((raw, ctx) => {
    if (raw !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_-]*\/[A-Za-z0-9._-]+$/.test(raw)) {
      return fail(ctx, "a GitHub repository written as owner/name, such as ignite-technologies/website");
    }
    return raw;
  }),
  KEYSTATIC_GITHUB_CLIENT_ID: optionalText,
  KEYSTATIC_GITHUB_CLIENT_SECRET: optionalText,
  KEYSTATIC_SECRET: optionalText.transform((raw, ctx) => {
    if (raw !== undefined && raw.length < 32) return fail(ctx, "a random secret of at least 32 characters");
    return raw;
  }),
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: optionalText,

  // --- The host (host/) -------------------------------------------------------------------
  HOST: optionalText.transform((raw) => raw ?? "0.0.0.0"),
  PORT: wholeNumber(3000, 65_535),
  TRUSTED_PROXY_HEADER: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(raw)) return fail(ctx, "an HTTP header name such as x-forwarded-for");
    return raw.toLowerCase();
  }),
  HSTS: optionalText.transform((raw, ctx) => {
    const value = (raw ?? "on").toLowerCase();
    if (value !== "on" && value !== "off") return fail(ctx, "on or off");
    return value === "on";
  }),
  SHUTDOWN_GRACE_MS: wholeNumber(10_000),
  REQUEST_HEADERS_TIMEOUT_MS: wholeNumber(10_000),
  REQUEST_TIMEOUT_MS: wholeNumber(40_000),

  // --- Leads: storage, limits and notification (src/leads/) -----------------------------
  DATABASE_URL: url(["postgres:", "postgresql:"], "postgres://user:pass@host:5432/db"),
  SQLITE_PATH: optionalText.transform((raw) => path.resolve(raw ?? path.join("data", "site.db"))),
  SMTP_URL: url(["smtp:", "smtps:"], "smtp://user:pass@host:587"),
  LEADS_TO: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const addresses = raw.split(",").map((address) => address.trim());
    if (!addresses.every((address) => EMAIL.test(address))) {
      return fail(ctx, "one e-mail address, or several separated by commas");
    }
    return addresses.join(", ");
  }),
  LEADS_FROM: optionalText.transform((raw, ctx) => {
    const value = raw ?? DEFAULT_LEADS_FROM;
    const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
    if (!EMAIL.test(address.trim()))
      return fail(ctx, `an e-mail address, or a name and one such as ${DEFAULT_LEADS_FROM}`);
    return value;
  }),
  CONTACT_RATE_LIMIT: wholeNumber(5),
  NEWSLETTER_RATE_LIMIT: wholeNumber(10),
  // Both outboxes' timing (the agency's e-mail and the webhook), so named since 2026-11-29; the
  // earlier MAIL_* names still work (RENAMED below).
  DELIVERY_RETRY_DELAYS_MS: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return DEFAULT_RETRY_DELAYS_MS;
    const parts = raw.split(",").map((part) => part.trim());
    if (!parts.every((part) => /^\d+$/.test(part))) {
      return fail(ctx, "whole numbers of milliseconds separated by commas, such as 2000,10000,60000");
    }
    return parts.map(Number);
  }),
  // Longer than one send can take (the SMTP timeouts add up to 40 s): a claim that runs out
  // while its send is still under way would let another instance send the lead too.
  DELIVERY_CLAIM_LEASE_MS: wholeNumber(300_000),
  API_BODY_TIMEOUT_MS: wholeNumber(30_000),
  /** Where e-mails are written as .eml files when SMTP_URL is unset (development). */
  MAIL_DIR: optionalText.transform((raw) => path.resolve(raw ?? path.join("data", "mail"))),
  LEADS_WEBHOOK_URL: url(["http:", "https:"], "https://hooks.example.com/ignite-leads"),
  LEADS_WEBHOOK_SECRET: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(raw)?.[1];
    if (!key || Buffer.from(key, "base64").length < 24) {
      return fail(ctx, "a Standard Webhooks secret: whsec_ followed by at least 24 random bytes in base64");
    }
    return raw;
  }),
  WEBHOOK_TIMEOUT_MS: wholeNumber(10_000),
  LEADS_RETENTION_MONTHS: wholeNumber(
    POLICY_RETENTION_MONTHS,
    POLICY_RETENTION_MONTHS,
    1,
    ` (the privacy policy promises deletion after ${POLICY_RETENTION_MONTHS})`,
  ),
  RETENTION_INTERVAL_MS: wholeNumber(3_600_000, Number.MAX_SAFE_INTEGER, 100),
  // The /insights dashboard: off until set (docs/insights.md).
  INSIGHTS_PASSWORD_HASH: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    if (!isPasswordHash(raw)) return fail(ctx, "what `npm run insights -- --hash-password` prints (scrypt:…)");
    return raw;
  }),

  // --- Tooling: tests, screenshots, benchmarks -------------------------------------------
  CHROME_PATH: optionalText,
  E2E_PORT: wholeNumber(3107, 65_535),
  PEER_URL: url(["http:", "https:"], "http://127.0.0.1:5105").transform((value) => value?.replace(/\/$/, "")),
  PEER_POST: optionalText.transform((raw, ctx) => {
    if (raw !== undefined && !raw.startsWith("/")) return fail(ctx, "a path on the peer site, starting with /");
    return raw;
  }),
  PEER_PAGES: optionalText.transform((raw, ctx) => {
    const pages: Partial<Record<PageType, string>> = {};
    for (const entry of raw
      ?.split(",")
      .map((e) => e.trim())
      .filter(Boolean) ?? []) {
      const [type, path] = entry.split("=");
      if (!PAGE_TYPES.includes(type as PageType) || !path?.startsWith("/")) {
        return fail(ctx, `type=/path pairs separated by commas, the types ${PAGE_TYPES.join(", ")}; got "${entry}"`);
      }
      pages[type as PageType] = path;
    }
    return pages;
  }),
});

/** The kinds of page the benchmark compares with a peer's page of the same kind. */
export const PAGE_TYPES = ["home", "service", "project", "post", "blog", "contact", "legal"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type Config = ReturnType<typeof shape>;

function shape(v: z.output<typeof schema>) {
  return {
    /** The site's public origin: canonical links, sitemap, RSS, share images, allowed Host. */
    siteUrl: v.SITE_URL,
    host: {
      /** Interface to listen on (HOST). */
      host: v.HOST,
      /** PORT; 0 picks a free port. */
      port: v.PORT,
      /**
       * Lower-case name of the header our own reverse proxy appends the client address to
       * (TRUSTED_PROXY_HEADER). Unset: no proxy is trusted, and the socket's peer is the client.
       */
      trustedProxyHeader: v.TRUSTED_PROXY_HEADER,
      /** Strict-Transport-Security on TLS responses; HSTS=off turns it off. */
      hsts: v.HSTS,
      /** How long SIGTERM waits for requests in flight before exiting with 1 (SHUTDOWN_GRACE_MS). */
      shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
      /** Time for a request's headers to arrive before Node answers 408 (REQUEST_HEADERS_TIMEOUT_MS). */
      headersTimeoutMs: v.REQUEST_HEADERS_TIMEOUT_MS,
      /**
       * Time for a whole request to arrive, any route (REQUEST_TIMEOUT_MS): Node's backstop. Keep
       * it above API_BODY_TIMEOUT_MS, so that the forms and the API answer their own JSON 408 first.
       */
      requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    },
    leads: {
      /** postgres://… to store in PostgreSQL; unset for the embedded SQLite file. */
      databaseUrl: v.DATABASE_URL,
      /** SQLite file path, absolute (default ./data/site.db). */
      sqlitePath: v.SQLITE_PATH,
      /** smtp(s)://user:pass@host:port to e-mail each lead; unset to only store leads. */
      smtpUrl: v.SMTP_URL,
      leadsTo: v.LEADS_TO,
      leadsFrom: v.LEADS_FROM,
      /** Contact submissions per client per minute; 0 lifts the limit (benchmarks only). */
      contactRateLimit: v.CONTACT_RATE_LIMIT,
      newsletterRateLimit: v.NEWSLETTER_RATE_LIMIT,
      /**
       * Delays between delivery attempts (a lead's e-mail, a webhook call), in ms; after the last,
       * the delivery is flagged as unsendable.
       */
      deliveryRetryDelaysMs: v.DELIVERY_RETRY_DELAYS_MS,
      /** How long an instance holds a delivery it is making before another may claim it (ADR 0012). */
      deliveryClaimLeaseMs: v.DELIVERY_CLAIM_LEASE_MS,
      /** How long a form or API request body may take to arrive before a 408 (API_BODY_TIMEOUT_MS). */
      bodyTimeoutMs: v.API_BODY_TIMEOUT_MS,
      /** The site's origin, for the links in e-mails to subscribers. */
      siteUrl: v.SITE_URL,
      /** Where e-mails go as .eml files when there is no SMTP_URL (MAIL_DIR, default ./data/mail). */
      mailDir: v.MAIL_DIR,
      /** A Standard Webhooks endpoint each lead is posted to, and its signing secret (both or neither). */
      webhook: v.LEADS_WEBHOOK_URL
        ? { url: v.LEADS_WEBHOOK_URL, secret: v.LEADS_WEBHOOK_SECRET!, timeoutMs: v.WEBHOOK_TIMEOUT_MS }
        : undefined,
      /** Enquiries older than this many months are deleted (LEADS_RETENTION_MONTHS, at most the policy's figure). */
      retentionMonths: v.LEADS_RETENTION_MONTHS,
      /** How often the retention job runs in the host (RETENTION_INTERVAL_MS, default hourly). */
      retentionIntervalMs: v.RETENTION_INTERVAL_MS,
      /** The staff password's scrypt hash for /insights (INSIGHTS_PASSWORD_HASH); unset, there is no dashboard. */
      insightsPasswordHash: v.INSIGHTS_PASSWORD_HASH,
    },
    tools: {
      /** The Chromium the tests, screenshots and benchmarks drive. */
      chromePath: v.CHROME_PATH ?? "/usr/bin/chromium",
      /** Port of the production host the browser tests start. */
      e2ePort: v.E2E_PORT,
      /**
       * A peer site to benchmark beside ours, and its page of each kind (PEER_PAGES; PEER_POST is
       * the post's alone, kept for older settings). Its home is PEER_URL itself.
       */
      peerUrl: v.PEER_URL,
      peerPages: { home: "/", ...(v.PEER_POST ? { post: v.PEER_POST } : {}), ...v.PEER_PAGES } as Partial<
        Record<PageType, string>
      >,
    },
  };
}

export type HostConfig = Config["host"];
export type LeadsConfig = Config["leads"];

/** Thrown when a variable does not hold what it must; the message names each one. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration (environment or .env):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and checks every variable at once, so that one start reports every mistake. */
/** Variables renamed, new name → old name: the old name still works, and both at once must agree. */
const RENAMED: Record<string, string> = {
  DELIVERY_RETRY_DELAYS_MS: "MAIL_RETRY_DELAYS_MS",
  DELIVERY_CLAIM_LEASE_MS: "MAIL_CLAIM_LEASE_MS",
};

/** `env` with each renamed variable under its new name, when only the old one is set. */
function withRenames(env: Env): Env {
  const renamed: Env = { ...env };
  const problems: string[] = [];
  for (const [name, old] of Object.entries(RENAMED)) {
    const [now, before] = [env[name]?.trim(), env[old]?.trim()];
    if (!before) continue;
    if (!now) renamed[name] = before;
    else if (now !== before)
      problems.push(`${old} is the old name of ${name}; set one of them, not both with different values`);
  }
  if (problems.length) throw new ConfigError(problems);
  return renamed;
}

export function readConfig(given: Env = process.env): Config {
  const env = withRenames(given);
  const result = schema.safeParse(env);
  if (!result.success) {
    // A value set under a variable's old name is reported under the name it was set as.
    const named = (issue: z.core.$ZodIssue) => {
      const old = RENAMED[String(issue.path[0])];
      return old && !given[String(issue.path[0])]?.trim() ? { ...issue, path: [old] } : issue;
    };
    throw new ConfigError(result.error.issues.map((issue) => describeIssue(named(issue), given)));
  }
  if (result.data.LEADS_WEBHOOK_URL && !result.data.LEADS_WEBHOOK_SECRET) {
    throw new ConfigError([
      "LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is (every call is signed); it is not set",
    ]);
  }
  return shape(result.data);
}

/**
 * Only SITE_URL, checked by the same schema: the build reads the origin, and a build must not
 * depend on the host's or the mail server's variables.
 */
export function readSiteUrl(env: Env = process.env): string {
  const result = schema.pick({ SITE_URL: true }).safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, env)));
  return result.data.SITE_URL;
}

/** Where the CMS saves: the files on disk (`npm run dev`), or the GitHub repository in production. */
export type CmsStorage =
  | { kind: "local" }
  | {
      kind: "github";
      repo: `${string}/${string}`;
      clientId: string;
      clientSecret: string;
      secret: string;
      appSlug: string;
    };

const CMS_GITHUB_VARIABLES = [
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
] as const;

/**
 * The CMS's storage, read at build time: GitHub mode when KEYSTATIC_GITHUB_REPO is set, and then
 * every one of its five variables must be (a half-configured admin would build and fail at sign-in).
 * Unset: local mode, which only `npm run dev` serves; a production build then has no admin.
 */
export function readCmsStorage(env: Env = process.env): CmsStorage {
  const result = schema.pick(Object.fromEntries(CMS_GITHUB_VARIABLES.map((n) => [n, true])) as never).safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, env)));
  const v = result.data as Partial<Record<(typeof CMS_GITHUB_VARIABLES)[number], string>>;
  if (v.KEYSTATIC_GITHUB_REPO === undefined) return { kind: "local" };
  const missing = CMS_GITHUB_VARIABLES.filter((name) => v[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name} must be set when KEYSTATIC_GITHUB_REPO is (the CMS's GitHub mode); it is not set`),
    );
  }
  return {
    kind: "github",
    repo: v.KEYSTATIC_GITHUB_REPO as `${string}/${string}`,
    clientId: v.KEYSTATIC_GITHUB_CLIENT_ID!,
    clientSecret: v.KEYSTATIC_GITHUB_CLIENT_SECRET!,
    secret: v.KEYSTATIC_SECRET!,
    appSlug: v.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG!,
  };
}

/**
 * Loads `.env` from `dir` into process.env when the file exists. Variables already set in the
 * environment keep their values: the file holds a machine's defaults, the environment decides.
 * Returns the file's path when one was loaded.
 */
export function loadEnvFile(dir: string = process.cwd()): string | undefined {
  const file = path.join(dir, ".env");
  if (!fs.existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
