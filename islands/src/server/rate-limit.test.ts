import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows the limit per window per key, then tells when to retry", () => {
    let now = 0;
    const limiter = new RateLimiter(5, 60_000, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.hit("a").ok).toBe(true);
    const refused = limiter.hit("a");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.hit("b").ok).toBe(true);
    now = 30_000;
    expect(limiter.hit("a")).toEqual({ ok: false, retryAfterSeconds: 30 });
    now = 60_001;
    expect(limiter.hit("a").ok).toBe(true);
  });

  it("is lifted by a limit of 0", () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 100; i++) expect(limiter.hit("a").ok).toBe(true);
  });
});
