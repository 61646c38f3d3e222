import { randomUUID } from "node:crypto";
import type { ContactMessage } from "@/lib/contact/schema";
import type { Db, DeliveryChannel } from "./db";

export interface StoredLead extends ContactMessage {
  id: string;
  createdAt: string;
  isSpam: boolean;
  /** The visit that brought it (insights), when one was found; the page the form was sent from. */
  visit?: LeadVisit;
  /** The language of the page it was sent from: "en" or "hi". */
  language: string;
}

export interface LeadVisit {
  entryPage: string | null;
  channel: string | null;
  source: string | null;
  campaign: string | null;
  formPage: string | null;
}

/**
 * Writes a message and, unless it is spam, its deliveries: the e-mail to the agency's inbox, and
 * the webhook call when a webhook is configured. One transaction: a lead is never stored without
 * them. Resolves once the database has committed.
 */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  options: { spam: boolean; webhookEndpoint?: string; visit?: LeadVisit; language?: string },
): Promise<StoredLead> {
  const lead: StoredLead = {
    ...message,
    language: options.language ?? "en",
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    isSpam: options.spam,
    ...(options.visit ? { visit: options.visit } : {}),
  };
  if (options.spam) {
    await insertLead(db, lead);
    return lead;
  }
  const delivery = (channel: DeliveryChannel, target: string) => ({
    lead_id: lead.id,
    channel,
    target,
    created_at: lead.createdAt,
  });
  const deliveries = [
    delivery("email", ""),
    ...(options.webhookEndpoint ? [delivery("webhook", options.webhookEndpoint)] : []),
  ];
  await db.transaction().execute(async (trx) => {
    await insertLead(trx, lead);
    await trx.insertInto("deliveries").values(deliveries).execute();
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
      entry_page: lead.visit?.entryPage ?? null,
      channel: lead.visit?.channel ?? null,
      source: lead.visit?.source ?? null,
      campaign: lead.visit?.campaign ?? null,
      form_page: lead.visit?.formPage ?? null,
      budget: lead.budget || null,
      language: lead.language,
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
  /** The budget range chosen; "" when none was. */
  budget: string;
  /** The language of the page it was sent from. */
  language: string;
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
  /** The visit that brought it (insights): every field null when none was found. */
  visit: LeadVisit;
}

export interface WebhookCall {
  endpoint: string;
  deliveredAt: string | null;
  attempts: number;
  error: string | null;
  givenUpAt: string | null;
}

/**
 * The leads, oldest first, each with its deliveries. `unsent`: those with a delivery not made yet
 * (the e-mail, or a webhook call to any endpoint), whatever the reader's configuration.
 */
export async function listLeads(
  db: Db,
  options: { since?: Date; includeSpam?: boolean; unsent?: boolean } = {},
): Promise<LeadRow[]> {
  let query = db
    .selectFrom("contact_messages")
    .leftJoin("deliveries", "deliveries.lead_id", "contact_messages.id")
    .selectAll("contact_messages")
    .select([
      "deliveries.channel as delivery",
      "deliveries.target",
      "deliveries.attempts",
      "deliveries.delivered_at",
      "deliveries.given_up_at",
      "deliveries.error",
    ])
    .orderBy("contact_messages.created_at", "asc")
    .orderBy("contact_messages.id", "asc")
    .orderBy("deliveries.created_at", "asc")
    .orderBy("deliveries.target", "asc");
  if (options.since) query = query.where("contact_messages.created_at", ">=", options.since.toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
  if (options.unsent) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("deliveries as open")
          .select("open.lead_id")
          .whereRef("open.lead_id", "=", "contact_messages.id")
          .where("open.delivered_at", "is", null),
      ),
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
        budget: r.budget ?? "",
        language: r.language,
        message: r.message,
        isSpam: Number(r.is_spam) === 1,
        notifiedAt: null,
        notifyAttempts: 0,
        notifyError: null,
        givenUpAt: null,
        webhooks: [],
        visit: {
          entryPage: r.entry_page,
          channel: r.channel,
          source: r.source,
          campaign: r.campaign,
          formPage: r.form_page,
        },
      };
      leads.push(lead);
    }
    if (r.delivery === "email") {
      Object.assign(lead, {
        notifiedAt: r.delivered_at,
        notifyAttempts: Number(r.attempts),
        notifyError: r.error,
        givenUpAt: r.given_up_at,
      });
    } else if (r.delivery === "webhook") {
      lead.webhooks.push({
        endpoint: r.target!,
        deliveredAt: r.delivered_at,
        attempts: Number(r.attempts),
        error: r.error,
        givenUpAt: r.given_up_at,
      });
    }
  }
  return leads;
}
