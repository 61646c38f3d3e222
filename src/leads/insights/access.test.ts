import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "../rate-limit";
import {
  InsightsAccess,
  isValidSession,
  newSession,
  SESSION_COOKIE,
  SESSION_MS,
  sessionCookieOf,
  sessionKey,
  SignInGuard,
} from "./access";
import { hashPassword, isPasswordHash, verifyPassword } from "./password";

// The cheapest cost the configuration accepts, so that the tests stay quick.
const CHEAP = { N: 2 ** 14, r: 8, p: 1 };
const PASSWORD = "sunrise over noida, 7 a.m.";

describe("the staff password", () => {
  it("is stored as a salted scrypt hash that only the right password matches", async () => {
    const hash = await hashPassword(PASSWORD, CHEAP);
    expect(hash).toMatch(/^scrypt:16384:8:1:[\w-]{22}:[\w-]{43}$/);
    expect(hash).not.toContain(PASSWORD);
    expect(isPasswordHash(hash)).toBe(true);
    expect(await hashPassword(PASSWORD, CHEAP)).not.toBe(hash);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    for (const wrong of ["", "sunrise over noida, 7 a.m", PASSWORD.toUpperCase(), `${PASSWORD} `]) {
      expect(await verifyPassword(wrong, hash), wrong).toBe(false);
    }
  });

  it("the default cost is the one the docs give, and the configuration refuses a hash it did not make", async () => {
    expect(await hashPassword("x".repeat(12))).toMatch(/^scrypt:32768:8:1:/);
    for (const value of ["hunter2", "scrypt:1024:8:1:AAAAAAAAAAAAAAAAAAAAAA:" + "A".repeat(43), "$2b$12$abc"]) {
      expect(isPasswordHash(value), value).toBe(false);
    }
  });
});

describe("a session", () => {
  const siteKey = Buffer.alloc(32, 3);
  const key = sessionKey(siteKey, "scrypt:16384:8:1:one");
  const now = Date.parse("2026-11-29T09:00:00Z");

  it("holds until it runs out, twelve hours on, and only with its own signature", () => {
    const value = newSession(key, now);
    expect(isValidSession(key, value, now)).toBe(true);
    expect(isValidSession(key, value, now + SESSION_MS - 1)).toBe(true);
    expect(isValidSession(key, value, now + SESSION_MS)).toBe(false);
    const [expires, signature] = value.split(".") as [string, string];
    expect(isValidSession(key, `${Number(expires) + 60_000}.${signature}`, now)).toBe(false);
    expect(isValidSession(key, `${expires}.${signature.slice(0, -1)}A`, now)).toBe(signature.endsWith("A"));
    expect(isValidSession(key, undefined, now)).toBe(false);
    expect(isValidSession(key, "", now)).toBe(false);
  });

  it("ends everywhere when the password changes", () => {
    const value = newSession(key, now);
    expect(isValidSession(sessionKey(siteKey, "scrypt:16384:8:1:two"), value, now)).toBe(false);
    expect(isValidSession(sessionKey(Buffer.alloc(32, 4), "scrypt:16384:8:1:one"), value, now)).toBe(false);
  });

  it("is read from its own cookie only", () => {
    expect(sessionCookieOf(`theme=dark; ${SESSION_COOKIE}=123.abc; other=1`)).toBe("123.abc");
    expect(sessionCookieOf(`x${SESSION_COOKIE}=123.abc`)).toBeUndefined();
    expect(sessionCookieOf(null)).toBeUndefined();
  });
});

describe("sign-in", () => {
  it("answers each wrong password later than the last, then refuses the client for the window; a right one clears it", () => {
    let now = 0;
    const guard = new SignInGuard(() => now);
    const delays = Array.from({ length: 6 }, () => guard.failed("203.0.113.9"));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(guard.blockedFor("203.0.113.9")).toBe(0);
    for (let i = 0; i < 4; i++) guard.failed("203.0.113.9");
    expect(guard.blockedFor("203.0.113.9")).toBe(15 * 60);
    // The same /64 of IPv6 is one client, as for the forms' limits; another address is not held up.
    expect(guard.blockedFor("198.51.100.1")).toBe(0);
    now = 15 * 60_000;
    expect(guard.blockedFor("203.0.113.9")).toBe(0);
    guard.failed("2001:db8::1");
    guard.failed("2001:db8::2");
    expect(guard.failed("2001:db8::3")).toBe(2_000);
    guard.succeeded("2001:db8::4");
    expect(guard.failed("2001:db8::1")).toBe(500);
    // A client's count goes when its window ends, whether or not it comes back.
    expect(guard.size).toBe(1);
    now += 15 * 60_000;
    guard.prune();
    expect(guard.size).toBe(0);
  });

  it("gives a session cookie for the right password, slows and then refuses the wrong ones", async () => {
    const hash = await hashPassword(PASSWORD, CHEAP);
    const slept: number[] = [];
    const access = new InsightsAccess(
      hash,
      Buffer.alloc(32, 5),
      new MemoryRateLimiter(10, 15 * 60_000),
      new SignInGuard(),
      Date.now,
      async (ms) => void slept.push(ms),
    );
    const right = await access.signIn(PASSWORD, "203.0.113.1");
    expect(right.ok).toBe(true);
    const cookie = right.ok ? right.cookie : "";
    expect(cookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=\\d{13}\\.[\\w-]{43}; Path=/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$`),
    );
    expect(access.signedIn(cookie.split(";")[0]!)).toBe(true);
    expect(access.signedIn(null)).toBe(false);

    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await access.signIn("guess", "198.51.100.7"));
    expect(answers.map((a) => !a.ok && a.status)).toEqual(Array(10).fill(401));
    expect(answers[0]).toMatchObject({ error: "That password is not the one set for this site." });
    expect(slept).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000, 8_000, 8_000]);
    // Ten wrong: the client is refused, even with the right password, without a check.
    const refused = await access.signIn(PASSWORD, "198.51.100.7");
    expect(refused).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 900 });
    expect(!refused.ok && refused.error).toBe("Too many sign-in attempts from here. Try again in 15 minutes.");
    expect((await access.signIn(PASSWORD, "203.0.113.1")).ok).toBe(true);
  });
});
