/** Glue between Astro's request context and the framework-free server code. */
import { STATUS_CODES } from "node:http";
import type { APIContext, APIRoute } from "astro";
import { getLeadsContext, type LeadsContext } from "../context";
import {
  clientKey,
  isPlainObject,
  json,
  MAX_FORM_BODY_BYTES,
  readBodyText,
  readJsonBody,
  type BodyFailure,
} from "./body";
import type { Outcome } from "../submissions";
import { clientOfHeaders, type Client } from "../insights/insights";
import { beaconAnswer, MAX_BEACON_BYTES, readBeacon, refuseBeacon, type IsPage } from "../insights/beacon";
import { storageReason } from "../store/storage";

type Submit = (
  input: Record<string, unknown>,
  client: Client,
  getContext: () => Promise<LeadsContext>,
) => Promise<Outcome>;

/** A JSON API endpoint around a submission: the body must be a JSON object. */
export function jsonSubmission(submit: Submit, notAnObject: string): APIRoute {
  return async (context) => {
    const body = await readJsonBody(context.request);
    if (!body.ok) return body.response;
    if (!isPlainObject(body.value)) return json({ error: notAnObject }, 400);
    return outcomeResponse(await submit(body.value, clientOf(context), leadsContextOf(context)));
  };
}

type Context = Pick<APIContext, "locals" | "request">;

/**
 * The insights' beacon: one page view, sent by the page itself after it loaded
 * (`navigator.sendBeacon`, text). 204 whether it was counted or deliberately not (a prefetch,
 * DNT or Sec-GPC, a bot); 403 or 415 with a JSON error, unread, from another site or in a form's
 * encoding; 400 for what is not a view. The production host answers it itself (host/beacon.ts),
 * with the same functions; this route is `astro dev`'s, and `pages` says which paths are pages.
 */
export function beaconRoute(pages: () => Promise<IsPage>): APIRoute {
  return async (context) => {
    const refusal = refuseBeacon((name) => context.request.headers.get(name));
    if (refusal) return json({ error: refusal.error }, refusal.status, { Connection: "close" });
    const body = await readBodyText(context.request, { limit: MAX_BEACON_BYTES });
    if (!body.ok) return body.response;
    let outcome;
    try {
      const view = readBeacon(body.text, await pages());
      const leads = await leadsContextOf(context)();
      outcome = "path" in view ? await leads.insights.beacon(view, clientOf(context)) : view;
    } catch (error) {
      console.error(`Insights: a view was not counted (${storageReason(error)}).`);
      return json({ error: "The view could not be counted right now." }, 503);
    }
    const answer = beaconAnswer(outcome);
    if (answer.status === 400) return json({ error: answer.error }, 400);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  };
}

/** The production host hands over its context; `astro dev` has none and uses this module's. */
export function leadsContextOf({ locals }: Context): () => Promise<LeadsContext> {
  return locals.leads ?? getLeadsContext;
}

/**
 * What the host knows of a request's client: its address (for the rate limit and the insights'
 * keyed hash, never stored), user agent and host (the same), the page a form was sent from
 * (its same-origin Referer), and whether it asks not to be tracked or is only a prefetch.
 */
export function clientOf({ locals, request }: Context): Client {
  const ip = locals.clientIp ?? clientKey(request);
  return clientOfHeaders((name) => request.headers.get(name), ip, new URL(request.url).origin);
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

/** A form post that could not be taken, as the page shows it: the status, why, and what was typed. */
export interface FormFailure {
  ok: false;
  status: BodyFailure["status"];
  error: string;
  headers?: Record<string, string>;
  /** The fields that arrived (all of them, or as many as arrived before the body was cut off). */
  values: Record<string, string>;
}

export type FormBody = { ok: true; value: Record<string, string> } | FormFailure;

/**
 * The string fields of a form body in any of the three encodings a browser form can use
 * (urlencoded, multipart, text/plain), so that a refused post still gives the text back.
 * Anything else is not a form: no fields.
 */
async function fieldsOf(text: string, type: string): Promise<Record<string, string>> {
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  if (/^multipart\/form-data\b/i.test(type)) {
    try {
      const data = await new Response(text, { headers: { "content-type": type } }).formData();
      return Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    } catch {
      return {};
    }
  }
  if (/^text\/plain\b/i.test(type)) {
    // `name=value` lines, unescaped; a value that itself holds a line break cannot be told apart.
    const pairs = text.split(/\r?\n/).flatMap((line) => {
      const at = line.indexOf("=");
      return at > 0 ? [[line.slice(0, at), line.slice(at + 1)] as const] : [];
    });
    return Object.fromEntries(pairs);
  }
  return {};
}

const FORM_ERRORS: Record<BodyFailure["status"], string> = {
  400: "Your form did not arrive whole.",
  403: "This form was sent from a page that is not ours, so we did not accept it.",
  408: "Your form took too long to arrive.",
  413: "Your form was longer than we accept (a message can be up to 5,000 characters).",
  415: "Your browser sent the form in a way we cannot read.",
};

/**
 * Reads an HTML form post (urlencoded; size and time limits of readBodyText) into a plain
 * object of its string fields. A client mistake is a FormFailure with what was typed, for the
 * page to show in the form again, never a throw.
 */
export async function readFormBody(
  request: Request,
  options: {
    /** Take a post from any origin: for a link whose token is the proof (RFC 8058's one-click unsubscribe). */
    anyOrigin?: boolean;
    /** Take multipart/form-data too (what RFC 8058 lets a mail provider send). */
    multipart?: boolean;
  } = {},
): Promise<FormBody> {
  const type = (request.headers.get("content-type") ?? "").trim();
  const body = await readBodyText(request, { limit: MAX_FORM_BODY_BYTES, keepReceived: true });
  if (!body.ok) {
    const values = body.received ? await fieldsOf(body.received, type) : {};
    return { ok: false, status: body.status, error: FORM_ERRORS[body.status], headers: body.headers, values };
  }
  // Read first, even when refused, so that the visitor gets their text back.
  if (!options.anyOrigin && !isSameOriginPost(request)) {
    return { ok: false, status: 403, error: FORM_ERRORS[403], values: await fieldsOf(body.text, type) };
  }
  const urlencoded = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!urlencoded && !(options.multipart && /^multipart\/form-data\b/i.test(type))) {
    return { ok: false, status: 415, error: FORM_ERRORS[415], values: await fieldsOf(body.text, type) };
  }
  return {
    ok: true,
    value: urlencoded ? Object.fromEntries(new URLSearchParams(body.text)) : await fieldsOf(body.text, type),
  };
}

/**
 * A refused form post's answer on the page: its status, and its headers (after a 408,
 * `Connection: close`, so that a client trickling its body does not keep the socket). Every form
 * page answers a failure through this, so none can forget the headers.
 */
export function refuseForm(
  response: { status?: number; statusText?: string; headers: Headers },
  failure: FormFailure,
): void {
  setPageStatus(response, failure.status);
  for (const [name, value] of Object.entries(failure.headers ?? {})) response.headers.set(name, value);
}

/**
 * Sets an on-demand page's status with its own reason phrase. Astro keeps the page's default
 * "OK" when only the status changes, so a refused form went out as "HTTP/1.1 403 OK".
 */
export function setPageStatus(response: { status?: number; statusText?: string }, status: number): void {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? "";
}
