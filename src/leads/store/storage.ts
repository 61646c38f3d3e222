/**
 * The rule behind every 201: a lead is acknowledged only once it is durable. Writes the visitor
 * is told about go through `durably`; `check` is the health check's real write, cached briefly
 * so that a busy load balancer costs at most one small write per HEALTH_CACHE_MS.
 */
import type { KyselyPlugin } from "kysely";
import type { Db, Engine, Opened } from "./db";
import { errorCode, isStorageUnavailable, StorageUnavailable } from "./sqlite-file";

export { StorageUnavailable } from "./sqlite-file";

export const HEALTH_CACHE_MS = 1_500;

/**
 * How long a lead may wait for the database in all, whatever part of it stops answering: its
 * rate limit, the look-up of its visit and its write share this one deadline, within the 10 s
 * docs/reliability.md gives a lead (room left for the request itself). Each step's own time-out
 * (PostgreSQL's 10 s query time-out) came one after the other before: 20 s and more.
 */
export const LEAD_DEADLINE_MS = 9_000;

/** A lead's wait, run out: a time-out, as the log says it, not a refusal. */
const late = (what: string) => new StorageUnavailable(`the database did not answer in time (${what})`);

/**
 * `work`, or a StorageUnavailable once `deadline` (ms since the epoch) has passed. Work that
 * loses the race is not stopped (a query cannot be taken back), only no longer waited for; its
 * outcome is still handled, by the race, so it never becomes an unhandled rejection.
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: number, what = "a lead's deadline"): Promise<T> {
  if (deadline === Infinity) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late(what)), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends no statement after the deadline: a write still under way when a lead was answered 503
 * is rolled back at its next statement rather than committed behind the visitor's back.
 */
class DeadlinePlugin implements KyselyPlugin {
  constructor(private readonly deadline: number) {}

  transformQuery({ node }: Parameters<KyselyPlugin["transformQuery"]>[0]) {
    if (Date.now() >= this.deadline) throw late("a lead's deadline");
    return node;
  }

  async transformResult({ result }: Parameters<KyselyPlugin["transformResult"]>[0]) {
    return result;
  }
}

export interface StorageHealth {
  writable: boolean;
  /** Why not, safe to show publicly: no addresses, no personal data. */
  reason?: string;
}

/**
 * The PostgreSQL driver's own failures carry no code, only fixed messages (pg 8, pg-pool 3): a
 * database that stops answering is a time-out, not a refusal, and the log and /healthz say so.
 */
const DRIVER_FAILURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Query read timeout$/, "the database did not answer in time (query time-out)"],
  [
    /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/,
    "the database did not accept a connection in time (connection time-out)",
  ],
  [/^Connection terminated( unexpectedly)?$/, "the connection to the database was lost"],
];

/** A one-line description of a storage error for the health answer: the message of our own, else the code. */
export function storageReason(error: unknown): string {
  if (isStorageUnavailable(error)) return error.message;
  const code = errorCode(error);
  if (code === "unknown" && error instanceof Error) {
    for (const [message, reason] of DRIVER_FAILURES) if (message.test(error.message)) return reason;
  }
  return `the database refused the write (${code === "unknown" ? "no error code" : code})`;
}

export class Storage {
  #cached: { at: number; result: Promise<StorageHealth> } | undefined;

  constructor(
    private readonly opened: Opened,
    private readonly now: () => number = Date.now,
  ) {}

  get db(): Db {
    return this.opened.db;
  }

  get engine(): Engine {
    return this.opened.engine;
  }

  /**
   * Runs a write the visitor will be told about and resolves only when it is durable. Throws
   * otherwise (the caller answers 503), and the next write opens the database afresh. With a
   * `deadline` (ms since the epoch), it throws once that passes, and sends no statement after it.
   */
  async durably<T>(write: (db: Db) => Promise<T>, deadline = Infinity): Promise<T> {
    try {
      const bounded = deadline === Infinity ? write : (db: Db) => write(db.withPlugin(new DeadlinePlugin(deadline)));
      return await beforeDeadline(this.#write(bounded), deadline);
    } catch (error) {
      this.failed();
      throw error;
    }
  }

  /** A request failed on the database: the next health check probes again instead of repeating a cached "ok". */
  failed(): void {
    this.#cached = undefined;
  }

  async #write<T>(write: (db: Db) => Promise<T>): Promise<T> {
    const file = this.opened.file;
    try {
      // PostgreSQL's commit is durable when it returns (fsync on, synchronous_commit on).
      if (!file) return await write(this.opened.db);
      const generation = file.ready();
      const result = await write(this.opened.db);
      if (!file.stillDurable(generation)) {
        throw new StorageUnavailable("the database file was removed while it was written");
      }
      return result;
    } catch (error) {
      file?.reset();
      throw error;
    }
  }

  /** Whether the database takes a write now: a real one, on the same path as a lead's. */
  check(): Promise<StorageHealth> {
    const now = this.now();
    if (this.#cached && now - this.#cached.at < HEALTH_CACHE_MS) return this.#cached.result;
    const result = this.#write((db) =>
      db
        .insertInto("health_probe")
        .values({ id: 1, checked_at: new Date(now).toISOString() })
        .onConflict((oc) => oc.column("id").doUpdateSet((eb) => ({ checked_at: eb.ref("excluded.checked_at") })))
        .execute(),
    ).then(
      (): StorageHealth => ({ writable: true }),
      (error: unknown): StorageHealth => ({ writable: false, reason: storageReason(error) }),
    );
    this.#cached = { at: now, result };
    return result;
  }

  async close(): Promise<void> {
    await this.opened.db.destroy();
  }
}
