/**
 * The shared rate limit in PostgreSQL: two instances count one client together (IPv6 by /64),
 * and 50,000 distinct clients cost the same per hit as the first thousand, with the table
 * pruned once their window is over.
 */
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Db } from "@/leads/store/db";
import { PostgresRateLimiter } from "@/leads/rate-limit";
import { startPostgres, startSite, tempDir, type Postgres } from "./harness";
import { Ledger, report, stored } from "./ledger";

describe("rate limit in PostgreSQL", () => {
  let pg: Postgres;
  let db: Db;
  const key = Buffer.alloc(32, 9);

  beforeAll(async () => {
    pg = await startPostgres();
    db = (await openDatabase({ databaseUrl: pg.url, sqlitePath: "" })).db;
    await migrate(db);
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
    pg?.stop();
  });

  it("holds across two instances behind a proxy, and counts an IPv6 /64 as one client", async () => {
    const env = { DATABASE_URL: pg.url, CONTACT_RATE_LIMIT: "2", TRUSTED_PROXY_HEADER: "x-forwarded-for" };
    const [a, b] = await Promise.all([startSite(env), startSite(env)]);
    const ledger = new Ledger("shared-limit");
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    try {
      expect(await ledger.send(a.url, from("198.51.100.20"))).toBe(201);
      expect(await ledger.send(b.url, from("198.51.100.20"))).toBe(201);
      expect(await ledger.send(a.url, from("198.51.100.20"))).toBe(429);
      expect(await ledger.send(b.url, from("::ffff:198.51.100.20"))).toBe(429);
      expect(await ledger.send(a.url, from("2001:db8:7:8::1"))).toBe(201);
      expect(await ledger.send(b.url, from("2001:db8:7:8:ffff::2"))).toBe(201);
      expect(await ledger.send(a.url, from("2001:db8:7:8:aaaa:bbbb:cccc:dddd"))).toBe(429);
      expect(await ledger.send(b.url, from("2001:db8:7:9::1"))).toBe(201);
    } finally {
      await Promise.all([a.kill("SIGTERM"), b.kill("SIGTERM")]);
    }
    const rows = await stored({ DATABASE_URL: pg.url }, "shared-limit");
    report(
      "one client through two instances (shared limit 2/min)",
      ledger.summary(),
      ledger.acknowledged.length,
      rows.length,
    );
    expect(rows).toEqual(ledger.acknowledged);
  }, 90_000);

  it("costs the same per hit at 50,000 distinct clients, and prunes them after their window", async () => {
    let now = Date.now();
    const limiter = new PostgresRateLimiter(db, "load", 5, { key, now: () => now });
    const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const batchMs: number[] = [];
    const started = Date.now();
    for (let batch = 0; batch < 25; batch++) {
      const t = performance.now();
      // Eight at a time, as concurrent visitors would be.
      for (let i = 0; i < 2_000; i += 8) {
        await Promise.all(
          Array.from({ length: 8 }, (_, k) =>
            limiter.hit(address(batch * 2_000 + i + k)).then((r) => expect(r.ok).toBe(true)),
          ),
        );
      }
      batchMs.push(performance.now() - t);
      expect(Date.now() - started, "bounded in time").toBeLessThan(150_000);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const first = median(batchMs.slice(1, 6)) / 2_000;
    const last = median(batchMs.slice(-5)) / 2_000;
    console.log(`batches (ms per 2,000): ${batchMs.map((ms) => ms.toFixed(0)).join(" ")}`);
    console.log(
      `PostgreSQL rate limit: ${(first * 1000).toFixed(0)} µs/hit at 2k–12k clients, ${(last * 1000).toFixed(0)} µs at 40k–50k`,
    );
    // A scan per hit would grow about 25 times from the first batches to the last; 4 leaves room for a busy machine.
    expect(last).toBeLessThan(first * 4);
    const count = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from rate_limits where key like 'load:%'`.execute(db)).rows[0]!
          .n,
      );
    expect(await count()).toBe(50_000);

    now += 61_000;
    expect((await limiter.hit("192.0.2.99")).ok).toBe(true);
    const deadline = Date.now() + 10_000;
    while ((await count()) > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(1);
  }, 180_000);

  it("are deleted on a schedule, without another request: no address outlives its window by more than one", async () => {
    // The host's limiters use a one-minute window; the same code with 300 ms, so the test is short.
    const limiter = new PostgresRateLimiter(db, "quiet", 5, { key, windowMs: 300 }).start();
    try {
      const rows = async () =>
        (await sql<{ key: string }>`select key from rate_limits where key like 'quiet:%'`.execute(db)).rows.map(
          (r) => r.key,
        );
      expect((await limiter.hit("203.0.113.7")).ok).toBe(true);
      // Keyed by an HMAC of the address, never the address itself.
      expect(await rows()).toEqual([limiter.keyOf("203.0.113.7")]);
      expect((await rows())[0]).not.toContain("203.0.113");
      // No hit after this one: only the timer can delete the row, within two windows.
      const deadline = Date.now() + 5_000;
      while ((await rows()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await rows()).toEqual([]);
    } finally {
      limiter.stop();
    }
  }, 30_000);
});

describe("rate limit behind a proxy that appends ports", () => {
  it("counts one client as one, whatever source port the proxy wrote after its address", async () => {
    const sqlitePath = path.join(tempDir("ignite-ports-"), "site.db");
    const site = await startSite({
      SQLITE_PATH: sqlitePath,
      CONTACT_RATE_LIMIT: "2",
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
    });
    const ledger = new Ledger("ports");
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    try {
      expect(await ledger.send(site.url, from("8.8.4.4:1001"))).toBe(201);
      expect(await ledger.send(site.url, from("8.8.4.4:1002"))).toBe(201);
      expect(await ledger.send(site.url, from("8.8.4.4:1003"))).toBe(429);
      expect(await ledger.send(site.url, from("8.8.4.4"))).toBe(429);
      expect(await ledger.send(site.url, from("[2001:db8::1]:443"))).toBe(201);
      expect(await ledger.send(site.url, from("[2001:db8::1]:8443"))).toBe(201);
      expect(await ledger.send(site.url, from("[2001:db8::1]:9443"))).toBe(429);
      expect(await ledger.send(site.url, from("2001:db8::1"))).toBe(429);
    } finally {
      await site.kill("SIGTERM");
    }
    const rows = await stored({ SQLITE_PATH: sqlitePath }, "ports");
    report(
      "one client, many source ports from the proxy (limit 2/min)",
      ledger.summary(),
      ledger.acknowledged.length,
      rows.length,
    );
    expect(rows).toEqual(ledger.acknowledged);
  }, 60_000);
});
