/** The host for real: a fake dist/ built by tools/build.mjs, a stub Astro handler, node:http requests. */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexClientDir, type StaticManifest } from "./dist-index.mjs";
import { CLIENT_IP_HEADER } from "../src/lib/contact/host-headers";
import type { HostConfig } from "../src/config";
import type { PageView } from "../src/leads/insights/beacon";
import { createHost, type AstroHandler, type ClosableContext, type Host } from "./host";

const HASHES = ["'sha256-dGhlbWUgc2NyaXB0IGhhc2ggZm9yIHRlc3Rz='", "'sha256-aXNsYW5kIGxvYWRlciBoYXNoIGZvciB0ZXN0cw=='"];
const LARGE = crypto.randomBytes(1_200_000);

const html = (title: string, filler: string, times: number) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${filler.repeat(times)}</body></html>`;
const PAGES: Record<string, string> = {
  "index.html": html("Home", "<p>Ignite builds fast, accessible websites.</p>", 40),
  "about.html": html("About", "", 0),
  "CookiesPolicy.html": html("Cookies", "<p>Cookies.</p>", 2),
  "404.html": html("Page not found", "<p>Nothing lives here.</p>", 60),
  "_astro/app.css": "body{margin:0;font-family:system-ui}".repeat(60),
};

function fakeDist(): Promise<string> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-host-"));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };
  for (const [file, content] of Object.entries(PAGES)) write(`client/${file}`, content);
  write("client/images/large.png", LARGE);
  write("csp-hashes.json", JSON.stringify({ script: HASHES }));
  return indexClientDir(dist).then(() => dist);
}

class FakeContext implements ClosableContext {
  closed: string[] = [];
  close = async () => void this.closed.push("context");
}

const handler: AstroHandler<FakeContext> = async (req, res, next, locals) => {
  const url = new URL(req.url ?? "/", "http://host");
  switch (url.pathname) {
    case "/api/contact":
      await locals.leads();
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(
        JSON.stringify({
          clientIp: locals.clientIp,
          header: req.headers[CLIENT_IP_HEADER],
          forwardedProto: req.headers["x-forwarded-proto"] ?? null,
          padding: "x".repeat(2000),
        }),
      );
      return;
    case "/blog/search":
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write(`<!doctype html><title>Search: ${url.searchParams.get("q")}</title>`);
      res.write("<article>A matching post</article>".repeat(60));
      res.end();
      return;
    case "/newsletter":
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<p>Thanks</p>");
      return;
    case "/boom":
      throw new Error("password=hunter2\n    at secret (/srv/secret.ts:1:1)");
    case "/empty-500":
      // What @astrojs/node's middleware writes when a render throws.
      res.writeHead(500, "Server error");
      res.end();
      return;
    case "/own-csp":
      res.writeHead(200, { "content-type": "text/html", "content-security-policy": "script-src 'unsafe-inline'" });
      res.end("<p>x</p>");
      return;
    case "/slow":
      await new Promise((resolve) => setTimeout(resolve, 300));
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end("finished");
      return;
    default:
      next();
  }
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(port: number, method: string, target: string, headers: http.OutgoingHttpHeaders = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function decoded(answer: Answer): string {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return zlib.brotliDecompressSync(answer.body).toString();
  if (coding === "gzip") return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

async function eventually<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("condition not met within 1 s");
}

const config = (overrides: Partial<HostConfig> = {}): HostConfig => ({
  host: "127.0.0.1",
  port: 0,
  trustedProxyHeader: undefined,
  hsts: true,
  shutdownGraceMs: 1000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 40_000,
  ...overrides,
});

let dist: string;
let manifest: StaticManifest;
let host: Host;
let port: number;
let context: FakeContext;
const info: string[] = [];
const errors: string[] = [];
const logLine = (prefix: string) => eventually(() => info.find((line) => line.startsWith(prefix)));

beforeAll(async () => {
  dist = await fakeDist();
  manifest = JSON.parse(fs.readFileSync(path.join(dist, "static-manifest.json"), "utf8")) as StaticManifest;
  context = new FakeContext();
  host = await createHost({
    distDir: dist,
    handler,
    leadsContext: async () => context,
    config: config(),
    logger: { info: (line: string) => info.push(line), error: (line: string) => errors.push(line) },
  });
  port = (await host.listen()).port;
});

afterAll(async () => {
  await host.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("static files", () => {
  it("serves a page precompressed with brotli, with its ETag and every security header", async () => {
    const answer = await send(port, "GET", "/", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      vary: "Accept-Encoding",
      "cache-control": "public, max-age=0, must-revalidate",
      etag: `${manifest.files["/"]?.etag.slice(0, -1)}-br"`,
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(answer.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toContain(
      `script-src 'self' ${HASHES.join(" ")} 'wasm-unsafe-eval';`,
    );
    expect(answer.headers["permissions-policy"]).toContain("camera=()");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(manifest.files["/"]?.br);
    expect(decoded(answer)).toBe(PAGES["index.html"]);
  });

  it("honours q-values: br;q=0 gets gzip, *;q=0 and no header get identity", async () => {
    const gzip = await send(port, "GET", "/", { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(PAGES["index.html"]);
    for (const headers of [{ "accept-encoding": "*;q=0" }, {}]) {
      const plain = await send(port, "GET", "/", headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.etag).toBe(manifest.files["/"]?.etag);
      expect(plain.body.toString()).toBe(PAGES["index.html"]);
    }
  });

  it("answers a matching If-None-Match with 304, no body, and the 200's caching headers", async () => {
    const first = await send(port, "GET", "/_astro/app.css", { "accept-encoding": "br" });
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await send(port, "GET", "/_astro/app.css", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    // The gzip copy a cache holds is not the br copy this client would get.
    const other = await send(port, "GET", "/_astro/app.css", { "accept-encoding": "br", "if-none-match": '"other"' });
    expect(other.status).toBe(200);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const answer = await send(port, "HEAD", "/about");
    expect(answer.status).toBe(200);
    expect(Number(answer.headers["content-length"])).toBe(PAGES["about.html"]?.length);
    expect(answer.headers.vary).toBeUndefined(); // below 1 KB: one representation only
    expect(answer.body.length).toBe(0);
  });

  it("redirects a trailing slash with 301, keeping the query", async () => {
    const answer = await send(port, "GET", "/about/?ref=nav");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/about?ref=nav");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
  });

  it("is case-sensitive and answers unknown paths with the 404 page", async () => {
    expect((await send(port, "GET", "/CookiesPolicy")).status).toBe(200);
    const answer = await send(port, "GET", "/cookiespolicy", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(decoded(answer)).toBe(PAGES["404.html"]);
    expect(await logLine("GET /cookiespolicy 404 ")).toMatch(/ms$/);
  });

  it.each(["/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/etc/passwd", "/_astro/..%5c..%5cstatic-manifest.json", "/404"])(
    "never serves anything outside dist/client: %s",
    async (target) => {
      const answer = await send(port, "GET", target);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe(PAGES["404.html"]);
    },
  );

  it("refuses other methods on a prerendered page", async () => {
    const answer = await send(port, "POST", "/about", { "content-type": "text/plain" }, "x");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });

  it("streams a file too large to keep in memory", async () => {
    const answer = await send(port, "GET", "/images/large.png", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(answer.body.equals(LARGE)).toBe(true);
  });
});

describe("on-demand routes", () => {
  it("serves the on-demand blog search from the app, compressed on the fly, with the static pages' CSP", async () => {
    const file = await send(port, "GET", "/about", { "accept-encoding": "br" });
    const search = await send(port, "GET", "/blog/search?q=astro", { "accept-encoding": "br" });
    expect(search.status).toBe(200);
    expect(search.headers["content-encoding"]).toBe("br");
    expect(search.headers.vary).toBe("Accept-Encoding");
    expect(search.headers.etag).toBeUndefined();
    expect(search.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(search.headers["content-security-policy"]).toBe(file.headers["content-security-policy"]);
    expect(decoded(search)).toContain("<title>Search: astro</title>");
    expect(await logLine("GET /blog/search?q=astro 200 ")).toBeDefined();
  });

  it("gives the app the socket address as the client, whatever the client claims", async () => {
    const answer = await send(
      port,
      "POST",
      "/api/contact?name=Ravi&email=ravi@example.com",
      {
        "content-type": "application/json",
        [CLIENT_IP_HEADER]: "203.0.113.66",
        "x-forwarded-proto": "https",
        "accept-encoding": "br",
      },
      "{}",
    );
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(JSON.parse(decoded(answer))).toMatchObject({
      clientIp: "127.0.0.1",
      header: "127.0.0.1",
      forwardedProto: null,
    });
    expect(await logLine("POST /api/contact 200 ")).toBeDefined();
    expect(info.join("\n")).not.toContain("ravi");
  });

  it("logs form targets without their query, even for GET", async () => {
    const answer = await send(port, "GET", "/newsletter?email=ravi@example.com", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBeUndefined(); // below 1 KB
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(await logLine("GET /newsletter 200 ")).toBeDefined();
    expect(info.join("\n")).not.toContain("ravi@example.com");
  });

  it("answers a throwing handler with a 500 in JSON, logging one line and leaking nothing", async () => {
    const answer = await send(port, "GET", "/boom");
    expect(answer.status).toBe(500);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(answer.body.toString())).toEqual({ error: "Internal server error" });
    const error = await eventually(() => errors.find((line) => line.includes("/boom")));
    expect(error).not.toContain("\n");
    expect(await logLine("GET /boom 500 ")).toBeDefined();
  });

  it("gives the adapter's empty 500 the same JSON body", async () => {
    const answer = await send(port, "GET", "/empty-500");
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.toString())).toEqual({ error: "Internal server error" });
  });

  it("keeps its own CSP when the app sets one", async () => {
    const answer = await send(port, "GET", "/own-csp");
    expect(answer.headers["content-security-policy"]).toContain(
      `script-src 'self' ${HASHES.join(" ")} 'wasm-unsafe-eval';`,
    );
    expect(answer.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Astro sends a page as bare text/html: the host says which charset it is in.
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("methods", () => {
  it("answers a method a route does not take with 405 and Allow (JSON on the API), never the app", async () => {
    const errorsBefore = errors.length;
    const trace = await send(port, "TRACE", "/api/contact");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("POST");
    expect(JSON.parse(trace.body.toString())).toEqual({ error: "Method not allowed. Use POST." });
    const patch = await send(port, "PATCH", "/blog/search");
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe("GET, HEAD");
    expect((await send(port, "PROPFIND", "/blog/search")).status).toBe(501);
    expect((await send(port, "TRACE", "/no-such-page")).status).toBe(404);
    expect(errors.slice(errorsBefore)).toEqual([]);
  });
});

describe("request log", () => {
  it("logs a request whose client went away before the answer as aborted, not as its status", async () => {
    await new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, method: "GET", path: "/slow?aborted=1", agent: false });
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    expect(await eventually(() => info.find((line) => line.startsWith("GET /slow?aborted=1 ")))).toMatch(
      /^GET \/slow\?aborted=1 aborted \d+\.\dms$/,
    );
  });
});

describe("the beacon's log", () => {
  it("counts the beacons answered 204 into one line an interval, and logs any other answer on its own", async () => {
    const lines: string[] = [];
    const beaconHost = await createHost({
      distDir: dist,
      handler,
      leadsContext: async () => context,
      config: config(),
      logger: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
      beacon: async () => ({ counted: true }),
      beaconLogIntervalMs: 200,
    });
    const beaconPort = (await beaconHost.listen()).port;
    const text = { "content-type": "text/plain;charset=UTF-8" };
    try {
      for (let i = 0; i < 3; i++) {
        expect((await send(beaconPort, "POST", "/api/view", text, '{"p":"/","q":"","r":""}')).status).toBe(204);
      }
      expect((await send(beaconPort, "POST", "/api/view", text, "not a view")).status).toBe(400);
      await send(beaconPort, "GET", "/");
      const summary = await eventually(() => lines.find((line) => line.includes("× 3")));
      expect(summary).toMatch(/^POST \/api\/view 204 × 3 in the last [\d.]+ s, slowest \d+\.\dms$/);
      expect(lines.filter((line) => /^POST \/api\/view \d/.test(line) && !line.includes("×"))).toEqual([
        expect.stringMatching(/^POST \/api\/view 400 \d+\.\dms$/),
      ]);
      expect(lines).toContainEqual(expect.stringMatching(/^GET \/ 200 /));
      // At shutdown, the count since the last line is said too.
      await send(beaconPort, "POST", "/api/view", text, '{"p":"/about"}');
    } finally {
      await beaconHost.close();
    }
    expect(lines.at(-1)).toMatch(/^POST \/api\/view 204 × 1 in the last [\d.]+ s/);
  });
});

describe("refused by their headers, at once", () => {
  /** Sends the head and a first byte of a body that never comes; what the host answers, and when it closed. */
  function unfinished(port: number, target: string, headers: string): Promise<{ response: string; ms: number }> {
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = net.connect(port, "127.0.0.1");
      let response = "";
      socket.on("data", (d: Buffer) => (response += d.toString()));
      socket.on("close", () => resolve({ response, ms: performance.now() - started }));
      socket.on("error", () => undefined);
      socket.setTimeout(5_000, () => socket.destroy());
      socket.write(`POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n{`);
    });
  }

  it("a JSON API body declared too large or not JSON: 413 or 415 and the connection closed, before the app reads it", async () => {
    const handled = info.length;
    for (const [target, headers, status] of [
      ["/api/contact", "Content-Type: application/json\r\nContent-Length: 100000\r\n", 413],
      ["/api/newsletter", "Content-Type: application/json\r\nContent-Length: 40000\r\n", 413],
      ["/api/contact", "Content-Type: text/plain\r\nContent-Length: 20\r\n", 415],
      ["/api/newsletter", "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 20\r\n", 415],
      ["/api/%63ontact", "Content-Length: 20\r\n", 415],
    ] as const) {
      const answer = await unfinished(port, target, headers);
      expect(answer.response, target).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer.response, target).toMatch(/\r\nConnection: close\r\n/i);
      expect(answer.response, target).toMatch(/\r\n\r\n\{"error":"(The request is too large|Send the form as JSON)/);
      expect(answer.ms, target).toBeLessThan(1_000);
    }
    // The app saw none of them (the stub answers /api/contact with 200).
    expect(info.slice(handled).filter((line) => / 200 /.test(line))).toEqual([]);
  });

  it("a beacon from another site or in a form's encoding: 403 or 415, unread and uncounted; a view of a path that is not a page is counted as (other)", async () => {
    const views: PageView[] = [];
    const beaconHost = await createHost({
      distDir: dist,
      handler,
      leadsContext: async () => context,
      config: config(),
      logger: { info: () => undefined, error: () => undefined },
      beacon: async (view) => (views.push(view), { counted: true }),
    });
    const beaconPort = (await beaconHost.listen()).port;
    try {
      for (const [headers, status] of [
        ["Content-Type: text/plain\r\nOrigin: https://evil.example\r\n", 403],
        ["Content-Type: text/plain\r\nSec-Fetch-Site: cross-site\r\n", 403],
        ["Content-Type: text/plain\r\nSec-Fetch-Site: same-site\r\n", 403],
        ["Content-Type: application/x-www-form-urlencoded\r\n", 415],
        ["Content-Type: multipart/form-data; boundary=x\r\n", 415],
      ] as const) {
        const answer = await unfinished(beaconPort, "/api/view", `${headers}Content-Length: 40\r\n`);
        expect(answer.response, headers).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(answer.response, headers).toMatch(/\r\nConnection: close\r\n/i);
        expect(answer.ms, headers).toBeLessThan(1_000);
      }
      const own = { "content-type": "text/plain;charset=UTF-8", origin: `http://127.0.0.1:${beaconPort}` };
      for (const p of ["/about", "/blog/search", "/wp-admin/install.php", "//evil.example/x", "/_astro/app.css"]) {
        const body = JSON.stringify({ p, q: "utm_campaign=x", r: "" });
        expect(
          (await send(beaconPort, "POST", "/api/view", { ...own, "sec-fetch-site": "same-origin" }, body)).status,
        ).toBe(204);
      }
      expect(views.map((v) => v.path)).toEqual(["/about", "/blog/search", "(other)", "(other)", "(other)"]);
    } finally {
      await beaconHost.close();
    }
  });
});

describe("behind a trusted proxy", () => {
  it("takes the client from the proxy's last hop, and TLS from X-Forwarded-Proto", async () => {
    const proxied = await createHost({
      distDir: dist,
      handler,
      leadsContext: async () => new FakeContext(),
      config: config({ trustedProxyHeader: "x-forwarded-for" }),
      logger: { info: () => undefined, error: () => undefined },
    });
    const { port: proxiedPort } = await proxied.listen();
    try {
      const headers = { "x-forwarded-for": "203.0.113.9, 198.51.100.1", "x-forwarded-proto": "https" };
      const echo = await send(
        proxiedPort,
        "POST",
        "/api/contact",
        { ...headers, "content-type": "application/json" },
        "{}",
      );
      expect(JSON.parse(echo.body.toString())).toMatchObject({ clientIp: "198.51.100.1", forwardedProto: "https" });
      expect(echo.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
      const page = await send(proxiedPort, "GET", "/", headers);
      expect(page.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
      expect(page.headers["content-security-policy"]).toMatch(/upgrade-insecure-requests$/);
      const plain = await send(proxiedPort, "GET", "/");
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe("close", () => {
  it("finishes requests in flight, refuses new ones, then closes the leads context", async () => {
    const used = new FakeContext();
    const closing = await createHost({
      distDir: dist,
      handler,
      leadsContext: async () => used,
      config: config(),
      logger: { info: () => undefined, error: () => undefined },
    });
    const { port: closingPort } = await closing.listen();
    await send(closingPort, "POST", "/api/contact", { "content-type": "application/json" }, "{}");
    const slow = send(closingPort, "GET", "/slow");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closing.inFlight).toBe(1);
    const closed = closing.close();
    await expect(send(closingPort, "GET", "/")).rejects.toThrow(/ECONNREFUSED/);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("finished");
    await closed;
    expect(used.closed).toEqual(["context"]);
  });

  it("does not create a leads context just to close it", async () => {
    let created = 0;
    const idle = await createHost({
      distDir: dist,
      handler,
      leadsContext: async () => (created++, new FakeContext()),
      config: config(),
      logger: { info: () => undefined, error: () => undefined },
    });
    await idle.listen();
    await idle.close();
    expect(created).toBe(0);
  });
});
