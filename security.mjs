// Response hardening for server.mjs: security headers on every response, a strict
// Content-Security-Policy whose inline scripts are allowed by their SHA-256 hashes (no
// 'unsafe-inline' for scripts), cache rules, and gzip/brotli compression.
import crypto from "node:crypto";
import zlib from "node:zlib";

export const MAP_EMBED_ORIGIN = "https://www.google.com";

/** The sha256 source expression of every inline, executable <script> in an HTML page. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1];
    const body = match[2];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes = [], { tls = false } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // React sets style attributes (reveal delays, word indices); no inline scripts follow from this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${MAP_EMBED_ORIGIN}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (tls) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

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

export function baseSecurityHeaders({ tls, hsts }) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (tls && hsts) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** Cache policy by path, applied when the framework did not already set an immutable one. */
export function cachePolicy(pathname, contentType) {
  if (pathname.startsWith("/_next/static/")) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/api/") || pathname === "/healthz") return "no-store";
  if (pathname.startsWith("/_next/image")) return null; // Next sets it from minimumCacheTTL
  if (pathname.startsWith("/og/")) return "public, max-age=86400, stale-while-revalidate=604800";
  if (pathname === "/rss.xml" || pathname === "/sitemap.xml" || pathname === "/robots.txt") {
    return "public, max-age=3600, stale-while-revalidate=86400";
  }
  if (/\.(?:jpg|jpeg|png|webp|avif|svg|ico|json|woff2?)$/.test(pathname)) {
    return "public, max-age=86400, stale-while-revalidate=604800";
  }
  if (contentType?.startsWith("text/html")) return "public, max-age=0, must-revalidate";
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

export function pickEncoding(acceptEncoding = "") {
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

export function isCompressible(contentType) {
  return typeof contentType === "string" && COMPRESSIBLE.test(contentType);
}

export function compressBuffer(buffer, encoding) {
  return encoding === "br"
    ? zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(buffer, { level: 6 });
}
