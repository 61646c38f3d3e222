/**
 * What the privacy policy promises, end to end on both engines (issue 29): the production
 * host, a real SQLite file or PostgreSQL cluster, a real SMTP listener read as a recipient
 * reads it, and `npm run leads`. Double opt-in (one e-mail, a link that confirms nothing until
 * its button is pressed, one e-mail an hour, the same answer for every address), one-click
 * unsubscribe (RFC 8058), the retention job, --purge and --erase.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import brand from "@/content/brand.json";
import { openDatabase, type Db } from "@/leads/store/db";
import { retentionCutoff } from "@/leads/consent/retention";
import {
  databaseConfig,
  leadsCli,
  readMail,
  startSite,
  startSmtp,
  startWebhookReceiver,
  storageFor,
  until,
  type RunningServer,
} from "./harness";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const secret = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;
const TABLES = [
  "contact_messages",
  "newsletter_subscribers",
  "newsletter_suppressions",
  "deliveries",
  "rate_limits",
] as const;

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`the privacy policy's promises on ${engine}`, () => {
    const storage = storageFor(engine);
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let site: RunningServer;
    let running = false;
    let db: Db;

    beforeAll(async () => {
      smtp = await startSmtp();
      receiver = await startWebhookReceiver();
      site = await startSite({
        ...storage.env,
        SMTP_URL: smtp.url,
        LEADS_TO: "leads@ignite.example",
        CONTACT_RATE_LIMIT: "0",
        NEWSLETTER_RATE_LIMIT: "100",
        RETENTION_INTERVAL_MS: "300",
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: secret,
      });
      running = true;
      db = (await openDatabase(databaseConfig(storage.env))).db;
    }, 90_000);

    afterAll(async () => {
      if (running) await site.kill("SIGTERM");
      await db?.destroy();
      await smtp?.stop();
      await receiver?.stop();
    }, 60_000);

    const mailsTo = (address: string) => smtp.inbox.filter((m) => m.to.includes(address.toLowerCase()));

    async function signUp(email: string, page = "/blog/design-systems-that-scale") {
      const response = await fetch(`${site.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, page }),
      });
      return { status: response.status, text: await response.text() };
    }

    async function confirmationOf(email: string) {
      const raw = await until(async () => mailsTo(email)[0]?.raw);
      return readMail(raw);
    }

    async function sendLead(email: string) {
      const response = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Priya Nair",
          email,
          phone: "",
          subject: "Mobile App",
          message: `A clinic booking app, please (${engine}).`,
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }

    /** Every stored row, as text: an address must appear nowhere once it is gone. */
    async function everything(): Promise<string> {
      const rows = await Promise.all(TABLES.map((t) => db.selectFrom(t).selectAll().execute()));
      return JSON.stringify(rows).toLowerCase();
    }

    it("a sign-up sends one e-mail; its link confirms nothing, its button does; no second e-mail within the hour; every address gets the same answer", async () => {
      const email = `reader-${engine}@example.com`;
      const first = await signUp(email);
      expect(first.status).toBe(200);
      const mail = await confirmationOf(email);
      expect(mail.subject).toBe("Confirm your subscription to Ignite Technologies' articles");
      const links = mail.links(site.url);
      expect(links.confirm).toBeDefined();

      // Known in any letter case, or new: the same status and the same bytes.
      const again = await signUp(email.toUpperCase());
      const fresh = await signUp(`other-${engine}@example.com`);
      expect([again, fresh]).toEqual([first, first]);

      const row = () =>
        db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      expect(await row()).toMatchObject({
        status: "pending",
        requested_page: "/blog/design-systems-that-scale",
        policy_version: brand.legalUpdated,
        confirmed_at: null,
      });
      const token = new URL(links.confirm!).searchParams.get("token")!;
      expect(await everything()).not.toContain(token.toLowerCase());

      // A mail scanner opening the link: a page with a button, nothing confirmed.
      const opened = await fetch(links.confirm!);
      expect(opened.status).toBe(200);
      const page = await opened.text();
      expect(page).toContain("Confirm my subscription</button>");
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"');
      expect((await row()).status).toBe("pending");

      // The button: a plain form post, as a browser without JavaScript sends it.
      const pressed = await fetch(`${site.url}/newsletter/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({ token }).toString(),
        redirect: "manual",
      });
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get("location")).toBe("/newsletter/confirmed");
      const confirmed = await row();
      expect(confirmed.status).toBe("confirmed");
      expect(Date.parse(confirmed.confirmed_at!)).toBeGreaterThan(Date.parse(confirmed.requested_at!));

      // Confirmed now: the same answer again, and still no second e-mail.
      expect(await signUp(email)).toEqual(first);
      await sleep(1_000);
      expect(mailsTo(email)).toHaveLength(1);

      const cli = await leadsCli(storage.env, ["--subscribers", "--csv"]);
      expect(cli.code).toBe(0);
      const lines = cli.out.trim().split("\n");
      expect(lines[0]).toBe("email,confirmed_at,signed_up_at,page,privacy_notice_version");
      expect(lines.slice(1)).toEqual([
        `${email},${confirmed.confirmed_at},${confirmed.requested_at},/blog/design-systems-that-scale,${brand.legalUpdated}`,
      ]);
    });

    it("every subscriber e-mail unsubscribes in one click (RFC 8058), and the address gets nothing more", async () => {
      const email = `reader-${engine}@example.com`;
      const mail = await confirmationOf(email);
      const header = mail.header("List-Unsubscribe");
      expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const target = /^List-Unsubscribe: <(https:\/\/[^>]+)>$/.exec(header ?? "")?.[1];
      expect(target, header).toBeDefined();
      expect(mail.links(site.url).unsubscribe).toBe(
        new URL(new URL(target!).pathname + new URL(target!).search, site.url).href,
      );

      // What Gmail's servers send: a POST to the header's URL, from no page of ours.
      const oneClick = await fetch(mail.links(site.url).unsubscribe!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("unsubscribed");
      expect(await everything()).not.toContain(email);
      expect(await db.selectFrom("newsletter_suppressions").selectAll().execute()).toHaveLength(1);

      expect((await signUp(email)).status).toBe(200);
      await sleep(1_000);
      expect(mailsTo(email)).toHaveLength(1);
      expect((await leadsCli(storage.env, ["--subscribers", "--csv"])).out.trim()).toBe(
        "email,confirmed_at,signed_up_at,page,privacy_notice_version",
      );

      // The other address unsubscribes from the page: its GET shows a button, the button posts.
      const other = (await confirmationOf(`other-${engine}@example.com`)).links(site.url).unsubscribe!;
      const pageAnswer = await fetch(other);
      expect(pageAnswer.status).toBe(200);
      expect(await pageAnswer.text()).toContain("Unsubscribe</button>");
      expect(await everything()).toContain(`other-${engine}@example.com`);
      const pressed = await fetch(other, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        body: "",
        redirect: "manual",
      });
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get("location")).toBe("/newsletter/unsubscribed");
      expect(await everything()).not.toContain(`other-${engine}@example.com`);

      // A link whose token was altered unsubscribes nobody.
      const forged = other.replace(/token=[\w-]{4}/, "token=AAAA");
      const refused = await fetch(forged, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(refused.status).toBe(404);
      expect(refused.statusText).toBe("Not Found");
    });

    it("the host's job deletes a sign-up unconfirmed for 7 days and an enquiry past the period, and nothing younger", async () => {
      await signUp(`stale-${engine}@example.com`);
      await signUp(`young-${engine}@example.com`);
      await confirmationOf(`stale-${engine}@example.com`);
      const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();
      await db
        .updateTable("newsletter_subscribers")
        .set({ requested_at: days(7.01), last_mail_at: days(7.01) })
        .where("email", "=", `stale-${engine}@example.com`)
        .execute();
      const [old, kept] = [await sendLead(`old-${engine}@example.com`), await sendLead(`kept-${engine}@example.com`)];
      const aged = (months: number) => new Date(retentionCutoff(new Date(), months).getTime() - 60_000).toISOString();
      await db
        .updateTable("contact_messages")
        .set({ created_at: aged(24) })
        .where("id", "=", old)
        .execute();
      await db
        .updateTable("contact_messages")
        .set({ created_at: aged(23) })
        .where("id", "=", kept)
        .execute();

      await until(async () => ((await everything()).includes(`stale-${engine}`) ? undefined : true), 10_000);
      await until(async () => ((await everything()).includes(old) ? undefined : true), 10_000);
      const left = await everything();
      expect(left).toContain(`young-${engine}@example.com`);
      expect(left).toContain(kept);
      expect(left).not.toContain(`old-${engine}@example.com`);
      expect(site.output()).toMatch(
        /Retention: deleted \d+ enquiry\(ies\) older than 24 months and \d+ newsletter sign-up/,
      );
    });

    it("--erase deletes every row about one person and prints what; --purge deletes only what is past the period", async () => {
      const person = `Erase.Me-${engine}@Example.com`;
      const leads = [await sendLead(person), await sendLead(person.toLowerCase())];
      const other = await sendLead(`stays-${engine}@example.com`);
      await signUp(person);
      const token = new URL((await confirmationOf(person)).links(site.url).confirm!).searchParams.get("token")!;
      await fetch(`${site.url}/newsletter/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `token=${token}`,
      });
      await until(async () => (receiver.calls.some((c) => c.body.includes(leads[1]!)) ? true : undefined));
      expect(await everything()).toContain(person.toLowerCase());

      const erased = await leadsCli(storage.env, ["--erase", person]);
      expect(erased.code, erased.err).toBe(0);
      expect(erased.out).toContain(`Erased everything stored about ${person}:`);
      expect(erased.out).toMatch(/enquiries: +2\n/);
      expect(erased.out).toMatch(/their webhook calls: +2\n/);
      expect(erased.out).toMatch(/newsletter subscriptions: +1 /);
      const left = await everything();
      expect(left).not.toContain(person.toLowerCase());
      for (const id of leads) expect(left).not.toContain(id);
      expect(left).toContain(other);
      if ("SQLITE_PATH" in storage.env) {
        // Not only unlinked: the file and its log, as a nightly backup would copy them, hold none
        // of the erased bytes (the other person's enquiry is still there, so the read works).
        const file = storage.env.SQLITE_PATH;
        const bytes = [file, `${file}-wal`]
          .filter((f) => fs.existsSync(f))
          .map((f) => fs.readFileSync(f).toString("latin1").toLowerCase())
          .join("\n");
        expect(bytes).toContain(other);
        expect(bytes).not.toContain(person.toLowerCase());
        for (const id of leads) expect(bytes).not.toContain(id);
      }

      // --purge by hand, with the host stopped so that its own job cannot take the rows first.
      await site.kill("SIGTERM");
      running = false;
      const [old, young] = [
        other,
        (await db.selectFrom("contact_messages").select("id").where("id", "!=", other).execute())[0]!.id,
      ];
      await db
        .updateTable("contact_messages")
        .set({ created_at: new Date(retentionCutoff(new Date(), 24).getTime() - 60_000).toISOString() })
        .where("id", "=", old)
        .execute();
      const purged = await leadsCli(storage.env, ["--purge"]);
      expect(purged.code, purged.err).toBe(0);
      expect(purged.out).toBe(
        "Deleted 1 enquiry(ies) older than 24 months and 0 newsletter sign-up(s) not confirmed within 7 days.\n" +
          "Deleted 0 page view(s) older than 90 days, kept as 0 day(s) of totals per page, channel and campaign.\n",
      );
      const ids = (await db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id);
      expect(ids).toContain(young);
      expect(ids).not.toContain(old);
    });
  });
}
