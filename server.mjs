// The production server behind `npm start`: Next.js in-process on node:http, with one log
// line per request, a trustworthy client address for rate limiting, and graceful shutdown.
import http from "node:http";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import next from "next";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustedProxyHeader = (process.env.TRUSTED_PROXY_HEADER ?? "").trim().toLowerCase();
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
export const CLIENT_IP_HEADER = "x-ignite-client-ip";

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
    const last = raw?.split(",").map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

let inFlight = 0;
let shuttingDown = false;

const server = http.createServer((req, res) => {
  const started = process.hrtime.bigint();
  inFlight++;
  // Never trust a client-supplied copy of our internal header.
  req.headers[CLIENT_IP_HEADER] = clientIp(req);
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
