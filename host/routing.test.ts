import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import keystatic from "@keystatic/astro";
import {
  decodePath,
  JSON_BODY_ROUTES,
  ON_DEMAND_PREFIXES,
  ON_DEMAND_ROUTES,
  parseTarget,
  routeRequest,
  withoutTrailingSlash,
  type Target,
} from "./routing";
import { ON_DEMAND_PAGES } from "../src/lib/navigation/on-demand-pages";

const files = new Map([
  ["/", "index.html"],
  ["/about", "about.html"],
  ["/CookiesPolicy", "CookiesPolicy.html"],
  ["/blog/some-post", "blog/some-post.html"],
  ["/blog", "blog.html"],
  ["/_astro/app.css", "_astro/app.css"],
  ["/images/a b.png", "images/a b.png"],
]);

function route(method: string, url: string) {
  const target = parseTarget(url) as Target;
  return routeRequest(method, target, files);
}

describe("path to file", () => {
  it("maps pages and assets by exact, case-sensitive path", () => {
    expect(route("GET", "/")).toEqual({ kind: "static", file: "index.html" });
    expect(route("GET", "/about")).toEqual({ kind: "static", file: "about.html" });
    expect(route("HEAD", "/blog/some-post")).toEqual({ kind: "static", file: "blog/some-post.html" });
    expect(route("GET", "/CookiesPolicy")).toEqual({ kind: "static", file: "CookiesPolicy.html" });
    expect(route("GET", "/cookiespolicy")).toEqual({ kind: "app" });
    expect(route("GET", "/About")).toEqual({ kind: "app" });
    expect(route("GET", "/_astro/app.css?v=1")).toEqual({ kind: "static", file: "_astro/app.css" });
    expect(route("GET", "/images/a%20b.png")).toEqual({ kind: "static", file: "images/a b.png" });
  });

  it("never hands Astro's runtime image endpoint anything: pictures are made at build time", () => {
    expect(route("GET", "/_image?href=%2F_astro%2Fx.jpg&w=640")).toEqual({ kind: "not-found" });
    expect(route("GET", "/_image/anything")).toEqual({ kind: "not-found" });
  });

  it("does not answer the .html names or index.html themselves", () => {
    expect(route("GET", "/about.html")).toEqual({ kind: "app" });
    expect(route("GET", "/index.html")).toEqual({ kind: "app" });
  });

  it("hands paths without a file (the on-demand blog search) to the app, query or not; a query never hides a file", () => {
    expect(route("GET", "/blog/search?q=astro&page=2")).toEqual({ kind: "app" });
    expect(route("GET", "/blog/search")).toEqual({ kind: "app" });
    expect(route("GET", "/about?utm_source=x")).toEqual({ kind: "static", file: "about.html" });
    expect(route("GET", "/blog?utm_source=x")).toEqual({ kind: "static", file: "blog.html" });
  });

  it("sends the blog list's old query addresses on to the search page, which knows their new homes", () => {
    for (const search of ["?q=astro", "?category=design", "?page=2", "?utm_source=x&page=2"]) {
      expect(route("GET", `/blog${search}`)).toEqual({
        kind: "redirect",
        status: 301,
        location: `/blog/search${search}`,
      });
    }
    expect(route("HEAD", "/blog?q=astro")).toMatchObject({ kind: "redirect", status: 301 });
    expect(route("POST", "/blog?q=astro")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD" });
  });

  it("never hands a prerendered page to the app: other methods get 405", () => {
    expect(route("POST", "/about")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD" });
    expect(route("POST", "/newsletter")).toEqual({ kind: "app" });
  });

  it("hands the app only the methods an on-demand route answers: 405 with Allow, 501, or 404", () => {
    expect(route("TRACE", "/api/contact")).toEqual({ kind: "method-not-allowed", allow: "POST" });
    expect(route("GET", "/api/contact")).toEqual({ kind: "method-not-allowed", allow: "POST" });
    expect(route("PATCH", "/healthz")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD" });
    expect(route("TRACE", "/blog/search")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD" });
    expect(route("POST", "/api/posts")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD" });
    expect(route("DELETE", "/contact/submission")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD, POST" });
    expect(route("TRACE", "/about")).toEqual({ kind: "method-not-allowed", allow: "GET, HEAD" });
    expect(route("PROPFIND", "/about")).toEqual({ kind: "not-implemented" });
    expect(route("PURGE", "/api/contact")).toEqual({ kind: "not-implemented" });
    expect(route("TRACE", "/no-such-page")).toEqual({ kind: "not-found" });
    expect(route("GET", "/no-such-page")).toEqual({ kind: "app" });
  });

  const pagesDir = path.resolve(import.meta.dirname, "..", "src", "pages");
  /** The on-demand files of src/pages (`prerender = false`) whose source matches `kind`, as URL paths. */
  const onDemandFiles = (kind: RegExp, source: RegExp = /(?:)/) =>
    fs
      .readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => kind.test(file))
      .filter((file) => {
        const text = fs.readFileSync(path.join(pagesDir, file), "utf8");
        return /export const prerender = false/.test(text) && source.test(text);
      })
      .map((file) => `/${file.replace(/\.(astro|ts)$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/")
      .sort();

  it("lists every on-demand file of src/pages, so none is left to the app's own method handling", () => {
    expect(onDemandFiles(/\.(astro|ts)$/)).toEqual(Object.keys(ON_DEMAND_ROUTES).sort());
  });

  it("knows every on-demand page (an .astro file), so that a view of one counts as that page", () => {
    expect(onDemandFiles(/\.astro$/)).toEqual([...ON_DEMAND_PAGES].sort());
  });

  it("knows every JSON API route, so that the host refuses their bodies by their headers", () => {
    expect(onDemandFiles(/\.ts$/, /jsonSubmission\(/)).toEqual([...JSON_BODY_ROUTES].sort());
  });

  it("hands the CMS's API its sign-in reads and token refresh, and refuses other methods", () => {
    expect(route("GET", "/api/keystatic/github/login")).toEqual({ kind: "app" });
    expect(route("GET", "/api/keystatic/github/oauth/callback?code=x&state=y")).toEqual({ kind: "app" });
    expect(route("POST", "/api/keystatic/github/refresh-token")).toEqual({ kind: "app" });
    expect(route("PUT", "/api/keystatic/github/refresh-token")).toEqual({
      kind: "method-not-allowed",
      allow: "GET, HEAD, POST",
    });
    expect(route("POST", "/api/keystatic")).toEqual({ kind: "not-found" });
    expect(route("POST", "/api/keystaticx/y")).toEqual({ kind: "not-found" });
  });

  it("lists the prefix of every on-demand route the CMS integration injects", () => {
    const injected: { pattern: string; prerender?: boolean }[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-routes-"));
    try {
      const setup = keystatic().hooks["astro:config:setup"] as unknown as (options: object) => void;
      setup({
        injectRoute: (route: { pattern: string; prerender?: boolean }) => injected.push(route),
        updateConfig: () => {},
        config: { root: pathToFileURL(`${dir}/`), server: {} },
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const api = injected.filter((r) => r.prerender === false && r.pattern.startsWith("/api/"));
    expect(api.map((r) => r.pattern)).toEqual(["/api/keystatic/[...params]"]);
    expect(api.map((r) => r.pattern.replace(/\[\.\.\.\w+\]$/, ""))).toEqual(Object.keys(ON_DEMAND_PREFIXES));
  });

  it("answers /404 with the 404 page", () => {
    expect(route("GET", "/404")).toEqual({ kind: "not-found" });
  });

  it.each([
    "/../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/.%2e/server/main.ts",
    "/..%2f..%2fpackage.json",
    "/images/..%5c..%5cpackage.json",
    "/%00about",
    "/%E0%A4%A",
  ])("keeps %s inside dist/client", (url) => {
    const result = route("GET", url);
    expect(result.kind === "not-found" || result.kind === "app").toBe(true);
  });

  it("resolves dot segments before lookup, never above the root", () => {
    expect(parseTarget("/%2e%2e/%2e%2e/etc/passwd")).toEqual({ pathname: "/etc/passwd", search: "" });
    expect(parseTarget("/blog/../about")).toEqual({ pathname: "/about", search: "" });
  });

  it("rejects encoded separators and dot segments after decoding", () => {
    expect(decodePath("/..%2fetc")).toBeNull();
    expect(decodePath("/a%5cb")).toBeNull();
    expect(decodePath("/%zz")).toBeNull();
    expect(decodePath("/a%20b")).toBe("/a b");
  });
});

describe("trailing slash", () => {
  it("redirects with 301 and keeps the query", () => {
    expect(route("GET", "/about/?x=1&y=2")).toEqual({ kind: "redirect", status: 301, location: "/about?x=1&y=2" });
    expect(route("HEAD", "/blog/some-post/")).toEqual({ kind: "redirect", status: 301, location: "/blog/some-post" });
  });

  it("uses 308 for other methods so that a POST stays a POST", () => {
    expect(route("POST", "/api/contact/")).toEqual({ kind: "redirect", status: 308, location: "/api/contact" });
  });

  it("leaves / alone and never produces a protocol-relative Location", () => {
    expect(withoutTrailingSlash("/")).toBeNull();
    expect(withoutTrailingSlash("/about")).toBeNull();
    expect(withoutTrailingSlash("//")).toBe("/");
    expect(route("GET", "//evil.example/")).toEqual({ kind: "redirect", status: 301, location: "/evil.example" });
    expect(route("GET", "/\\evil.example/")).toEqual({ kind: "redirect", status: 301, location: "/evil.example" });
    expect(withoutTrailingSlash("/a//b///")).toBe("/a/b");
  });
});

describe("request target", () => {
  it("keeps // as a path and accepts the absolute form", () => {
    expect(parseTarget("//evil.example/x")).toEqual({ pathname: "//evil.example/x", search: "" });
    expect(parseTarget("http://site.example/about?x=1")).toEqual({ pathname: "/about", search: "?x=1" });
    expect(parseTarget("*")).toBeNull();
  });
});
