/**
 * A webhook per lead, through the outbox (issue 29, ADR 0018): real production hosts, a real
 * PostgreSQL cluster or SQLite file, a real HTTP receiver, and the Standard Webhooks reference
 * library checking every signature. Exactly once per lead and endpoint across two instances
 * and restarts; retried with back-off; a receiver that hangs holds up nothing; 410 stops the
 * endpoint; a call given up on is flagged by /healthz and `npm run leads -- --unsent`.
 */
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import {
  leadsCli,
  startPostgres,
  startSite,
  startSmtp,
  startWebhookReceiver,
  storageFor,
  until,
  type Postgres,
  type ReceivedCall,
  type RunningServer,
} from "./harness";
import { health, Ledger, report, validLead } from "./ledger";

const secret = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LeadEvent {
  type: string;
  data: { id: string; email: string; message: string };
}

/** Verifies a call as a receiver would (throws on a bad signature) and returns its event. */
function verified(call: ReceivedCall): LeadEvent {
  return new Webhook(secret).verify(call.body, call.headers) as LeadEvent;
}

const leadOf = (call: ReceivedCall) => (JSON.parse(call.body) as LeadEvent).data.id;
const delivered = (calls: ReceivedCall[]) =>
  calls.filter((c) => typeof c.answer === "number" && c.answer >= 200 && c.answer < 300);

/** Sends one contact message tagged `tag`; its lead id. */
async function sendLead(url: string, tag: string): Promise<string> {
  const response = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...validLead, message: `[${tag}] ${"a message for the webhook ".repeat(2)}` }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function webhookRows(db: Db) {
  return db.selectFrom("deliveries").selectAll().where("channel", "=", "webhook").execute();
}

type WebhookHealth = { enabled: boolean; pending?: number; unsendable?: number; stopped?: string };
async function webhookHealth(url: string): Promise<{ status: number; webhook: WebhookHealth }> {
  const { status, body } = await health(url);
  return { status, webhook: (body.checks as { webhook: WebhookHealth }).webhook };
}

