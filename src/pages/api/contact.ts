import type { APIRoute } from "astro";
import { isPlainObject, json, methodNotAllowed, readJsonBody } from "@/server/http";
import { clientOf, outcomeResponse, serverContextOf } from "@/server/request";
import { submitContactMessage } from "@/server/submissions";

export const prerender = false;

/** JSON API of the contact form (the no-JavaScript form posts to /contact/submission). */
export const POST: APIRoute = async (context) => {
  const body = await readJsonBody(context.request);
  if (!body.ok) return body.response;
  if (!isPlainObject(body.value)) return json({ error: "Send the form fields as a JSON object." }, 400);
  return outcomeResponse(await submitContactMessage(body.value, clientOf(context), serverContextOf(context)));
};

export const ALL: APIRoute = () => methodNotAllowed("POST");
