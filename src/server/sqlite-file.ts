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
import SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** A write could not be made durable; the message is safe to show (no personal data). */
export class StorageUnavailable extends Error {
  override name = "StorageUnavailable";
}

function errorCode(error: unknown): string {
  return (error as { code?: string } | null)?.code ?? "unknown";
}

export class SqliteFile implements SqliteDatabase {
  #connection: SQLite.Database | undefined;
  #identity: { dev: number; ino: number } | undefined;
  /** Counts opens, so that a write can tell whether it went to the connection it checked. */
  #generation = 0;

  /**
   * Creates the directory and the file: only at start. While running, a missing file is an
   * outage, never a cue to start an empty one (it may be a volume that is not mounted).
   */
  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#open(false);
  }

  prepare(sql: string): SqliteStatement {
    return this.#current().prepare(sql);
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

  #current(): SQLite.Database {
    if (this.#connection && this.stillDurable(this.#generation)) return this.#connection;
    this.#drop();
    this.#open(true);
    return this.#connection!;
  }

  #open(mustExist: boolean): void {
    let connection: SQLite.Database | undefined;
    try {
      connection = new SQLite(this.file, { fileMustExist: mustExist });
      // WAL + synchronous=FULL: a commit is fsynced before we acknowledge it, and readers never block it.
      connection.pragma("journal_mode = WAL");
      connection.pragma("synchronous = FULL");
      connection.pragma("busy_timeout = 5000");
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
