/**
 * Per-client limits on the forms: a fixed window that starts at a client's first hit. In
 * memory (SQLite: one instance) the clients live in a Map kept in order of their last hit, so
 * a hit costs O(1) and the oldest are dropped past a cap; with PostgreSQL the count is one row
 * per client, upserted atomically, so every instance behind the load balancer shares it.
 */
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "kysely";
import type { Db } from "./store/db";

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Records a hit; says whether it is allowed and, if not, when to retry (seconds). */
  hit(client: string): Promise<LimitResult>;
  /** Stops a limiter's scheduled work, if it has any. */
  stop?(): void;
}

/** Enough for every client of a busy minute; at ~150 bytes each, about 15 MB at most. */
export const MAX_TRACKED_CLIENTS = 100_000;

function ipv6Groups(ip: string): number[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const first = head ? head.split(":") : [];
  const last = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill("0");
  return [...first, ...zeros, ...last].map((g) => parseInt(g, 16));
}

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber or host usually holds a whole /64), IPv4-mapped IPv6 as the IPv4 address.
 */
export function clientBucket(address: string): string {
  const ip =
    address
      .trim()
      .replace(/^\[(.*)\]$/, "$1")
      .split("%")[0] ?? "";
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip.slice(0, 100);
  const g = ipv6Groups(ip);
  if (g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join(".");
  }
  return `${g
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(":")}::/64`;
}

function refused(windowMs: number, elapsedMs: number): LimitResult {
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowMs - elapsedMs) / 1000)) };
}

export class MemoryRateLimiter implements RateLimit {
  /** Insertion order is the order of last hits: a hit deletes and re-adds its client. */
  readonly #clients = new Map<string, { start: number; hits: number; last: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxClients = MAX_TRACKED_CLIENTS,
  ) {}

  get size(): number {
    return this.#clients.size;
  }

  check(client: string): LimitResult {
    if (this.limit <= 0) return { ok: true };
    const now = this.now();
    const key = clientBucket(client);
    let entry = this.#clients.get(key);
    this.#clients.delete(key);
    if (!entry || now - entry.start >= this.windowMs) entry = { start: now, hits: 0, last: now };
    entry.last = now;
    const allowed = entry.hits < this.limit;
    if (allowed) entry.hits++;
    this.#clients.set(key, entry);
    this.#evict(now);
    return allowed ? { ok: true } : refused(this.windowMs, now - entry.start);
  }

  hit(client: string): Promise<LimitResult> {
    return Promise.resolve(this.check(client));
  }

  /** The least recently seen come first: drop them while over the cap or their window is over. */
  #evict(now: number): void {
    for (const [key, entry] of this.#clients) {
      if (this.#clients.size <= this.maxClients && now - entry.last < this.windowMs) return;
      this.#clients.delete(key);
    }
  }
}

export class PostgresRateLimiter implements RateLimit {
  #lastPrune = 0;
  #timer: NodeJS.Timeout | undefined;

  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    /** Keeps the forms' counts apart in the one table. */
    private readonly form: string,
    private readonly limit: number,
    options: {
      /**
       * The database's own key (site_keys), the same on every instance: a row is keyed by an
       * HMAC of the client's address, never the address itself.
       */
      key: Buffer;
      windowMs?: number;
      now?: () => number;
    },
  ) {
    this.key = options.key;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The row's key: the form and a keyed hash of the client's bucket (no address is stored). */
  keyOf(client: string): string {
    return `${this.form}:${createHmac("sha256", this.key)
      .update(`rate-limit:${clientBucket(client)}`)
      .digest("base64url")
      .slice(0, 32)}`;
  }

  async hit(client: string): Promise<LimitResult> {
    if (this.limit <= 0) return { ok: true };
    const now = this.now();
    const expired = now - this.windowMs;
    // One statement: concurrent hits from several instances each see the count they made.
    const { rows } = await sql<{ window_start: string; hits: number }>`
      insert into rate_limits (key, window_start, hits) values (${this.keyOf(client)}, ${now}, 1)
      on conflict (key) do update set
        window_start = case when rate_limits.window_start <= ${expired} then excluded.window_start else rate_limits.window_start end,
        hits = case when rate_limits.window_start <= ${expired} then 1 else rate_limits.hits + 1 end
      returning window_start, hits`.execute(this.db);
    if (now - this.#lastPrune >= this.windowMs) void this.prune(now);
    const row = rows[0]!;
    return Number(row.hits) <= this.limit ? { ok: true } : refused(this.windowMs, now - Number(row.window_start));
  }

  /**
   * Prunes once a window on a timer as well as on a hit, so that on a quiet site too no row (a
   * client's address) outlives its window by more than one. The timer does not hold the process.
   */
  start(): this {
    this.#timer ??= setInterval(() => void this.prune(), this.windowMs).unref();
    return this;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** The rows of clients whose window is over go: the table holds one window's clients. */
  prune(now: number = this.now()): Promise<void> {
    this.#lastPrune = now;
    return sql`delete from rate_limits where key like ${`${this.form}:%`} and window_start <= ${now - this.windowMs}`
      .execute(this.db)
      .then(
        () => undefined,
        (error: unknown) => console.error(`Rate limit: pruning failed (${String((error as { code?: string })?.code)})`),
      );
  }
}
