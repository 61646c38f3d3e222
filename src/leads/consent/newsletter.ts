/**
 * The newsletter's consent records (double opt-in). A sign-up stores a pending subscription
 * with the hash of a random token and e-mails the token as a link; only a POST from the page
 * that link opens confirms it (mail scanners open links on their own). Unconfirmed sign-ups
 * go after PENDING_DAYS. One confirmation e-mail per address per hour at most. Unsubscribing
 * deletes the subscription and keeps only a keyed hash of the address, so that it is never
 * mailed again. Every e-mail carries a one-click unsubscribe link (RFC 8058) that is an HMAC
 * of the subscription's id under a key made once per database: it works for as long as the
 * e-mail is kept, and nothing of it is stored.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { brand, formatAddress } from "@/lib/brand/brand";
import type { Db } from "../store/db";
import type { LeadVisit } from "../store/leads";

/** An unconfirmed sign-up is deleted this many days after its latest confirmation e-mail. */
export const PENDING_DAYS = 7;
/** At most one confirmation e-mail per address in this time. */
export const RESEND_AFTER_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();

/** The database's own key for unsubscribe links and suppression hashes (made by the migration). */
export async function newsletterKey(db: Db): Promise<Buffer> {
  const row = await db
    .selectFrom("site_keys")
    .select("value")
    .where("name", "=", "newsletter")
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}

export function unsubscribeToken(key: Buffer, subscriptionId: string): string {
  return hmac(key, `unsubscribe:${subscriptionId}`).toString("base64url");
}

function isUnsubscribeToken(key: Buffer, subscriptionId: string, token: string): boolean {
  const expected = hmac(key, `unsubscribe:${subscriptionId}`);
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How an unsubscribed address is remembered: an HMAC nobody without the database's key can test guesses against. */
export function suppressionHash(key: Buffer, email: string): string {
  return hmac(key, `suppress:${normaliseEmail(email)}`).toString("hex");
}

export interface SignUp {
  email: string;
  /** The page the form was on (a path on this site), or null. */
  page: string | null;
  /** The privacy notice's version shown with the form. */
  policyVersion: string;
  /** The visit that brought it (insights), when one was found. */
  visit?: Omit<LeadVisit, "formPage">;
  /** The language of the form's page ("en" unless said): the e-mail is written in it. */
  language?: "en" | "hi";
}

/** A confirmation e-mail to send: the subscription and the token its link carries (never stored). */
export interface ConfirmationToSend {
  id: string;
  email: string;
  token: string;
  /** The language of the sign-up: its e-mail and the pages its links open are in it. */
  language: "en" | "hi";
}

/**
 * Records a sign-up. Resolves with the e-mail to send, or undefined when none is due: the
 * address is confirmed already, unsubscribed, or was sent a link within the hour. The visitor
 * is told the same in every case. Two sign-ups at once for one address send one e-mail: the
 * insert and the hour's slot are each taken by one statement that only one can win.
 */
export async function recordSignUp(
  db: Db,
  key: Buffer,
  signUp: SignUp,
  now: Date,
): Promise<ConfirmationToSend | undefined> {
  const email = normaliseEmail(signUp.email);
  const suppressed = await db
    .selectFrom("newsletter_suppressions")
    .select("email_hash")
    .where("email_hash", "=", suppressionHash(key, email))
    .executeTakeFirst();
  if (suppressed) return undefined;
  const token = randomBytes(32).toString("base64url");
  const at = now.toISOString();
  const consent = {
    token_hash: sha256(token),
    requested_at: at,
    requested_page: signUp.page,
    policy_version: signUp.policyVersion,
    last_mail_at: at,
    entry_page: signUp.visit?.entryPage ?? null,
    channel: signUp.visit?.channel ?? null,
    source: signUp.visit?.source ?? null,
    campaign: signUp.visit?.campaign ?? null,
    language: signUp.language ?? "en",
  };
  const language = consent.language;
  const id = randomUUID();
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({ id, email, created_at: at, status: "pending", confirmed_at: null, ...consent })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id, email, token, language };
  // Known: a new link only for a pending sign-up whose last e-mail is over an hour old.
  const hourAgo = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  const again = await db
    .updateTable("newsletter_subscribers")
    .set(consent)
    .where("email", "=", email)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("last_mail_at", "is", null), eb("last_mail_at", "<=", hourAgo)]))
    .returning("id")
    .executeTakeFirst();
  return again ? { id: again.id, email, token, language } : undefined;
}

/** The confirmation e-mail could not go out: the address may ask again at once. */
export async function releaseMailSlot(db: Db, id: string): Promise<void> {
  await db.updateTable("newsletter_subscribers").set({ last_mail_at: null }).where("id", "=", id).execute();
}

const pendingCutoff = (now: Date) => new Date(now.getTime() - PENDING_DAYS * DAY_MS).toISOString();

/** Whether a confirmation token is one a POST would accept now (the confirm page's GET only reads). */
export async function isLiveToken(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["status", "requested_at"])
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  return !!row && (row.status === "confirmed" || (row.requested_at ?? "") > pendingCutoff(now));
}

/** Confirms the subscription a token belongs to; false when the token is unknown or expired. Repeating it is harmless. */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable("newsletter_subscribers")
    .set((eb) => ({ status: "confirmed", confirmed_at: eb.fn.coalesce("confirmed_at", eb.val(now.toISOString())) }))
    .where("token_hash", "=", sha256(token))
    .where((eb) => eb.or([eb("status", "=", "confirmed"), eb("requested_at", ">", pendingCutoff(now))]))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Unsubscribes: the subscription is deleted and its address kept only as a suppression hash.
 * False when the link's token is not this subscription's; true again for a repeat.
 */
