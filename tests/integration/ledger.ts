/**
 * Bookkeeping for the fault tests: every contact message a test sends carries a tag, the
 * ledger remembers which were acknowledged (201), and `stored` reads back what the database
 * really holds, so that each test can assert stored == acknowledged.
 */
import http from "node:http";
import { DatabaseSync } from "node:sqlite";
import { openDatabase } from "@/leads/store/db";
import { listLeads } from "@/leads/store/leads";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request (fetch refuses TRACE and CONNECT, and hides how a connection ended). */
export function request(
  url: string,
  method: string,
  target: string,
  options: { headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: target, headers: options.headers, agent: false },
      (res) => {
        let body = "";
        res.on("data", (d: Buffer) => (body += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${method} ${target} within 30 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

export const validLead = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "Web Development",
};

export type Storage = { DATABASE_URL?: string; SQLITE_PATH?: string };

/** The messages stored under a tag, spam included. */
export async function stored(storage: Storage, tag: string): Promise<string[]> {
  if (storage.SQLITE_PATH && !storage.DATABASE_URL) {
    const db = new DatabaseSync(storage.SQLITE_PATH, { readOnly: true });
    try {
      const rows = db
        .prepare("select message from contact_messages where message like ? order by message")
        .all(`[${tag}]%`) as { message: string }[];
      return rows.map((r) => r.message);
    } finally {
      db.close();
    }
  }
  const { db } = await openDatabase({ databaseUrl: storage.DATABASE_URL, sqlitePath: "" });
  try {
    const rows = await listLeads(db, { includeSpam: true });
    return rows
      .map((r) => r.message)
      .filter((m) => m.startsWith(`[${tag}]`))
      .sort();
  } finally {
    await db.destroy();
  }
}

export class Ledger {
  readonly acknowledged: string[] = [];
  readonly statuses: number[] = [];
  #n = 0;

  constructor(readonly tag: string) {}

  /** Sends one contact message; returns its status (201 is recorded as acknowledged). */
  async send(url: string, headers: Record<string, string> = {}, name = validLead.name): Promise<number> {
    const message = `[${this.tag}] message ${String(++this.#n).padStart(3, "0")} ${"x".repeat(40)}`;
    const res = await request(url, "POST", "/api/contact", {
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ ...validLead, name, message }),
    });
    this.statuses.push(res.status);
    if (res.status === 201) this.acknowledged.push(message);
    else if (res.status >= 400) {
      // Every refusal is the JSON error of the API.
      const error = (JSON.parse(res.body) as { error?: unknown }).error;
      if (typeof error !== "string") throw new Error(`${res.status} without a JSON error: ${res.body.slice(0, 200)}`);
    }
    return res.status;
  }

  /** "201×3, 503×2" */
  summary(): string {
    const counts = new Map<number, number>();
    for (const s of this.statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([s, n]) => `${s}×${n}`).join(", ");
  }
}

/** The fault table of docs/reliability.md, printed by each fault test. */
export function report(fault: string, answered: string, acknowledged: number, storedCount: number): void {
  console.log(`FAULT | ${fault} | ${answered} | acknowledged ${acknowledged} | stored ${storedCount}`);
}

export async function health(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request(url, "GET", "/healthz");
  return { status: res.status, body: JSON.parse(res.body) as Record<string, unknown> };
}

/** Polls /healthz until it answers `status` (the check is cached for 1.5 s), at most 10 s. */
export async function healthBecomes(url: string, status: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 10_000;
  let last = await health(url);
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    last = await health(url);
  }
  if (last.status !== status) throw new Error(`/healthz stayed ${last.status}: ${JSON.stringify(last.body)}`);
  return last.body;
}
