/**
 * Response hardening: the security headers every response carries, the Content-Security-Policy
 * (inline scripts allowed only by the hashes the build recorded, never by hashes of what is
 * being served, so an injected script stays blocked), and the cache policy by path.
 */
import fs from "node:fs";

export const MAP_EMBED_ORIGIN = "https://www.google.com";

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/**
 * The headers every response carries. `Cross-Origin-Opener-Policy: same-origin` only on the CMS's
 * pages (`cms`), where an editor's GitHub session lives: on a public page, which holds nothing a
 * window from another site could read, it made Chromium open a fresh renderer for the first
 * visit and doubled the page's main-thread work (ADR 0021, docs/performance.md).
 */
export function baseSecurityHeaders({
  tls,
  hsts,
  cms = false,
}: {
  tls: boolean;
  hsts: boolean;
  cms?: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
  };
  if (cms) headers["Cross-Origin-Opener-Policy"] = "same-origin";
  if (tls && hsts) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * What the CMS's admin (Keystatic in GitHub mode, /keystatic) reaches besides the site: GitHub's
 * API for the content and the editor's session, raw files, and the editor's avatar. Only its pages
 * get these sources.
 */
export const CMS_CONNECT_ORIGINS = ["https://api.github.com", "https://raw.githubusercontent.com"] as const;
export const CMS_IMAGE_ORIGINS = ["https://avatars.githubusercontent.com"] as const;

/** The admin's pages; a build without the CMS answers them with the 404 page. */
export function isCmsPath(pathname: string): boolean {
  return pathname === "/keystatic" || pathname.startsWith("/keystatic/");
}

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { tls, cms = false }: { tls: boolean; cms?: boolean },
): string {
  for (const hash of scriptHashes) {
    // Only hash sources: a keyword such as 'unsafe-inline' would switch the protection off.
    if (!HASH_SOURCE.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
  }
  const directives = [
    "default-src 'self'",
    // Site search (Pagefind) runs as WebAssembly; this allows compiling it, not eval().
    ["script-src 'self'", ...scriptHashes, "'wasm-unsafe-eval'"].join(" "),
    // React and Astro set style attributes (reveal delays, island styles); scripts do not follow from this.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(cms ? CMS_IMAGE_ORIGINS : [])].join(" "),
    // Fonts, media and (but on the CMS's pages) connections fall back to default-src 'self':
    // naming them again cost 59 bytes in every response's headers and allowed nothing more.
    ...(cms ? [["connect-src 'self'", ...CMS_CONNECT_ORIGINS].join(" ")] : []),
    `frame-src ${MAP_EMBED_ORIGIN}`,
    "worker-src 'self' blob:",
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (tls) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The script hashes the build wrote to dist/csp-hashes.json: `{ "script": ["'sha256-…'", …] }` for
 * every page, and `"cms"`: the client directives only the CMS's admin page uses (its
 * `client:only`), allowed on the admin's pages alone.
 */
export function readCspHashes(file: string): { script: string[]; cms: string[] } {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const { script, cms = [] } = (parsed ?? {}) as { script?: unknown; cms?: unknown };
  const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((h) => typeof h === "string");
  if (!isList(script) || !isList(cms)) {
    throw new Error(`${file} must be { "script": ["'sha256-…'", …], "cms": […] }`);
  }
  return { script, cms };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
const DAY_WITH_STALE = "public, max-age=86400, stale-while-revalidate=604800";
const HOUR_WITH_STALE = "public, max-age=3600, stale-while-revalidate=86400";

/** Cache-Control for a successful answer by path and type; null when no rule applies. */
export function cachePolicy(pathname: string, contentType: string | undefined): string | null {
  // Astro puts a content hash in every file name under /_astro/, src/lib/media/pictures.ts under /_img/.
  if (pathname.startsWith("/_astro/") || pathname.startsWith("/_img/")) return IMMUTABLE;
  if (pathname.startsWith("/api/") || pathname === "/healthz") return "no-store";
  if (pathname.startsWith("/og/")) return DAY_WITH_STALE;
  if (pathname === "/rss.xml" || pathname === "/sitemap.xml" || pathname === "/robots.txt") return HOUR_WITH_STALE;
  if (/\.(?:jpg|jpeg|png|webp|avif|gif|svg|ico|json|woff2?)$/.test(pathname)) return DAY_WITH_STALE;
  if (contentType?.startsWith("text/html")) return REVALIDATE;
  return null;
}
