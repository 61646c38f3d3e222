/** The production server's own duties: graceful shutdown, proxy trust, health, image optimiser. */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db";
import { listLeads } from "@/server/leads";
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

      const health = await (await fetch(`${site.url}/healthz`)).json();
      expect(health).toMatchObject({ status: "ok", database: { engine: "sqlite", reachable: true } });
      expect(health.version).toMatch(/^\d+\.\d+\.\d+\+/);
    } finally {
      await site.kill("SIGTERM");
    }
  }, 60_000);

  it("a visitor cancelling a cold image transform does not hang that image for later visitors", async () => {
    // Regression test for vercel/next.js#96538 (patched by scripts/patch-next.mjs): without the
    // patch, URLs whose first request was cancelled mid-transform never answered again (the
    // first three tried all hung when this test was written). Every transform must be cold, so the optimiser's cache goes first.
    const root = path.resolve(__dirname, "..", "..");
    fs.rmSync(path.join(root, ".next", "cache", "images"), { recursive: true, force: true });
    const site = await startSite({ SQLITE_PATH: path.join(tempDir("ignite-images-"), "site.db") });
    const port = Number(new URL(site.url).port);
    const cancelled = (url: string) =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: image/webp\r\n\r\n`);
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 3);
        });
        socket.on("error", reject);
      });
    const statusWithin = (url: string, ms: number) =>
      new Promise<number | "no answer">((resolve) => {
        const request = http.get({ host: "127.0.0.1", port, path: url, headers: { Accept: "image/webp" } }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        request.setTimeout(ms, () => {
          request.destroy();
          resolve("no answer");
        });
        request.on("error", () => resolve("no answer"));
      });
    try {
      const sources = fs
        .readdirSync(path.join(root, "public", "images", "projects"))
        .map((f) => `/images/projects/${f}`);
      expect(sources.length).toBeGreaterThanOrEqual(6);
      const failures: string[] = [];
      let checked = 0;
      for (const source of sources) {
        for (const width of [375, 640, 828, 1080, 1280, 1600]) {
          const url = `/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`;
          await cancelled(url);
          const status = await statusWithin(url, 8_000);
          checked++;
          if (status !== 200) failures.push(`${url}: ${status}`);
          if (failures.length === 3) break; // enough to fail clearly without waiting out every URL
        }
        if (failures.length === 3) break;
      }
      expect(failures).toEqual([]);
      expect(checked).toBe(sources.length * 6);
    } finally {
      await site.kill("SIGTERM");
    }
  }, 300_000);
});
