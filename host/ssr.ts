/**
 * Responses that the Astro handler writes leave through here. Whatever the app set, the
 * security headers and CSP are the host's; Cache-Control is filled in where the app set none;
 * and text bodies are compressed when the client accepts it and it pays (dist-layout.mjs's rule,
 * the build's too: 1 KB or more). Those
 * bodies are buffered, since on-demand pages and JSON answers are small; others stream through.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESS_MIN_BYTES, isCompressibleType } from "./dist-layout.mjs";
import type { Negotiated } from "./encoding";

export const INTERNAL_ERROR_BODY = JSON.stringify({ error: "Internal server error" });

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Fast settings: this runs per request, unlike the build's maximum compression. */
function compress(body: Buffer, coding: "br" | "gzip"): Promise<Buffer> {
  return coding === "br"
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(body, { level: 6 });
}

export interface SsrPolicy {
  /** Security headers and CSP; they replace any the app set. */
  securityHeaders: Readonly<Record<string, string>>;
  /** Cache-Control for a response whose app set none. */
  cacheControl: (status: number, contentType: string) => string;
  /** What the client prefers of br and gzip; identity to send uncompressed. */
  coding: Negotiated;
}

export interface Interception {
  /** Hands the response back untouched, for an answer the host writes itself (the 404 page). */
  release(): void;
  /** Whether the app has begun its body, so that the response can no longer be replaced. */
  readonly started: boolean;
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

export function interceptResponse(req: IncomingMessage, res: ServerResponse, policy: SsrPolicy): Interception {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let decided = false;
  let buffered: Buffer[] | undefined;

  // Node sends the head with the first byte of the body; until then every header stays editable.
  // Once our write or end runs, Node calls writeHead itself to send the head: let that through.
  const writeHead = (status: number, ...rest: unknown[]): ServerResponse => {
    if (decided) return Reflect.apply(original.writeHead, res, [status, ...rest]) as ServerResponse;
    res.statusCode = status;
    const reason = rest.find((arg) => typeof arg === "string");
    if (reason) res.statusMessage = reason;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as
      OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  };

  const decide = (): void => {
    if (decided) return;
    decided = true;
    let type = String(res.getHeader("content-type") ?? "");
    // Astro says text/html without a charset; every page of ours is UTF-8, and says so.
    if (/^text\/html\s*$/i.test(type)) {
      type = "text/html; charset=utf-8";
      res.setHeader("Content-Type", type);
    }
    if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", policy.cacheControl(res.statusCode, type));
    for (const [name, value] of Object.entries(policy.securityHeaders)) res.setHeader(name, value);
    if (!isCompressibleType(type) || res.hasHeader("content-encoding")) return;
    addVary(res);
    const hasBody = req.method !== "HEAD" && res.statusCode !== 204 && res.statusCode !== 304;
    if (hasBody && policy.coding !== "identity") buffered = [];
  };

  const finish = async (body: Buffer, callback: Callback | undefined): Promise<void> => {
    let out = body;
    if (body.length >= COMPRESS_MIN_BYTES && policy.coding !== "identity") {
      try {
        out = await compress(body, policy.coding);
        res.setHeader("Content-Encoding", policy.coding);
        const etag = res.getHeader("etag");
        if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
      } catch {
        // Out of memory, most likely: the uncompressed body is still a correct answer.
        out = body;
      }
    }
    res.setHeader("Content-Length", out.length);
    Reflect.apply(original.end, res, [out, callback]);
  };

  const write = (...args: unknown[]): boolean => {
    decide();
    if (!buffered) return Reflect.apply(original.write, res, args) as boolean;
    const [chunk, encoding, callback] = args;
    buffered.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as Callback);
    return true;
  };

  const end = (...args: unknown[]): ServerResponse => {
    const callback = typeof args.at(-1) === "function" ? (args.pop() as Callback) : undefined;
    let [chunk, encoding] = args;
    // The adapter answers a render that threw with an empty 500; API clients expect JSON.
    if (!decided && res.statusCode >= 500 && chunk == null && !res.hasHeader("content-type")) {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      chunk = INTERNAL_ERROR_BODY;
      encoding = "utf8";
    }
    decide();
    if (!buffered) return Reflect.apply(original.end, res, [chunk, encoding, callback]) as ServerResponse;
    if (chunk != null) buffered.push(toBuffer(chunk, encoding));
    void finish(Buffer.concat(buffered), callback);
    return res;
  };

  Object.assign(res, { writeHead, write, end });
  return {
    release() {
      Object.assign(res, original);
    },
    get started() {
      return decided;
    },
  };
}
