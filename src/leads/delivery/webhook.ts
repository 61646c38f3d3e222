/**
 * A webhook per lead (LEADS_WEBHOOK_URL), for the agency's own tools: a CRM, Slack, Zapier.
 * Each call is signed as Standard Webhooks specifies (webhook-id, webhook-timestamp,
 * webhook-signature: v1, base64 HMAC-SHA256 of "id.timestamp.body" under the whsec_ secret),
 * and goes through an outbox of its own rows, claimed with a lease like the e-mail (ADR 0018):
 * exactly once per lead and endpoint across instances and restarts, with webhook-id as the
 * idempotency key a receiver can drop a repeat by. 2xx is delivered; 410 Gone stops every call
 * to that endpoint; anything else is retried with back-off, then flagged.
 */
import { createHmac } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { LeadsConfig } from "../../config";
import { Courier, finalFailure, type Channel, type CourierConfig } from "./courier";
import type { Database, Db, Engine } from "../store/db";

export type WebhookConfig = NonNullable<LeadsConfig["webhook"]>;

/** The `webhook-signature` value for a body: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The idempotency key of a lead's call: the same on every attempt and every instance. */
export const webhookId = (leadId: string) => `msg_${leadId}`;

export interface LeadEvent {
  type: "lead.created";
  /** When the lead arrived. */
  timestamp: string;
  data: {
    id: string;
    receivedAt: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
  };
}

type Rows = ExpressionBuilder<Database, "lead_webhooks">;

/** Due: for this endpoint, not delivered or given up, past its back-off, no live lease, endpoint not stopped. */
function due(endpoint: string, now: string) {
  return (eb: Rows) =>
    eb.and([
      eb("endpoint", "=", endpoint),
      eb("delivered_at", "is", null),
      eb("given_up_at", "is", null),
      eb.or([eb("next_at", "is", null), eb("next_at", "<=", now)]),
      eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]),
      eb.not(eb.exists(eb.selectFrom("webhook_endpoints").select("url").where("url", "=", endpoint))),
    ]);
}

const statusText = (status: number) => `the endpoint answered ${status}`;

