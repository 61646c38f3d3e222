/**
 * Who may open the /insights dashboard (docs/insights.md): the agency's staff, with one
 * password whose scrypt hash is in the configuration (INSIGHTS_PASSWORD_HASH, made by
 * `npm run insights -- --hash-password`). Without it the dashboard does not exist.
 *
 * A sign-in gives a session cookie that holds only its expiry and an HMAC of it, under a key
 * made from the database's own key and the password's hash: every instance accepts it, and a
 * new password ends every session. Attempts are limited per client, and each wrong password
 * is answered later than the one before.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { clientBucket, type RateLimit } from "../rate-limit";
import { verifyPassword } from "./password";

export const SESSION_COOKIE = "__Host-ignite-insights";
/** A session lasts a working day. */
export const SESSION_MS = 12 * 3_600_000;

/** The key that signs sessions: the database's key (every instance has it) bound to the password's hash. */
export function sessionKey(siteKey: Buffer, passwordHash: string): Buffer {
  return createHmac("sha256", siteKey).update(`insights-session:${passwordHash}`).digest();
}

const sign = (key: Buffer, expires: number) =>
  createHmac("sha256", key).update(`insights:${expires}`).digest("base64url");

/** A new session's cookie value: its expiry and the signature of it. */
export function newSession(key: Buffer, now: number): string {
  const expires = now + SESSION_MS;
  return `${expires}.${sign(key, expires)}`;
}

/** Whether a cookie value is a session this key signed that has not yet run out. */
export function isValidSession(key: Buffer, value: string | undefined, now: number): boolean {
  const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires <= now || expires > now + SESSION_MS) return false;
  const given = Buffer.from(m[2]!);
  const expected = Buffer.from(sign(key, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The session cookie's value in a Cookie header, if any. */
export function sessionCookieOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Set-Cookie for a new session; strictly necessary, so it needs no consent (cookies policy). */
export function sessionCookie(value: string): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${SESSION_MS / 1000}; HttpOnly; Secure; SameSite=Strict`;
}

/** Set-Cookie that ends the session in this browser. */
export function endedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}

/**
 * Wrong passwords per client (by its address's bucket, as the forms' rate limit): each one is
 * answered after a delay that doubles, from half a second to eight; after MAX_FAILURES in
 * the window the client is refused without a check until the window ends. A right password
 * clears the client's count. In memory, per instance: the shared limit on attempts is the
 * rate limiter's.
 */
export class SignInGuard {
  readonly #failures = new Map<string, { first: number; count: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly windowMs = 15 * 60_000,
    readonly maxFailures = 10,
  ) {}

  /** Seconds until this client may try again, or 0 when it may now. */
  blockedFor(client: string): number {
    const entry = this.#entry(client);
    if (!entry || entry.count < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((entry.first + this.windowMs - this.now()) / 1000));
  }

  /** Records a wrong password; returns how long to hold the answer (ms). */
  failed(client: string): number {
    const key = clientBucket(client);
    const entry = this.#entry(client) ?? { first: this.now(), count: 0 };
    entry.count++;
    this.#failures.delete(key);
    this.#failures.set(key, entry);
    // Bounded: the oldest clients go first.
    while (this.#failures.size > 10_000) this.#failures.delete(this.#failures.keys().next().value!);
    return Math.min(8_000, 500 * 2 ** (entry.count - 1));
  }

  succeeded(client: string): void {
    this.#failures.delete(clientBucket(client));
  }

  /** Forgets the clients whose window is over (the privacy policy's 30 minutes at most). */
  prune(): void {
    for (const [key, entry] of this.#failures) {
      if (this.now() - entry.first >= this.windowMs) this.#failures.delete(key);
    }
  }

  get size(): number {
    return this.#failures.size;
  }

  #timer: NodeJS.Timeout | undefined;

  /** Prunes once a minute, without holding the process open. */
  start(): this {
    this.#timer ??= setInterval(() => this.prune(), 60_000).unref();
    return this;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #entry(client: string) {
    const key = clientBucket(client);
    const entry = this.#failures.get(key);
    if (entry && this.now() - entry.first >= this.windowMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }
}

export type SignIn =
  { ok: true; cookie: string } | { ok: false; status: 401 | 429; error: string; retryAfterSeconds?: number };

/** The dashboard's door: sessions, and sign-ins that are limited and slowed. */
export class InsightsAccess {
  readonly #key: Buffer;

  constructor(
    private readonly passwordHash: string,
    siteKey: Buffer,
    /** Attempts per client in the guard's window, shared by every instance on PostgreSQL. */
    private readonly limiter: RateLimit,
    readonly guard = new SignInGuard(),
    private readonly now: () => number = Date.now,
    private readonly sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.#key = sessionKey(siteKey, passwordHash);
  }

  /** Whether the request's Cookie header holds a live session. */
  signedIn(cookieHeader: string | null): boolean {
    return isValidSession(this.#key, sessionCookieOf(cookieHeader), this.now());
  }

  async signIn(password: string, client: string): Promise<SignIn> {
    const blocked = this.guard.blockedFor(client);
    const limit = blocked ? { ok: false as const, retryAfterSeconds: blocked } : await this.limiter.hit(client);
    if (!limit.ok) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return {
        ok: false,
        status: 429,
        error: `Too many sign-in attempts from here. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
    if (await verifyPassword(password, this.passwordHash)) {
      this.guard.succeeded(client);
      return { ok: true, cookie: sessionCookie(newSession(this.#key, this.now())) };
    }
    await this.sleep(this.guard.failed(client));
    return { ok: false, status: 401, error: "That password is not the one set for this site." };
  }
}
