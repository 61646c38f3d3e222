/**
 * `npm run leads` only reads: it never creates the database the server refuses to create
 * (issue 19), never migrates, and says clearly when there is nothing to read.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { leadsCli, startPostgres, startSite, tempDir } from "./harness";
import { health, healthBecomes, Ledger } from "./ledger";

describe("npm run leads", () => {
  it("lists what the site stored, without writing to the file", async () => {
    const dir = tempDir("ignite-cli-");
    const sqlitePath = path.join(dir, "data", "site.db");
    const site = await startSite({ SQLITE_PATH: sqlitePath });
    const ledger = new Ledger("cli-read");
    try {
      expect(await ledger.send(site.url)).toBe(201);
      const before = fs.statSync(sqlitePath);
      const { code, out } = await leadsCli({ SQLITE_PATH: sqlitePath }, ["--csv"]);
      expect(code).toBe(0);
      expect(out).toContain(ledger.acknowledged[0]);
      expect(fs.statSync(sqlitePath).mtimeMs).toBe(before.mtimeMs);
    } finally {
      await site.kill("SIGTERM");
    }
  }, 60_000);

  it("with the data directory missing: exits non-zero, creates nothing, and the server stays 503", async () => {
    const dir = tempDir("ignite-cli-gone-");
    const dataDir = path.join(dir, "data");
    const sqlitePath = path.join(dataDir, "site.db");
    const site = await startSite({ SQLITE_PATH: sqlitePath });
    try {
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect((await healthBecomes(site.url, 503)).reason).toMatch(/missing/);

      const { code, err } = await leadsCli({ SQLITE_PATH: sqlitePath });
      expect(code).toBe(1);
      expect(err).toContain(`Cannot read the leads: there is no database at ${sqlitePath}`);
      expect(err).toContain("Only the site creates its database");
      expect(fs.existsSync(dataDir), "the listing created the directory").toBe(false);

      // Still an outage: the site did not adopt an empty database made behind its back.
      const after = await health(site.url);
      expect(after.status).toBe(503);
      await expect(new Ledger("cli-gone").send(site.url)).resolves.toBe(503);
    } finally {
      await site.kill("SIGTERM");
    }
  }, 60_000);

  it("on a PostgreSQL database the site never migrated: exits non-zero and creates no table", async () => {
    const postgres = await startPostgres();
    try {
      const { code, err } = await leadsCli({ DATABASE_URL: postgres.url });
      expect(code).toBe(1);
      expect(err).toContain("this database has no leads table yet");
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const tables = await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
        expect(tables.rows).toEqual([]);
      } finally {
        await client.end();
      }
    } finally {
      postgres.stop();
    }
  }, 90_000);
});
