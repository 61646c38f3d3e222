/**
 * The SQLite file behind kysely, as a connection that can be dropped and reopened. SQLite
 * keeps writing into a file that was deleted or whose directory was removed (the open file
 * descriptor outlives the name), and keeps writing through a descriptor opened before the
 * file was made read-only: both would be acknowledged and then lost. So a write the visitor is
 * told about is checked against the file on disk before and after (`ready`, `stillDurable`),
 * and a connection that failed is reopened on the next query, so the site recovers without a
 * restart once storage is back.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** A write could not be made durable; the message is safe to show (no personal data). */
export class StorageUnavailable extends Error {
  override name = "StorageUnavailable";
}

/**
 * Whether `error` is a StorageUnavailable, by its name rather than its class: the production
 * host and the server bundle each carry a copy of this module, so an error thrown by one copy is
 * not an instance of the other's class (the log then said "no error code" where /healthz named
 * the missing file).
 */
export function isStorageUnavailable(error: unknown): error is StorageUnavailable {
  return error instanceof Error && error.name === "StorageUnavailable";
}

/** SQLite's primary result codes by number (https://sqlite.org/rescode.html), for messages. */
const RESULT_CODES: Record<number, string> = {
  1: "SQLITE_ERROR",
  3: "SQLITE_PERM",
  5: "SQLITE_BUSY",
  6: "SQLITE_LOCKED",
  7: "SQLITE_NOMEM",
  8: "SQLITE_READONLY",
  10: "SQLITE_IOERR",
  11: "SQLITE_CORRUPT",
  13: "SQLITE_FULL",
  14: "SQLITE_CANTOPEN",
  19: "SQLITE_CONSTRAINT",
  23: "SQLITE_AUTH",
  26: "SQLITE_NOTADB",
};

/**
 * The code of an error, as the health answer and the log show it: node:sqlite reports SQLite's
 * result as a number (`errcode`, extended), shown by its SQLite name; a file system error by its
 * errno name.
 */
export function errorCode(error: unknown): string {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (typeof errcode === "number") return RESULT_CODES[errcode & 0xff] ?? `SQLITE_${errcode}`;
  return typeof code === "string" ? code : "unknown";
}

/**
 * Why the site cannot create or write its database in the folder SQLITE_PATH names (the folder,
 * or the nearest one above it that exists), in a sentence a person can act on; null when it can.
 * The usual cause is a bind-mounted folder that belongs to root while the site runs as uid 1000
 * (the container image): SQLite then says only SQLITE_CANTOPEN (issue 53).
 */
