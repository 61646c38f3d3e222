/**
 * Every real lead reaches the agency's inbox exactly once (issue 19, ADR 0012): two instances
 * on one PostgreSQL restarting with leads pending, PostgreSQL stopping between the send and its
 * record, an instance dying while it holds a lead, and a mail server down past the last retry.
 * Real production hosts, a real PostgreSQL cluster or SQLite file, real SMTP listeners.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import {
  deadSmtpUrl,
  storageFor,
  leadsCli,
  mailsPerLead,
  startHangingSmtp,
  startPostgres,
  startSite,
  startSmtp,
  tempDir,
  until,
  type Postgres,
  type RunningServer,
} from "./harness";
import { health, Ledger, report } from "./ledger";

const mailTo = { LEADS_TO: "leads@ignite.example", CONTACT_RATE_LIMIT: "0" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function unsentIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("deliveries")
    .select("lead_id")
    .where("deliveries.channel", "=", "email")
    .where("delivered_at", "is", null)
    .execute();
  return rows.map((r) => r.lead_id);
}

describe("lead e-mails on one PostgreSQL shared by two instances", () => {
  let pg: Postgres;
  let db: Db;

  beforeAll(async () => {
    pg = await startPostgres();
    // The first site creates the tables; the test reads them through its own pool.
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    pg?.stop();
  });

  it("both restarted with leads pending: exactly one e-mail per lead", async () => {
    // Round 1: the mail server is down; both instances take leads and fail to e-mail them.
    const down = {
      DATABASE_URL: pg.url,
      ...mailTo,
      SMTP_URL: await deadSmtpUrl(),
      DELIVERY_RETRY_DELAYS_MS: "800,800,800,800,800,800,800,800,800,800",
    };
    let sites: RunningServer[] = await Promise.all([startSite(down), startSite(down)]);
    db = (await openDatabase({ databaseUrl: pg.url, sqlitePath: "" })).db;
    const ledger = new Ledger("two-instances");
    for (let i = 0; i < 12; i++) expect(await ledger.send(sites[i % 2]!.url)).toBe(201);
    await until(async () => {
      const rows = await db
        .selectFrom("deliveries")
        .select("attempts")
        .where("deliveries.channel", "=", "email")
        .execute();
      return rows.length === 12 && rows.every((r) => Number(r.attempts) >= 1) ? true : undefined;
    });
    await Promise.all(sites.map((site) => site.kill("SIGTERM")));
    expect(await unsentIds(db)).toHaveLength(12);

    // Round 2: the mail server is back and both instances start at once, racing for the same leads.
    const smtp = await startSmtp();
    const up = { ...down, SMTP_URL: smtp.url };
    sites = await Promise.all([startSite(up), startSite(up)]);
    try {
      await until(async () => ((await unsentIds(db)).length === 0 ? true : undefined), 20_000);
      // Rounds run every few seconds: give a duplicate the time to show.
      await sleep(6_000);
      const perLead = mailsPerLead(smtp.inbox);
      report(
        "2 instances on 1 PostgreSQL restarted, 12 leads pending",
        `e-mails ${smtp.inbox.length}`,
        12,
        perLead.size,
      );
      expect(perLead.size).toBe(12);
      expect(
        [...perLead.values()].every((n) => n === 1),
        JSON.stringify([...perLead]),
      ).toBe(true);
      expect(smtp.inbox).toHaveLength(12);
    } finally {
      await Promise.all(sites.map((site) => site.kill("SIGTERM")));
      await smtp.stop();
    }
  }, 120_000);

  it("PostgreSQL stopped between the send and its record: exactly one e-mail", async () => {
    let stopped = false;
    const smtp = await startSmtp({
      beforeAccept: (mail) => {
        // The first e-mail of this test is in the mail server; the database goes before the 250.
        if (!stopped && mail.raw.includes("between-send-and-record")) {
          stopped = true;
          pg.pause();
        }
      },
    });
    const site = await startSite({
      DATABASE_URL: pg.url,
      ...mailTo,
      SMTP_URL: smtp.url,
      DELIVERY_RETRY_DELAYS_MS: "200,200,200,200,200,200,200,200",
    });
    try {
      const ledger = new Ledger("between-send-and-record");
      expect(await ledger.send(site.url)).toBe(201);
      await until(async () => (stopped ? true : undefined));
      // Down for 4 s: the old notifier counted the delivered e-mail as failed and sent it again every 200 ms.
      await sleep(4_000);
      pg.resume();
      await until(async () => {
        const row = await db
          .selectFrom("contact_messages")
          .innerJoin("deliveries", "deliveries.lead_id", "contact_messages.id")
          .select("deliveries.delivered_at")
          .where("message", "like", "[between-send-and-record]%")
          .where("deliveries.channel", "=", "email")
          .executeTakeFirst();
        return row?.delivered_at ? true : undefined;
      }, 20_000);
      await sleep(3_000);
      const copies = smtp.inbox.filter((m) => m.raw.includes("between-send-and-record")).length;
      report("PostgreSQL stopped between send and record (4 s)", `e-mails ${copies}`, 1, copies);
      expect(copies).toBe(1);
      expect(site.output()).toMatch(/e-mailed, but recording that failed/);
    } finally {
      if (!stopped) pg.resume();
      await site.kill("SIGTERM");
      await smtp.stop();
    }
  }, 90_000);

  it("an instance killed while it holds a lead: another sends it once its claim runs out", async () => {
    const hanging = await startHangingSmtp();
    const lease = { DELIVERY_CLAIM_LEASE_MS: "3000" };
    const first = await startSite({ DATABASE_URL: pg.url, ...mailTo, ...lease, SMTP_URL: hanging.url });
    const smtp = await startSmtp();
    let second: RunningServer | undefined;
    try {
      const ledger = new Ledger("killed-holding");
      expect(await ledger.send(first.url)).toBe(201);
      const claimed = await until(async () => {
        const row = await db
          .selectFrom("contact_messages")
          .innerJoin("deliveries", "deliveries.lead_id", "contact_messages.id")
          .select(["id", "deliveries.lease_until"])
          .where("message", "like", "[killed-holding]%")
          .where("deliveries.channel", "=", "email")
          .executeTakeFirst();
        return row?.lease_until ? row : undefined;
      });
      await first.kill("SIGKILL");
      second = await startSite({ DATABASE_URL: pg.url, ...mailTo, ...lease, SMTP_URL: smtp.url });
      // Not before the lease of the dead instance runs out, then once.
      const sentAt = await until(async () => {
        const n = mailsPerLead(smtp.inbox).get(claimed.id);
        return n ? Date.now() : undefined;
      }, 15_000);
      expect(sentAt).toBeGreaterThanOrEqual(new Date(claimed.lease_until!).getTime() - 50);
      await sleep(2_000);
      expect(mailsPerLead(smtp.inbox).get(claimed.id)).toBe(1);
      report("instance killed -9 holding a lead's claim", "e-mails 1", 1, 1);
    } finally {
      await first.kill("SIGKILL");
      await second?.kill("SIGTERM");
      await smtp.stop();
      await hanging.stop();
    }
  }, 90_000);
});

describe("a lead left unsent by an earlier run", () => {
  it("is e-mailed when the site starts, before any request reaches it", async () => {
    const storage = { SQLITE_PATH: path.join(tempDir("ignite-at-start-"), "site.db") };
    // Stored by a run without mail, as if SMTP had been misconfigured.
    const first = await startSite(storage);
    const ledger = new Ledger("left-unsent");
    expect(await ledger.send(first.url)).toBe(201);
    await first.kill("SIGTERM");
    const smtp = await startSmtp();
    const second = await startSite({ ...storage, ...mailTo, SMTP_URL: smtp.url }, { untouched: true });
    try {
      const mail = await until(async () => smtp.inbox.find((m) => m.raw.includes("[left-unsent]")));
      expect(mail).toBeDefined();
      // No request at all: the host opened its context at start, not at a first visitor.
      expect(second.output()).not.toMatch(/^(GET|HEAD|POST) /m);
    } finally {
      await second.kill("SIGTERM");
      await smtp.stop();
    }
  }, 60_000);
});

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`a lead the mail server never takes, on ${engine}`, () => {
    const storage = storageFor(engine);

    it("is retried while the site runs, then flagged: by the CLI, by /healthz (still 200) and once in the log", async () => {
      const site = await startSite({
        ...storage.env,
        ...mailTo,
        SMTP_URL: await deadSmtpUrl(),
        DELIVERY_RETRY_DELAYS_MS: "300,600",
      });
      try {
        const before = await health(site.url);
        expect(before.body.checks).toMatchObject({ notifications: { enabled: true, pending: 0, unsendable: 0 } });
        const ledger = new Ledger("never-sent");
        expect(await ledger.send(site.url)).toBe(201);
        // Three attempts (the first and two retries) without a restart or a request.
        const flagged = await until(async () => {
          const { status, body } = await health(site.url);
          const notifications = (body.checks as { notifications: { unsendable: number } }).notifications;
          return notifications.unsendable === 1 ? { status, notifications } : undefined;
        });
        expect(flagged).toEqual({ status: 200, notifications: { enabled: true, pending: 0, unsendable: 1 } });
        await sleep(2_000);
        const gaveUp = site.output().match(/gave up e-mailing it after 3 attempts/g) ?? [];
        expect(gaveUp).toHaveLength(1);
        expect(site.output().match(/notification e-mail failed/g)).toHaveLength(2);

        const cli = await leadsCli(storage.env, ["--unsent"]);
        expect(cli.code).toBe(0);
        expect(cli.out).toContain("[never-sent]");
        expect(cli.out).toMatch(/UNSENDABLE: gave up after 3 attempts; last error: .*ECONNREFUSED/);
        expect(cli.out).toContain("1 lead(s)");
        report(`SMTP down past the last retry (${engine})`, "201×1, flagged", 1, 1);
      } finally {
        await site.kill("SIGTERM");
      }
    }, 60_000);
  });
}
