/**
 * The leads still to be e-mailed, as a queue in the leads table itself (ADR 0012). An instance
 * claims one lead at a time with a lease; the claim is one UPDATE … RETURNING, atomic on both
 * engines (PostgreSQL skips rows another instance holds locked; SQLite runs the statement in a
 * write transaction). A lease that runs out, because its instance died, frees the lead again.
 */
import type { ExpressionBuilder } from "kysely";
import type { Database, Db, Engine } from "../store/db";
import type { OutboxCounts } from "./courier";
import type { StoredLead } from "../store/leads";

export interface Claim {
  lead: StoredLead;
  /** 1 for the first attempt. */
  attempt: number;
}

type Leads = ExpressionBuilder<Database, "contact_messages">;

/** A lead that is due: real, not e-mailed, not given up, past its back-off and not held by a live lease. */
function due(now: string) {
  return (eb: Leads) =>
    eb.and([
      eb("is_spam", "=", 0),
      eb("notified_at", "is", null),
      eb("notify_given_up_at", "is", null),
      eb.or([eb("notify_next_at", "is", null), eb("notify_next_at", "<=", now)]),
      eb.or([eb("notify_lease_until", "is", null), eb("notify_lease_until", "<=", now)]),
    ]);
}

/** Claims the oldest due lead until `now + leaseMs`, counting the attempt; undefined when none is due. */
export async function claimNextLead(db: Db, engine: Engine, now: Date, leaseMs: number): Promise<Claim | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable("contact_messages")
    .set((eb) => ({
      notify_lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      notify_attempts: eb("notify_attempts", "+", 1),
    }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("contact_messages")
        .select("id")
        .where(due(at))
        .orderBy("created_at", "asc")
        .limit(1)
        // Two instances never wait on, or take, the same row.
        .$if(engine === "postgres", (q) => q.forUpdate().skipLocked()),
    )
    // Checked again on the row the UPDATE locked: a claim another statement won meanwhile fails here.
    .where(due(at))
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    attempt: Number(row.notify_attempts),
    lead: {
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject as StoredLead["subject"],
      message: row.message,
      isSpam: false,
    },
  };
}

/**
 * Frees every claim. Only for SQLite at start: one instance owns the file, so a claim found
 * there was left by an earlier run of this site that ended mid-send.
 */
export async function releaseClaims(db: Db): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set({ notify_lease_until: null })
    .where("notified_at", "is", null)
    .where("notify_lease_until", "is not", null)
    .execute();
}

/** Records a delivered e-mail. Idempotent, so it can be retried on its own without sending again. */
export async function recordSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set({ notified_at: at.toISOString(), notify_error: null, notify_lease_until: null, notify_next_at: null })
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt and frees the lead: due again at `nextAt`, or given up when there is none. */
export async function recordFailure(
  db: Db,
  id: string,
  failure: { error: string; at: Date; nextAt: Date | undefined },
): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set({
      notify_error: failure.error.slice(0, 500),
      notify_lease_until: null,
      notify_next_at: failure.nextAt?.toISOString() ?? null,
      notify_given_up_at: failure.nextAt ? null : failure.at.toISOString(),
    })
    .where("id", "=", id)
    .where("notified_at", "is", null)
    .execute();
}

export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom("contact_messages")
    .select((eb) => [eb.fn.countAll<number>().as("unsent"), eb.fn.count<number>("notify_given_up_at").as("unsendable")])
    .where("is_spam", "=", 0)
    .where("notified_at", "is", null)
    .executeTakeFirstOrThrow();
  const unsendable = Number(rows.unsendable);
  return { pending: Number(rows.unsent) - unsendable, unsendable };
}
