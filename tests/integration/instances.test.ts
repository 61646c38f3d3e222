/**
 * Several instances behind one address (issue 53, item 6): two production hosts on one
 * PostgreSQL, a round-robin TCP proxy in front, each connection to the next host. A visitor's
 * page view is answered by one host, which keeps it in its buffer for up to a second; their lead,
 * right after, reaches the other host. The lead must still carry the campaign of that view.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import { freePort, startPostgres, startSite, type Postgres, type RunningServer } from "./harness";
import { request, validLead } from "./ledger";

/** A TCP proxy on 127.0.0.1 that sends each new connection to the next of `ports`, in turn. */
async function roundRobin(ports: number[]): Promise<{ url: string; served: number[]; stop: () => Promise<void> }> {
  const served: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const port = ports[served.length % ports.length]!;
    served.push(port);
    const upstream = net.connect(port, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    stop: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

describe("two instances behind one address, on one PostgreSQL", () => {
  let pg: Postgres;
  let sites: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  let db: Db;

  beforeAll(async () => {
    pg = await startPostgres();
    const env = { DATABASE_URL: pg.url, CONTACT_RATE_LIMIT: "0" };
    // One after the other: the first runs the migrations.
    sites = [await startSite(env)];
    sites.push(await startSite(env));
    proxy = await roundRobin(sites.map((s) => Number(new URL(s.url).port)));
    db = (await openDatabase({ databaseUrl: pg.url, sqlitePath: "" })).db;
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(sites.map((s) => s.kill("SIGTERM")));
    await db?.destroy();
    pg?.stop();
  });

  for (const round of [1, 2]) {
    it(`a lead keeps the campaign of an entry view the other instance still holds (round ${round})`, async () => {
      const campaign = `two-instances-${round}`;
      const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${round}.0 Safari/537.36`;
      const first = proxy.served.length;
      const view = await request(proxy.url, "POST", "/api/view", {
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
        body: JSON.stringify({ p: "/contact", q: `utm_source=linkedin&utm_campaign=${campaign}`, r: "" }),
      });
      expect(view.status).toBe(204);
      // Beacons stay buffered: the view is not in the database yet.
      const written = await db.selectFrom("insight_views").select("path").where("campaign", "=", campaign).execute();
      expect(written).toEqual([]);

      const message = `[instances] round ${round}: we would like a quote for a freight portal.`;
      const lead = await request(proxy.url, "POST", "/api/contact", {
        headers: { "Content-Type": "application/json", "User-Agent": userAgent, Referer: `${proxy.url}/contact` },
        body: JSON.stringify({ ...validLead, message }),
      });
      expect(lead.status, lead.body).toBe(201);
      const [viewedBy, leadBy] = proxy.served.slice(first);
      expect(leadBy, "the lead reached the other instance").not.toBe(viewedBy);

      const row = await db
        .selectFrom("contact_messages")
        .select(["entry_page", "channel", "source", "campaign", "form_page"])
        .where("message", "=", message)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        entry_page: "/contact",
        channel: "social",
        source: "linkedin",
        campaign,
        form_page: "/contact",
      });
    });
  }
});
