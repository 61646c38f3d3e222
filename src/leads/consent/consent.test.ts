/**
 * The privacy promises in code, on a real SQLite database with the clock in the test's hands:
 * double opt-in (one e-mail an hour, 7 days to confirm), unsubscribing, retention and erasure,
 * and the webhook's signature as the Standard Webhooks reference library verifies it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POLICY_RETENTION_MONTHS } from "../../config";
import { migrate, openDatabase, type Db } from "../store/db";
import { listLeads, storeContactMessage } from "../store/leads";
import {
  confirmationEmail,
  confirmSubscription,
  countSubscriptions,
  deleteExpiredSignUps,
  isLiveToken,
  listSubscribers,
  newsletterKey,
  recordSignUp,
  subscriberLinks,
  unsubscribe,
} from "./newsletter";
import { erasePerson, purge, PURGE_BATCH, retentionCutoff } from "./retention";
import { webhookSignature } from "../delivery/webhook";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = new Date("2026-11-27T10:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const signUp = (email: string) => ({ email, page: "/blog", policyVersion: "2026-11-27" });

let dir: string;
let db: Db;
let key: Buffer;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-consent-"));
  db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
  await migrate(db);
  key = await newsletterKey(db);
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("double opt-in", () => {
  it("stores a pending sign-up with its consent record and only the token's hash", async () => {
    const mail = await recordSignUp(db, key, signUp("Reader@Example.com"), start);
    expect(mail).toMatchObject({ email: "reader@example.com" });
    const row = await db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "pending",
      requested_at: start.toISOString(),
      requested_page: "/blog",
      policy_version: "2026-11-27",
      confirmed_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(mail!.token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("sends at most one e-mail an hour to a pending address, and none to a confirmed one", async () => {
    const first = await recordSignUp(db, key, signUp("a@example.com"), start);
    expect(await recordSignUp(db, key, signUp("A@example.com"), later(59 * 60 * 1000))).toBeUndefined();
    const second = await recordSignUp(db, key, signUp("a@example.com"), later(HOUR));
    expect(second?.token).toBeDefined();
    expect(second?.token).not.toBe(first!.token);
    // Only the latest link confirms.
    expect(await confirmSubscription(db, first!.token, later(HOUR + 1))).toBe(false);
    expect(await confirmSubscription(db, second!.token, later(HOUR + 1))).toBe(true);
    expect(await recordSignUp(db, key, signUp("a@example.com"), later(3 * HOUR))).toBeUndefined();
    expect(await countSubscriptions(db)).toBe(1);
  });

  it("confirms within 7 days only; a repeat is harmless; the expired sign-up is deleted", async () => {
    const mail = (await recordSignUp(db, key, signUp("late@example.com"), start))!;
    expect(await isLiveToken(db, mail.token, later(7 * DAY - 1))).toBe(true);
    expect(await isLiveToken(db, mail.token, later(7 * DAY))).toBe(false);
    expect(await confirmSubscription(db, mail.token, later(7 * DAY))).toBe(false);
    expect(await deleteExpiredSignUps(db, later(7 * DAY - 1))).toEqual([]);
    expect(await deleteExpiredSignUps(db, later(7 * DAY))).toEqual(["late@example.com"]);

    const on = (await recordSignUp(db, key, signUp("on-time@example.com"), start))!;
    expect(await confirmSubscription(db, on.token, later(DAY))).toBe(true);
    expect(await confirmSubscription(db, on.token, later(30 * DAY))).toBe(true);
    const [subscriber] = await listSubscribers(db);
    expect(subscriber).toEqual({
      email: "on-time@example.com",
      confirmedAt: later(DAY).toISOString(),
      signedUpAt: start.toISOString(),
      page: "/blog",
      policyVersion: "2026-11-27",
    });
    // Confirmed: never expired.
    expect(await deleteExpiredSignUps(db, later(60 * DAY))).toEqual([]);
  });

  it("the purge deletes an expired sign-up's e-mail in MAIL_DIR with it, and nobody else's", async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-purge-mail-"));
    const eml = (name: string, to: string) => {
      const file = path.join(mailDir, name);
      fs.writeFileSync(
        file,
        `To: ${to}\r\nSubject: Please confirm your subscription\r\n\r\nConfirm: https://x.example/c\r\n`,
      );
      return file;
    };
    await recordSignUp(db, key, signUp("Gone@Example.com"), start);
    const confirmed = (await recordSignUp(db, key, signUp("stays@example.com"), start))!;
    await confirmSubscription(db, confirmed.token, later(DAY));
    const gone = eml("1-gone.eml", "gone@example.com");
    const stays = eml("2-stays.eml", "stays@example.com");
    const other = path.join(mailDir, "notes.txt");
    fs.writeFileSync(other, "gone@example.com");
    const purged = await purge(db, later(7 * DAY), 24, mailDir);
    expect(purged).toEqual({ enquiries: 0, pendingSignUps: 1, mailFiles: [gone] });
    expect(fs.existsSync(gone)).toBe(false);
    expect(fs.existsSync(stays)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
    // A missing MAIL_DIR (SMTP configured) is not an error.
    expect(await purge(db, later(8 * DAY), 24, path.join(mailDir, "absent"))).toEqual({
      enquiries: 0,
      pendingSignUps: 0,
      mailFiles: [],
    });
  });
});

describe("unsubscribing", () => {
  it("deletes the subscription, keeps only a hash, and never mails the address again", async () => {
    const mail = (await recordSignUp(db, key, signUp("gone@example.com"), start))!;
    await confirmSubscription(db, mail.token, later(1));
    const token = new URL(subscriberLinks("https://ignite.example", key, mail).unsubscribe).searchParams.get("token")!;
    expect(await unsubscribe(db, key, mail.id, `${token.slice(0, -2)}AA`, later(2))).toBe(false);
    expect(await unsubscribe(db, key, mail.id, token, later(2))).toBe(true);
    expect(await unsubscribe(db, key, mail.id, token, later(3))).toBe(true);
    expect(await countSubscriptions(db)).toBe(0);
    const kept = await db.selectFrom("newsletter_suppressions").selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toMatch(/gone/i);
    expect(await recordSignUp(db, key, signUp("Gone@Example.com"), later(2 * HOUR))).toBeUndefined();
  });

  it("puts a one-click unsubscribe in the confirmation e-mail: a link and RFC 8058's two headers", async () => {
    const mail = (await recordSignUp(db, key, signUp("reader@example.com"), start))!;
    const links = subscriberLinks("https://ignite.example", key, mail);
    const message = confirmationEmail("Ignite website <no-reply@ignite.example>", mail, links);
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const raw = ((await transport.sendMail(message)) as { message: Buffer }).message;
    const parsed = await simpleParser(raw);
    const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${links.unsubscribe}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(parsed.text).toContain(links.confirm);
    expect(parsed.text).toContain(links.unsubscribe);
    expect(parsed.text).toContain("The link works for 7 days");
    expect(links.unsubscribe).toMatch(
      /^https:\/\/ignite\.example\/newsletter\/unsubscribe\?id=[0-9a-f-]{36}&token=[\w-]{43}$/,
    );
  });
});

describe("retention and erasure", () => {
  const message = (email: string) => ({
    name: "Asha Verma",
    email,
    phone: "",
    subject: "Web Development" as const,
    budget: "",
    message: "We need a booking app for our clinics.",
  });

  it("counts the period in calendar months, from the end of a short month too", () => {
    expect(retentionCutoff(new Date("2026-11-27T10:00:00Z"), 24).toISOString()).toBe("2024-11-27T10:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });

  it("purges only the enquiries older than the period, with their deliveries", async () => {
    const old = await storeContactMessage(db, message("old@example.com"), {
      spam: false,
      webhookEndpoint: "https://h.example/x",
    });
    const recent = await storeContactMessage(db, message("recent@example.com"), { spam: false });
    const now = new Date();
    const age = (id: string, months: number) =>
      db
        .updateTable("contact_messages")
        .set({ created_at: retentionCutoff(now, months).toISOString() })
        .where("id", "=", id)
        .execute();
    await age(old.id, 25);
    await age(recent.id, 23);
    expect(await purge(db, now, 24, os.tmpdir())).toEqual({ enquiries: 1, pendingSignUps: 0, mailFiles: [] });
    expect((await listLeads(db)).map((l) => l.id)).toEqual([recent.id]);
    // The old lead's deliveries went with it; the recent one's e-mail is still to be sent.
    const left = await db.selectFrom("deliveries").select(["lead_id", "channel"]).execute();
    expect(left).toEqual([{ lead_id: recent.id, channel: "email" }]);
  });

  it("purges a large backlog in batches, saying the total first and each batch after it", async () => {
    const now = new Date();
    const stored = [];
    for (let i = 0; i < PURGE_BATCH * 2 + 7; i++)
      stored.push((await storeContactMessage(db, message(`old-${i}@example.com`), { spam: false })).id);
    await db
      .updateTable("contact_messages")
      .set({ created_at: retentionCutoff(now, 30).toISOString() })
      .execute();
    const keep = await storeContactMessage(db, message("recent@example.com"), { spam: false });
    const said: string[] = [];
    const purged = await purge(db, now, 24, os.tmpdir(), (total) => {
      said.push(`total ${total}`);
      return { tick: (count) => said.push(`tick ${count}`) };
    });
    expect(purged.enquiries).toBe(stored.length);
    expect(said).toEqual([`total ${stored.length}`, `tick ${PURGE_BATCH}`, `tick ${PURGE_BATCH}`, "tick 7"]);
    expect((await listLeads(db)).map((l) => l.id)).toEqual([keep.id]);
    expect(await db.selectFrom("deliveries").select("lead_id").execute()).toEqual([{ lead_id: keep.id }]);
  });

  it("erases every row about one person, and nobody else's", async () => {
    await storeContactMessage(db, message("Erase.Me@Example.com"), {
      spam: false,
      webhookEndpoint: "https://h.example/x",
    });
    await storeContactMessage(db, message("erase.me@example.com"), { spam: true });
    const kept = await storeContactMessage(db, message("stays@example.com"), {
      spam: false,
      webhookEndpoint: "https://h.example/x",
    });
    const mail = (await recordSignUp(db, key, signUp("erase.me@example.com"), start))!;
    await confirmSubscription(db, mail.token, later(1));
    await unsubscribe(
      db,
      key,
      mail.id,
      new URL(subscriberLinks("https://x.example", key, mail).unsubscribe).searchParams.get("token")!,
      later(2),
    );
    await recordSignUp(db, key, signUp("stays@example.com"), start);
    const mailDir = path.join(dir, "mail");
    fs.mkdirSync(mailDir);
    fs.writeFileSync(path.join(mailDir, "1.eml"), "To: erase.me@example.com\n\nConfirm");
    fs.writeFileSync(path.join(mailDir, "2.eml"), "To: stays@example.com\n\nConfirm");

    const erased = await erasePerson(db, key, " ERASE.me@example.com ", mailDir);
    expect(erased).toEqual({
      enquiries: 2,
      webhookCalls: 1,
      subscriptions: 0,
      suppressions: 1,
      mailFiles: [path.join(mailDir, "1.eml")],
    });
    const everything = JSON.stringify(
      await Promise.all(
        (["contact_messages", "newsletter_subscribers", "newsletter_suppressions", "deliveries"] as const).map((t) =>
          db.selectFrom(t).selectAll().execute(),
        ),
      ),
    );
    expect(everything).not.toMatch(/erase\.me/i);
    expect(await db.selectFrom("newsletter_suppressions").selectAll().execute()).toEqual([]);
    expect((await listLeads(db)).map((l) => l.id)).toEqual([kept.id]);
    expect(await countSubscriptions(db)).toBe(1);
    expect(fs.readdirSync(mailDir)).toEqual(["2.eml"]);
  });

  it("keeps the privacy policy's figure and the configured default the same", () => {
    const policy = fs.readFileSync(
      path.join(import.meta.dirname, "..", "..", "content", "legal", "privacy-policy.md"),
      "utf8",
    );
    const figures = [...policy.matchAll(/(\d+) months/g)].map((m) => Number(m[1]));
    expect(figures.length).toBeGreaterThan(0);
    expect(new Set(figures)).toEqual(new Set([POLICY_RETENTION_MONTHS]));
  });
});

describe("the webhook's signature", () => {
  it("is what the Standard Webhooks reference library verifies, and nothing else", () => {
    const secret = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
    const body = JSON.stringify({ type: "lead.created", data: { id: "1" } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(timestamp),
      "webhook-signature": webhookSignature(secret, "msg_1", timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('"1"', '"2"'), headers)).toThrow();
    const other = `whsec_${Buffer.alloc(32, 8).toString("base64")}`;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
  });
});
