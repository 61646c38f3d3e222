/**
 * Which part of the host answers a request: a redirect, a prerendered file, the 404 page, or
 * the Astro handler. Pure: the static files are a map from URL path, so no request can name a
 * file outside dist/client.
 */

export interface Target {
  /** As sent: still percent-encoded. */
  pathname: string;
  /** "" or "?…". */
  search: string;
}

export type Route<F> =
  | { kind: "redirect"; status: 301 | 308; location: string }
  | { kind: "static"; file: F }
  | { kind: "not-found" }
  | { kind: "method-not-allowed"; allow: string }
  | { kind: "not-implemented" }
  | { kind: "app" };

/**
 * The methods of RFC 9110. Node's parser answers 400 itself to a name it does not know at all
 * (FOO), and CONNECT never becomes a request; the other names it knows (WebDAV's PROPFIND and
 * the like) get 501 here.
 */
const STANDARD_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"]);

/**
 * The on-demand routes (files in src/pages with `prerender = false`) and the methods each
 * answers; anything else gets 405 from the host, so the app never sees a method it does not
 * handle (Astro answered TRACE with a 500). host/routing.test.ts keeps this list in step
 * with src/pages.
 */
export const ON_DEMAND_ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/api/contact": ["POST"],
  "/api/newsletter": ["POST"],
  "/api/view": ["POST"],
  "/healthz": ["GET", "HEAD"],
  "/blog/search": ["GET", "HEAD"],
  "/api/posts": ["GET", "HEAD"],
  "/contact/submission": ["GET", "HEAD", "POST"],
  "/contact/sent": ["GET", "HEAD"],
  "/newsletter": ["GET", "HEAD", "POST"],
  "/newsletter/check-inbox": ["GET", "HEAD"],
  "/newsletter/confirm": ["GET", "HEAD", "POST"],
  "/newsletter/confirmed": ["GET", "HEAD"],
  "/newsletter/unsubscribe": ["GET", "HEAD", "POST"],
  "/newsletter/unsubscribed": ["GET", "HEAD"],
  // The same pages on the Hindi side (src/pages/hi).
  "/hi/blog/search": ["GET", "HEAD"],
  "/hi/contact/submission": ["GET", "HEAD", "POST"],
  "/hi/contact/sent": ["GET", "HEAD"],
  "/hi/newsletter": ["GET", "HEAD", "POST"],
  "/hi/newsletter/check-inbox": ["GET", "HEAD"],
  "/hi/newsletter/confirm": ["GET", "HEAD", "POST"],
  "/hi/newsletter/confirmed": ["GET", "HEAD"],
  "/hi/newsletter/unsubscribe": ["GET", "HEAD", "POST"],
  "/hi/newsletter/unsubscribed": ["GET", "HEAD"],
  "/cookies-policy": ["GET", "HEAD"],
  "/insights": ["GET", "HEAD", "POST"],
  "/insights/sign-out": ["POST"],
};

/**
 * The JSON API's routes (src/pages/api, jsonSubmission): the host refuses a body there by its
 * declared type and length before Astro reads any of it (src/leads/http/body.ts's
 * refuseJsonHeaders). host/routing.test.ts keeps the list in step with src/pages.
 */
export const JSON_BODY_ROUTES: ReadonlySet<string> = new Set(["/api/contact", "/api/newsletter"]);

/**
 * The routes an integration injects under a prefix: the CMS's API (Keystatic's sign-in, OAuth
 * callback and token refresh), in a build that has the CMS. A build without it has no such
 * route, so Astro hands these paths back and they get the site's 404 page.
 */
export const ON_DEMAND_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  "/api/keystatic/": ["GET", "HEAD", "POST"],
};

const STATIC_METHODS = "GET, HEAD";

/**
 * The blog list's states lived at /blog?q=&category=&page= before the list had static pages.
 * Such a link goes to the search page, which sends a state without a search on to its static
 * page (/blog/page/2, /blog/category/design).
 */
const LEGACY_BLOG_QUERY = /(^\?|&)(q|category|page)=/;

/**
 * Origin-form targets are appended to a fixed origin rather than resolved against it, so that
 * "//evil.example/" stays a path instead of becoming a host.
 */
export function parseTarget(rawUrl: string | undefined): Target | null {
  const raw = rawUrl || "/";
  try {
    const url = new URL(raw.startsWith("/") ? `http://host${raw}` : raw);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

/**
 * The canonical form of a path with a trailing slash, or null when there is none. Runs of
 * slashes collapse, so the Location can never be protocol-relative ("//host").
 */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  return pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
}

/** The decoded path, or null when it is malformed or tries to leave its directory. */
export function decodePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded;
}

export function routeRequest<F>(method: string, target: Target, files: ReadonlyMap<string, F>): Route<F> {
  if (!STANDARD_METHODS.has(method)) return { kind: "not-implemented" };
  const read = method === "GET" || method === "HEAD";
  const canonical = withoutTrailingSlash(target.pathname);
  if (canonical !== null) return { kind: "redirect", status: read ? 301 : 308, location: canonical + target.search };
  const path = decodePath(target.pathname);
  if (path === null) return { kind: "not-found" };
  // Astro's server manifest lists prerendered pages (404 included) without their code: handed
  // one, the handler answers 500. So the host answers them all itself, whatever the method.
  if (path === "/404" || path === "/hi/404") return { kind: "not-found" };
  // Astro's runtime image endpoint: every picture is made at build time, so it has no use here
  // and would only resize images on request.
  if (path === "/_image" || path.startsWith("/_image/")) return { kind: "not-found" };
  if (path === "/blog" && read && LEGACY_BLOG_QUERY.test(target.search))
    return { kind: "redirect", status: 301, location: `/blog/search${target.search}` };
  const file = files.get(path);
  if (file) return read ? { kind: "static", file } : { kind: "method-not-allowed", allow: STATIC_METHODS };
  const allowed =
    ON_DEMAND_ROUTES[path] ?? Object.entries(ON_DEMAND_PREFIXES).find(([prefix]) => path.startsWith(prefix))?.[1];
  if (allowed)
    return allowed.includes(method) ? { kind: "app" } : { kind: "method-not-allowed", allow: allowed.join(", ") };
  // No file and no on-demand route: only a read can still be something (the app's 404 page).
  return read ? { kind: "app" } : { kind: "not-found" };
}
