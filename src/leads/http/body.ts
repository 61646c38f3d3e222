import { readConfig } from "../../config";
import { CLIENT_IP_HEADER } from "../../lib/contact/host-headers";

/** A JSON body: 5,000 characters of message take at most 30 KB even written as \uXXXX escapes. */
export const MAX_BODY_BYTES = 32 * 1024;
/**
 * A urlencoded form body: percent-encoding takes 9 bytes for one Devanagari or CJK character,
 * so a full 5,000-character message in Hindi is about 45 KB; it must fit.
 */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function methodNotAllowed(allow: string): Response {
  return json({ error: `Method not allowed. Use ${allow}.` }, 405, { Allow: allow });
}

/** The client address set by the host (host/on-demand.ts); never a raw client-supplied header. */
export function clientKey(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** A client mistake in a body: its status and message, and the JSON answer the API gives for it. */
export interface BodyFailure {
  ok: false;
  status: 400 | 403 | 408 | 413 | 415;
  error: string;
  headers?: Record<string, string>;
  /** What arrived before the body was cut off (408, 413), so that a form can show it again. */
  received?: string;
  response: Response;
}

export function bodyFailure(
  status: BodyFailure["status"],
  error: string,
  extra: { headers?: Record<string, string>; received?: string } = {},
): BodyFailure {
  return { ok: false, status, error, ...extra, response: json({ error }, status, extra.headers) };
}

export type BodyResult = { ok: true; value: unknown } | BodyFailure;

let bodyTimeoutMs: number | undefined;

const tooLargeError = (limit: number) => `The request is too large (at most ${limit / 1024} KB).`;
const tooLarge = (limit: number, received?: string) => bodyFailure(413, tooLargeError(limit), { received });

/**
 * Reads a body of at most `limit` bytes without buffering more than that, within
 * API_BODY_TIMEOUT_MS: a client that trickles its body gets 408 and the connection is closed,
 * instead of holding it for Node's own (much longer) limit.
 */
export async function readBodyText(
  request: Request,
  { limit = MAX_BODY_BYTES, keepReceived = false } = {},
): Promise<{ ok: true; text: string } | BodyFailure> {
  // Refused unread, unless the caller wants what fits (a form shows it again).
  if (!keepReceived && Number(request.headers.get("content-length") ?? "0") > limit) return tooLarge(limit);
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), (bodyTimeoutMs ??= readConfig().leads.bodyTimeoutMs));
  });
  const chunks: Uint8Array[] = [];
  const received = () => Buffer.concat(chunks).toString("utf8");
  let size = 0;
  try {
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array> | "timeout";
      try {
        part = await Promise.race([reader.read(), timeout]);
      } catch {
        return bodyFailure(400, "The request body could not be read.", { received: received() });
      }
      if (part === "timeout") {
        void reader.cancel().catch(() => undefined);
        return bodyFailure(408, "The request took too long to arrive. Please try again.", {
          headers: { Connection: "close" },
          received: received(),
        });
      }
      if (part.done) break;
      if (size + part.value.byteLength > limit) {
        await reader.cancel().catch(() => undefined);
        // Keep what fits, so that a form can show it again.
        chunks.push(part.value.subarray(0, limit - size));
        return tooLarge(limit, received());
      }
      size += part.value.byteLength;
      chunks.push(part.value);
    }
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}

/**
 * Why a JSON API request is refused by its headers alone, before any of its body is read: not
 * declared JSON (415), or declared larger than MAX_BODY_BYTES (413). The host answers these itself,
 * at once (host/host.ts), rather than after a body that may never arrive; readJsonBody asks the same.
 */
export function refuseJsonHeaders(
  type: string | null | undefined,
  length: string | null | undefined,
): { status: 413 | 415; error: string } | null {
  if (!/^application\/json\b/i.test((type ?? "").trim())) {
    return { status: 415, error: "Send the form as JSON (Content-Type: application/json)." };
  }
  if (Number(length ?? "0") > MAX_BODY_BYTES) return { status: 413, error: tooLargeError(MAX_BODY_BYTES) };
  return null;
}

/** Reads a JSON body (see readBodyText) and turns every client mistake into a 4xx with a JSON explanation. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const refusal = refuseJsonHeaders(request.headers.get("content-type"), request.headers.get("content-length"));
  if (refusal) return bodyFailure(refusal.status, refusal.error);
  const body = await readBodyText(request);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return bodyFailure(400, "The request body is not valid JSON.");
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
