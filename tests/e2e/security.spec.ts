/**
 * Every page works under the Content-Security-Policy: no violation while it loads,
 * hydrates and its interactive parts are used. And the security, cache and compression
 * headers are on an HTML page, a static asset, an API answer and the 404 page.
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { gotoReady, notFoundPath, routes, untilHydrated, untilIdle } from "./registry";
import { inlineScripts, scriptHash } from "../../integrations/csp-hashes";

async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction("__reportCsp", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return problems;
}

/** Scrolls through the page so lazy images and animations load and reveals run. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Until the browser has drawn this position: its observers and lazy images have seen it.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
}

async function exercise(page: Page) {
  await scrollThrough(page);
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Command palette" })).toBeVisible();
  await page.keyboard.press("Escape");
  const html = page.locator("html");
  const wasDark = await html.evaluate((el) => el.classList.contains("dark"));
  await page
    .locator("header")
    .getByRole("button", { name: /Switch to (light|dark) mode/ })
    .click();
  // The header has hydrated and switched the theme; then the restyled page has been drawn and
  // the browser idle, so whatever the switch loads or runs has had its chance to be refused.
  await expect(html).toHaveClass(wasDark ? /\blight\b/ : /\bdark\b/);
  await untilIdle(page);
}

// The chrome (the palette, the theme switch) is the same on every page: it is used on the top
// pages and the first page of each other kind. The others of a kind share its layout but not its
// content (a gallery, an animation, an embed), so each is still loaded, scrolled through and
// left idle under the watch (CI's time: the sweep is a sample, not every page times every part).
for (const [index, route] of routes.entries()) {
  const full = route.kind === "page" || routes.findIndex((r) => r.kind === route.kind) === index;
  test(`no CSP violations on ${route.path}${full ? "" : " (its content)"}`, async ({ page }) => {
    const problems = await watchCsp(page);
    await gotoReady(page, route.path);
    if (full) {
      await exercise(page);
    } else {
      await scrollThrough(page);
      await untilIdle(page);
    }
    expect(problems).toEqual([]);
  });
}

test("no CSP violations on the 404 page", async ({ page }) => {
  const problems = await watchCsp(page);
  await gotoReady(page, notFoundPath);
  await exercise(page);
  expect(problems).toEqual([]);
});

test("forms, the map embed and the share button work under the CSP", async ({ page, context }) => {
  const problems = await watchCsp(page);
  await page.route(/https:\/\/www\.google\.com\/.*/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
  );
  await gotoReady(page, "/contact");
  await page.getByRole("button", { name: "Load interactive map" }).click();
  await expect(page.locator("iframe[title^='Interactive map']")).toBeVisible();
  // The islands hydrate when a visitor reaches for them; this checks them live under the CSP,
  // so it waits for the form's island (a Send clicked sooner is a plain POST, by design).
  await page.getByRole("textbox", { name: "Your name", exact: true }).click();
  await untilHydrated(page, "#contact-name");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#name-error")).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const post = routes.find((r) => r.kind === "post")!;
  await gotoReady(page, post.path);
  await page.getByRole("link", { name: "Share" }).click();
  await gotoReady(page, "/blog");
  await page.getByRole("searchbox", { name: "Search articles" }).click();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  expect(problems).toEqual([]);
});

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // 'wasm-unsafe-eval' (site search) compiles WebAssembly; it does not allow eval().
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "frame-src https://www.google.com",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("headers on an HTML page: CSP with the build's script hashes, revalidated, compressed", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  const headers = response.headers();
  expectSecurityHeaders(headers);
  expect(headers["content-security-policy"]).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["strict-transport-security"]).toBeUndefined(); // plain HTTP on loopback
  const gzip = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("headers on a hashed static asset: immutable for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
  const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response.headers());
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("headers on an API answer and on the 404 page", async ({ request }) => {
  const api = await request.post("/api/newsletter", { data: { email: "nope" } });
  expect(api.status()).toBe(422);
  expectSecurityHeaders(api.headers());
  expect(api.headers()["cache-control"]).toBe("no-store");

  const missing = await request.get(notFoundPath);
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers());
  expect(missing.headers()["cache-control"]).toContain("no-store");
});

test("a client cannot switch on HSTS by claiming TLS (no trusted proxy configured)", async ({ request }) => {
  const spoofed = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(spoofed.headers()["strict-transport-security"]).toBeUndefined();
});

test("a revalidation (304) carries the same CSP, cache rules and validators as the 200", async ({ request }) => {
  const first = await request.get("/projects", { headers: { "Accept-Encoding": "br" } });
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await request.get("/projects", { headers: { "Accept-Encoding": "br", "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  const headers = again.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  // The policy is the same for every page of a build, so a 304 may carry it: it cannot
  // replace the stored one with anything different.
  expect(headers["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["etag"]).toBe(etag);
  expect(headers["vary"]).toMatch(/Accept-Encoding/);
  // Each encoding is its own representation, with its own validator.
  const gzip = await request.get("/projects", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["etag"]).not.toBe(etag);
});

test("the CSP lists only the build's own inline scripts, the same on every page", async ({ request }) => {
  const policies = new Set<string>();
  const sent = new Set<string>();
  for (const path of ["/", "/about", "/blog", "/blog/search?q=design", notFoundPath, "/hi/blog/search?q=design"]) {
    const response = await request.get(path);
    policies.add(response.headers()["content-security-policy"] ?? "");
    for (const body of inlineScripts(await response.text())) sent.add(scriptHash(body));
  }
  expect(policies.size).toBe(1);
  const hashes = [...policies][0]!.match(/'sha256-[A-Za-z0-9+/=]{44}'/g) ?? [];
  // Exactly the build's list (theme script, island loader, client directives): nothing per page.
  const built = JSON.parse(fs.readFileSync("dist/csp-hashes.json", "utf8")) as { script: string[] };
  expect(hashes.sort()).toEqual([...built.script].sort());
  // And nothing the pages do not send: no hash for a client directive no source uses.
  expect(hashes.sort()).toEqual([...sent].sort());
});

test("compression honours q-values: br;q=0 is never brotli", async ({ request }) => {
  const noBrotli = await request.get("/", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
  expect(noBrotli.headers()["content-encoding"]).toBe("gzip");
  const nothing = await request.get("/", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
  expect(nothing.headers()["content-encoding"]).toBeUndefined();
  expect((await nothing.text()).startsWith("<!DOCTYPE html>")).toBe(true);
});

test("a page revisited from the browser cache (answered 304) still runs its scripts", async ({ page }) => {
  const problems = await watchCsp(page);
  const statuses: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/about" && r.request().resourceType() === "document") statuses.push(r.status());
  });
  await gotoReady(page, "/about");
  await gotoReady(page, "/contact");
  await gotoReady(page, "/about");
  // Chromium reports a revalidated document as 200 from cache or as 304; either way it was asked.
  expect(statuses).toHaveLength(2);
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Command palette" })).toBeVisible();
  expect(problems).toEqual([]);
});
