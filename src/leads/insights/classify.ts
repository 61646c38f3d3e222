/**
 * What a page view says about where a visitor came from, without keeping anything that
 * identifies them: the referrer's host (ours dropped), the campaign's UTM values, a channel,
 * and a device class read from the user agent, which itself is never stored.
 */
import { isbot } from "isbot";

export type Channel = "search" | "social" | "email" | "campaign" | "referral" | "direct";

/** What a view keeps of where it came from. Click IDs (gclid, fbclid, …) are never read. */
export interface Origin {
  referrerHost: string | null;
  channel: Channel;
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

const SEARCH =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yandex\.[a-z]+|baidu\.com|ecosia\.org|search\.brave\.com|startpage\.com|perplexity\.ai)$/;
const SOCIAL =
  /(^|\.)(linkedin\.com|lnkd\.in|twitter\.com|x\.com|t\.co|facebook\.com|fb\.com|instagram\.com|youtube\.com|reddit\.com|news\.ycombinator\.com|threads\.net|mastodon\.social|bsky\.app|whatsapp\.com|t\.me)$/;
const WEBMAIL =
  /^(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|outlook\.office365\.com|mail\.yahoo\.com|mail\.zoho\.(com|in))$/;
const SEARCH_SOURCES = /^(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|brave|startpage|perplexity)$/;
const SOCIAL_SOURCES =
  /^(linkedin|twitter|x|facebook|fb|instagram|youtube|reddit|hackernews|hn|threads|mastodon|bluesky|whatsapp|telegram)$/;
const EMAIL_MEDIA = /^(e-?mail|newsletter)$/;
const SOCIAL_MEDIA = /^(social|social-media|social_media|sm)$/;

/**
 * Controls (NUL, ESC, line breaks), line and paragraph separators, and format characters (bidi
 * overrides and isolates, zero-width ones): no campaign needs them, and shown as they are they
 * could rewrite a terminal or reorder the text after them on the dashboard.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A UTM value as stored: no invisible characters, lower case, trimmed, at most 100 characters; empty is none. */
function utm(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.replace(INVISIBLE, "").trim().toLowerCase().slice(0, 100);
  return value ? value : null;
}

/** The referrer's host without "www.", or null when there is none, it is not http(s), or it is our own. */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
  return host === own ? null : host.slice(0, 200);
}

/** Where a visit came from, from its landing page's query and the referrer (Plausible's rules, simplified). */
export function originOf(search: string, referrer: string, ownHost: string): Origin {
  const params = new URLSearchParams(search);
  const [source, medium, campaign] = ["utm_source", "utm_medium", "utm_campaign"].map((n) => utm(params, n));
  const referrerHost = referrerHostOf(referrer, ownHost);
  const from = source ?? referrerHost;
  let channel: Channel;
  if ((medium && EMAIL_MEDIA.test(medium)) || (referrerHost && WEBMAIL.test(referrerHost))) channel = "email";
  else if ((medium && SOCIAL_MEDIA.test(medium)) || (from && (SOCIAL.test(from) || SOCIAL_SOURCES.test(from)))) {
    channel = "social";
  } else if (from && (SEARCH.test(from) || SEARCH_SOURCES.test(from))) channel = "search";
  else if (source || medium || campaign) channel = "campaign";
  else if (referrerHost) channel = "referral";
  else channel = "direct";
  return { referrerHost, channel, source: from, medium: medium ?? null, campaign: campaign ?? null };
}

export type Device = "mobile" | "tablet" | "desktop";

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** A crawler, a headless or automated browser, or no user agent at all. */
export function isAutomated(userAgent: string): boolean {
  return !userAgent.trim() || isbot(userAgent) || /Headless|Lighthouse|PhantomJS|Playwright|Puppeteer/i.test(userAgent);
}
