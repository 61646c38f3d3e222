/**
 * The one delivery outbox (ADR 0022) on a database that already holds leads: every e-mail and
 * webhook row moves over as it stands (delivered, waiting, claimed, given up), on both engines.
 */
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate, migrations, openDatabase } from "@/leads/store/db";
import { listLeads } from "@/leads/store/leads";
import { databaseConfig, storageFor } from "./harness";

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`migrating to one delivery outbox on ${engine}`, () => {
    const storage = storageFor(engine);

    it("moves every e-mail and webhook row over as it stands, and drops the old places", async () => {
      const { db } = await openDatabase(databaseConfig(storage.env));
      try {
        const before = new Migrator({ db, provider: { getMigrations: async () => migrations } });
        const { error } = await before.migrateTo("2026-12-20-consent-and-webhooks");
        expect(error).toBeUndefined();
        const lead = (id: string, at: string, spam: number, notify: string) =>
          sql`INSERT INTO contact_messages (id, created_at, name, email, phone, subject, message, is_spam, notified_at, notify_attempts, notify_error, notify_next_at, notify_lease_until, notify_given_up_at)
              VALUES (${id}, ${at}, 'Asha Verma', 'asha@example.com', '', 'Other', 'A message long enough.', ${spam}, ${sql.raw(notify)})`.execute(
            db,
          );
        await lead(
          "00000000-0000-4000-8000-000000000001",
          "2026-11-01T10:00:00.000Z",
          0,
          "'2026-11-01T10:00:02.000Z', 1, NULL, NULL, NULL, NULL",
        );
        await lead(
          "00000000-0000-4000-8000-000000000002",
          "2026-11-02T10:00:00.000Z",
          0,
          "NULL, 2, 'ECONNREFUSED', '2026-11-02T10:05:00.000Z', NULL, NULL",
        );
        await lead(
          "00000000-0000-4000-8000-000000000003",
          "2026-11-03T10:00:00.000Z",
          0,
          "NULL, 7, 'ECONNREFUSED', NULL, NULL, '2026-11-03T12:00:00.000Z'",
        );
        await lead(
          "00000000-0000-4000-8000-000000000004",
          "2026-11-04T10:00:00.000Z",
          0,
          "NULL, 1, NULL, NULL, '2026-11-04T10:05:00.000Z', NULL",
        );
        await lead(
          "00000000-0000-4000-8000-000000000005",
          "2026-11-05T10:00:00.000Z",
          1,
          "NULL, 0, NULL, NULL, NULL, NULL",
        );
        await sql`INSERT INTO lead_webhooks (lead_id, endpoint, created_at, attempts, next_at, lease_until, delivered_at, given_up_at, error)
                  VALUES ('00000000-0000-4000-8000-000000000001', 'https://hooks.example.com/a', '2026-11-01T10:00:00.000Z', 1, NULL, NULL, '2026-11-01T10:00:01.000Z', NULL, NULL),
                         ('00000000-0000-4000-8000-000000000002', 'https://hooks.example.com/a', '2026-11-02T10:00:00.000Z', 3, NULL, NULL, NULL, '2026-11-02T11:00:00.000Z', 'the endpoint answered 500')`.execute(
          db,
        );

        await migrate(db);

        const rows = await db.selectFrom("deliveries").selectAll().orderBy("lead_id").orderBy("channel").execute();
        expect(
          rows.map((r) => [
            r.lead_id.slice(-1),
            r.channel,
            r.target,
            Number(r.attempts),
            r.delivered_at,
            r.given_up_at,
            r.next_at,
            r.lease_until,
            r.error,
          ]),
        ).toEqual([
          ["1", "email", "", 1, "2026-11-01T10:00:02.000Z", null, null, null, null],
          ["1", "webhook", "https://hooks.example.com/a", 1, "2026-11-01T10:00:01.000Z", null, null, null, null],
          ["2", "email", "", 2, null, null, "2026-11-02T10:05:00.000Z", null, "ECONNREFUSED"],
          [
            "2",
            "webhook",
            "https://hooks.example.com/a",
            3,
            null,
            "2026-11-02T11:00:00.000Z",
            null,
            null,
            "the endpoint answered 500",
          ],
          ["3", "email", "", 7, null, "2026-11-03T12:00:00.000Z", null, null, "ECONNREFUSED"],
          ["4", "email", "", 1, null, null, null, "2026-11-04T10:05:00.000Z", null],
        ]);
        // The spam lead has no delivery; the leads table keeps only the lead.
        const leads = await listLeads(db, { includeSpam: true });
        expect(
          leads.map((l) => [l.id.slice(-1), l.notifiedAt, l.notifyAttempts, l.givenUpAt, l.webhooks.length]),
        ).toEqual([
          ["1", "2026-11-01T10:00:02.000Z", 1, null, 1],
          ["2", null, 2, null, 1],
          ["3", null, 7, "2026-11-03T12:00:00.000Z", 0],
          ["4", null, 1, null, 0],
          ["5", null, 0, null, 0],
        ]);
        expect((await listLeads(db, { unsent: true })).map((l) => l.id.slice(-1))).toEqual(["2", "3", "4"]);
        const columns = Object.keys(
          (await db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow()) as object,
        );
        expect(columns.filter((c) => c.startsWith("notif"))).toEqual([]);
        await expect(sql`SELECT * FROM lead_webhooks`.execute(db)).rejects.toThrow();
      } finally {
        await db.destroy();
      }
    }, 60_000);
  });
}
