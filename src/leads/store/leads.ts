import { randomUUID } from "node:crypto";
import type { ContactMessage } from "@/lib/contact/schema";
import type { Db } from "./db";

export interface StoredLead extends ContactMessage {
  id: string;
  createdAt: string;
  isSpam: boolean;
}

/**
 * Writes a message, and its row in the webhook outbox when a webhook is configured (one
 * transaction: a lead is never stored without its call); resolves once the database has committed.
 */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  options: { spam: boolean; webhookEndpoint?: string },
): Promise<StoredLead> {
  const lead: StoredLead = { ...message, id: randomUUID(), createdAt: new Date().toISOString(), isSpam: options.spam };
  const endpoint = options.spam ? undefined : options.webhookEndpoint;
  if (!endpoint) {
    await insertLead(db, lead);
    return lead;
  }
  await db.transaction().execute(async (trx) => {
    await insertLead(trx, lead);
    await trx.insertInto("lead_webhooks").values({ lead_id: lead.id, endpoint, created_at: lead.createdAt }).execute();
  });
  return lead;
}

async function insertLead(db: Db, lead: StoredLead): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({
      id: lead.id,
      created_at: lead.createdAt,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      is_spam: lead.isSpam ? 1 : 0,
      notified_at: null,
      notify_error: null,
    })
    .execute();
}

export interface LeadRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  isSpam: boolean;
  notifiedAt: string | null;
  notifyAttempts: number;
  /** The last failed attempt's error. */
  notifyError: string | null;
  /** Set when the notifier gave up: the lead is stored but nobody was e-mailed. */
  givenUpAt: string | null;
  /**
   * Its webhook calls, whatever endpoint each was made for: a call made before the URL changed,
   * or under a configuration the reader does not have, is still listed.
   */
  webhooks: WebhookCall[];
}

export interface WebhookCall {
  endpoint: string;
  deliveredAt: string | null;
  attempts: number;
  error: string | null;
  givenUpAt: string | null;
}

/**
 * The leads, oldest first, each with its webhook calls. `unsent`: those whose e-mail has not gone
 * out, or with a webhook call that has not been delivered (to any endpoint).
 */
export async function listLeads(
  db: Db,
  options: { since?: Date; includeSpam?: boolean; unsent?: boolean } = {},
): Promise<LeadRow[]> {
  let query = db
    .selectFrom("contact_messages")
    .leftJoin("lead_webhooks", "lead_webhooks.lead_id", "contact_messages.id")
    .selectAll("contact_messages")
    .select([
      "lead_webhooks.endpoint as webhook_endpoint",
      "lead_webhooks.delivered_at as webhook_delivered_at",
      "lead_webhooks.attempts as webhook_attempts",
      "lead_webhooks.error as webhook_error",
      "lead_webhooks.given_up_at as webhook_given_up_at",
    ])
    .orderBy("contact_messages.created_at", "asc")
    .orderBy("contact_messages.id", "asc")
    .orderBy("lead_webhooks.created_at", "asc");
  if (options.since) query = query.where("contact_messages.created_at", ">=", options.since.toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
  if (options.unsent) {
    query = query.where((eb) =>
      eb.or([
        eb("notified_at", "is", null),
        eb.exists(
          eb
            .selectFrom("lead_webhooks as undelivered")
            .select("undelivered.lead_id")
            .whereRef("undelivered.lead_id", "=", "contact_messages.id")
            .where("undelivered.delivered_at", "is", null),
        ),
      ]),
    );
  }
  const leads: LeadRow[] = [];
  for (const r of await query.execute()) {
    let lead = leads.at(-1);
    if (lead?.id !== r.id) {
      lead = {
        id: r.id,
        createdAt: r.created_at,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        isSpam: Number(r.is_spam) === 1,
        notifiedAt: r.notified_at,
        notifyAttempts: Number(r.notify_attempts),
        notifyError: r.notify_error,
        givenUpAt: r.notify_given_up_at,
        webhooks: [],
      };
      leads.push(lead);
    }
    if (r.webhook_endpoint !== null) {
      lead.webhooks.push({
        endpoint: r.webhook_endpoint,
        deliveredAt: r.webhook_delivered_at,
        attempts: Number(r.webhook_attempts),
        error: r.webhook_error,
        givenUpAt: r.webhook_given_up_at,
      });
    }
  }
  return leads;
}
