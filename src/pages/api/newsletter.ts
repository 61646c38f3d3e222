import type { APIRoute } from "astro";
import { methodNotAllowed } from "@/server/http";
import { jsonSubmission } from "@/server/request";
import { subscribeVisitor } from "@/server/submissions";

export const prerender = false;

/** JSON API of the newsletter box (the no-JavaScript form posts to /newsletter). */
export const POST = jsonSubmission(subscribeVisitor, "Send the e-mail address as a JSON object.");

export const ALL: APIRoute = () => methodNotAllowed("POST");
