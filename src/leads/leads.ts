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
  /** Its call to the configured webhook, when it has one. */
  webhook?: { deliveredAt: string | null; attempts: number; error: string | null; givenUpAt: string | null };
}

/**
 * The leads, oldest first. `unsent`: those whose e-mail has not gone out, or whose call to
 * `webhookEndpoint` has not been delivered.
 */
export async function listLeads(
  db: Db,
  options: { since?: Date; includeSpam?: boolean; unsent?: boolean; webhookEndpoint?: string } = {},
): Promise<LeadRow[]> {
  const endpoint = options.webhookEndpoint ?? "";
  let query = db
    .selectFrom("contact_messages")
    .leftJoin("lead_webhooks", (join) =>
      join.onRef("lead_webhooks.lead_id", "=", "contact_messages.id").on("lead_webhooks.endpoint", "=", endpoint),
    )
    .selectAll("contact_messages")
    .select([
      "lead_webhooks.lead_id as webhook_lead",
      "lead_webhooks.delivered_at as webhook_delivered_at",
      "lead_webhooks.attempts as webhook_attempts",
      "lead_webhooks.error as webhook_error",
      "lead_webhooks.given_up_at as webhook_given_up_at",
    ])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc");
  if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
  if (options.unsent) {
    query = query.where((eb) =>
      eb.or([
        eb("notified_at", "is", null),
        eb.and([eb("lead_webhooks.lead_id", "is not", null), eb("lead_webhooks.delivered_at", "is", null)]),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({
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
    ...(r.webhook_lead
      ? {
          webhook: {
            deliveredAt: r.webhook_delivered_at,
            attempts: Number(r.webhook_attempts),
            error: r.webhook_error,
            givenUpAt: r.webhook_given_up_at,
          },
        }
      : {}),
  }));
}
