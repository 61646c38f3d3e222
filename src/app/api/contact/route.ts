import { contactSchema, fieldErrors, HONEYPOT_FIELD } from "@/lib/contact-schema";
import { getServerContext } from "@/server/context";
import { storeContactMessage } from "@/server/leads";
import { clientKey, isPlainObject, json, methodNotAllowed, readJsonBody } from "@/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request) {
  const context = await getServerContext().catch((error: unknown) => {
    console.error("Contact: database unavailable:", error);
    return null;
  });
  if (!context) return json({ error: "We could not save your message right now. Please try again in a minute." }, 503);

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (!isPlainObject(body.value)) return json({ error: "Send the form fields as a JSON object." }, 400);

  const parsed = contactSchema.safeParse(body.value);
  if (!parsed.success) {
    return json({ error: "Some fields need your attention.", fields: fieldErrors(parsed.error) }, 422);
  }

  // Only well-formed submissions count towards the limit, so a visitor fixing a typo is
  // never locked out; malformed bodies never reach the database anyway.
  const limit = context.contactLimiter.hit(clientKey(request));
  if (!limit.ok) {
    return json(
      {
        error: `Too many messages from your connection. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const honeypot = body.value[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null;

  try {
    const lead = await storeContactMessage(context.db, parsed.data, { spam });
    context.notifier.notify(lead);
    return json({ ok: true, id: lead.id, message: "Thank you for reaching out. We'll get back to you shortly." }, 201);
  } catch (error) {
    console.error("Contact: could not store a message:", error);
    return json({ error: "We could not save your message right now. Please try again in a minute." }, 503);
  }
}

const notAllowed = () => methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
