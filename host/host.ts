/**
 * The production host behind `npm start`: node:http serving the prerendered site from memory
 * and handing the on-demand routes to Astro's handler (@astrojs/node in middleware mode), with
 * the security headers, the request log, the client address and a graceful close.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { DIST } from "./dist-layout.mjs";
import type { HostConfig } from "../src/config";
import { requestLogLine } from "./log";
import { runOnDemand, type AstroHandler } from "./on-demand";
import { answerBeacon, BeaconTally, type Beacon } from "./beacon";
import { isTls } from "./proxy";
import { decodePath, JSON_BODY_ROUTES, parseTarget, routeRequest } from "./routing";
import { refuseJsonHeaders } from "../src/leads/http/body";
import { ON_DEMAND_PAGES } from "../src/lib/navigation/on-demand-pages";
import {
  baseSecurityHeaders,
  cachePolicy,
  contentSecurityPolicy,
  isCmsPath,
  readCspHashes,
  REVALIDATE,
} from "./security";
import { loadStaticSite, type StaticSite } from "./static-site";
import { sendStatic } from "./static-response";

export type { AstroHandler } from "./on-demand";

/** The part of src/leads/context.ts's LeadsContext that lets go of its timers and connections. */
export interface ClosableContext {
  close(): Promise<void>;
}

export interface HostOptions<C extends ClosableContext> {
  /** Holds client/, static-manifest.json and csp-hashes.json. */
  distDir: string;
  handler: AstroHandler<C>;
  /** getLeadsContext from src/leads/context.ts. */
  leadsContext: () => Promise<C>;
  config: HostConfig;
  /**
   * The insights' page-view beacon (POST /api/view), answered by the host without Astro
   * (host/beacon.ts); without it the Astro route answers.
   */
  beacon?: Beacon;
  /** How often the count of beacons answered 204 is logged (default a minute). */
  beaconLogIntervalMs?: number;
  /** How long a beacon's body may take to arrive (API_BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
  /** Request log lines go to `info`; failures to `error`. */
  logger?: Pick<Console, "info" | "error">;
}

