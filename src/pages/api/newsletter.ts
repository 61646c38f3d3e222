import type { APIRoute } from "astro";
import { methodNotAllowed } from "@/leads/http/body";
import { jsonSubmission } from "@/leads/http/request";
import { subscribeVisitor } from "@/leads/submissions";
import { submissionLanguage } from "@/lib/i18n/messages";

export const prerender = false;

/**
 * JSON API of the newsletter box (the no-JavaScript form posts to /newsletter). `lang`: "hi" from
 * a Hindi page, whose confirmation e-mail is then written in Hindi.
 */
export const POST = jsonSubmission(
  (input, client, context) => subscribeVisitor(input, client, context, submissionLanguage(input.lang).code),
  "Send the e-mail address as a JSON object.",
);

export const ALL: APIRoute = () => methodNotAllowed("POST");
