/** Glue between Astro's request context and the framework-free server code. */
import type { APIContext, APIRoute } from "astro";
import { getServerContext, type ServerContext } from "./context";
import { clientKey, isPlainObject, json, readBodyText, readJsonBody, type BodyResult } from "./http";
import type { Outcome } from "./submissions";

type Submit = (
  input: Record<string, unknown>,
  client: string,
  getContext: () => Promise<ServerContext>,
) => Promise<Outcome>;

/** A JSON API endpoint around a submission: the body must be a JSON object. */
export function jsonSubmission(submit: Submit, notAnObject: string): APIRoute {
  return async (context) => {
    const body = await readJsonBody(context.request);
    if (!body.ok) return body.response;
    if (!isPlainObject(body.value)) return json({ error: notAnObject }, 400);
    return outcomeResponse(await submit(body.value, clientOf(context), serverContextOf(context)));
  };
}

type Context = Pick<APIContext, "locals" | "request">;

/** The production host hands over its context; `astro dev` has none and uses this module's. */
export function serverContextOf({ locals }: Context): () => Promise<ServerContext> {
  return locals.server ?? getServerContext;
}

export function clientOf({ locals, request }: Context): string {
  return locals.clientIp ?? clientKey(request);
}

/** An outcome as the JSON API answers it. */
function outcomeResponse(outcome: Outcome): Response {
  switch (outcome.status) {
    case 200:
    case 201:
      return json({ ok: true, id: outcome.id, status: outcome.subscription, message: outcome.message }, outcome.status);
    case 422:
      return json({ error: outcome.error, fields: outcome.fields }, 422);
    case 429:
      return json({ error: outcome.error }, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
    case 503:
      return json({ error: outcome.error }, 503);
  }
}

/**
 * Whether a form post comes from a page of this site. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); a cross-site page posting a form here (CSRF) is refused. A client
 * that sends neither header is not a browser acting for a visitor, so it is let through.
 */
export function isSameOriginPost(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.get("host");
  } catch {
    return false;
  }
}

/**
 * Reads an HTML form post (urlencoded; size and time limits of readBodyText) into a plain
 * object of its string fields; a client mistake becomes a 4xx answer, never a throw.
 */
export async function readFormBody(request: Request): Promise<BodyResult> {
  if (!isSameOriginPost(request)) {
    return { ok: false, response: json({ error: "Forms can only be sent from this website." }, 403) };
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type.trim())) {
    return { ok: false, response: json({ error: "Send the form as application/x-www-form-urlencoded." }, 415) };
  }
  const body = await readBodyText(request);
  if (!body.ok) return body;
  return { ok: true, value: Object.fromEntries(new URLSearchParams(body.text)) };
}
