import { fieldErrors, newsletterSchema } from "@/lib/contact-schema";
import { getServerContext } from "@/server/context";
import { subscribeToNewsletter } from "@/server/leads";
import { clientKey, isPlainObject, json, methodNotAllowed, readJsonBody } from "@/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request) {
  const context = await getServerContext().catch(() => null);
  if (!context) return json({ error: "We could not sign you up right now. Please try again in a minute." }, 503);

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  if (!isPlainObject(body.value)) return json({ error: "Send the e-mail address as a JSON object." }, 400);
  const parsed = newsletterSchema.safeParse(body.value);
  if (!parsed.success)
    return json({ error: "Please check your e-mail address.", fields: fieldErrors(parsed.error) }, 422);

  const limit = context.newsletterLimiter.hit(clientKey(request));
  if (!limit.ok) {
    return json({ error: `Too many attempts. Please wait ${limit.retryAfterSeconds} seconds.` }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  try {
    const { created } = await subscribeToNewsletter(context.db, parsed.data.email);
    return created
      ? json(
          { ok: true, status: "subscribed", message: "You're subscribed. Watch your inbox for our next article." },
          201,
        )
      : json(
          { ok: true, status: "already-subscribed", message: "You're already on the list. Thanks for reading!" },
          200,
        );
  } catch (error) {
    console.error("Newsletter: could not store a subscription:", error);
    return json({ error: "We could not sign you up right now. Please try again in a minute." }, 503);
  }
}

const notAllowed = () => methodNotAllowed("POST");
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
