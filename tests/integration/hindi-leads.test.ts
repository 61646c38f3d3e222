/**
 * A lead and a sign-up from a Hindi page (issue 55), through a real production host, SQLite and
 * an SMTP listener: the lead is stored with its language, the agency's e-mail, the webhook and
 * the CSV carry it; the server answers a Hindi form's mistakes in Hindi, with and without
 * JavaScript; a Hindi sign-up gets its confirmation e-mail in Hindi, whose links open the Hindi
 * pages, and confirming there works. (The language column on PostgreSQL: api.test.ts writes it on
 * both engines, migrations.test.ts migrates it.)
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import { listLeads } from "@/leads/store/leads";
import { hi } from "@/lib/i18n/messages/hi";
import { toCsv } from "../../tools/leads";
import { readMail, startSite, startSmtp, startWebhookReceiver, tempDir, until, type RunningServer } from "./harness";

const lead = {
  name: "राहुल शर्मा",
  email: "rahul@example.com",
  phone: "",
  subject: "Mobile App",
  message: "हमारी सेल्स टीम के लिए एक ऑफ़लाइन ऑर्डर ऐप चाहिए।",
};

describe("leads and sign-ups from the Hindi pages", () => {
  let site: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let db: Db;
  const sqlitePath = path.join(tempDir("ignite-hindi-"), "site.db");

  beforeAll(async () => {
    smtp = await startSmtp();
    hooks = await startWebhookReceiver();
    site = await startSite({
      SQLITE_PATH: sqlitePath,
      SMTP_URL: smtp.url,
      LEADS_TO: "leads@ignite.example",
      LEADS_WEBHOOK_URL: hooks.url,
      LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    });
    db = (await openDatabase({ databaseUrl: undefined, sqlitePath })).db;
  }, 90_000);

  afterAll(async () => {
    await site?.kill("SIGTERM");
    await db?.destroy();
    await smtp?.stop();
    await hooks?.stop();
  }, 60_000);

  it("stores a Hindi lead with its language; the e-mail, the webhook and the CSV say Hindi", async () => {
    const response = await fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...lead, lang: "hi" }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await listLeads(db)).find((r) => r.id === id)!;
    expect(row).toMatchObject({ name: lead.name, message: lead.message, language: "hi" });
    const mail = await readMail((await until(async () => smtp.inbox.find((m) => m.raw.includes(id)))).raw);
    expect(mail.text).toContain("Language: Hindi");
    expect(mail.text).toContain(lead.message);
    const call = await until(async () => hooks.calls.find((c) => c.body.includes(id)));
    expect(JSON.parse(call.body).data).toMatchObject({ id, language: "hi" });
    expect(toCsv([row]).trimEnd().split("\n")[1]!.endsWith(",hi")).toBe(true);
    // An English form's lead says English (no `lang`, as before).
    const english = await fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...lead, name: "Asha Verma", message: "An English message, long enough." }),
    });
    const englishId = ((await english.json()) as { id: string }).id;
    expect((await listLeads(db)).find((r) => r.id === englishId)?.language).toBe("en");
  });

  it("answers a Hindi form's mistakes in Hindi: 422 from the API, and the page again without JavaScript", async () => {
    const api = await fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...lead, email: "rahul@", lang: "hi" }),
    });
    expect(api.status).toBe(422);
    expect(((await api.json()) as { fields: Record<string, string> }).fields.email).toBe(
      hi.contact.errors.emailInvalid,
    );

    const { port } = new URL(site.url);
    const page = await fetch(`${site.url}/hi/contact/submission`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: `http://127.0.0.1:${port}`,
      },
      body: new URLSearchParams({ ...lead, email: "", website: "" }).toString(),
      redirect: "manual",
    });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain(hi.contact.errors.emailMissing);
    expect(html).toContain(lead.message);

    const sent = await fetch(`${site.url}/hi/contact/submission`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: `http://127.0.0.1:${port}`,
      },
      body: new URLSearchParams({ ...lead, message: `${lead.message} (बिना JavaScript)`, website: "" }).toString(),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/hi/contact/sent");
    expect(await (await fetch(`${site.url}/hi/contact/sent`)).text()).toContain(hi.contact.sent);
    const stored = (await listLeads(db)).find((r) => r.message.endsWith("(बिना JavaScript)"));
    expect(stored?.language).toBe("hi");
  });

  it("sends a Hindi sign-up its confirmation e-mail in Hindi, whose link confirms on the Hindi page", async () => {
    const email = "pathak@example.com";
    const response = await fetch(`${site.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, page: "/hi/blog", lang: "hi" }),
    });
    expect(response.status).toBe(200);
    const mail = await readMail((await until(async () => smtp.inbox.find((m) => m.to.includes(email)))).raw);
    expect(mail.subject).toBe("Ignite Technologies के लेखों का सब्सक्रिप्शन पक्का करें");
    expect(mail.text).toContain("नमस्ते,");
    expect(mail.text).toMatch(/\/hi\/newsletter\/confirm\?token=/);
    expect(mail.text).toMatch(/\/hi\/newsletter\/unsubscribe\?id=/);
    expect(mail.header("List-Unsubscribe")).toMatch(/\/hi\/newsletter\/unsubscribe/);
    const confirm = mail.links(site.url).confirm!;
    expect(new URL(confirm).pathname).toBe("/hi/newsletter/confirm");
    const shown = await (await fetch(confirm)).text();
    expect(shown).toContain('<html lang="hi-IN"');
    expect(shown).toContain("मेरी सदस्यता की पुष्टि करें");
    const { port } = new URL(site.url);
    const confirmed = await fetch(confirm, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: `http://127.0.0.1:${port}`,
      },
      body: new URLSearchParams({ token: new URL(confirm).searchParams.get("token")! }).toString(),
      redirect: "manual",
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/hi/newsletter/confirmed");
    const row = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    expect(row).toMatchObject({ status: "confirmed", language: "hi", requested_page: "/hi/blog" });
  });
});
