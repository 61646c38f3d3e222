/**
 * What happens to a contact message or a newsletter sign-up, whichever way it arrives (the
 * JSON API or a plain HTML form post): validation, rate limit, honeypot, storage, e-mail.
 * Each outcome carries the HTTP status the API answers with; the form pages show it as a state.
 * A success is answered only once the write is durable (Storage.durably); anything else is 503.
 */
import { contactSchema, fieldErrors, HONEYPOT_FIELD, newsletterSchema, type FieldErrors } from "@/lib/contact-schema";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/facts";
import type { ServerContext } from "./context";
import { storeContactMessage, subscribeToNewsletter } from "./leads";
import type { RateLimit } from "./rate-limit";
import { storageReason } from "./storage";

export type Outcome =
  | { status: 200 | 201; message: string; id?: string; subscription?: "subscribed" }
  | { status: 422; error: string; fields: FieldErrors }
  | { status: 429; error: string; retryAfterSeconds: number }
  | { status: 503; error: string };

const CONTACT_UNAVAILABLE = "We could not save your message right now. Please try again in a minute.";
const NEWSLETTER_UNAVAILABLE = "We could not sign you up right now. Please try again in a minute.";
/** The same for a new and a known address, so that the answer never tells who is on the list. */
export const SUBSCRIBED_MESSAGE = "You're subscribed. Watch your inbox for our next article.";

/** One line, no stack, no values: what went wrong with storage, for the log. */
function logStorageFailure(what: string, error: unknown): void {
  console.error(`${what}: ${storageReason(error)}`);
}

async function limited(limiter: RateLimit, client: string, tooMany: (seconds: number) => string) {
  const limit = await limiter.hit(client);
  if (limit.ok) return null;
  return { status: 429 as const, error: tooMany(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
}

export async function submitContactMessage(
  input: Record<string, unknown>,
  client: string,
  getContext: () => Promise<ServerContext>,
): Promise<Outcome> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return { status: 422, error: "Some fields need your attention.", fields: fieldErrors(parsed.error) };
  }
  const honeypot = input[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null;
  let context: ServerContext | undefined;
  try {
    context = await getContext();
    // Only well-formed submissions count towards the limit, so a visitor fixing a typo is
    // never locked out; malformed bodies never reach the database anyway.
    const tooMany = await limited(
      context.contactLimiter,
      client,
      (s) => `Too many messages from your connection. Please wait ${s} seconds and try again.`,
    );
    if (tooMany) return tooMany;
    const lead = await context.storage.durably((db) => storeContactMessage(db, parsed.data, { spam }));
    context.notifier.notify(lead);
    return { status: 201, id: lead.id, message: CONTACT_SUCCESS_MESSAGE };
  } catch (error) {
    context?.storage.failed();
    logStorageFailure("Contact: message not stored", error);
    return { status: 503, error: CONTACT_UNAVAILABLE };
  }
}

export async function subscribeVisitor(
  input: Record<string, unknown>,
  client: string,
  getContext: () => Promise<ServerContext>,
): Promise<Outcome> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    return { status: 422, error: "Please check your e-mail address.", fields: fieldErrors(parsed.error) };
  }
  let context: ServerContext | undefined;
  try {
    context = await getContext();
    const tooMany = await limited(
      context.newsletterLimiter,
      client,
      (s) => `Too many attempts. Please wait ${s} seconds.`,
    );
    if (tooMany) return tooMany;
    await context.storage.durably((db) => subscribeToNewsletter(db, parsed.data.email));
    return { status: 200, subscription: "subscribed", message: SUBSCRIBED_MESSAGE };
  } catch (error) {
    context?.storage.failed();
    logStorageFailure("Newsletter: sign-up not stored", error);
    return { status: 503, error: NEWSLETTER_UNAVAILABLE };
  }
}
