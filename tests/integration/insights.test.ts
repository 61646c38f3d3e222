/**
 * The insights through the production host on both engines (issue 41): page views by beacon,
 * not counted for bots, prefetches, DNT or Sec-GPC; the visit that brought a lead, in the
 * database, `npm run leads`, the agency's e-mail and the webhook; and no table that holds an
 * IP address or a user agent. Clients are told apart as behind the agency's proxy
 * (TRUSTED_PROXY_HEADER), each with its own address.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import {
  databaseConfig,
  insightsCli,
  leadsCli,
  startSite,
  startSmtp,
  startWebhookReceiver,
  storageFor,
  until,
  type RunningServer,
} from "./harness";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`insights on ${engine}`, () => {
    const storage = storageFor(engine);
    let site: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let db: Db;

    beforeAll(async () => {
      smtp = await startSmtp();
      receiver = await startWebhookReceiver();
      site = await startSite({
        ...storage.env,
        TRUSTED_PROXY_HEADER: "x-forwarded-for",
        SMTP_URL: smtp.url,
        LEADS_TO: "leads@ignite.example",
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: secret,
      });
      db = (await openDatabase(databaseConfig(storage.env))).db;
    }, 60_000);

    afterAll(async () => {
      await site?.kill("SIGTERM");
      await db?.destroy();
      await smtp?.stop();
      await receiver?.stop();
    });

    const beacon = (ip: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/api/view`, {
        method: "POST",
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": BROWSER,
          "X-Forwarded-For": ip,
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const viewsOf = async (path: string) =>
      (await db.selectFrom("insight_views").selectAll().where("path", "=", path).execute()).length;

    it("counts a page's beacon, and not a bot's, a prefetch's, DNT's or Sec-GPC's; refuses what is not a view", async () => {
      const page = { p: `/blog/${engine}-counting`, q: "", r: "" };
      expect((await beacon("198.51.100.1", page)).status).toBe(204);
      const uncounted: Record<string, string>[] = [
        { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
        { "User-Agent": BROWSER.replace("Chrome/", "HeadlessChrome/") },
        { "Sec-Purpose": "prefetch" },
        { DNT: "1" },
        { "Sec-GPC": "1" },
      ];
      for (const headers of uncounted) {
        expect((await beacon("198.51.100.2", page, headers)).status, JSON.stringify(headers)).toBe(204);
      }
      const refused = await beacon("198.51.100.3", { p: "https://elsewhere.example/" });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: "Not a page view (not a page)." });
      // A page GET is never a view (the site prefetches on hover): only beacons count.
      await fetch(`${site.url}/blog`, { headers: { "User-Agent": BROWSER, "X-Forwarded-For": "198.51.100.4" } });
      await until(async () => ((await viewsOf(page.p)) === 1 ? true : undefined));
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await viewsOf(page.p)).toBe(1);
      expect(await viewsOf("/blog")).toBe(0);
    });

    it("records the visit that brought a lead: in the database, npm run leads, the e-mail and the webhook", async () => {
      const ip = "203.0.113.50";
      const campaign = `launch-${engine}`;
      expect(
        (
          await beacon(ip, {
            p: "/services/web-development",
            q: `utm_source=linkedin&utm_campaign=${campaign}`,
            r: "https://www.linkedin.com/",
          })
        ).status,
      ).toBe(204);
      await beacon(ip, { p: "/projects/atlas-freight-portal", q: "", r: `${site.url}/services/web-development` });
      await beacon(ip, { p: "/contact", q: "", r: `${site.url}/projects/atlas-freight-portal` });
      const response = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": BROWSER,
          "X-Forwarded-For": ip,
          Referer: `${site.url}/contact`,
        },
        body: JSON.stringify({
          name: "Meera Iyer",
          email: `meera-${engine}@example.com`,
          phone: "",
          subject: "Web Development",
          message: "We need a new site for our clinic network before March.",
        }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        entry_page: "/services/web-development",
        channel: "social",
        source: "linkedin",
        campaign,
        form_page: "/contact",
      });

      const csv = await leadsCli(storage.env, ["--csv"]);
      expect(csv.code, csv.err).toBe(0);
      expect(csv.out.split("\n")[0]).toMatch(/,entry_page,channel,source,campaign,form_page$/);
      expect(csv.out).toContain(`,/services/web-development,social,linkedin,${campaign},/contact`);
      const table = await leadsCli(storage.env);
      expect(table.out).toContain(
        `came from linkedin (social), campaign ${campaign}, entered on /services/web-development, sent from /contact`,
      );

      const mail = await until(async () => smtp.inbox.find((m) => m.raw.includes(id)), 20_000).catch(
        (error: unknown) => {
          throw new Error(`${String(error)}\n${site.output()}`);
        },
      );
      expect(mail.raw).toContain(`Came from: linkedin (social), campaign "${campaign}"`);
      expect(mail.raw).toContain("Entry page: /services/web-development");
      const call = await until(async () => receiver.calls.find((c) => c.body.includes(id)));
      expect(JSON.parse(call.body).data.attribution).toEqual({
        entryPage: "/services/web-development",
        channel: "social",
        source: "linkedin",
        campaign,
        formPage: "/contact",
      });
      // The agency's report: 1 visitor, 3 views and 1 lead for the campaign.
      const report = await insightsCli(storage.env, ["--csv"]);
      expect(report.code, report.err).toBe(0);
      expect(report.out).toContain(`\ncampaign,${campaign},1,3,1,1.0000\n`);
      // The visit is found from the keyed hash: the lead holds no visitor code.
      expect(Object.keys(row)).not.toContain("visitor");
    });

    it("keeps no IP address and no user agent in any table", async () => {
      const tables =
        engine === "sqlite"
          ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)).rows
          : (
              await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(
                db,
              )
            ).rows;
      expect(tables.map((t) => t.name)).toContain("insight_views");
      let everything = "";
      for (const { name } of tables) {
        const rows = await sql`SELECT * FROM ${sql.table(name)}`.execute(db);
        everything += JSON.stringify(rows.rows);
      }
      expect(everything).toContain("/services/web-development");
      for (const secretOfTheVisitor of ["198.51.100.1", "203.0.113.50", "Pixel 8", "Mozilla/5.0", "AppleWebKit"]) {
        expect(everything, secretOfTheVisitor).not.toContain(secretOfTheVisitor);
      }
    });
  });
}
