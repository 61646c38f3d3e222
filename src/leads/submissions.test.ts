/**
 * A lead's one deadline (issue 53, N2), on a real SQLite database: the look-up of its visit gives
 * up after ATTRIBUTION_MS and the lead is stored without it; the write itself is bounded by the
 * deadline and sends nothing after it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadsContext } from "./context";
import type { Client } from "./insights/insights";
import { MemoryRateLimiter } from "./rate-limit";
import { migrate, openDatabase, type Opened } from "./store/db";
import { listLeads } from "./store/leads";
import { Storage } from "./store/storage";
import { ATTRIBUTION_MS, submitContactMessage } from "./submissions";

const client: Client = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0",
  host: "ignite.example",
  page: "/contact",
  declines: false,
  prefetch: false,
};
const input = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "",
  subject: "Web Development",
  message: "A portal for our freight customers, please.",
};

let dir: string;
let opened: Opened;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-deadline-"));
  opened = await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") });
  await migrate(opened.db);
});

afterEach(async () => {
  await opened.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a lead's deadline", () => {
  it("stores the lead without its visit when the look-up does not answer within ATTRIBUTION_MS", async () => {
    const context = {
      config: {},
      contactLimiter: new MemoryRateLimiter(5),
      // A database that never answers the look-up's read.
      insights: { attribute: () => new Promise(() => undefined) },
      storage: new Storage(opened),
      notifier: { notify: () => undefined },
      webhook: { notify: () => undefined },
    } as unknown as LeadsContext;
    const started = performance.now();
    const outcome = await submitContactMessage(input, client, async () => context, []);
    const ms = performance.now() - started;
    expect(outcome.status).toBe(201);
    expect(ms).toBeGreaterThanOrEqual(ATTRIBUTION_MS - 50);
    expect(ms).toBeLessThan(ATTRIBUTION_MS + 1_000);
    const [lead] = await listLeads(opened.db);
    expect(lead).toMatchObject({ email: "asha@example.com", visit: { entryPage: null, campaign: null } });
  });

  it("fails a write still waiting at its deadline, and sends none of its statements after it", async () => {
    const storage = new Storage(opened);
    const started = performance.now();
    const write = storage.durably(async (db) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await db.insertInto("health_probe").values({ id: 1, checked_at: "late" }).execute();
    }, Date.now() + 100);
    await expect(write).rejects.toThrow("the database did not answer in time (a lead's deadline)");
    expect(performance.now() - started).toBeLessThan(250);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await opened.db.selectFrom("health_probe").selectAll().execute()).toEqual([]);
  });
});
