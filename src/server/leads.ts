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
}

export async function listLeads(db: Db, options: { since?: Date; includeSpam?: boolean } = {}): Promise<LeadRow[]> {
  let query = db.selectFrom("contact_messages").selectAll().orderBy("created_at", "asc").orderBy("id", "asc");
  if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
  if (!options.includeSpam) query = query.where("is_spam", "=", 0);
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
  }));
}

export async function markNotified(db: Db, id: string): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set((eb) => ({
      notified_at: new Date().toISOString(),
      notify_error: null,
      notify_attempts: eb("notify_attempts", "+", 1),
    }))
    .where("id", "=", id)
    .execute();
}

export async function markNotifyFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set((eb) => ({ notify_error: error.slice(0, 500), notify_attempts: eb("notify_attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Leads that were stored but whose e-mail has not gone out yet (e.g. SMTP was down). */
export async function unnotifiedLeads(db: Db, maxAttempts: number): Promise<StoredLead[]> {
  const rows = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("is_spam", "=", 0)
    .where("notified_at", "is", null)
    .where("notify_attempts", "<", maxAttempts)
    .orderBy("created_at", "asc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject as StoredLead["subject"],
    message: r.message,
    isSpam: false,
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
