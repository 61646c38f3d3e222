/**
 * What the /insights page answers (src/pages/insights/index.astro renders it): nothing (404)
 * without INSIGHTS_PASSWORD_HASH; a sign-in (a POST) as a redirect with the session cookie or
 * the form again with why; the dashboard's report for a live session; else the form (401).
 */
import type { APIContext } from "astro";
import { insightsReport, type Report } from "../insights/report";
import { rangeOf, type Range } from "../insights/dashboard";
import { storageReason } from "../store/storage";
import { clientOf, leadsContextOf, readFormBody, refuseForm, setPageStatus } from "./request";

export const INSIGHTS_PATH = "/insights";

export type InsightsView =
  | { kind: "response"; response: Response }
  | { kind: "dashboard"; report: Report; range: Range }
  | { kind: "sign-in"; error?: string; unavailable?: boolean };

/** What the page gives: Astro's request context and the response it is about to send. */
type PageContext = Pick<APIContext, "locals" | "request" | "url"> & {
  response: { status?: number; statusText?: string; headers: Headers };
};

export async function insightsView(context: PageContext): Promise<InsightsView> {
  const { request, response } = context;
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  const unavailable = (what: string, error: unknown): InsightsView => {
    console.error(`Insights: ${what} (${storageReason(error)}).`);
    setPageStatus(response, 503);
    return { kind: "sign-in", unavailable: true };
  };
  let leads;
  try {
    leads = await leadsContextOf(context)();
  } catch (error) {
    return unavailable("the dashboard could not open the database", error);
  }
  const access = leads.insightsAccess;
  if (!access) return { kind: "response", response: new Response(null, { status: 404 }) };

  if (request.method === "POST") {
    const body = await readFormBody(request);
    if (!body.ok) {
      refuseForm(response, body);
      return { kind: "sign-in", error: body.error };
    }
    const outcome = await access.signIn(body.value.password ?? "", clientOf(context).ip);
    if (outcome.ok) {
      const headers = { Location: INSIGHTS_PATH, "Set-Cookie": outcome.cookie, "Cache-Control": "no-store" };
      return { kind: "response", response: new Response(null, { status: 303, headers }) };
    }
    setPageStatus(response, outcome.status);
    if (outcome.retryAfterSeconds) response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return { kind: "sign-in", error: outcome.error };
  }
  if (!access.signedIn(request.headers.get("cookie"))) {
    setPageStatus(response, 401);
    return { kind: "sign-in" };
  }
  const range = rangeOf(context.url.searchParams, new Date());
  try {
    return { kind: "dashboard", report: await insightsReport(leads.db, range.from, range.to), range };
  } catch (error) {
    return unavailable("the report could not be read", error);
  }
}