export interface Host {
  readonly server: http.Server;
  readonly inFlight: number;
  listen(): Promise<AddressInfo>;
  /**
   * Opens the leads context now rather than at the first request, so that the lead notifier
   * sends what earlier runs left unsent without waiting for a visitor. A database that is not
   * there yet is tried again every `retryMs` (a request or /healthz may open it sooner).
   */
  warm(retryMs?: number): void;
  /** Stops accepting, lets requests in flight finish, then closes the leads context if one was made. */
  close(): Promise<void>;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

function sendNotFound(req: IncomingMessage, res: ServerResponse, site: StaticSite): void {
  // An unknown path under a language's prefix (/hi/…) gets that language's 404 page.
  const path = (req.url ?? "/").split("?")[0]!;
  const local = [...site.notFoundIn].find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
  const page = local ?? site.notFound;
  if (page) sendStatic(req, res, page, { status: 404, cacheControl: "no-store" });
  else sendText(res, 404, "Not found");
}

export async function createHost<C extends ClosableContext>(options: HostOptions<C>): Promise<Host> {
  const { config, handler, logger = console } = options;
  const site = await loadStaticSite(options.distDir);
  // The site's pages, for the insights: the build's HTML files and the on-demand pages. A view of
  // any other path is counted under one key (src/leads/insights/beacon.ts).
  const pages = new Set(ON_DEMAND_PAGES);
  for (const [urlPath, file] of site.files) if (file.type.startsWith("text/html")) pages.add(urlPath);
  const hashes = readCspHashes(path.join(options.distDir, DIST.cspHashes));
  // Built once: the policy depends only on the build and on whether the request came over TLS.
  const securityFor = (tls: boolean, cms: boolean) => ({
    ...baseSecurityHeaders({ tls, hsts: config.hsts, cms }),
    "Content-Security-Policy": contentSecurityPolicy(cms ? [...hashes.script, ...hashes.cms] : hashes.script, {
      tls,
      cms,
    }),
  });
  const security = {
    site: { plain: securityFor(false, false), tls: securityFor(true, false) },
    cms: { plain: securityFor(false, true), tls: securityFor(true, true) },
  };

  let context: Promise<C> | undefined;
  // getLeadsContext hands out the same promise until it fails; the last one handed out tells
  // close() whether there is anything to close.
  const leadsContext = () => (context = options.leadsContext());

  let inFlight = 0;
  let closing: { resolve: () => void } | undefined;
  // Every page sends a beacon: its 204s are counted, and said once a minute, not line by line
  // (2,000 a second would drown the log and cost the host a write each). Any other answer to a
  // beacon gets its own line.
  const beacons = new BeaconTally((line) => logger.info(line), options.beaconLogIntervalMs);

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    inFlight++;
    res.on("close", () => {
      inFlight--;
      // A response that never finished was not answered with its status: say so.
      const status = res.writableFinished ? res.statusCode : "aborted";
      if (status === 204 && req.url === "/api/view") beacons.answered(performance.now() - started);
      else logger.info(requestLogLine(req.method ?? "GET", req.url, status, performance.now() - started));
      if (closing && inFlight === 0) closing.resolve();
    });
    const target = parseTarget(req.url);
    const policies = target && isCmsPath(target.pathname) ? security.cms : security.site;
    const headers = isTls(req, config.trustedProxyHeader) ? policies.tls : policies.plain;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (closing) res.setHeader("Connection", "close");

    if (!target) return sendText(res, 400, "Bad request");
    const route = routeRequest(req.method ?? "GET", target, site.files);
    switch (route.kind) {
      case "redirect":
        res.statusCode = route.status;
        res.setHeader("Location", route.location);
        res.end();
        return;
      case "static":
        return sendStatic(req, res, route.file, {
          status: 200,
          cacheControl: cachePolicy(target.pathname, route.file.type) ?? REVALIDATE,
        });
      case "not-found":
        return sendNotFound(req, res, site);
      case "method-not-allowed":
        res.setHeader("Allow", route.allow);
        if (target.pathname.startsWith("/api/") || target.pathname === "/healthz") {
          return sendJson(res, 405, { error: `Method not allowed. Use ${route.allow}.` });
        }
        return sendText(res, 405, "Method not allowed");
      case "not-implemented":
        return sendText(res, 501, "Not implemented");
      case "app":
        if (target.pathname === "/api/view" && options.beacon) {
          void answerBeacon(req, res, {
            beacon: options.beacon,
            isPage: (path) => pages.has(path),
            trustedProxyHeader: config.trustedProxyHeader,
            bodyTimeoutMs: options.bodyTimeoutMs ?? 30_000,
            logError: (line) => logger.error(line),
          });
          return;
        }
        if (JSON_BODY_ROUTES.has(decodePath(target.pathname) ?? "")) {
          // Refused by its headers at once, and the connection closed: a body declared too large,
          // or not JSON, is never waited for (Astro would read it, however slowly it came).
          const refusal = refuseJsonHeaders(req.headers["content-type"], req.headers["content-length"]);
          if (refusal) return sendJson(res, refusal.status, { error: refusal.error }, { Connection: "close" });
        }
        void runOnDemand(req, res, target, {
          handler,
          leads: leadsContext,
          buildId: site.buildId,
          trustedProxyHeader: config.trustedProxyHeader,
          securityHeaders: headers,
          notFound: () => sendNotFound(req, res, site),
          logError: (line) => logger.error(line),
        });
    }
  }

  const server = http.createServer(
    {
      // Slow clients hold a connection for seconds, not Node's default 300 s. Node counts the
      // header time from a request's first byte, not across a keep-alive connection's idle time.
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // How often Node looks for requests over those limits (default 30 s, too coarse for them).
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs || 1_000),
    },
    onRequest,
  );
  // Longer than the 60 s idle timeout of common load balancers, so they never reuse a
  // connection that we are closing.
  server.keepAliveTimeout = 65_000;

  return {
    server,
    get inFlight() {
      return inFlight;
    },
    listen() {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          server.off("error", reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    warm(retryMs = 30_000) {
      // Said once, and again only when the reason changes: /healthz says it on every poll.
      let said = "";
      const attempt = () => {
        if (closing) return;
        leadsContext().catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          if (reason !== said) {
            logger.error(`Server context not opened at start (${reason}); trying again every ${retryMs} ms.`);
            said = reason;
          }
          setTimeout(attempt, retryMs).unref();
        });
      };
      attempt();
    },
    async close() {
      const drained = new Promise<void>((resolve) => (closing = { resolve }));
      server.close();
      if (inFlight > 0) await drained;
      // Finished keep-alive connections would otherwise hold the process open.
      server.closeAllConnections();
      beacons.stop();
      // A context that failed to open has nothing to close.
      const ctx = await context?.catch(() => undefined);
      if (ctx) await ctx.close();
    },
  };
}
