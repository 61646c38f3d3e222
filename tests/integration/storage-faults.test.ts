/**
 * Storage faults injected under the running production server: the SQLite directory deleted,
 * the files made read-only, the disk full, PostgreSQL stopped and started. In each, a lead is
 * acknowledged (201) only when it is durable, /healthz answers 503 while it is not, the site
 * recovers without a restart, and the stored rows equal the acknowledged ones.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { startPostgres, startSite, tempDir } from "./harness";
import { health, healthBecomes, Ledger, report, stored } from "./ledger";

// Root writes through any permission: as root, the server runs as nobody for this test.
const asRoot = process.getuid?.() === 0;
const NOBODY = { uid: 65534, gid: 65534 };

function chmodAll(dir: string, dirMode: number, fileMode: number): void {
  for (const name of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, name), fileMode);
  fs.chmodSync(dir, dirMode);
}

describe("storage faults", () => {
  it("SQLite data directory deleted while running: 503 and degraded until it is restored, then 201", async () => {
    const dir = tempDir("ignite-gone-");
    const sqlitePath = path.join(dir, "data", "site.db");
    const site = await startSite({ SQLITE_PATH: sqlitePath });
    const ledger = new Ledger("gone");
    try {
      expect(await ledger.send(site.url)).toBe(201);
      // The operator's backup, taken the way docs/deploy.md says (SQLite's online backup).
      const live = new DatabaseSync(sqlitePath, { readOnly: true });
      await backup(live, path.join(dir, "backup.db"));
      live.close();

      fs.rmSync(path.join(dir, "data"), { recursive: true, force: true });
      for (let i = 0; i < 3; i++) expect(await ledger.send(site.url)).toBe(503);
      const down = await health(site.url);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: "degraded", reason: expect.stringMatching(/missing/) });
      // The log gives the refused lead the reason /healthz gives (it said "no error code" when the
      // host's bundle did not recognise the server bundle's StorageUnavailable).
      expect(site.output()).toMatch(/missing/);
      expect(site.output()).not.toContain("no error code");
      expect(fs.existsSync(path.join(dir, "data")), "a missing directory is not recreated behind the operator").toBe(
        false,
      );

      fs.mkdirSync(path.join(dir, "data"));
      fs.copyFileSync(path.join(dir, "backup.db"), sqlitePath);
      expect(await ledger.send(site.url)).toBe(201);
      expect(await healthBecomes(site.url, 200)).toMatchObject({ status: "ok" });
    } finally {
      await site.kill("SIGTERM");
    }
    const rows = await stored({ SQLITE_PATH: sqlitePath }, "gone");
    report("SQLite directory deleted, then restored", ledger.summary(), ledger.acknowledged.length, rows.length);
    expect(rows).toEqual(ledger.acknowledged);
  }, 90_000);

  it("SQLite files made read-only (server not root), then writable again: 503, then 201 without a restart", async () => {
    const dir = tempDir("ignite-ro-");
    const dataDir = path.join(dir, "data");
    fs.mkdirSync(dataDir);
    if (asRoot) for (const d of [dir, dataDir]) fs.chownSync(d, NOBODY.uid, NOBODY.gid);
    const sqlitePath = path.join(dataDir, "site.db");
    const site = await startSite({ SQLITE_PATH: sqlitePath, HOME: dir }, asRoot ? { user: NOBODY } : {});
    const ledger = new Ledger("read-only");
    try {
      expect(await ledger.send(site.url)).toBe(201);
      chmodAll(dataDir, 0o555, 0o444);
      for (let i = 0; i < 3; i++) expect(await ledger.send(site.url)).toBe(503);
      const down = await health(site.url);
      expect(down.status).toBe(503);
      expect(down.body.reason).toMatch(/read-only/);

      chmodAll(dataDir, 0o755, 0o644);
      expect(await ledger.send(site.url)).toBe(201);
      await healthBecomes(site.url, 200);
    } finally {
      await site.kill("SIGTERM");
    }
    const rows = await stored({ SQLITE_PATH: sqlitePath }, "read-only");
    report("SQLite files read-only, then writable", ledger.summary(), ledger.acknowledged.length, rows.length);
    expect(rows).toEqual(ledger.acknowledged);
  }, 90_000);

  it("a data folder the site cannot write (a bind mount that belongs to root): one log line with the folder, its owner, the site's uid and the fix; /healthz 503 saying the same", async () => {
    const dir = tempDir("ignite-owned-");
    const dataDir = path.join(dir, "data");
    fs.mkdirSync(dataDir);
    // As root: the folder stays root's (755) and the site runs as nobody, like a root-owned bind
    // mount under the image's uid 1000. Otherwise: the folder is made read-only for its owner.
    if (asRoot) fs.chownSync(dir, NOBODY.uid, NOBODY.gid);
    else fs.chmodSync(dataDir, 0o555);
    const site = await startSite(
      { SQLITE_PATH: path.join(dataDir, "site.db"), HOME: dir },
      { untouched: true, ...(asRoot ? { user: NOBODY } : {}) },
    );
    try {
      const uid = asRoot ? NOBODY.uid : process.getuid!();
      const down = await health(site.url);
      expect(down.status).toBe(503);
      const reason = String(down.body.reason);
      expect(reason).toContain(`the data folder ${dataDir} cannot be written by the site`);
      expect(reason).toContain(`it belongs to uid ${fs.statSync(dataDir).uid}`);
      expect(reason).toContain(`the site runs as uid ${uid}`);
      expect(reason).toContain(`chown ${uid}:`);
      expect(reason).toMatch(/named volume .*fsGroup/);
      // One line in the log, however often the host tries again or /healthz is polled.
      await health(site.url);
      const lines = site
        .output()
        .split("\n")
        .filter((line) => line.includes("cannot be written by the site"));
      expect(lines).toHaveLength(1);
      // The same words as /healthz, which puts "database not writable: " before them.
      expect(reason).toMatch(/^database not writable: the data folder/);
      expect(lines[0]).toContain(reason.replace(/^database not writable: /, ""));
      expect(site.output()).not.toContain("SQLITE_CANTOPEN");
    } finally {
      await site.kill("SIGTERM");
    }
  }, 60_000);

  it("disk full (RLIMIT_FSIZE: writes fail with EFBIG): 503 for a write that fails, never 201, then 201 with room", async () => {
    const sqlitePath = path.join(tempDir("ignite-full-"), "site.db");
    const site = await startSite(
      { SQLITE_PATH: sqlitePath, CONTACT_RATE_LIMIT: "0" },
      {
        // Room for a fresh database's migrations (their log reaches 284 KB) and a few
        // dozen leads, then no more.
        fileSizeLimit: 512 * 1024,
      },
    );
    const ledger = new Ledger("disk-full");
    try {
      let refused = 0;
      for (let i = 0; i < 400 && refused < 3; i++) if ((await ledger.send(site.url)) === 503) refused++;
      expect(refused).toBe(3);
      expect(ledger.acknowledged.length).toBeGreaterThan(5);

      const lifted = spawnSync("prlimit", ["--pid", String(site.process.pid), "--fsize=unlimited:unlimited"]);
      expect(lifted.status, lifted.stderr?.toString()).toBe(0);
      expect(await ledger.send(site.url)).toBe(201);
      await healthBecomes(site.url, 200);
    } finally {
      await site.kill("SIGTERM");
    }
    const rows = await stored({ SQLITE_PATH: sqlitePath }, "disk-full");
    report("disk full (file size limit), then room", ledger.summary(), ledger.acknowledged.length, rows.length);
    expect(rows).toEqual(ledger.acknowledged);
  }, 120_000);

  it("PostgreSQL stopped (pg_ctl stop -m fast) and started: 503 without a crash, then 201", async () => {
    const pg = await startPostgres();
    const storage = { DATABASE_URL: pg.url };
    const ledger = new Ledger("pg-restart");
    let exitCode: number | null = null;
    try {
      // A high limit keeps the shared (PostgreSQL) rate limit in the path without refusing.
      const site = await startSite({ ...storage, CONTACT_RATE_LIMIT: "100" });
      try {
        for (let i = 0; i < 2; i++) expect(await ledger.send(site.url)).toBe(201);
        pg.pause();
        for (let i = 0; i < 3; i++) {
          const started = Date.now();
          expect(await ledger.send(site.url)).toBe(503);
          expect(Date.now() - started, "refused within the connection timeout").toBeLessThan(7_000);
        }
        const down = await health(site.url);
        expect(down.status).toBe(503);
        expect(site.process.exitCode, site.output()).toBeNull();

        pg.resume();
        expect(await ledger.send(site.url)).toBe(201);
        await healthBecomes(site.url, 200);
        expect(site.output()).toMatch(/PostgreSQL: idle connection lost \(57P01\)/);
        expect(site.output()).not.toMatch(/uncaught|\n\s+at /i);
      } finally {
        exitCode = await site.kill("SIGTERM");
      }
      expect(exitCode).toBe(0);
      const rows = await stored(storage, "pg-restart");
      report("PostgreSQL stopped, then started", ledger.summary(), ledger.acknowledged.length, rows.length);
      expect(rows).toEqual(ledger.acknowledged);
    } finally {
      pg.stop();
    }
  }, 120_000);

  it("PostgreSQL frozen (SIGSTOP): 503 after the query time-out, reported as a time-out, then 201 once it answers", async () => {
    const pg = await startPostgres();
    const storage = { DATABASE_URL: pg.url };
    const ledger = new Ledger("pg-frozen");
    try {
      const site = await startSite({ ...storage, CONTACT_RATE_LIMIT: "100" });
      try {
        expect(await ledger.send(site.url)).toBe(201);
        pg.freeze();
        try {
          expect(await ledger.send(site.url)).toBe(503);
          const down = await health(site.url);
          expect(down.status).toBe(503);
          expect(down.body.reason).toMatch(/the database did not (answer|accept a connection) in time/);
          expect(site.output()).toMatch(/the database did not answer in time \(query time-out\)/);
          expect(site.output()).not.toMatch(/refused the write \(no error code\)/);
        } finally {
          pg.thaw();
        }
        expect(await ledger.send(site.url)).toBe(201);
        await healthBecomes(site.url, 200);
      } finally {
        await site.kill("SIGTERM");
      }
      const rows = await stored(storage, "pg-frozen");
      report("PostgreSQL frozen, then thawed", ledger.summary(), ledger.acknowledged.length, rows.length);
      expect(rows).toEqual(ledger.acknowledged);
    } finally {
      pg.stop();
    }
  }, 120_000);
});
