import { randomUUID } from "node:crypto";
import type { ContactMessage } from "@/lib/contact-schema";
import type { Db } from "./db";

export interface StoredLead extends ContactMessage {
  id: string;
  createdAt: string;
  isSpam: boolean;
}

/** Writes a message; resolves only once the database has committed it. */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  options: { spam: boolean },
): Promise<StoredLead> {
  const lead: StoredLead = { ...message, id: randomUUID(), createdAt: new Date().toISOString(), isSpam: options.spam };
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
  return lead;
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
}

export async function listLeads(
  db: Db,
  options: { since?: Date; includeSpam?: boolean; unsent?: boolean } = {},
): Promise<LeadRow[]> {
  let query = db.selectFrom("contact_messages").selectAll().orderBy("created_at", "asc").orderBy("id", "asc");
  if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
  if (options.unsent) query = query.where("notified_at", "is", null);
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
  }));
}

/** Subscribes an address once; a repeat (in any letter case) is not an error. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<{ created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({ id: randomUUID(), email: normalised, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
}

export async function countSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
