/**
 * The delivery outbox: one row per lead, channel and target (the agency's inbox, a webhook
 * endpoint), written in the same transaction as the lead (ADR 0012, ADR 0018, ADR 0022). An
 * instance claims one delivery at a time with a lease; the claim is one UPDATE … RETURNING,
 * atomic on both engines (PostgreSQL skips rows another instance holds locked; SQLite runs the
 * statement in a write transaction). A lease that runs out, because its instance died, frees
 * the delivery again. Each channel's courier sends; this module only claims and records.
 */
import type { ExpressionBuilder, Expression, SqlBool } from "kysely";
import type { Database, Db, DeliveryChannel, Engine } from "../store/db";
import type { StoredLead } from "../store/leads";
import type { OutboxCounts } from "./courier";

/** A channel's queue: its rows for one target (the inbox is the empty target, whatever LEADS_TO says). */
export interface Queue {
  channel: DeliveryChannel;
  target: string;
}

/** The agency's inbox: its deliveries follow LEADS_TO as it is when they are sent. */
export const INBOX: Omit<Queue, "channel"> = { target: "" };

export interface Claimed {
  lead: StoredLead;
  /** 1 for the first attempt. */
  attempt: number;
}

type Rows = ExpressionBuilder<Database, "deliveries">;

/**
 * Due: this queue's, not delivered or given up, past its back-off and not held by a live lease,
 * and whatever else the channel asks (`also`: a webhook's endpoint not stopped).
 */
function due(queue: Queue, now: string, also?: (eb: Rows) => Expression<SqlBool>) {
  return (eb: Rows) =>
    eb.and([
      eb("channel", "=", queue.channel),
      eb("target", "=", queue.target),
      eb("delivered_at", "is", null),
      eb("given_up_at", "is", null),
      eb.or([eb("next_at", "is", null), eb("next_at", "<=", now)]),
      eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]),
      ...(also ? [also(eb)] : []),
    ]);
}

/**
 * Claims the oldest due delivery of `queue` until `now + leaseMs`, counting the attempt, with
 * its lead; undefined when none is due. A delivery whose lead is gone (erased or purged between
 * its storing and its sending) is deleted, and the next one claimed.
 */
export async function claimNext(
  db: Db,
  engine: Engine,
  queue: Queue,
  now: Date,
  leaseMs: number,
  also?: (eb: Rows) => Expression<SqlBool>,
): Promise<Claimed | undefined> {
  const at = now.toISOString();
  for (;;) {
    const row = await db
      .updateTable("deliveries")
      .set((eb) => ({
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("channel", "=", queue.channel)
      .where("target", "=", queue.target)
      .where("lead_id", "=", (eb) =>
        eb
          .selectFrom("deliveries")
          .select("lead_id")
          .where(due(queue, at, also))
          .orderBy("created_at", "asc")
          .limit(1)
          // Two instances never wait on, or take, the same row.
          .$if(engine === "postgres", (q) => q.forUpdate().skipLocked()),
      )
      // Checked again on the row the UPDATE locked: a claim another statement won meanwhile fails here.
      .where(due(queue, at, also))
      .returning(["lead_id", "attempts"])
      .executeTakeFirst();
    if (!row) return undefined;
    const lead = await db.selectFrom("contact_messages").selectAll().where("id", "=", row.lead_id).executeTakeFirst();
    if (!lead) {
      await forget(db, queue, row.lead_id);
      continue;
    }
    return {
      attempt: Number(row.attempts),
      lead: {
        id: lead.id,
        createdAt: lead.created_at,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        subject: lead.subject as StoredLead["subject"],
        budget: lead.budget ?? "",
        language: lead.language,
        message: lead.message,
        isSpam: Number(lead.is_spam) === 1,
        visit: {
          entryPage: lead.entry_page,
          channel: lead.channel,
          source: lead.source,
          campaign: lead.campaign,
          formPage: lead.form_page,
        },
      },
    };
  }
}

async function forget(db: Db, queue: Queue, leadId: string): Promise<void> {
  await db
    .deleteFrom("deliveries")
    .where("lead_id", "=", leadId)
    .where("channel", "=", queue.channel)
    .where("target", "=", queue.target)
    .execute();
}

/** Records a delivery that went out. Idempotent, so it can be retried on its own without sending again. */
export async function recordSent(db: Db, queue: Queue, leadId: string, at: Date): Promise<void> {
  await db
    .updateTable("deliveries")
    .set({ delivered_at: at.toISOString(), error: null, lease_until: null, next_at: null })
    .where("lead_id", "=", leadId)
    .where("channel", "=", queue.channel)
    .where("target", "=", queue.target)
    .execute();
}

/** Records a failed attempt and frees the delivery: due again at `nextAt`, or given up when there is none. */
export async function recordFailure(
  db: Db,
  queue: Queue,
  leadId: string,
  failure: { error: string; at: Date; nextAt: Date | undefined },
): Promise<void> {
  await db
    .updateTable("deliveries")
    .set({
      error: failure.error.slice(0, 500),
      lease_until: null,
      next_at: failure.nextAt?.toISOString() ?? null,
      given_up_at: failure.nextAt ? null : failure.at.toISOString(),
    })
    .where("lead_id", "=", leadId)
    .where("channel", "=", queue.channel)
    .where("target", "=", queue.target)
    .where("delivered_at", "is", null)
    .execute();
}

/** Flags every open delivery of `queue` as given up (a webhook endpoint that said 410 Gone); how many. */
export async function giveUpAll(db: Db, queue: Queue, error: string, at: Date): Promise<number> {
  const result = await db
    .updateTable("deliveries")
    .set({ given_up_at: at.toISOString(), lease_until: null, error })
    .where("channel", "=", queue.channel)
    .where("target", "=", queue.target)
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The queue's open deliveries: those it will still try, and those it gave up on. */
export async function outboxCounts(db: Db, queue: Queue): Promise<OutboxCounts> {
  const row = await db
    .selectFrom("deliveries")
    .select((eb) => [eb.fn.countAll<number>().as("open"), eb.fn.count<number>("given_up_at").as("unsendable")])
    .where("channel", "=", queue.channel)
    .where("target", "=", queue.target)
    .where("delivered_at", "is", null)
    .executeTakeFirstOrThrow();
  const unsendable = Number(row.unsendable);
  return { pending: Number(row.open) - unsendable, unsendable };
}

/**
 * Frees every claim of a channel. Only for SQLite at start: one instance owns the file, so a
 * claim found there was left by an earlier run of this site that ended mid-send.
 */
export async function releaseClaims(db: Db, channel: DeliveryChannel): Promise<void> {
  await db
    .updateTable("deliveries")
    .set({ lease_until: null })
    .where("channel", "=", channel)
    .where("delivered_at", "is", null)
    .where("lease_until", "is not", null)
    .execute();
}
