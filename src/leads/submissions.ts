/**
 * What happens to a contact message or a newsletter sign-up, whichever way it arrives (the
 * JSON API or a plain HTML form post): validation, rate limit, honeypot, storage, e-mail.
 * Each outcome carries the HTTP status the API answers with; the form pages show it as a state.
 * A success is answered only once the write is durable (Storage.durably); anything else is 503.
 */
import {
  CONTACT_WORDS,
  contactSchemaFor,
  fieldErrors,
  HONEYPOT_FIELD,
  newsletterSchema,
  type ContactWords,
  type FieldErrors,
} from "@/lib/contact/schema";
import { isBudgetOption } from "@/lib/contact/budgets";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/contact/schema";
import { brand } from "@/lib/brand/brand";
import type { LeadsContext } from "./context";
import { storeContactMessage } from "./store/leads";
import {
  confirmationEmail,
  confirmSubscription,
  isLiveToken,
  recordSignUp,
  releaseMailSlot,
  subscriberLinks,
  unsubscribe,
  type ConfirmationToSend,
} from "./consent/newsletter";
import type { RateLimit } from "./rate-limit";
import type { Client } from "./insights/insights";
import { beforeDeadline, LEAD_DEADLINE_MS, storageReason } from "./store/storage";

export type Outcome =
  | { status: 200 | 201; message: string; id?: string; subscription?: "pending" }
  | { status: 422; error: string; fields: FieldErrors }
  | { status: 429; error: string; retryAfterSeconds: number }
  | { status: 503; error: string };

const CONTACT_UNAVAILABLE = "We could not save your message right now. Please try again in a minute.";
const NEWSLETTER_UNAVAILABLE = "We could not sign you up right now. Please try again in a minute.";
/**
 * The same for a new, a pending, a confirmed and an unsubscribed address, so that the answer
 * never tells who is on the list; it does not claim that an e-mail went out.
 */
export const CHECK_INBOX_MESSAGE = "Check your inbox to confirm your subscription. The link works for 7 days.";

/** One line, no stack, no values: what went wrong with storage, for the log. */
function logStorageFailure(what: string, error: unknown): void {
  console.error(`${what}: ${storageReason(error)}`);
}

/**
 * The look-up of a lead's visit gives up after this, and the lead is stored without it: it is
 * best-effort, and must not spend the time the write needs (LEAD_DEADLINE_MS in all). Time for
 * two reads and one wait for other instances' buffers (insights.ts, SETTLED_MS).
 */
export const ATTRIBUTION_MS = 3_000;

