import type { APIRoute } from "astro";
import { methodNotAllowed } from "@/leads/http/body";
import { jsonSubmission } from "@/leads/http/request";
import { subscribeVisitor } from "@/leads/submissions";

export const prerender = false;

/** JSON API of the newsletter box (the no-JavaScript form posts to /newsletter). */
export const POST = jsonSubmission(subscribeVisitor, "Send the e-mail address as a JSON object.");

export const ALL: APIRoute = () => methodNotAllowed("POST");
