/** The SQLite file on node:sqlite, as kysely uses it: real files in a temporary directory. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { errorCode, SqliteFile, StorageUnavailable } from "./sqlite-file";
import { storageReason } from "./storage";

const dirs: string[] = [];
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-sqlite-file-"));
  dirs.push(dir);
  return path.join(dir, "data", "site.db");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("SqliteFile", () => {
  it("opens in WAL mode with synchronous=FULL", () => {
    const file = new SqliteFile(tempFile());
    expect(file.prepare("pragma journal_mode").all([])).toEqual([{ journal_mode: "wal" }]);
    expect(file.prepare("pragma synchronous").all([])).toEqual([{ synchronous: 2 }]);
    file.close();
  });

  it("gives kysely readers for rows (RETURNING too), writers otherwise, and plain objects", () => {
    const file = new SqliteFile(tempFile());
    const create = file.prepare("create table t (id integer primary key, name text)");
    expect(create.reader).toBe(false);
    create.run([]);
    const insert = file.prepare("insert into t (name) values (?)");
    expect(insert.reader).toBe(false);
    expect(insert.run(["Asha"])).toMatchObject({ changes: 1, lastInsertRowid: 1 });
    const returning = file.prepare("insert into t (name) values (?) returning id, name");
    expect(returning.reader).toBe(true);
    expect(returning.all(["Ravi"])).toEqual([{ id: 2, name: "Ravi" }]);
    const rows = file.prepare("select name from t where id > ? order by id").all([0]);
    expect(rows).toEqual([{ name: "Asha" }, { name: "Ravi" }]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect([...file.prepare("select id from t order by id").iterate([])]).toEqual([{ id: 1 }, { id: 2 }]);
    file.close();
  });

  it("never recreates a file that vanished while running: StorageUnavailable, and no empty file", () => {
    const dbPath = tempFile();
    const file = new SqliteFile(dbPath);
    fs.rmSync(path.dirname(dbPath), { recursive: true });
    expect(() => file.ready()).toThrow(StorageUnavailable);
    fs.mkdirSync(path.dirname(dbPath));
    // The directory is back but the file is not: the reopen must not create it.
    file.reset();
    expect(() => file.prepare("select 1")).toThrow(/cannot be opened \(SQLITE_CANTOPEN\)/);
    expect(fs.existsSync(dbPath)).toBe(false);
  });
});

describe("errorCode", () => {
  it("names node:sqlite's numeric result by its SQLite name, for the health answer", () => {
    const dbPath = tempFile();
    fs.mkdirSync(path.dirname(dbPath), { recursive: true });
    new DatabaseSync(dbPath).exec("create table t (a)");
    const readOnly = new DatabaseSync(dbPath, { readOnly: true });
    let caught: unknown;
    try {
      readOnly.exec("insert into t values (1)");
    } catch (error) {
      caught = error;
    }
    readOnly.close();
    expect(errorCode(caught)).toBe("SQLITE_READONLY");
    expect(storageReason(caught)).toBe("the database refused the write (SQLITE_READONLY)");
  });

  it("names the reason of a StorageUnavailable from another copy of this module (another bundle)", () => {
    // What the host's bundle sees of an error the server bundle threw: same name, other class.
    class StorageUnavailable extends Error {
      override name = "StorageUnavailable";
    }
    const fromOtherBundle = new StorageUnavailable("there is no database at /srv/data/leads.db");
    expect(storageReason(fromOtherBundle)).toBe("there is no database at /srv/data/leads.db");
    expect(storageReason(Object.assign(new Error("x"), { name: "TypeError" }))).toBe(
      "the database refused the write (no error code)",
    );
  });

  it("keeps a file system code, and says when there is none", () => {
    expect(errorCode(Object.assign(new Error("gone"), { code: "ENOENT" }))).toBe("ENOENT");
    expect(storageReason(new Error("no code"))).toBe("the database refused the write (no error code)");
  });
});
