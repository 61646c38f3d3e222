/**
 * The insights through the production host on both engines (issue 41): page views by beacon,
 * not counted for bots, prefetches, DNT or Sec-GPC; the visit that brought a lead, in the
 * database, `npm run leads`, the agency's e-mail and the webhook; and no table that holds an
 * IP address or a user agent. Clients are told apart as behind the agency's proxy
 * (TRUSTED_PROXY_HEADER), each with its own address.
 */
import { chromium, type Browser } from "@playwright/test";
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
import { CHROMIUM_ARGS, chromiumPath } from "../support/host";
import { readMail } from "../support/mail";
import { hashPassword } from "@/leads/insights/password";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const PASSWORD = "chai at four, deploys at five";

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`insights on ${engine}`, () => {
    const storage = storageFor(engine);
    let site: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let db: Db;
    let browser: Browser;

    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
      smtp = await startSmtp();
      receiver = await startWebhookReceiver();
      site = await startSite({
        ...storage.env,
        TRUSTED_PROXY_HEADER: "x-forwarded-for",
        SMTP_URL: smtp.url,
        LEADS_TO: "leads@ignite.example",
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: secret,
        // The cheapest cost the configuration takes: the tests sign in several times.
        INSIGHTS_PASSWORD_HASH: await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }),
      });
      db = (await openDatabase(databaseConfig(storage.env))).db;
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
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
      // A page of the site (a path that is not one is counted as "(other)": insights-abuse.test.ts).
      const page = { p: "/blog/category/industry", q: "", r: "" };
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

    it("a visitor from a LinkedIn campaign reads a service page and a case study, then writes to us: the lead, npm run leads, the e-mail, the webhook, /insights and npm run insights show it", async () => {
      const ip = "203.0.113.50";
      const campaign = `launch-${engine}`;
      const email = `meera-${engine}@example.com`;
      // A person's browser, seen through the agency's proxy: not webdriver, not headless.
      const context = await browser.newContext({
        userAgent: BROWSER,
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: { "X-Forwarded-For": ip },
      });
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
      const page = await context.newPage();
      const viewed = () => page.waitForResponse((r) => r.url().endsWith("/api/view") && r.status() === 204);
      try {
        let beacon = viewed();
        await page.goto(`${site.url}/services/web-development?utm_source=linkedin&utm_campaign=${campaign}`);
        await beacon;
        beacon = viewed();
        await page.getByRole("link", { name: "Aurora Storefront" }).click();
        await page.waitForURL(/\/projects\/aurora-storefront$/);
        await beacon;
        beacon = viewed();
        await page.goto(`${site.url}/contact`);
        await beacon;
        await page.getByRole("textbox", { name: "Your name", exact: true }).fill("Meera Iyer");
        await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
        await page.getByRole("combobox", { name: "Subject", exact: true }).selectOption("Web Development");
        // The optional budget: the engagement models' ranges, as /services prices them.
        const budgetBox = page.getByRole("combobox", { name: "Budget (optional)", exact: true });
        await budgetBox.selectOption({ index: 2 });
        const budget = await budgetBox.inputValue();
        expect(budget).toMatch(/^Fixed-scope project, [\w ]+: ₹[\d.]+–[\d.]+ lakh \(US\$[\d.]+k–[\d.]+k\)$/);
        await page
          .getByRole("textbox", { name: "Message", exact: true })
          .fill("We need a new site for our clinic network before March.");
        await page.getByRole("button", { name: "Send Message" }).click();
        await page.getByRole("heading", { name: "Message Sent!" }).waitFor();

        const row = await db
          .selectFrom("contact_messages")
          .selectAll()
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        const id = row.id;
        expect(row).toMatchObject({
          entry_page: "/services/web-development",
          channel: "social",
          source: "linkedin",
          campaign,
          form_page: "/contact",
          budget,
        });
        // The visit is found from the keyed hash: the lead holds no visitor code.
        expect(Object.keys(row)).not.toContain("visitor");

        const csv = await leadsCli(storage.env, ["--csv"]);
        expect(csv.code, csv.err).toBe(0);
        expect(csv.out.split("\n")[0]).toMatch(/,entry_page,channel,source,campaign,form_page,budget,language$/);
        // The budget line holds a comma ("Fixed-scope project, MVP or site: …"), so the CSV quotes it.
        const budgetField = /[",\n]/.test(budget) ? `"${budget.replaceAll('"', '""')}"` : budget;
        expect(csv.out).toContain(
          `,/services/web-development,social,linkedin,${campaign},/contact,${budgetField},en\n`,
        );
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
        expect((await readMail(mail.raw)).text).toContain(`\nBudget:  ${budget}\n`);
        const call = await until(async () => receiver.calls.find((c) => c.body.includes(id)));
        expect(JSON.parse(call.body).data.budget).toBe(budget);
        expect(JSON.parse(call.body).data.attribution).toEqual({
          entryPage: "/services/web-development",
          channel: "social",
          source: "linkedin",
          campaign,
          formPage: "/contact",
        });

        // The agency's report: 1 visitor, 3 views and 1 lead for the campaign, in the CLI...
        const report = await insightsCli(storage.env, ["--csv"]);
        expect(report.code, report.err).toBe(0);
        expect(report.out).toContain(`\ncampaign,${campaign},1,3,1,1.0000\n`);
        // ...and on the dashboard, signed in as staff in the same browser.
        await page.goto(`${site.url}/insights`);
        await page.getByLabel("Password").fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("heading", { name: "Insights", level: 1 }).waitFor();
        const campaigns = page.getByRole("region", { name: "Campaigns" });
        const cells = await campaigns
          .getByRole("row", { name: new RegExp(`^${campaign} `) })
          .getByRole("cell")
          .allTextContents();
        expect(cells).toEqual(["1", "3", "1", "100.0%"]);
      } finally {
        await context.close();
      }
    });

    it("/insights: no dashboard without a session; wrong passwords answered slower each time; a session by cookie, ended by sign-out", async () => {
      const signIn = (password: string, ip: string, headers: Record<string, string> = {}) =>
        fetch(`${site.url}/insights`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, ...headers },
          body: new URLSearchParams({ password }),
        });
      const page = await fetch(`${site.url}/insights`);
      expect(page.status).toBe(401);
      const html = await page.text();
      expect(html).toContain('name="password"');
      expect(html).not.toContain("Top pages");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(page.headers.get("cache-control")).toBe("no-store");
      // The same policy as every other page.
      const home = await fetch(`${site.url}/`);
      expect(page.headers.get("content-security-policy")).toBe(home.headers.get("content-security-policy"));
      expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("/insights");

      // Three wrong passwords from one address: the third is held 2 s (0.5, 1, 2).
      const ip = `198.51.100.${engine === "sqlite" ? 60 : 61}`;
      for (const [i, least] of [500, 1_000, 2_000].entries()) {
        const started = performance.now();
        const wrong = await signIn(`not it ${i}`, ip);
        expect(performance.now() - started).toBeGreaterThanOrEqual(least);
        expect(wrong.status).toBe(401);
        expect(await wrong.text()).toContain("That password is not the one set for this site.");
        expect(wrong.headers.get("set-cookie")).toBeNull();
      }
      // From another site's page: refused before the password is read.
      expect((await signIn(PASSWORD, "198.51.100.62", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);

      const right = await signIn(PASSWORD, ip);
      expect(right.status).toBe(303);
      expect(right.headers.get("location")).toBe("/insights");
      const cookie = right.headers.get("set-cookie")!;
      expect(cookie).toMatch(
        /^__Host-ignite-insights=[\w.-]+; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/,
      );
      const session = cookie.split(";")[0]!;
      const dashboard = await fetch(`${site.url}/insights?days=7`, { headers: { Cookie: session } });
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain("Top pages");
      const forged = session.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      expect((await fetch(`${site.url}/insights`, { headers: { Cookie: forged } })).status).toBe(401);

      const out = await fetch(`${site.url}/insights/sign-out`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: session, "Sec-Fetch-Site": "same-origin" },
      });
      expect(out.status).toBe(303);
      expect(out.headers.get("set-cookie")).toMatch(/^__Host-ignite-insights=; Path=\/; Max-Age=0;/);
    });

    it("past 90 days, the retention purge keeps a day's totals and deletes its views; the report still counts them", async () => {
      const day = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
      const view = { day, path: "/services/ui-ux", referrer_host: "www.google.com", channel: "search" };
      await db
        .insertInto("insight_views")
        .values(
          ["10:00:00", "10:04:00"].map((time, i) => ({
            ...view,
            ...(i ? { channel: "direct", referrer_host: null, path: "/contact" } : {}),
            at: `${day}T${time}.000Z`,
            source: i ? null : "google",
            medium: null,
            campaign: null,
            device: "phone",
            visitor: `${engine}-old-visitor`.padEnd(32, "0"),
          })),
        )
        .execute();
      const purged = await leadsCli(storage.env, ["--purge"]);
      expect(purged.code, purged.err).toBe(0);
      expect(purged.out).toContain(
        "Deleted 2 page view(s) older than 90 days, kept as 1 day(s) of totals per page, channel and campaign.",
      );
      expect(await db.selectFrom("insight_views").select("day").where("day", "=", day).execute()).toEqual([]);
      const report = await insightsCli(storage.env, ["--from", day, "--to", day, "--csv"]);
      expect(report.out).toContain("\ntotal,all,1,2,0,0.0000\n");
      expect(report.out).toContain("\npage,/services/ui-ux,1,1,0,0.0000\n");
      expect(report.out).toContain("\nchannel,search · google,1,2,0,0.0000\n");
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
