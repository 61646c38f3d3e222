import type { APIRoute } from "astro";
import { isSameOriginPost } from "@/leads/http/request";
import { endedSessionCookie } from "@/leads/insights/access";
import { json, methodNotAllowed } from "@/leads/http/body";

export const prerender = false;

/** Ends the dashboard's session in this browser (a same-origin form post), then back to its sign-in. */
export const POST: APIRoute = ({ request }) => {
  if (!isSameOriginPost(request)) return json({ error: "Sign out from the dashboard itself." }, 403);
  return new Response(null, {
    status: 303,
    headers: { Location: "/insights", "Set-Cookie": endedSessionCookie(), "Cache-Control": "no-store" },
  });
};

export const ALL: APIRoute = () => methodNotAllowed("POST");