export function dataFolderProblem(file: string): string | null {
  let folder = path.dirname(path.resolve(file));
  while (!fs.existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  try {
    fs.accessSync(folder, fs.constants.W_OK | fs.constants.X_OK);
    return null;
  } catch (error) {
    const { uid: owner, gid: group, mode } = fs.statSync(folder);
    const uid = process.getuid?.() ?? "unknown";
    const gid = process.getgid?.() ?? "unknown";
    return (
      `the data folder ${folder} cannot be written by the site (${errorCode(error)}): it belongs to uid ${owner} ` +
      `(gid ${group}, mode ${(mode & 0o777).toString(8)}) and the site runs as uid ${uid} (gid ${gid}). Fix: give ` +
      `the folder to that user (chown ${uid}:${gid} ${folder}, on the host's folder for a bind mount), or mount a ` +
      `named volume there (docker run -v ignite-data:${folder}), or in Kubernetes set securityContext.fsGroup: ${gid}`
    );
  }
}

/** A node:sqlite statement in the shape kysely's SQLite driver expects (better-sqlite3's). */
function kyselyStatement(statement: StatementSync): SqliteStatement {
  // kysely binds positional values only (strings, numbers, bigints, null, buffers).
  const args = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  // Rows come with a null prototype; kysely's callers and tests expect plain objects.
  const plain = (row: unknown) => ({ ...(row as Record<string, unknown>) });
  return {
    // A statement that returns rows (a SELECT, or a write with RETURNING) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...args(parameters)).map(plain),
    run: (parameters) => statement.run(...args(parameters)),
    *iterate(parameters) {
      for (const row of statement.iterate(...args(parameters))) yield plain(row);
    },
  };
}

/**
 * An existing database file opened read-only, for readers such as `npm run leads`: it never
 * creates the file or its directory, and never writes (not even the WAL mode, which the server
 * sets when it creates the file).
 */
export class ReadOnlySqliteFile implements SqliteDatabase {
  readonly #connection: DatabaseSync;

  constructor(readonly file: string) {
    if (!fs.existsSync(file)) throw new StorageUnavailable(`there is no database at ${file}`);
    try {
      this.#connection = new DatabaseSync(`${pathToFileURL(file).href}?mode=ro`, { readOnly: true });
    } catch (error) {
      throw new StorageUnavailable(`the database at ${file} cannot be opened (${errorCode(error)})`);
    }
  }

  prepare(sql: string): SqliteStatement {
    return kyselyStatement(this.#connection.prepare(sql));
  }

  close(): void {
    this.#connection.close();
  }
}

export class SqliteFile implements SqliteDatabase {
  #connection: DatabaseSync | undefined;
  #identity: { dev: number; ino: number } | undefined;
  /** Counts opens, so that a write can tell whether it went to the connection it checked. */
  #generation = 0;

  /**
   * Creates the directory and the file: only at start. While running, a missing file is an
   * outage, never a cue to start an empty one (it may be a volume that is not mounted).
   */
  constructor(readonly file: string) {
    const folder = dataFolderProblem(file);
    if (folder) throw new StorageUnavailable(folder);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#open(false);
  }

  prepare(sql: string): SqliteStatement {
    return kyselyStatement(this.#current().prepare(sql));
  }

  close(): void {
    this.#drop();
  }

  /** Drops the connection after a failed write: the next query opens the file afresh. */
  reset(): void {
    this.#drop();
  }

  /** Why a write would not reach the file on disk now, or null. Cheap: a stat and two access calls. */
  problem(): string | null {
    try {
      fs.statSync(this.file);
    } catch (error) {
      return errorCode(error) === "ENOENT"
        ? "the database file or its directory is missing"
        : `the database file cannot be read (${errorCode(error)})`;
    }
    try {
      // The directory too: SQLite needs it for its -wal and -shm files when it reopens.
      fs.accessSync(this.file, fs.constants.W_OK);
      fs.accessSync(path.dirname(this.file), fs.constants.W_OK);
    } catch (error) {
      return `the database is read-only (${errorCode(error)})`;
    }
    return null;
  }

  /** Before a write: throws unless the file can be written; returns the connection's generation. */
  ready(): number {
    const problem = this.problem();
    if (problem) {
      this.#drop();
      throw new StorageUnavailable(problem);
    }
    this.#current();
    return this.#generation;
  }

  /** After a write: whether it went into the file that is still at the path (not an unlinked one). */
  stillDurable(generation: number): boolean {
    if (generation !== this.#generation || !this.#identity) return false;
    try {
      const stat = fs.statSync(this.file);
      return stat.dev === this.#identity.dev && stat.ino === this.#identity.ino;
    } catch {
      return false;
    }
  }

  #current(): DatabaseSync {
    if (this.#connection && this.stillDurable(this.#generation)) return this.#connection;
    this.#drop();
    this.#open(true);
    return this.#connection!;
  }

  #open(mustExist: boolean): void {
    let connection: DatabaseSync | undefined;
    try {
      // mode=rw opens an existing file only (no create), in one step: a file that vanished after
      // a check is never replaced by an empty one.
      connection = new DatabaseSync(mustExist ? `${pathToFileURL(this.file).href}?mode=rw` : this.file);
      // WAL + synchronous=FULL: a commit is fsynced before we acknowledge it, and readers never block it.
      connection.exec("PRAGMA journal_mode = WAL");
      connection.exec("PRAGMA synchronous = FULL");
      connection.exec("PRAGMA busy_timeout = 5000");
      // A deleted row is overwritten with zeros, not only unlinked: after --erase or the
      // retention job, the person's bytes are gone from the file (and from the backups made
      // after it), not left in free space until SQLite happens to reuse the page.
      connection.exec("PRAGMA secure_delete = ON");
    } catch (error) {
      connection?.close();
      throw new StorageUnavailable(`the database cannot be opened (${errorCode(error)})`);
    }
    const stat = fs.statSync(this.file);
    this.#connection = connection;
    this.#identity = { dev: stat.dev, ino: stat.ino };
    this.#generation++;
  }

  #drop(): void {
    const connection = this.#connection;
    this.#connection = undefined;
    this.#identity = undefined;
    // SQLite skips its checkpoint and the deletion of -wal/-shm (by name) when the file was
    // moved or unlinked, so closing a stale connection cannot touch a restored database.
    try {
      connection?.close();
    } catch {
      // Already closed, or the disk is gone: nothing left to release.
    }
  }
}