/** Posts one event; resolves on 2xx, throws a final failure on 410, an ordinary one otherwise. */
async function post(config: WebhookConfig, event: LeadEvent): Promise<void> {
  const body = JSON.stringify(event);
  const id = webhookId(event.data.id);
  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "ignite-website-webhooks/1",
        "webhook-id": id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": webhookSignature(config.secret, id, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError") throw new Error(`no answer within ${config.timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(
      `the endpoint cannot be reached (${cause ?? (error instanceof Error ? error.message : "unknown")})`,
    );
  }
  // The body is not ours to keep (it may echo the lead); it is read off only to free the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 410) throw finalFailure(`${statusText(410)} Gone`);
  if (response.status < 200 || response.status > 299) throw new Error(statusText(response.status));
}

/** Flags every open call to a stopped endpoint as given up; how many. */
async function flagOpen(db: Db, endpoint: string, reason: string, at: Date): Promise<number> {
  const result = await db
    .updateTable("lead_webhooks")
    .set({ given_up_at: at.toISOString(), lease_until: null, error: `${reason}: nothing more is sent to it` })
    .where("endpoint", "=", endpoint)
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function webhookChannel(db: Db, engine: Engine, config: WebhookConfig): Channel {
  const endpoint = config.url;
  return {
    what: "webhook",
    doing: "calling the webhook for it",
    done: "posted to the webhook",
    async claim(now, leaseMs) {
      const stop = await db
        .selectFrom("webhook_endpoints")
        .select("reason")
        .where("url", "=", endpoint)
        .executeTakeFirst();
      if (stop) {
        // Leads stored since (here or on another instance) are flagged, not sent.
        await flagOpen(db, endpoint, stop.reason, now);
        return undefined;
      }
      for (;;) {
        const at = now.toISOString();
        const row = await db
          .updateTable("lead_webhooks")
          .set((eb) => ({
            lease_until: new Date(now.getTime() + leaseMs).toISOString(),
            attempts: eb("attempts", "+", 1),
          }))
          .where("endpoint", "=", endpoint)
          .where("lead_id", "=", (eb) =>
            eb
              .selectFrom("lead_webhooks")
              .select("lead_id")
              .where(due(endpoint, at))
              .orderBy("created_at", "asc")
              .limit(1)
              .$if(engine === "postgres", (q) => q.forUpdate().skipLocked()),
          )
          .where(due(endpoint, at))
          .returning(["lead_id", "attempts"])
          .executeTakeFirst();
        if (!row) return undefined;
        const lead = await db
          .selectFrom("contact_messages")
          .selectAll()
          .where("id", "=", row.lead_id)
          .executeTakeFirst();
        if (!lead) {
          // Erased or purged between its storing and its call: nothing is left to send.
          await db.deleteFrom("lead_webhooks").where("lead_id", "=", row.lead_id).execute();
          continue;
        }
        const event: LeadEvent = {
          type: "lead.created",
          timestamp: lead.created_at,
          data: {
            id: lead.id,
            receivedAt: lead.created_at,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            subject: lead.subject,
            message: lead.message,
          },
        };
        return { id: lead.id, attempt: Number(row.attempts), send: () => post(config, event) };
      }
    },
    async recordSent(id, at) {
      await db
        .updateTable("lead_webhooks")
        .set({ delivered_at: at.toISOString(), error: null, lease_until: null, next_at: null })
        .where("lead_id", "=", id)
        .where("endpoint", "=", endpoint)
        .execute();
    },
    async recordFailure(id, failure) {
      await db
        .updateTable("lead_webhooks")
        .set({
          error: failure.error.slice(0, 500),
          lease_until: null,
          next_at: failure.nextAt?.toISOString() ?? null,
          given_up_at: failure.nextAt ? null : failure.at.toISOString(),
        })
        .where("lead_id", "=", id)
        .where("endpoint", "=", endpoint)
        .where("delivered_at", "is", null)
        .execute();
    },
    async stopped(error, at) {
      await db
        .insertInto("webhook_endpoints")
        .values({ url: endpoint, stopped_at: at.toISOString(), reason: error })
        .onConflict((oc) => oc.column("url").doNothing())
        .execute();
      const left = await flagOpen(db, endpoint, error, at);
      console.error(
        `Webhook: ${error}, so no more calls go to it (${left} other lead(s) flagged). ` +
          "Set a new LEADS_WEBHOOK_URL to resume; `npm run leads -- --unsent` lists what it missed.",
      );
    },
    async health() {
      const [counts, stop] = await Promise.all([
        db
          .selectFrom("lead_webhooks")
          .select((eb) => [eb.fn.countAll<number>().as("open"), eb.fn.count<number>("given_up_at").as("unsendable")])
          .where("endpoint", "=", endpoint)
          .where("delivered_at", "is", null)
          .executeTakeFirstOrThrow(),
        db.selectFrom("webhook_endpoints").selectAll().where("url", "=", endpoint).executeTakeFirst(),
      ]);
      const unsendable = Number(counts.unsendable);
      return {
        pending: Number(counts.open) - unsendable,
        unsendable,
        ...(stop ? { stopped: `${stop.reason} at ${stop.stopped_at}` } : {}),
      };
    },
    async releaseClaims() {
      await db
        .updateTable("lead_webhooks")
        .set({ lease_until: null })
        .where("delivered_at", "is", null)
        .where("lease_until", "is not", null)
        .execute();
    },
  };
}

/** Posts each lead to LEADS_WEBHOOK_URL; disabled when it is unset. */
export class WebhookCourier extends Courier {
  constructor(db: Db, engine: Engine, config: WebhookConfig | undefined, courier: CourierConfig) {
    super(config ? webhookChannel(db, engine, config) : undefined, engine, courier);
  }
}
