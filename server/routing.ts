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
  | { kind: "method-not-allowed" }
  | { kind: "app" };

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
  const read = method === "GET" || method === "HEAD";
  const canonical = withoutTrailingSlash(target.pathname);
  if (canonical !== null) return { kind: "redirect", status: read ? 301 : 308, location: canonical + target.search };
  const path = decodePath(target.pathname);
  if (path === null) return { kind: "not-found" };
  // Astro's server manifest lists prerendered pages (404 included) without their code: handed
  // one, the handler answers 500. So the host answers them all itself, whatever the method.
  if (path === "/404") return { kind: "not-found" };
  // Astro's runtime image endpoint: every picture is made at build time, so it has no use here
  // and would only resize images on request.
  if (path === "/_image" || path.startsWith("/_image/")) return { kind: "not-found" };
  const file = files.get(path);
  if (!file) return { kind: "app" };
  return read ? { kind: "static", file } : { kind: "method-not-allowed" };
}
