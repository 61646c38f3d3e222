/**
 * A webhook per lead (LEADS_WEBHOOK_URL), for the agency's own tools: a CRM, Slack, Zapier.
 * Each call is signed as Standard Webhooks specifies (webhook-id, webhook-timestamp,
 * webhook-signature: v1, base64 HMAC-SHA256 of "id.timestamp.body" under the whsec_ secret),
 * and goes through the delivery outbox, claimed with a lease like the e-mail (ADR 0018, ADR 0022):
 * exactly once per lead and endpoint across instances and restarts, with webhook-id as the
 * idempotency key a receiver can drop a repeat by. 2xx is delivered; 410 Gone stops every call
 * to that endpoint; anything else is retried with back-off, then flagged.
 */
import { createHmac } from "node:crypto";
import type { LeadsConfig } from "../../config";
import { Courier, finalFailure, type Channel, type CourierConfig } from "./courier";
import type { Db, Engine } from "../store/db";
import type { LeadVisit } from "../store/leads";
import { claimNext, giveUpAll, outboxCounts, recordFailure, recordSent, releaseClaims, type Queue } from "./outbox";

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
    /** The budget range chosen, as the form offered it; "" when none was. */
    budget: string;
    /** The language of the page it was sent from: "en" (English) or "hi" (Hindi). */
    language: string;
    message: string;
    /** The visit that brought it (insights); each field null when none was found. */
    attribution: LeadVisit;
  };
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

function webhookChannel(db: Db, engine: Engine, config: WebhookConfig): Channel {
  const endpoint = config.url;
  const queue: Queue = { channel: "webhook", target: endpoint };
  /** Every open call to a stopped endpoint, flagged; how many. */
  const flagOpen = (reason: string, at: Date) => giveUpAll(db, queue, `${reason}: nothing more is sent to it`, at);
  const stopOf = () => db.selectFrom("webhook_endpoints").selectAll().where("url", "=", endpoint).executeTakeFirst();
  return {
    what: "webhook",
    doing: "calling the webhook for it",
    done: "posted to the webhook",
    async claim(now, leaseMs) {
      const stop = await stopOf();
      if (stop) {
        // Leads stored since (here or on another instance) are flagged, not sent.
        await flagOpen(stop.reason, now);
        return undefined;
      }
      // Checked in the claim too: another instance may stop the endpoint in between.
      const claim = await claimNext(db, engine, queue, now, leaseMs, (eb) =>
        eb.not(eb.exists(eb.selectFrom("webhook_endpoints").select("url").where("url", "=", endpoint))),
      );
      if (!claim) return undefined;
      const { lead } = claim;
      const event: LeadEvent = {
        type: "lead.created",
        timestamp: lead.createdAt,
        data: {
          id: lead.id,
          receivedAt: lead.createdAt,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          subject: lead.subject,
          budget: lead.budget,
          language: lead.language,
          message: lead.message,
          attribution: {
            entryPage: lead.visit?.entryPage ?? null,
            channel: lead.visit?.channel ?? null,
            source: lead.visit?.source ?? null,
            campaign: lead.visit?.campaign ?? null,
            formPage: lead.visit?.formPage ?? null,
          },
        },
      };
      return { id: lead.id, attempt: claim.attempt, send: () => post(config, event) };
    },
    recordSent: (id, at) => recordSent(db, queue, id, at),
    recordFailure: (id, failure) => recordFailure(db, queue, id, failure),
    async stopped(error, at) {
      await db
        .insertInto("webhook_endpoints")
        .values({ url: endpoint, stopped_at: at.toISOString(), reason: error })
        .onConflict((oc) => oc.column("url").doNothing())
        .execute();
      const left = await flagOpen(error, at);
      console.error(
        `Webhook: ${error}, so no more calls go to it (${left} other lead(s) flagged). ` +
          "Set a new LEADS_WEBHOOK_URL to resume; `npm run leads -- --unsent` lists what it missed.",
      );
    },
    async health() {
      const [counts, stop] = await Promise.all([outboxCounts(db, queue), stopOf()]);
      return { ...counts, ...(stop ? { stopped: `${stop.reason} at ${stop.stopped_at}` } : {}) };
    },
    releaseClaims: () => releaseClaims(db, "webhook"),
  };
}

/** Posts each lead to LEADS_WEBHOOK_URL; disabled when it is unset. */
export class WebhookCourier extends Courier {
  constructor(db: Db, engine: Engine, config: WebhookConfig | undefined, courier: CourierConfig) {
    super(config ? webhookChannel(db, engine, config) : undefined, engine, courier);
  }
}
