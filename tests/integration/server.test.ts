/** The production host's own duties: graceful shutdown, proxy trust, health. */
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/leads/store/db";
import { listLeads } from "@/leads/store/leads";
import { startSite, tempDir } from "./harness";

describe("production server", () => {
  it("finishes an in-flight contact POST on SIGTERM, stores the lead, and exits 0", async () => {
    const sqlitePath = path.join(tempDir("ignite-sigterm-"), "site.db");
    const site = await startSite({ SQLITE_PATH: sqlitePath });
    const body = JSON.stringify({
      name: "Ravi Shankar",
      email: "ravi@example.com",
      subject: "Custom Software",
      message: "Sent while the server was shutting down.",
    });
    const { port } = new URL(site.url);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (response) => {
          let text = "";
          response.on("data", (d: Buffer) => (text += d.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      // Half the body now; the rest after the server has been told to stop.
      request.write(body.slice(0, 20));
      setTimeout(() => {
        site.process.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(20)), 300);
      }, 300);
    });
    const result = await answer;
    expect(result.status).toBe(201);
    const code = await site.exited;
    expect(code).toBe(0);
    expect(site.output()).toMatch(/SIGTERM received/);
    expect(site.output()).toMatch(/Shut down cleanly/);

    const { db } = await openDatabase({ databaseUrl: undefined, sqlitePath });
    try {
      const leads = await listLeads(db);
      expect(leads.map((l) => l.message)).toEqual(["Sent while the server was shutting down."]);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it("trusts the configured proxy header for the client address and TLS, and nothing else", async () => {
    const site = await startSite({
      SQLITE_PATH: path.join(tempDir("ignite-proxy-"), "site.db"),
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
      CONTACT_RATE_LIMIT: "1",
    });
    try {
      const tls = await fetch(`${site.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(tls.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(tls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");

      const send = (ip: string) =>
        fetch(`${site.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.9, ${ip}` },
          body: JSON.stringify({
            name: "Proxy Test",
            email: "p@example.com",
            subject: "Other",
            message: "Behind the proxy.",
          }),
        });
      expect((await send("198.51.100.1")).status).toBe(201);
      expect((await send("198.51.100.1")).status).toBe(429);
      // The last hop (added by our proxy) is the client; a different client has its own limit.
      expect((await send("198.51.100.2")).status).toBe(201);

      const healthz = await fetch(`${site.url}/healthz`);
      expect(healthz.status).toBe(200);
      const health = await healthz.json();
      expect(health).toMatchObject({ status: "ok", checks: { database: { engine: "sqlite", writable: true } } });
      expect(health.version).toMatch(/^\d+\.\d+\.\d+\+/);
      const head = await fetch(`${site.url}/healthz`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    } finally {
      await site.kill("SIGTERM");
    }
  }, 60_000);
});
