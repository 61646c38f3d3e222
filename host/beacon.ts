/**
 * The insights' beacon (POST /api/view) answered by the host itself, not through Astro's
 * handler: a page view is a few hundred bytes and a hash, and every page sends one, so its path
 * must cost about what a static file does (issue 41: 2,000 beacons a second, with GET / keeping
 * at least 0.8 of its throughput). The Astro route (src/pages/api/view.ts) answers the same
 * under `astro dev`; both refuse, read and answer a beacon with the same functions
 * (src/leads/insights/beacon.ts), and build the client with the same one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  beaconAnswer,
  MAX_BEACON_BYTES as MAX_BYTES,
  readBeacon,
  refuseBeacon,
  type BeaconOutcome,
  type IsPage,
  type PageView,
} from "../src/leads/insights/beacon";
import { clientOfHeaders, type Client } from "../src/leads/insights/insights";
import { clientIp, isTls } from "./proxy";

export type Beacon = (view: PageView, client: Client) => Promise<BeaconOutcome>;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

/** The body as text, at most MAX_BYTES, within `timeoutMs`; a status and an error otherwise. */
function readBody(
  req: IncomingMessage,
  timeoutMs: number,
): Promise<{ text: string } | { status: 408 | 413; error: string }> {
  return new Promise((resolve) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_BYTES) {
      resolve({ status: 413, error: `The request is too large (at most ${MAX_BYTES / 1024} KB).` });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => done({ status: 408, error: "The request took too long to arrive. Please try again." }),
      timeoutMs,
    );
    const done = (result: { text: string } | { status: 408 | 413; error: string }) => {
      clearTimeout(timer);
      req.removeAllListeners("data");
      resolve(result);
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BYTES)
        return done({ status: 413, error: `The request is too large (at most ${MAX_BYTES / 1024} KB).` });
      chunks.push(chunk);
    });
    req.on("end", () => done({ text: Buffer.concat(chunks).toString("utf8") }));
    req.on("error", () => done({ status: 408, error: "The request did not arrive whole." }));
  });
}

export async function answerBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    beacon: Beacon;
    /** The site's pages: the build's, and the on-demand ones. */
    isPage: IsPage;
    trustedProxyHeader: string | undefined;
    bodyTimeoutMs: number;
    logError: (line: string) => void;
  },
): Promise<void> {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  // Refused unread, and the connection closed: nothing of another site's body is waited for.
  const refusal = refuseBeacon(header);
  if (refusal) return sendJson(res, refusal.status, { error: refusal.error }, { Connection: "close" });
  const body = await readBody(req, options.bodyTimeoutMs);
  if (!("text" in body)) return sendJson(res, body.status, { error: body.error }, { Connection: "close" });
  const view = readBeacon(body.text, options.isPage);
  const origin = `${isTls(req, options.trustedProxyHeader) ? "https" : "http"}://${req.headers.host ?? ""}`;
  let outcome: BeaconOutcome;
  try {
    outcome =
      "path" in view
        ? await options.beacon(view, clientOfHeaders(header, clientIp(req, options.trustedProxyHeader), origin))
        : view;
  } catch (error) {
    options.logError(`Insights: a view was not counted (${String(error).replace(/\s+/g, " ")}).`);
    return sendJson(res, 503, { error: "The view could not be counted right now." });
  }
  const answer = beaconAnswer(outcome);
  if (answer.status === 400) return sendJson(res, 400, { error: answer.error });
  res.statusCode = 204;
  res.setHeader("Cache-Control", "no-store");
  res.end();
}

/**
 * The request log's view of the beacons: the 204s counted, with their slowest time, and one line
 * for each interval that had any ("POST /api/view 204 × 118,402 in the last 60 s, slowest 3.1ms").
 * The timer does not hold the process open; `flush` says the rest at shutdown.
 */
export class BeaconTally {
  #count = 0;
  #slowest = 0;
  #since = performance.now();
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly log: (line: string) => void,
    intervalMs = 60_000,
  ) {
    this.#timer = setInterval(() => this.flush(), intervalMs).unref();
  }

  answered(ms: number): void {
    this.#count++;
    if (ms > this.#slowest) this.#slowest = ms;
  }

  flush(): void {
    const elapsed = (performance.now() - this.#since) / 1000;
    const seconds = elapsed < 10 ? elapsed.toFixed(1) : Math.round(elapsed);
    if (this.#count > 0) {
      this.log(
        `POST /api/view 204 × ${this.#count.toLocaleString("en-GB")} in the last ${seconds} s, slowest ${this.#slowest.toFixed(1)}ms`,
      );
    }
    this.#count = 0;
    this.#slowest = 0;
    this.#since = performance.now();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.flush();
  }
}
