import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, cachePolicy, contentSecurityPolicy, isCmsPath, readCspHashes } from "./security";

const HASHES = ["'sha256-AbC+/123='", "'sha256-xyz987=='"];

function scriptSrc(csp: string): string[] {
  const directive = csp.split("; ").find((d) => d.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

describe("Content-Security-Policy", () => {
  it("allows 'self', exactly the given hashes and WebAssembly (site search) for scripts, nothing inline", () => {
    const csp = contentSecurityPolicy(HASHES, { tls: false });
    expect(scriptSrc(csp)).toEqual(["'self'", ...HASHES, "'wasm-unsafe-eval'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-src https://www.google.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("leaves fonts, media and connections to default-src 'self', which allows the same", () => {
    const csp = contentSecurityPolicy(HASHES, { tls: false });
    expect(csp.split("; ")[0]).toBe("default-src 'self'");
    for (const name of ["font-src", "media-src", "connect-src"]) expect(csp).not.toContain(name);
    // The ones that differ from it, or do not fall back to it, stay.
    for (const directive of [
      "img-src 'self' data: blob:",
      "worker-src 'self' blob:",
      "manifest-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp.split("; ")).toContain(directive);
  });

  it("upgrades insecure requests over TLS", () => {
    expect(contentSecurityPolicy(HASHES, { tls: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("lets only the CMS's pages reach GitHub (its API, raw files, the editor's avatar), and no scripts from it", () => {
    const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    const site = contentSecurityPolicy(HASHES, { tls: false });
    const cms = contentSecurityPolicy(HASHES, { tls: false, cms: true });
    expect(site).not.toContain("github");
    expect(directive(cms, "connect-src")).toBe(
      "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
    );
    expect(directive(cms, "img-src")).toBe("img-src 'self' data: blob: https://avatars.githubusercontent.com");
    expect(scriptSrc(cms)).toEqual(scriptSrc(site));
    expect(cms.replace(/ https:\/\/[^ ;]+github[^ ;]+/g, "").replace("; connect-src 'self'", "")).toBe(site);
    expect(["/keystatic", "/keystatic/", "/keystatic/collection/blog"].map(isCmsPath)).toEqual([true, true, true]);
    expect(["/", "/keystatic-tips", "/blog/keystatic", "/api/keystatic/github/login"].map(isCmsPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("refuses anything but hash sources", () => {
    expect(() => contentSecurityPolicy(["'unsafe-inline'"], { tls: false })).toThrow(/Not a CSP hash/);
    expect(() => contentSecurityPolicy(["'sha256-abc' 'unsafe-inline'"], { tls: false })).toThrow();
    expect(() => contentSecurityPolicy(["https://cdn.example"], { tls: false })).toThrow();
  });

  it("is built from dist/csp-hashes.json", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-csp-"));
    const file = path.join(dir, "csp-hashes.json");
    fs.writeFileSync(file, JSON.stringify({ script: HASHES }));
    expect(readCspHashes(file)).toEqual({ script: HASHES, cms: [] });
    expect(scriptSrc(contentSecurityPolicy(readCspHashes(file).script, { tls: false }))).toEqual([
      "'self'",
      ...HASHES,
      "'wasm-unsafe-eval'",
    ]);
    // The CMS's own directive (client:only), apart: the host allows it on the admin's pages only.
    fs.writeFileSync(file, JSON.stringify({ script: HASHES, cms: ["'sha256-only='"] }));
    expect(readCspHashes(file)).toEqual({ script: HASHES, cms: ["'sha256-only='"] });
    fs.writeFileSync(file, JSON.stringify({ scripts: HASHES }));
    expect(() => readCspHashes(file)).toThrow(/must be/);
    fs.writeFileSync(file, JSON.stringify({ script: HASHES, cms: "'sha256-only='" }));
    expect(() => readCspHashes(file)).toThrow(/must be/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("security headers", () => {
  it("sends HSTS only over TLS and only when enabled", () => {
    expect(baseSecurityHeaders({ tls: false, hsts: true })).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders({ tls: true, hsts: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders({ tls: true, hsts: true })["Strict-Transport-Security"]).toMatch(/max-age=63072000/);
    expect(baseSecurityHeaders({ tls: false, hsts: true })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("isolates the CMS's pages from other sites' windows (COOP), not the public pages", () => {
    expect(baseSecurityHeaders({ tls: true, hsts: true, cms: true })["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(baseSecurityHeaders({ tls: true, hsts: true })).not.toHaveProperty("Cross-Origin-Opener-Policy");
  });
});

describe("cache policy", () => {
  it.each([
    ["/_astro/index.B1a2c3.js", "text/javascript", "public, max-age=31536000, immutable"],
    ["/_astro/photo.hash.avif", "image/avif", "public, max-age=31536000, immutable"],
    ["/_img/blog-cover-640.0123456789.avif", "image/avif", "public, max-age=31536000, immutable"],
    ["/api/contact", "application/json", "no-store"],
    ["/healthz", "application/json", "no-store"],
    ["/og/blog/some-post.png", "image/png", "public, max-age=86400, stale-while-revalidate=604800"],
    ["/og/services/web.png", "image/png", "public, max-age=86400, stale-while-revalidate=604800"],
    ["/rss.xml", "application/rss+xml", "public, max-age=3600, stale-while-revalidate=86400"],
    ["/sitemap.xml", "application/xml", "public, max-age=3600, stale-while-revalidate=86400"],
    ["/robots.txt", "text/plain", "public, max-age=3600, stale-while-revalidate=86400"],
    [
      "/animations/service-mobile-apps.json",
      "application/json",
      "public, max-age=86400, stale-while-revalidate=604800",
    ],
    ["/images/people/a.jpg", "image/jpeg", "public, max-age=86400, stale-while-revalidate=604800"],
    ["/favicon.ico", "image/x-icon", "public, max-age=86400, stale-while-revalidate=604800"],
    ["/about", "text/html; charset=utf-8", "public, max-age=0, must-revalidate"],
    ["/manifest.webmanifest", "application/manifest+json", null],
  ])("%s → %s", (pathname, type, expected) => {
    expect(cachePolicy(pathname, type)).toBe(expected);
  });
});
