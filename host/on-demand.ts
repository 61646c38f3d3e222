/**
 * The on-demand routes: requests the prerendered files cannot answer go to the `handler` that
 * dist/server/entry.mjs exports (@astrojs/node in middleware mode), with the client address
 * and the leads context as Astro.locals.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_IP_HEADER } from "../src/lib/contact/host-headers";
import { negotiateEncoding } from "./encoding";
import { loggedTarget } from "./log";
import { clientIp, dropUntrustedForwarding } from "./proxy";
import type { Target } from "./routing";
import { cachePolicy } from "./security";
import { interceptResponse, INTERNAL_ERROR_BODY } from "./ssr";

/** What the on-demand routes receive as Astro.locals (declared in src/env.d.ts). */
export interface HostLocals<C> {
  clientIp: string;
  /** The id of the build being served (/healthz reports it). */
  buildId: string;
  /** The process's leads context, created on first use. */
  leads: () => Promise<C>;
}

/** The adapter's handler; it calls `next` for a path that no on-demand route matches. */
export type AstroHandler<C = unknown> = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: HostLocals<C>,
) => Promise<void>;

export interface OnDemand<C> {
  handler: AstroHandler<C>;
  leads: () => Promise<C>;
  buildId: string;
  trustedProxyHeader: string | undefined;
  securityHeaders: Readonly<Record<string, string>>;
  /** Answers with the 404 page. */
  notFound: () => void;
  logError: (line: string) => void;
}

export async function runOnDemand<C>(req: IncomingMessage, res: ServerResponse, target: Target, app: OnDemand<C>) {
  const method = req.method ?? "GET";
  const ip = clientIp(req, app.trustedProxyHeader);
  // Overwrites any copy the client sent.
  req.headers[CLIENT_IP_HEADER] = ip;
  dropUntrustedForwarding(req, app.trustedProxyHeader);
  const read = method === "GET" || method === "HEAD";
  const interception = interceptResponse(req, res, {
    securityHeaders: app.securityHeaders,
    // Only a successful read may be cached; a form's answer holds what the visitor typed.
    cacheControl: (status, type) =>
      read && status === 200 ? (cachePolicy(target.pathname, type) ?? "no-store") : "no-store",
    coding: negotiateEncoding(req.headers["accept-encoding"], ["br", "gzip"]),
  });
  const next = () => {
    interception.release();
    app.notFound();
  };
  try {
    await app.handler(req, res, next, { clientIp: ip, buildId: app.buildId, leads: app.leads });
  } catch (error) {
    // One line, and nothing of it for the client; the request log line follows.
    app.logError(`Error handling ${method} ${loggedTarget(method, req.url)}: ${String(error).replace(/\s+/g, " ")}`);
    if (interception.started || res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 500;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(INTERNAL_ERROR_BODY);
  }
}