describe("lead webhooks on one PostgreSQL shared by two instances", () => {
  let pg: Postgres;
  let db: Db | undefined;

  beforeAll(async () => {
    pg = await startPostgres();
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    pg?.stop();
  });

  it("both restarted with 10 leads pending: 10 calls delivered, each signed, each its own webhook-id", async () => {
    const receiver = await startWebhookReceiver(() => 503);
    const env = {
      DATABASE_URL: pg.url,
      CONTACT_RATE_LIMIT: "0",
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: secret,
      DELIVERY_RETRY_DELAYS_MS: "800,800,800,800,800,800,800,800,800,800",
    };
    // Round 1: the receiver is failing; both instances take leads and try them.
    let sites: RunningServer[] = await Promise.all([startSite(env), startSite(env)]);
    db = (await openDatabase({ databaseUrl: pg.url, sqlitePath: "" })).db;
    const ledger = new Ledger("webhook-two-instances");
    try {
      for (let i = 0; i < 10; i++) expect(await ledger.send(sites[i % 2]!.url)).toBe(201);
      await until(async () => {
        const rows = await webhookRows(db!);
        return rows.length === 10 && rows.every((r) => Number(r.attempts) >= 1) ? true : undefined;
      });
    } finally {
      await Promise.all(sites.map((site) => site.kill("SIGTERM")));
    }
    expect((await webhookRows(db)).filter((r) => r.delivered_at)).toHaveLength(0);

    // Round 2: the receiver takes calls; both instances start at once and race for the same rows.
    receiver.respond.current = () => 204;
    sites = await Promise.all([startSite(env), startSite(env)]);
    try {
      await until(async () => ((await webhookRows(db!)).every((r) => r.delivered_at) ? true : undefined), 20_000);
      // Rounds run every few seconds: give a duplicate the time to show.
      await sleep(6_000);
      const ok = delivered(receiver.calls);
      const ids = new Set(ok.map((c) => c.headers["webhook-id"]));
      report("2 instances on 1 PostgreSQL restarted, 10 webhook calls pending", `2xx calls ${ok.length}`, 10, ids.size);
      expect(ok).toHaveLength(10);
      expect(ids.size).toBe(10);
      for (const call of receiver.calls) {
        const event = verified(call);
        expect(call.headers["webhook-id"]).toBe(`msg_${event.data.id}`);
        expect(event.type).toBe("lead.created");
      }
      expect(new Set(ok.map(leadOf))).toEqual(new Set((await webhookRows(db)).map((r) => r.lead_id)));
    } finally {
      await Promise.all(sites.map((site) => site.kill("SIGTERM")));
      await receiver.stop();
    }
  }, 120_000);
});

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`lead webhooks on ${engine}`, () => {
    const storage = storageFor(engine);

    describe("a receiver that fails, then answers; one that hangs", () => {
      let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
      let smtp: Awaited<ReturnType<typeof startSmtp>>;
      let site: RunningServer;

      beforeAll(async () => {
        receiver = await startWebhookReceiver();
        smtp = await startSmtp();
        site = await startSite({
          ...storage.env,
          CONTACT_RATE_LIMIT: "0",
          SMTP_URL: smtp.url,
          LEADS_TO: "leads@ignite.example",
          LEADS_WEBHOOK_URL: receiver.url,
          LEADS_WEBHOOK_SECRET: secret,
          WEBHOOK_TIMEOUT_MS: "4000",
          DELIVERY_RETRY_DELAYS_MS: "200,200,200,200",
        });
      }, 90_000);

      afterAll(async () => {
        await site?.kill("SIGTERM");
        await receiver?.stop();
        await smtp?.stop();
      }, 60_000);

      it("500 three times, then 200: the lead is delivered once, with one webhook-id throughout", async () => {
        receiver.respond.current = (call) =>
          receiver.calls.filter((c) => leadOf(c) === leadOf(call)).length <= 3 ? 500 : 200;
        const id = await sendLead(site.url, `webhook-retries-${engine}`);
        await until(async () => (delivered(receiver.calls).some((c) => leadOf(c) === id) ? true : undefined));
        await sleep(1_500);
        const calls = receiver.calls.filter((c) => leadOf(c) === id);
        expect(calls.map((c) => c.answer)).toEqual([500, 500, 500, 200]);
        expect(new Set(calls.map((c) => c.headers["webhook-id"]))).toEqual(new Set([`msg_${id}`]));
        for (const call of calls) expect(verified(call).data.id).toBe(id);
        // Each attempt is signed when it is sent: a receiver's five-minute tolerance holds for every one.
        for (const call of calls)
          expect(Math.abs(Number(call.headers["webhook-timestamp"]) * 1000 - call.at)).toBeLessThan(5_000);
        expect(site.output()).toMatch(
          new RegExp(`Lead ${id}: webhook failed \\(attempt 1 of 5; next in 200 ms\\): the endpoint answered 500`),
        );
        expect(await webhookHealth(site.url)).toEqual({
          status: 200,
          webhook: { enabled: true, pending: 0, unsendable: 0 },
        });
        report(`webhook: 500 ×3 then 200 (${engine})`, `calls ${calls.length}, 2xx 1`, 1, delivered(calls).length);
      });

      it("a receiver that hangs holds up neither the lead's e-mail nor the next visitor", async () => {
        receiver.respond.current = (call) => (call.body.includes("[webhook-hang-first") ? "hang" : 204);
        const id = await sendLead(site.url, `webhook-hang-first-${engine}`);
        const hanging = await until(async () => receiver.calls.find((c) => leadOf(c) === id));
        expect(hanging.answer).toBe("hang");
        // While that call hangs, the lead's e-mail goes out and the next visitor is answered.
        await until(async () => smtp.inbox.find((m) => m.raw.includes(id)));
        const nextId = await sendLead(site.url, `webhook-hang-next-${engine}`);
        await until(async () => smtp.inbox.find((m) => m.raw.includes(nextId)));
        // All of that happened while the call was still waiting for its answer.
        expect(site.output()).not.toContain(`Lead ${id}: webhook failed`);
        // The hung call times out and is tried again; the receiver now answers.
        receiver.respond.current = () => 204;
        await until(async () => (delivered(receiver.calls).some((c) => leadOf(c) === id) ? true : undefined), 15_000);
        await until(
          async () => (delivered(receiver.calls).some((c) => leadOf(c) === nextId) ? true : undefined),
          15_000,
        );
        expect(delivered(receiver.calls).filter((c) => leadOf(c) === id)).toHaveLength(1);
        expect(site.output()).toMatch(
          new RegExp(`Lead ${id}: webhook failed \\(attempt 1 of 5; next in 200 ms\\): no answer within 4000 ms`),
        );
      });
    });

    it("gives up after the last retry, and stops for good at a 410: flagged by /healthz, --unsent and the log", async () => {
      const receiver = await startWebhookReceiver(() => 500);
      const site = await startSite({
        ...storage.env,
        CONTACT_RATE_LIMIT: "0",
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: secret,
        DELIVERY_RETRY_DELAYS_MS: "200,200",
      });
      try {
        const failing = await sendLead(site.url, `webhook-gives-up-${engine}`);
        const flagged = await until(async () => {
          const h = await webhookHealth(site.url);
          return h.webhook.unsendable === 1 ? h : undefined;
        });
        expect(flagged).toEqual({ status: 200, webhook: { enabled: true, pending: 0, unsendable: 1 } });
        expect(receiver.calls).toHaveLength(3);
        expect(site.output().match(/gave up calling the webhook for it after 3 attempts/g)).toHaveLength(1);

        // The endpoint is gone: one 410, and no call after it, for this lead or any later one.
        receiver.respond.current = () => 410;
        const gone = await sendLead(site.url, `webhook-gone-${engine}`);
        const stopped = await until(async () => {
          const h = await webhookHealth(site.url);
          return h.webhook.stopped ? h : undefined;
        });
        expect(stopped.webhook.stopped).toMatch(/^the endpoint answered 410 Gone at \d{4}-/);
        const after = await sendLead(site.url, `webhook-after-gone-${engine}`);
        await until(async () => ((await webhookHealth(site.url)).webhook.unsendable === 3 ? true : undefined));
        await sleep(1_000);
        expect(receiver.calls.map((c) => c.answer)).toEqual([500, 500, 500, 410]);
        expect(await webhookHealth(site.url)).toMatchObject({ status: 200, webhook: { pending: 0, unsendable: 3 } });

        // Listed whatever the reader's configuration: the site's, none (only the database), or a
        // new URL the agency has moved to since.
        const host = new URL(receiver.url).host;
        for (const webhookEnv of <Record<string, string>[]>[
          { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: secret },
          {},
          { LEADS_WEBHOOK_URL: "https://hooks.example.com/new", LEADS_WEBHOOK_SECRET: secret },
        ]) {
          const cli = await leadsCli({ ...storage.env, ...webhookEnv }, ["--unsent"]);
          expect(cli.code, cli.err).toBe(0);
          expect(cli.out).not.toContain("Every lead has been e-mailed");
          expect(cli.out).toContain(
            `${failing}: webhook to ${host}: UNDELIVERED: gave up after 3 attempts; last error: the endpoint answered 500`,
          );
          expect(cli.out).toContain(
            `${gone}: webhook to ${host}: UNDELIVERED: gave up after 1 attempt; last error: the endpoint answered 410 Gone`,
          );
          expect(cli.out).toContain(
            `${after}: webhook to ${host}: UNDELIVERED: gave up after 0 attempts; last error: the endpoint answered 410 Gone: nothing more is sent to it`,
          );
        }
        report(`webhook: 500 past the last retry, then 410 (${engine})`, "3 leads flagged, 4 calls", 3, 3);
      } finally {
        await site.kill("SIGTERM");
        await receiver.stop();
      }
    }, 60_000);
  });
}
