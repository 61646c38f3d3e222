/**
 * What the newsletter's pages on demand do with a request, in either language (src/pages/newsletter
 * and src/pages/hi/newsletter): each answers a redirect, or the state its page shows. Redirects
 * stay in the page's language; the e-mails' links open the sign-up's language's pages.
 */
import type { AstroGlobal } from "astro";
import { newsletterState } from "@/leads/http/form-states";
import { clientOf, readFormBody, refuseForm, leadsContextOf, setPageStatus } from "@/leads/http/request";
import {
  checkConfirmation,
  confirmVisitor,
  subscribeVisitor,
  unsubscribeVisitor,
  type LinkOutcome,
} from "@/leads/submissions";
import type { NewsletterState } from "@/lib/contact/schema";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { messages } from "@/lib/i18n/messages";

/**
 * A sign-up without JavaScript (/newsletter): 303 to check-inbox (Post/Redirect/Get), or the box
 * again with the typed address. A plain visit goes to the box on the blog.
 */
export async function signUpRequest(
  astro: AstroGlobal,
  locale: Locale,
): Promise<{ redirect: string } | NewsletterState> {
  const at = (path: string) => localizePath(path, locale);
  if (astro.request.method !== "POST") return { redirect: `${at("/blog")}#newsletter` };
  const t = messages(locale).newsletter;
  const english = locale === "en";
  const body = await readFormBody(astro.request);
  const fields = body.ok ? body.value : body.values;
  const email = String(fields.email ?? "");
  if (!body.ok) {
    refuseForm(astro.response, body);
    const message = english ? `${body.error} Please check your address and subscribe again.` : t.checkEmail;
    return { kind: "error", message, email };
  }
  const outcome = await subscribeVisitor({ email, page: fields.page }, clientOf(astro), leadsContextOf(astro), locale);
  if (outcome.status === 200) return { redirect: at("/newsletter/check-inbox") };
  setPageStatus(astro.response, outcome.status);
  if (outcome.status === 429) astro.response.headers.set("Retry-After", String(outcome.retryAfterSeconds));
  const state = newsletterState(outcome, email);
  return english ? state : { ...state, message: outcome.status === 422 ? t.checkEmail : t.failed };
}

/**
 * The page a confirmation link opens: a GET shows one button (mail scanners open links on their
 * own and must not confirm anything); its POST confirms, then 303 to /newsletter/confirmed.
 */
export async function confirmRequest(
  astro: AstroGlobal,
  locale: Locale,
): Promise<{ redirect: string } | { outcome: LinkOutcome; token: string }> {
  let token = astro.url.searchParams.get("token") ?? "";
  if (astro.request.method === "POST") {
    const body = await readFormBody(astro.request);
    token = String((body.ok ? body.value : body.values).token ?? token);
    if (!body.ok) {
      refuseForm(astro.response, body);
      return { outcome: 200, token };
    }
    const outcome = await confirmVisitor(token, leadsContextOf(astro));
    if (outcome === 200) return { redirect: localizePath("/newsletter/confirmed", locale) };
    setPageStatus(astro.response, outcome);
    return { outcome, token };
  }
  const outcome = await checkConfirmation(token, leadsContextOf(astro));
  if (outcome !== 200) setPageStatus(astro.response, outcome);
  return { outcome, token };
}

export type UnsubscribeState = "unsubscribe" | "unsubscribed" | "unsubscribeInvalid" | "unavailable";

/**
 * An unsubscribe link: a GET shows one button; a POST unsubscribes at once, the button's (303 to
 * /newsletter/unsubscribed) or a mail provider's one-click POST of RFC 8058 (200). The link's
 * token is the proof, so a post from any origin is taken.
 */
export async function unsubscribeRequest(
  astro: AstroGlobal,
  locale: Locale,
): Promise<{ redirect: string } | { state: UnsubscribeState; action: string }> {
  const id = astro.url.searchParams.get("id") ?? "";
  const token = astro.url.searchParams.get("token") ?? "";
  const action = `${localizePath("/newsletter/unsubscribe", locale)}?${new URLSearchParams({ id, token })}`;
  let state: UnsubscribeState = "unsubscribe";
  if (astro.request.method === "POST") {
    const body = await readFormBody(astro.request, { anyOrigin: true, multipart: true });
    if (!body.ok) {
      refuseForm(astro.response, body);
    } else {
      const outcome = await unsubscribeVisitor(id, token, leadsContextOf(astro));
      const oneClick = body.value["List-Unsubscribe"] === "One-Click";
      if (outcome === 200 && !oneClick) return { redirect: localizePath("/newsletter/unsubscribed", locale) };
      if (outcome !== 200) setPageStatus(astro.response, outcome);
      state = outcome === 200 ? "unsubscribed" : outcome === 404 ? "unsubscribeInvalid" : "unavailable";
    }
  } else if (!/^[0-9a-f-]{36}$/i.test(id) || !/^[\w-]{43}$/.test(token)) {
    setPageStatus(astro.response, 404);
    state = "unsubscribeInvalid";
  }
  return { state, action };
}