export async function unsubscribe(db: Db, key: Buffer, id: string, token: string, now: Date): Promise<boolean> {
  if (!isUnsubscribeToken(key, id, token)) return false;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("newsletter_subscribers").select("email").where("id", "=", id).executeTakeFirst();
    if (!row) return;
    await trx
      .insertInto("newsletter_suppressions")
      .values({ email_hash: suppressionHash(key, row.email), created_at: now.toISOString() })
      .onConflict((oc) => oc.column("email_hash").doNothing())
      .execute();
    await trx.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
  });
  return true;
}

/** Deletes the sign-ups nobody confirmed within PENDING_DAYS; how many. */
export async function deleteExpiredSignUps(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom("newsletter_subscribers")
    .where("status", "=", "pending")
    .where("requested_at", "<=", pendingCutoff(now))
    .returning("email")
    .execute();
  return rows.map((r) => r.email);
}

export interface Subscriber {
  email: string;
  /** When the owner confirmed; null for sign-ups from before double opt-in (no consent record). */
  confirmedAt: string | null;
  signedUpAt: string;
  page: string | null;
  policyVersion: string | null;
}

/** The confirmed subscribers, oldest first: what a mailing service imports. */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("status", "=", "confirmed")
    .orderBy("created_at", "asc")
    .orderBy("email", "asc")
    .execute();
  return rows.map((r) => ({
    email: r.email,
    confirmedAt: r.confirmed_at,
    signedUpAt: r.requested_at ?? r.created_at,
    page: r.requested_page,
    policyVersion: r.policy_version,
  }));
}

/** Every row, pending or confirmed. */
export async function countSubscriptions(db: Db, status?: "pending" | "confirmed"): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .$if(status !== undefined, (q) => q.where("status", "=", status!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The links in a subscriber's e-mails. */
export function subscriberLinks(origin: string, key: Buffer, mail: ConfirmationToSend) {
  // The pages the links open are in the sign-up's language: /hi/… for a Hindi one.
  const prefix = mail.language === "hi" ? "/hi" : "";
  const confirm = new URL(`${prefix}/newsletter/confirm`, origin);
  confirm.searchParams.set("token", mail.token);
  const unsubscribe = new URL(`${prefix}/newsletter/unsubscribe`, origin);
  unsubscribe.searchParams.set("id", mail.id);
  unsubscribe.searchParams.set("token", unsubscribeToken(key, mail.id));
  return {
    confirm: confirm.href,
    unsubscribe: unsubscribe.href,
    privacy: new URL(`${prefix}/privacy-policy`, origin).href,
  };
}

/**
 * The confirmation e-mail: the link to confirm, how long it works, what happens if nobody
 * does, and the one-click unsubscribe (a link in the text and RFC 8058's two headers).
 */
export function confirmationEmail(
  from: string,
  mail: ConfirmationToSend,
  links: ReturnType<typeof subscriberLinks>,
): SendMailOptions {
  if (mail.language === "hi") return hindiConfirmationEmail(from, mail, links);
  // One line a paragraph: mail programs wrap plain text to the reader's window.
  const text = [
    "Hello,",
    "",
    `Someone, we hope you, asked on our website to receive ${brand.name}' new articles at this address. To confirm, open this link and press "Confirm my subscription":`,
    "",
    links.confirm,
    "",
    `The link works for ${PENDING_DAYS} days. If you did not ask for this, ignore this e-mail: we delete the request after that, and you will not hear from us again.`,
    "",
    "We write when we publish something new, roughly once a month. To stop at any time, unsubscribe here:",
    links.unsubscribe,
    "",
    `How we handle your address: ${links.privacy}`,
    "",
    "-- ",
    brand.name,
    formatAddress(),
    brand.email,
  ].join("\n");
  return {
    from,
    to: mail.email,
    subject: `Confirm your subscription to ${brand.name}' articles`,
    text,
    list: { unsubscribe: links.unsubscribe },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Auto-Submitted": "auto-generated" },
  };
}

/** The confirmation e-mail of a sign-up on a Hindi page: the same e-mail, in Hindi. */
function hindiConfirmationEmail(
  from: string,
  mail: ConfirmationToSend,
  links: ReturnType<typeof subscriberLinks>,
): SendMailOptions {
  const text = [
    "नमस्ते,",
    "",
    `हमारी वेबसाइट पर किसी ने, उम्मीद है आपने ही, इस पते पर ${brand.name} के नए लेख पाने के लिए कहा है। पक्का करने के लिए यह लिंक खोलें और "मेरी सदस्यता की पुष्टि करें" दबाएँ:`,
    "",
    links.confirm,
    "",
    `यह लिंक ${PENDING_DAYS} दिन तक काम करता है। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें: उसके बाद हम यह अनुरोध मिटा देते हैं और आपको हमसे कोई ई-मेल नहीं मिलेगा।`,
    "",
    "हम तभी लिखते हैं जब कुछ नया छापते हैं, लगभग महीने में एक बार। कभी भी बंद करने के लिए यहाँ अनसब्सक्राइब करें:",
    links.unsubscribe,
    "",
    `हम आपके पते का क्या करते हैं: ${links.privacy}`,
    "",
    "-- ",
    brand.name,
    formatAddress(),
    brand.email,
  ].join("\n");
  return {
    from,
    to: mail.email,
    subject: `${brand.name} के लेखों का सब्सक्रिप्शन पक्का करें`,
    text,
    list: { unsubscribe: links.unsubscribe },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Auto-Submitted": "auto-generated" },
  };
}
