/**
 * A visitor, as the insights know one: an HMAC-SHA256 of a random salt of the day with the
 * IP address, the user agent and the host. Nothing is stored on the visitor's device, and the
 * address and user agent never reach the database. The salt changes at midnight in India
 * (Asia/Kolkata, the agency's day), so the same person is a new visitor the next day; the
 * previous day's salt is kept so that a visit across midnight is still found, and a salt is
 * deleted 48 hours after its day began. Every instance reads the same salt from the database.
 */
import { createHmac, createSecretKey, randomBytes, type KeyObject } from "node:crypto";
import type { Db } from "../store/db";

/** India Standard Time: UTC+5:30 all year (no daylight saving). */
const KOLKATA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The agency's day (Asia/Kolkata) that `now` falls on, as YYYY-MM-DD. */
export function dayOf(now: Date): string {
  return new Date(now.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** What a request says that the hash is made of; none of it is kept. */
export interface VisitorSignals {
  ip: string;
  userAgent: string;
  host: string;
}

/**
 * The salts as key objects, made once each: turning a raw key into one on every call was a
 * fifth of a beacon's cost (docs/performance.md). Only today's and yesterday's are in use.
 */
const keys = new Map<string, KeyObject>();

function keyOf(salt: string): KeyObject {
  let key = keys.get(salt);
  if (!key) {
    if (keys.size >= 4) keys.clear();
    keys.set(salt, (key = createSecretKey(Buffer.from(salt, "base64url"))));
  }
  return key;
}

export function visitorHash(salt: string, signals: VisitorSignals): string {
  return createHmac("sha256", keyOf(salt))
    .update(`${signals.ip}\n${signals.userAgent}\n${signals.host.toLowerCase()}`)
    .digest("hex")
    .slice(0, 32);
}

/** The salts of the days, made once per day for every instance and cached here. */
export class Salts {
  readonly #cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  /** The salt of `day`, made now if no instance has made it yet. */
  of(day: string): Promise<string> {
    let salt = this.#cache.get(day);
    if (!salt) {
      salt = this.#load(day);
      salt.catch(() => this.#cache.delete(day));
      this.#cache.set(day, salt);
      // Only today's and yesterday's are ever asked for.
      for (const known of this.#cache.keys()) if (known < dayBefore(dayBefore(day))) this.#cache.delete(known);
    }
    return salt;
  }

  async #load(day: string): Promise<string> {
    await this.db
      .insertInto("insight_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("insight_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return row.salt;
  }

  /** Deletes the salts older than yesterday's (48 hours after their day began, at most). */
  static async purge(db: Db, now: Date): Promise<number> {
    const result = await db
      .deleteFrom("insight_salts")
      .where("day", "<", dayBefore(dayOf(now)))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
