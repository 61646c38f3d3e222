/**
 * What a page-view beacon must be before anything of it is stored, for the host's own path
 * (host/beacon.ts, in production) and the Astro route (src/pages/api/view.ts, under `astro dev`)
 * alike: sent by a page of this site as the site's script sends it, and about a page the site
 * has. Another site's page can post to /api/view too (a beacon needs no CORS), and what it
 * posted must neither be counted nor become the campaign of a visitor's later lead.
 */

/** A beacon's body, read: the page's path (a page of the site, or OTHER_PAGE), its query, the referrer. */
export interface PageView {
  path: string;
  /** The landing page's query: only its utm_* values are read. */
  query: string;
  referrer: string;
}

export type BeaconOutcome = { counted: true } | { counted: false; why: string };

/** Whether a path is one of the site's pages: the build's, as the host knows them, or the route registry's. */
export type IsPage = (path: string) => boolean;

export const MAX_BEACON_BYTES = 2_048;

/**
 * The one key every other path is counted under (a mistyped link, a scanner's /wp-admin/…):
 * the visitor is still counted, but no path of the visitor's choosing reaches the report.
 */
export const OTHER_PAGE = "(other)";

const PATH = /^\/[A-Za-z0-9\-._~/%]{0,199}$/;

/**
 * What the site's script sends (navigator.sendBeacon with a string: text/plain), and JSON. A
 * form's encodings are refused: any page on the web can post them here without asking.
 */
const BEACON_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i;

export interface BeaconRefusal {
  status: 403 | 415;
  error: string;
}

/**
 * Why a beacon is refused by its headers alone (`header(name)` in lower case), before its body is
 * read: sent from another site, or not in the script's content type. Null when it may be read.
 * Where it comes from is the forms' rule (request.ts's isSameOriginPost): a browser's
 * Sec-Fetch-Site must say same-origin (cross-site and same-site are refused); a browser that
 * sends none (older ones) must send an Origin that is this host. A client that sends neither is
 * not a browser acting for another site's page.
 */
export function refuseBeacon(header: (name: string) => string | null | undefined): BeaconRefusal | null {
  const fetchSite = header("sec-fetch-site");
  const origin = header("origin");
  const fromHere = fetchSite
    ? fetchSite === "same-origin"
    : origin == null || isOwnOrigin(origin, header("host") ?? "");
  if (!fromHere) return { status: 403, error: "A page view is taken only from this site's own pages." };
  if (!BEACON_TYPE.test((header("content-type") ?? "").trim())) {
    return { status: 415, error: "Send the page view as text or JSON (Content-Type: text/plain)." };
  }
  return null;
}

function isOwnOrigin(origin: string, host: string): boolean {
  return URL.canParse(origin) && new URL(origin).host === host.toLowerCase();
}

/**
 * A beacon's body, `{ p: path, q: query, r: referrer }` as text, read into a view; a path that is
 * not one of the site's pages becomes OTHER_PAGE. Not a view: too long, not JSON, no page path.
 */
export function readBeacon(text: string, isPage: IsPage): PageView | { counted: false; why: string } {
  if (text.length > MAX_BEACON_BYTES) return { counted: false, why: "too long" };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { counted: false, why: "not JSON" };
  }
  const { p, q, r } = (body ?? {}) as Record<string, unknown>;
  if (typeof p !== "string" || !PATH.test(p)) return { counted: false, why: "not a page" };
  const path = p.length > 1 ? p.replace(/\/+$/, "") : p;
  return {
    path: isPage(path) ? path : OTHER_PAGE,
    query: typeof q === "string" ? q : "",
    referrer: typeof r === "string" ? r : "",
  };
}

/** How a beacon is answered: 204 when counted or deliberately not, 400 for what is not a view. */
export function beaconAnswer(outcome: BeaconOutcome): { status: 204 } | { status: 400; error: string } {
  if (outcome.counted || !["not JSON", "not a page", "too long"].includes(outcome.why)) return { status: 204 };
  return { status: 400, error: `Not a page view (${outcome.why}).` };
}
