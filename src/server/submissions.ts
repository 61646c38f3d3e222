/**
 * What happens to a contact message or a newsletter sign-up, whichever way it arrives (the
 * JSON API or a plain HTML form post): validation, rate limit, honeypot, storage, e-mail.
 * Each outcome carries the HTTP status the API answers with; the form pages show it as a state.
 */
import { contactSchema, fieldErrors, HONEYPOT_FIELD, newsletterSchema, type FieldErrors } from "@/lib/contact-schema";
import type { ServerContext } from "./context";
import { storeContactMessage, subscribeToNewsletter } from "./leads";

export type Outcome =
  | { status: 200 | 201; message: string; id?: string; subscription?: "subscribed" | "already-subscribed" }
  | { status: 422; error: string; fields: FieldErrors }
  | { status: 429; error: string; retryAfterSeconds: number }
  | { status: 503; error: string };

const CONTACT_UNAVAILABLE = "We could not save your message right now. Please try again in a minute.";
const NEWSLETTER_UNAVAILABLE = "We could not sign you up right now. Please try again in a minute.";

export async function submitContactMessage(
  input: Record<string, unknown>,
  client: string,
  getContext: () => Promise<ServerContext>,
): Promise<Outcome> {
  const context = await getContext().catch((error: unknown) => {
    console.error("Contact: database unavailable:", error);
    return null;
  });
  if (!context) return { status: 503, error: CONTACT_UNAVAILABLE };

  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return { status: 422, error: "Some fields need your attention.", fields: fieldErrors(parsed.error) };
  }
  // Only well-formed submissions count towards the limit, so a visitor fixing a typo is
  // never locked out; malformed bodies never reach the database anyway.
  const limit = context.contactLimiter.hit(client);
  if (!limit.ok) {
    return {
      status: 429,
      error: `Too many messages from your connection. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const honeypot = input[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null;
  try {
    const lead = await storeContactMessage(context.db, parsed.data, { spam });
    context.notifier.notify(lead);
    return { status: 201, id: lead.id, message: "Thank you for reaching out. We'll get back to you shortly." };
  } catch (error) {
    console.error("Contact: could not store a message:", error);
    return { status: 503, error: CONTACT_UNAVAILABLE };
  }
}

export async function subscribeVisitor(
  input: Record<string, unknown>,
  client: string,
  getContext: () => Promise<ServerContext>,
): Promise<Outcome> {
  const context = await getContext().catch(() => null);
  if (!context) return { status: 503, error: NEWSLETTER_UNAVAILABLE };
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) {
    return { status: 422, error: "Please check your e-mail address.", fields: fieldErrors(parsed.error) };
  }
  const limit = context.newsletterLimiter.hit(client);
  if (!limit.ok) {
    return {
      status: 429,
      error: `Too many attempts. Please wait ${limit.retryAfterSeconds} seconds.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  try {
    const { created } = await subscribeToNewsletter(context.db, parsed.data.email);
    return created
      ? {
          status: 201,
          subscription: "subscribed",
          message: "You're subscribed. Watch your inbox for our next article.",
        }
      : { status: 200, subscription: "already-subscribed", message: "You're already on the list. Thanks for reading!" };
  } catch (error) {
    console.error("Newsletter: could not store a subscription:", error);
    return { status: 503, error: NEWSLETTER_UNAVAILABLE };
  }
}
