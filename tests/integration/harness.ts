/**
 * Real components for the integration tests, started and stopped by the tests themselves:
 * the production host (dist/host/main.mjs, compiled from host/main.ts, over the build in dist/), a throwaway PostgreSQL
 * cluster on 127.0.0.1, and an SMTP listener.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { freePort, waitFor } from "../support/host";

export { freePort, startSite, type RunningServer, type SiteOptions } from "../support/host";
export { readMail, type ReadMail } from "../support/mail";

const root = path.resolve(import.meta.dirname, "..", "..");

/** Runs `npm run leads` (its script) with the given storage variables; its exit code and output. */
export function leadsCli(env: Record<string, string>, args: string[] = []) {
  return toolCli("leads", env, args);
}

/** Runs `npm run insights` (its script) the same way. */
export function insightsCli(env: Record<string, string>, args: string[] = []) {
  return toolCli("insights", env, args);
}

function toolCli(
  command: "leads" | "insights",
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tools/ignite.ts", command, ...args], {
    cwd: root,
    env: { ...process.env, SQLITE_PATH: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out, err })));
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/* ---- PostgreSQL ---------------------------------------------------------- */

export interface Postgres {
  url: string;
  /** Stops the cluster for good and deletes it. */
  stop: () => void;
  /** `pg_ctl stop -m fast` (what a restart or failover does to clients), keeping the data. */
  pause: () => void;
  /** Starts it again on the same port. */
  resume: () => void;
  /** SIGSTOP to the server and every backend: it keeps its sockets and answers nothing (a hung host). */
  freeze: () => void;
  /** SIGCONT to the same processes. */
  thaw: () => void;
}

function pgBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(base, v, "bin");
    if (fs.existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql).");
}

/** A throwaway cluster on 127.0.0.1, run as the `postgres` user when we are root. */
export async function startPostgres(): Promise<Postgres> {
  const bin = pgBinDir();
  const dir = tempDir("ignite-pg-");
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    const result = spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const start = () =>
    run(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=on -c max_connections=50`,
      "start",
    ]);
  const fastStop = () => run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: () => {
      try {
        // Already stopped when a test failed between pause and resume.
        if (fs.existsSync(path.join(dataDir, "postmaster.pid"))) fastStop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    pause: fastStop,
    resume: start,
    freeze: () => signalCluster(dataDir, "SIGSTOP"),
    thaw: () => signalCluster(dataDir, "SIGCONT"),
  };
}

/** Sends `signal` to a cluster's postmaster (the first line of postmaster.pid) and its children. */
function signalCluster(dataDir: string, signal: "SIGSTOP" | "SIGCONT"): void {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = spawnSync("pgrep", ["-P", String(postmaster)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map(Number);
  for (const pid of [postmaster, ...children]) process.kill(pid, signal);
}

export type StorageEnv = { DATABASE_URL: string } | { SQLITE_PATH: string };

/**
 * Gives a describe block its own storage for `engine`: a throwaway PostgreSQL cluster (stopped
 * after the block), or a SQLite file in a new folder. Read `env` inside the tests.
 */
export function storageFor(engine: "sqlite" | "postgres"): { env: StorageEnv } {
  const holder: { env: StorageEnv; pg?: Postgres } = { env: { SQLITE_PATH: "" } };
  beforeAll(async () => {
    if (engine === "sqlite") holder.env = { SQLITE_PATH: path.join(tempDir(`ignite-${engine}-`), "site.db") };
    else {
      holder.pg = await startPostgres();
      holder.env = { DATABASE_URL: holder.pg.url };
    }
  }, 60_000);
  afterAll(() => holder.pg?.stop());
  return holder;
}

/** The same storage as openDatabase's configuration. */
export function databaseConfig(env: StorageEnv): { databaseUrl: string | undefined; sqlitePath: string } {
  return "DATABASE_URL" in env
    ? { databaseUrl: env.DATABASE_URL, sqlitePath: "" }
    : { databaseUrl: undefined, sqlitePath: env.SQLITE_PATH };
}

/* ---- SMTP ---------------------------------------------------------------- */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** Runs when a message has arrived, before the server says 250: a fault can strike between send and record. */
  beforeAccept?: (mail: ReceivedMail) => void | Promise<void>;
}

export async function startSmtp(
  options: SmtpOptions = {},
): Promise<{ url: string; inbox: ReceivedMail[]; stop: () => Promise<void> }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (d: Buffer) => (raw += d.toString()));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        inbox.push(mail);
        void Promise.resolve(options.beforeAccept?.(mail)).then(() => callback());
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** How many e-mails of an inbox carry each X-Lead-Id. */
export function mailsPerLead(inbox: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of inbox) {
    const id = /^X-Lead-Id: *(\S+)/im.exec(mail.raw)?.[1];
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** An SMTP address that takes connections and never says a word: a mail server that hangs. */
export async function startHangingSmtp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** The address of a port nothing listens on: an SMTP server that is down. */
export async function deadSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freePort()}`;
}

export async function until<T>(fn: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  let value: T | undefined;
  await waitFor(async () => (value = await fn()) !== undefined, timeoutMs, "a condition");
  return value as T;
}

/* ---- Webhook receiver ------------------------------------------------------ */

export interface ReceivedCall {
  headers: Record<string, string>;
  body: string;
  /** When the call arrived (ms since the epoch). */
  at: number;
  /** What the receiver answered; "hang" when it never did. */
  answer?: number | "hang";
}

/** What the receiver does with the nth call (0-based): answer with a status, or never answer. */
export type Respond = (call: ReceivedCall, n: number) => number | "hang";

/** An HTTP endpoint on 127.0.0.1 that records every call and answers as `respond` says. */
export async function startWebhookReceiver(respond: Respond = () => 204): Promise<{
  url: string;
  calls: ReceivedCall[];
  respond: { current: Respond };
  stop: () => Promise<void>;
}> {
  const calls: ReceivedCall[] = [];
  const current = { current: respond };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => (body += d.toString()));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
      );
      const call: ReceivedCall = { headers, body, at: Date.now() };
      calls.push(call);
      const answer = current.current(call, calls.length - 1);
      call.answer = answer;
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { "Content-Type": "text/plain" }).end(answer < 300 ? "ok" : "no");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    calls,
    respond: current,
    stop: () =>
      new Promise((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
