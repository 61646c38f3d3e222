import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_SITE_URL, loadEnvFile, readCmsStorage, readConfig, readSiteUrl } from "./config";

/** The message readConfig throws for `env`, or "" when it does not throw. */
function problem(env: Record<string, string>): string {
  try {
    readConfig(env);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe("configuration", () => {
  it("runs with no environment at all: leads kept in SQLite under data/, nothing sent anywhere", () => {
    const config = readConfig({});
    expect(config.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(config.leads.siteUrl).toBe(config.siteUrl);
    expect(config.leads.databaseUrl).toBeUndefined();
    expect(config.leads.sqlitePath).toBe(path.resolve("data", "site.db"));
    expect(config.leads.mailDir).toBe(path.resolve("data", "mail"));
    expect([config.leads.smtpUrl, config.leads.leadsTo, config.leads.webhook]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(config.host.trustedProxyHeader).toBeUndefined();
    // A request may take longer than its body, so a slow upload gets the API's 408, not a reset.
    expect(config.host.requestTimeoutMs).toBeGreaterThan(config.leads.bodyTimeoutMs);
  });

  it("reads and normalises every variable", () => {
    const config = readConfig({
      SITE_URL: "https://www.ignite-tech.in/some/path",
      HOST: "127.0.0.1",
      PORT: "8080",
      TRUSTED_PROXY_HEADER: " X-Forwarded-For ",
      HSTS: "OFF",
      SHUTDOWN_GRACE_MS: "500",
      REQUEST_HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: "5000",
      DATABASE_URL: "postgres://ignite:secret@db.internal:5432/site",
      SQLITE_PATH: "/var/lib/ignite/site.db",
      SMTP_URL: "smtps://mailer:secret@smtp.example.net:465",
      LEADS_TO: "hello@ignite.example, sales@ignite.example",
      LEADS_FROM: "no-reply@ignite.example",
      CONTACT_RATE_LIMIT: "0",
      NEWSLETTER_RATE_LIMIT: "3",
      DELIVERY_RETRY_DELAYS_MS: "100, 200",
      DELIVERY_CLAIM_LEASE_MS: "60000",
      API_BODY_TIMEOUT_MS: "1500",
      MAIL_DIR: "/var/lib/ignite/mail",
      LEADS_WEBHOOK_URL: "https://hooks.example.com/ignite",
      LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 1).toString("base64")}`,
      WEBHOOK_TIMEOUT_MS: "2500",
      LEADS_RETENTION_MONTHS: "12",
      RETENTION_INTERVAL_MS: "600000",
      CHROME_PATH: "/opt/chrome/chrome",
      E2E_PORT: "4000",
      PEER_URL: "http://127.0.0.1:5105/",
      PEER_POST: "/a-long-post",
      PEER_PAGES: "service=/services, contact=/contact,legal=/privacy",
    });
    expect(config.siteUrl).toBe("https://www.ignite-tech.in");
    expect(config.host).toEqual({
      host: "127.0.0.1",
      port: 8080,
      trustedProxyHeader: "x-forwarded-for",
      hsts: false,
      shutdownGraceMs: 500,
      headersTimeoutMs: 2_000,
      requestTimeoutMs: 5_000,
    });
    expect(config.leads).toEqual({
      databaseUrl: "postgres://ignite:secret@db.internal:5432/site",
      sqlitePath: "/var/lib/ignite/site.db",
      smtpUrl: "smtps://mailer:secret@smtp.example.net:465",
      leadsTo: "hello@ignite.example, sales@ignite.example",
      leadsFrom: "no-reply@ignite.example",
      contactRateLimit: 0,
      newsletterRateLimit: 3,
      deliveryRetryDelaysMs: [100, 200],
      deliveryClaimLeaseMs: 60_000,
      bodyTimeoutMs: 1_500,
      siteUrl: "https://www.ignite-tech.in",
      mailDir: "/var/lib/ignite/mail",
      webhook: {
        url: "https://hooks.example.com/ignite",
        secret: `whsec_${Buffer.alloc(24, 1).toString("base64")}`,
        timeoutMs: 2_500,
      },
      retentionMonths: 12,
      retentionIntervalMs: 600_000,
    });
    expect(config.tools).toEqual({
      chromePath: "/opt/chrome/chrome",
      e2ePort: 4000,
      peerUrl: "http://127.0.0.1:5105",
      peerPages: { home: "/", post: "/a-long-post", service: "/services", contact: "/contact", legal: "/privacy" },
    });
  });

  it("treats a blank variable as unset, as `NAME=` in a .env file means", () => {
    expect(readConfig({ PORT: "", SMTP_URL: " ", DELIVERY_RETRY_DELAYS_MS: "", MAIL_RETRY_DELAYS_MS: "" })).toEqual(
      readConfig({}),
    );
  });

  it("still takes the delivery timings under their old MAIL_* names, and refuses both names at odds", () => {
    const { leads } = readConfig({ MAIL_RETRY_DELAYS_MS: "100,200", MAIL_CLAIM_LEASE_MS: "60000" });
    expect([leads.deliveryRetryDelaysMs, leads.deliveryClaimLeaseMs]).toEqual([[100, 200], 60_000]);
    const same = readConfig({ MAIL_RETRY_DELAYS_MS: "100,200", DELIVERY_RETRY_DELAYS_MS: "100,200" });
    expect(same.leads.deliveryRetryDelaysMs).toEqual([100, 200]);
    expect(() => readConfig({ MAIL_CLAIM_LEASE_MS: "60000", DELIVERY_CLAIM_LEASE_MS: "90000" })).toThrow(
      "MAIL_CLAIM_LEASE_MS is the old name of DELIVERY_CLAIM_LEASE_MS; set one of them, not both with different values",
    );
    // A mistake is named as it was set.
    expect(() => readConfig({ DELIVERY_RETRY_DELAYS_MS: "2s" })).toThrow(
      "DELIVERY_RETRY_DELAYS_MS must be whole numbers",
    );
  });

  it.each([
    ["PORT", "80a", 'PORT must be a whole number from 0 to 65535; got "80a"'],
    ["PORT", "70000", 'PORT must be a whole number from 0 to 65535; got "70000"'],
    ["SHUTDOWN_GRACE_MS", "-1", "SHUTDOWN_GRACE_MS must be a whole number from 0 to"],
    ["CONTACT_RATE_LIMIT", "2.5", "CONTACT_RATE_LIMIT must be a whole number"],
    ["HSTS", "false", 'HSTS must be on or off; got "false"'],
    ["TRUSTED_PROXY_HEADER", "x forwarded", "TRUSTED_PROXY_HEADER must be an HTTP header name"],
    [
      "SITE_URL",
      "ignite.example",
      'SITE_URL must be an absolute http(s) URL such as https://ignite.example; got "ignite.example"',
    ],
    ["SITE_URL", "ftp://ignite.example", "SITE_URL must be an absolute http(s) URL"],
    ["DATABASE_URL", "mysql://db/site", "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [
      "SMTP_URL",
      "mail.example.net:587",
      "SMTP_URL must be a smtp:// or smtps:// URL such as smtp://user:pass@host:587",
    ],
    ["LEADS_TO", "hello@ignite.example, sales", "LEADS_TO must be one e-mail address, or several separated by commas"],
    ["LEADS_FROM", "Ignite website", "LEADS_FROM must be an e-mail address, or a name and one"],
    // Once dropped silently, leaving no retries at all.
    [
      "MAIL_RETRY_DELAYS_MS",
      "2s,10s",
      'MAIL_RETRY_DELAYS_MS must be whole numbers of milliseconds separated by commas, such as 2000,10000,60000; got "2s,10s"',
    ],
    ["MAIL_RETRY_DELAYS_MS", "100,,200", "MAIL_RETRY_DELAYS_MS must be whole numbers"],
    ["PEER_POST", "blog/post", "PEER_POST must be a path on the peer site, starting with /"],
    [
      "PEER_PAGES",
      "services=/services",
      'PEER_PAGES must be type=/path pairs separated by commas, the types home, service, project, post, blog, contact, legal; got "services=/services"',
    ],
    ["PEER_PAGES", "blog=blog", 'got "blog=blog"'],
  ])("refuses %s=%s, naming the variable and the form it expects", (name, value, message) => {
    expect(problem({ [name]: value })).toContain(message);
  });

  it("reports every invalid variable at once", () => {
    const message = problem({ PORT: "http", SMTP_URL: "nope", HSTS: "maybe" });
    // In the schema's order: host, then leads.
    expect(message.split("\n").slice(1)).toEqual([
      expect.stringContaining("PORT must be"),
      expect.stringContaining("HSTS must be"),
      expect.stringContaining("SMTP_URL must be"),
    ]);
  });

  it("reads the site's origin alone, so that a build does not depend on the host's variables", () => {
    expect(readSiteUrl({ SITE_URL: "http://localhost:4321/", PORT: "not a port" })).toBe("http://localhost:4321");
    expect(() => readSiteUrl({ SITE_URL: "localhost" })).toThrow(/SITE_URL must be an absolute http\(s\) URL/);
  });
});

describe("the webhook and retention settings", () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

  it("reads a webhook only with its signing secret", () => {
    const config = readConfig({ LEADS_WEBHOOK_URL: "https://hooks.example.com/x", LEADS_WEBHOOK_SECRET: secret });
    expect(config.leads.webhook).toEqual({ url: "https://hooks.example.com/x", secret, timeoutMs: 10_000 });
    expect(problem({ LEADS_WEBHOOK_URL: "https://hooks.example.com/x" })).toContain(
      "LEADS_WEBHOOK_SECRET must be set when LEADS_WEBHOOK_URL is",
    );
    expect(problem({ LEADS_WEBHOOK_URL: "ftp://x.example", LEADS_WEBHOOK_SECRET: secret })).toContain(
      'LEADS_WEBHOOK_URL must be a http:// or https:// URL such as https://hooks.example.com/ignite-leads; got "ftp://x.example"',
    );
    expect(problem({ LEADS_WEBHOOK_SECRET: "whsec_c2hvcnQ=" })).toContain(
      "LEADS_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by at least 24 random bytes in base64",
    );
  });

  it("never keeps enquiries longer than the privacy policy says", () => {
    expect(readConfig({ LEADS_RETENTION_MONTHS: "6" }).leads.retentionMonths).toBe(6);
    expect(problem({ LEADS_RETENTION_MONTHS: "36" })).toContain(
      'LEADS_RETENTION_MONTHS must be a whole number from 1 to 24 (the privacy policy promises deletion after 24); got "36"',
    );
    expect(problem({ LEADS_RETENTION_MONTHS: "0" })).toContain(
      "LEADS_RETENTION_MONTHS must be a whole number from 1 to 24",
    );
  });
});

describe(".env", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it("is loaded when present, and the real environment wins over it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-env-"));
    fs.writeFileSync(
      path.join(dir, ".env"),
      '# the agency\'s staging host\nIGNITE_TEST_FROM_FILE=file\nIGNITE_TEST_BOTH=file\nLEADS_FROM="Ignite staging <staging@ignite.example>"\n',
    );
    process.env.IGNITE_TEST_BOTH = "environment";
    expect(loadEnvFile(dir)).toBe(path.join(dir, ".env"));
    expect(process.env.IGNITE_TEST_FROM_FILE).toBe("file");
    expect(process.env.IGNITE_TEST_BOTH).toBe("environment");
    expect(readConfig().leads.leadsFrom).toBe("Ignite staging <staging@ignite.example>");
  });

  it("is optional", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-env-"));
    expect(loadEnvFile(dir)).toBeUndefined();
  });

  it("is documented: .env.example names every variable the schema reads, each with its default commented out", () => {
    const example = fs.readFileSync(path.join(import.meta.dirname, "..", ".env.example"), "utf8");
    const documented = [...example.matchAll(/^# ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    const source = fs.readFileSync(path.join(import.meta.dirname, "config.ts"), "utf8");
    const schemaBlock = source.slice(source.indexOf("const schema = z.object({"), source.indexOf("export type Config"));
    const read = [...schemaBlock.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(15);
    expect(documented.sort()).toEqual(read.sort());
  });
});

describe("the CMS's storage (read at build time)", () => {
  const github = {
    KEYSTATIC_GITHUB_REPO: "ignite-technologies/website",
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
    KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef",
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "ignite-website-cms",
  };

  it("is local (npm run dev only) when no repository is named", () => {
    expect(readCmsStorage({})).toEqual({ kind: "local" });
  });

  it("is the GitHub repository when all five variables are set", () => {
    expect(readCmsStorage(github)).toMatchObject({ kind: "github", repo: "ignite-technologies/website" });
  });

  it("names each variable a half-configured GitHub mode lacks", () => {
    const { KEYSTATIC_SECRET: _secret, PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: _slug, ...partial } = github;
    expect(() => readCmsStorage(partial)).toThrow(
      /KEYSTATIC_SECRET must be set when KEYSTATIC_GITHUB_REPO is[^\n]*\n.*PUBLIC_KEYSTATIC_GITHUB_APP_SLUG must be set/s,
    );
  });

  it("says what form a repository and a secret take", () => {
    expect(() => readCmsStorage({ ...github, KEYSTATIC_GITHUB_REPO: "https://github.com/x/y" })).toThrow(
      'KEYSTATIC_GITHUB_REPO must be a GitHub repository written as owner/name, such as ignite-technologies/website; got "https://github.com/x/y"',
    );
    expect(() => readCmsStorage({ ...github, KEYSTATIC_SECRET: "short" })).toThrow(
      "KEYSTATIC_SECRET must be a random secret of at least 32 characters",
    );
  });
});
