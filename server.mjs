// The production server behind `npm start`: Next.js in-process on node:http, with one log
// line per request, a trustworthy client address for rate limiting, and graceful shutdown.
import http from "node:http";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import next from "next";
import {
  baseSecurityHeaders,
  cachePolicy,
  compressBuffer,
  contentSecurityPolicy,
  inlineScriptHashes,
  isCompressible,
  pickEncoding,
} from "./security.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
// Next would try to "patch" package-lock.json over the network at start; nothing to patch here.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE = "1";
process.env.NODE_ENV = "production";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustedProxyHeader = (process.env.TRUSTED_PROXY_HEADER ?? "").trim().toLowerCase();
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
export const CLIENT_IP_HEADER = "x-ignite-client-ip";
const hstsEnabled = (process.env.HSTS ?? "on") !== "off";
const COMPRESS_MIN_BYTES = 1024;

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("No production build found: building first (next build)...");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The visitor's address: the last hop our own proxy appended, or the socket's peer. */
function clientIp(req) {
  if (trustedProxyHeader) {
    const value = req.headers[trustedProxyHeader];
    const raw = Array.isArray(value) ? value.join(",") : value;
    const last = raw
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

/** Served over TLS directly, or behind a proxy that says so (only when we trust it). */
function isTls(req) {
  if (req.socket.encrypted) return true;
  return (
    Boolean(trustedProxyHeader) &&
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim() === "https"
  );
}

/**
 * Wraps the response so that, whatever Next.js writes, it leaves with the security headers,
 * a CSP that allows exactly this page's inline scripts by hash, a cache policy and
 * compression. Compressible bodies are buffered (pages are small); others stream through.
 */
function harden(req, res) {
  const tls = isTls(req);
  const pathname = (req.url ?? "/").split("?")[0];
  for (const [name, value] of Object.entries(baseSecurityHeaders({ tls, hsts: hstsEnabled })))
    res.setHeader(name, value);

  const writeHeadOriginal = res.writeHead.bind(res);
  const writeOriginal = res.write.bind(res);
  const endOriginal = res.end.bind(res);
  let mode; // "buffer" | "pass", decided at the first byte
  let headersFinal = false;
  const chunks = [];
  // Node writes the head implicitly through res.writeHead; let it through once ours are set.
  const write = (...args) => ((headersFinal = true), writeOriginal(...args));
  const end = (...args) => ((headersFinal = true), endOriginal(...args));

  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (headersFinal) return writeHeadOriginal(statusCode, reason, headers);
    if (typeof reason === "object" && reason !== null) [headers, reason] = [reason, undefined];
    res.statusCode = statusCode;
    if (typeof reason === "string") res.statusMessage = reason;
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => undefined;

  const finishHeaders = (type, html) => {
    if (res.statusCode === 304) {
      finishNotModified();
      return;
    }
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(html ? inlineScriptHashes(html) : [], { tls }));
    // Cache rules are for successful answers; errors keep the framework's no-store.
    const cache = res.statusCode === 200 ? cachePolicy(pathname, type) : null;
    if (cache) res.setHeader("Cache-Control", cache);
  };
  // A 304 has no body, and the browser merges its headers into the copy it stored. So it
  // carries no CSP (a hash-less policy would replace the stored one, made for this very body,
  // and block the page's inline scripts) and the same cache, ETag and Vary as the 200 would.
  const finishNotModified = () => {
    res.removeHeader("Content-Security-Policy");
    const looksLikePage = !/\.[a-z0-9]+$/i.test(pathname);
    const cache = cachePolicy(pathname, looksLikePage ? "text/html" : String(res.getHeader("content-type") ?? ""));
    if (cache) res.setHeader("Cache-Control", cache);
    const etag = res.getHeader("etag");
    if (
      pickEncoding(String(req.headers["accept-encoding"] ?? "")) &&
      typeof etag === "string" &&
      !etag.startsWith("W/")
    ) {
      res.setHeader("ETag", `W/${etag}`);
    }
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  };
  const decide = () => {
    if (mode) return;
    const type = String(res.getHeader("content-type") ?? "");
    mode = !res.getHeader("content-encoding") && isCompressible(type) ? "buffer" : "pass";
    if (mode === "pass") finishHeaders(type, null);
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");

  res.write = function (chunk, encoding, callback) {
    decide();
    if (mode === "pass") return write(chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const cb = typeof encoding === "function" ? encoding : callback;
    if (cb) process.nextTick(cb);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    decide();
    if (mode === "pass") return end(chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    let body = Buffer.concat(chunks);
    const type = String(res.getHeader("content-type") ?? "");
    finishHeaders(type, type.startsWith("text/html") ? body.toString("utf8") : null);
    const encodingName = pickEncoding(String(req.headers["accept-encoding"] ?? ""));
    if (encodingName && body.length >= COMPRESS_MIN_BYTES && req.method !== "HEAD") {
      body = compressBuffer(body, encodingName);
      res.setHeader("Content-Encoding", encodingName);
      const etag = res.getHeader("etag");
      if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
    }
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (req.method !== "HEAD") res.setHeader("Content-Length", body.length);
    return end(req.method === "HEAD" ? undefined : body, callback);
  };
}

let inFlight = 0;
let shuttingDown = false;

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  inFlight++;
  // Never trust a client-supplied copy of our internal header.
  req.headers[CLIENT_IP_HEADER] = clientIp(req);
  harden(req, res);
  if (shuttingDown) res.setHeader("Connection", "close");
  res.on("close", () => {
    inFlight--;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.url} ${res.statusCode} ${ms.toFixed(1)}ms`);
    if (shuttingDown && inFlight === 0) finish();
  });
  handle(req, res).catch((error) => {
    console.error(`Error handling ${req.method} ${req.url}:`, error?.stack ?? error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ error: "Internal server error" }));
    } else res.end();
  });
});

server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Ignite Technologies site ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

let finished = false;
async function finish() {
  if (finished) return;
  finished = true;
  try {
    await globalThis.__igniteShutdown?.();
  } catch (error) {
    console.error("Error while closing resources:", error);
  }
  console.log("Shut down cleanly.");
  process.exit(0);
}

function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: finishing ${inFlight} in-flight request(s), accepting no new ones.`);
  server.close();
  server.closeIdleConnections?.();
  if (inFlight === 0) void finish();
  setTimeout(() => {
    console.error(`Grace period of ${SHUTDOWN_GRACE_MS} ms over; exiting with requests still open.`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
