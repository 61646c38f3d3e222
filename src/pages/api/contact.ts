import type { APIRoute } from "astro";
import { methodNotAllowed } from "@/leads/http/body";
import { jsonSubmission } from "@/leads/http/request";
import { submitContactMessage } from "@/leads/submissions";
import { getBudgetOptions } from "@/lib/content/collections";
import { submissionLanguage } from "@/lib/i18n/messages";

export const prerender = false;

/**
 * JSON API of the contact form (the no-JavaScript form posts to /contact/submission). `lang`:
 * "hi" from a Hindi page (the lead keeps it; field errors come back in Hindi).
 */
export const POST = jsonSubmission(
  async (input, client, context) =>
    submitContactMessage(input, client, context, await getBudgetOptions(), submissionLanguage(input.lang)),
  "Send the form fields as a JSON object.",
);

export const ALL: APIRoute = () => methodNotAllowed("POST");
