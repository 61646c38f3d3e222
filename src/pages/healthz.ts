import type { APIRoute } from "astro";
import { leadsHealth } from "@/leads/context";
import { json, methodNotAllowed } from "@/leads/http/body";
import { leadsContextOf } from "@/leads/http/request";
import { buildVersion } from "@/lib/build-version";

export const prerender = false;

/**
 * For load balancers: 200 only when a lead could be stored right now (a real write, cached for
 * 1.5 s), else 503 with the reason, so that visitors are sent to an instance that works.
 * `checks.notifications` counts the leads waiting for their e-mail and those given up on, for
 * monitoring: an unsendable lead is the agency's problem to act on, not a reason to take this
 * instance out of rotation, so it never makes the answer 503. `checks.webhook` does the same for
 * LEADS_WEBHOOK_URL's calls, and says when the endpoint answered 410 and nothing more goes to it.
 */
export const GET: APIRoute = async (context) => {
  const { database, notifications, webhook } = await leadsHealth(leadsContextOf(context));
  const ok = database.writable;
  const reason = ok ? undefined : `database not writable: ${database.reason ?? "unknown"}`;
  return json(
    {
      status: ok ? "ok" : "degraded",
      version: buildVersion(context.locals.buildId),
      reason,
      checks: { database, notifications, webhook },
    },
    ok ? 200 : 503,
  );
};

export const HEAD = GET;
export const ALL: APIRoute = () => methodNotAllowed("GET, HEAD");