async function limited(limiter: RateLimit, client: string, tooMany: (seconds: number) => string, deadline: number) {
  const limit = await beforeDeadline(limiter.hit(client), deadline);
  if (limit.ok) return null;
  return { status: 429 as const, error: tooMany(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
}

/**
 * `budgets`: the budget ranges the form offers (getBudgetOptions, from the engagement models);
 * a budget that is not one of them is refused like any other invalid field.
 */
export async function submitContactMessage(
  input: Record<string, unknown>,
  client: Client,
  getContext: () => Promise<LeadsContext>,
  budgets: readonly string[],
  language: { code: "en" | "hi"; words?: ContactWords } = { code: "en" },
): Promise<Outcome> {
  const parsed = contactSchemaFor(language.words).safeParse(input);
  if (!parsed.success) {
    return { status: 422, error: "Some fields need your attention.", fields: fieldErrors(parsed.error) };
  }
  if (!isBudgetOption(parsed.data.budget, budgets)) {
    return {
      status: 422,
      error: "Some fields need your attention.",
      fields: { budget: (language.words ?? CONTACT_WORDS).budget },
    };
  }
  const honeypot = input[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null;
  let context: LeadsContext | undefined;
  const deadline = Date.now() + LEAD_DEADLINE_MS;
  try {
    context = await getContext();
    // Only well-formed submissions count towards the limit, so a visitor fixing a typo is
    // never locked out; malformed bodies never reach the database anyway.
    const tooMany = await limited(
      context.contactLimiter,
      client.ip,
      (s) => `Too many messages from your connection. Please wait ${s} seconds and try again.`,
      deadline,
    );
    if (tooMany) return tooMany;
    const webhookEndpoint = context.config.webhook?.url;
    const visit = await visitOf(context, client, deadline);
    const lead = await context.storage.durably(
      (db) => storeContactMessage(db, parsed.data, { spam, webhookEndpoint, visit, language: language.code }),
      deadline,
    );
    context.notifier.notify(lead);
    context.webhook.notify(lead);
    return { status: 201, id: lead.id, message: CONTACT_SUCCESS_MESSAGE };
  } catch (error) {
    context?.storage.failed();
    logStorageFailure("Contact: message not stored", error);
    return { status: 503, error: CONTACT_UNAVAILABLE };
  }
}

/**
 * The visit that brought a lead or a sign-up. Never in the way of one: a failure to look it up,
 * or a look-up past ATTRIBUTION_MS (the database slow to answer a read), is logged, and the lead
 * is stored without it.
 */
async function visitOf(context: LeadsContext, client: Client, deadline: number) {
  const giveUp = Math.min(deadline, Date.now() + ATTRIBUTION_MS);
  try {
    return await beforeDeadline(context.insights.attribute(client, giveUp), giveUp, "the look-up's time");
  } catch (error) {
    console.error(`Insights: the visit of a lead was not looked up (${storageReason(error)}).`);
    return undefined;
  }
}

/** The page a sign-up came from, as the form says it: a path on this site, else nothing. */
function pageOf(value: unknown): string | null {
  return typeof value === "string" && /^\/[\x21-\x7e]{0,199}$/.test(value) ? value : null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends a confirmation e-mail after the answer: the visitor waits for no mail server, and a
 * new address takes as long to answer as a known one. A failed send frees the address's hour,
 * so that signing up again sends a new link at once.
 */
function sendConfirmation(context: LeadsContext, mail: ConfirmationToSend): void {
  const links = subscriberLinks(context.config.siteUrl, context.newsletterKey, mail);
  const task = context.mailer.send(confirmationEmail(context.config.leadsFrom, mail, links)).then(
    (how) => console.log(`Newsletter: the confirmation e-mail of subscription ${mail.id} was ${how}.`),
    async (error: unknown) => {
      console.error(
        `Newsletter: the confirmation e-mail of subscription ${mail.id} failed (${errorText(error)}); ` +
          "a new sign-up for the address sends it again at once.",
      );
      await releaseMailSlot(context.db, mail.id).catch((releaseError: unknown) =>
        console.error(`Newsletter: could not free subscription ${mail.id}'s hour (${storageReason(releaseError)}).`),
      );
    },
  );
  context.track(task);
}

export async function subscribeVisitor(
  input: Record<string, unknown>,
  client: Client,
  getContext: () => Promise<LeadsContext>,
  language: "en" | "hi" = "en",
): Promise<Outcome> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    return { status: 422, error: "Please check your e-mail address.", fields: fieldErrors(parsed.error) };
  }
  let context: LeadsContext | undefined;
  const deadline = Date.now() + LEAD_DEADLINE_MS;
  try {
    context = await getContext();
    const tooMany = await limited(
      context.newsletterLimiter,
      client.ip,
      (s) => `Too many attempts. Please wait ${s} seconds.`,
      deadline,
    );
    if (tooMany) return tooMany;
    const visit = await visitOf(context, client, deadline);
    const signUp = {
      email: parsed.data.email,
      page: pageOf(input.page),
      policyVersion: brand.legalUpdated,
      visit,
      language,
    };
    const key = context.newsletterKey;
    const mail = await context.storage.durably((db) => recordSignUp(db, key, signUp, new Date()), deadline);
    if (mail) sendConfirmation(context, mail);
    return { status: 200, subscription: "pending", message: CHECK_INBOX_MESSAGE };
  } catch (error) {
    context?.storage.failed();
    logStorageFailure("Newsletter: sign-up not stored", error);
    return { status: 503, error: NEWSLETTER_UNAVAILABLE };
  }
}

/** A confirm or unsubscribe link's outcome: done (200), not a live link (404), or storage down (503). */
export type LinkOutcome = 200 | 404 | 503;

/** The confirm page's GET: whether its button would work (it reads; only the POST confirms). */
export async function checkConfirmation(token: string, getContext: () => Promise<LeadsContext>): Promise<LinkOutcome> {
  if (!token) return 404;
  try {
    const context = await getContext();
    return (await isLiveToken(context.db, token, new Date())) ? 200 : 404;
  } catch (error) {
    logStorageFailure("Newsletter: confirmation link not checked", error);
    return 503;
  }
}

export async function confirmVisitor(token: string, getContext: () => Promise<LeadsContext>): Promise<LinkOutcome> {
  if (!token) return 404;
  let context: LeadsContext | undefined;
  try {
    context = await getContext();
    const done = await context.storage.durably((db) => confirmSubscription(db, token, new Date()));
    return done ? 200 : 404;
  } catch (error) {
    context?.storage.failed();
    logStorageFailure("Newsletter: confirmation not stored", error);
    return 503;
  }
}

export async function unsubscribeVisitor(
  id: string,
  token: string,
  getContext: () => Promise<LeadsContext>,
): Promise<LinkOutcome> {
  if (!id || !token) return 404;
  let context: LeadsContext | undefined;
  try {
    context = await getContext();
    const key = context.newsletterKey;
    const done = await context.storage.durably((db) => unsubscribe(db, key, id, token, new Date()));
    return done ? 200 : 404;
  } catch (error) {
    context?.storage.failed();
    logStorageFailure("Newsletter: unsubscribe not stored", error);
    return 503;
  }
}
