import { readConfig } from "../config";

export const MAX_BODY_BYTES = 32 * 1024;
export const CLIENT_IP_HEADER = "x-ignite-client-ip";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function methodNotAllowed(allow: string): Response {
  return json({ error: `Method not allowed. Use ${allow}.` }, 405, { Allow: allow });
}

/** The client address set by our server (server.mjs); never a raw client-supplied header. */
export function clientKey(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

let bodyTimeoutMs: number | undefined;

const tooLarge = () => json({ error: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB).` }, 413);

/**
 * Reads a body of at most MAX_BODY_BYTES without buffering more than that, within
 * API_BODY_TIMEOUT_MS: a client that trickles its body gets 408 and the connection is closed,
 * instead of holding it for Node's own (much longer) limit.
 */
export async function readBodyText(
  request: Request,
): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) return { ok: false, response: tooLarge() };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), (bodyTimeoutMs ??= readConfig().leads.bodyTimeoutMs));
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array> | "timeout";
      try {
        part = await Promise.race([reader.read(), timeout]);
      } catch {
        return { ok: false, response: json({ error: "The request body could not be read." }, 400) };
      }
      if (part === "timeout") {
        void reader.cancel().catch(() => undefined);
        const slow = json({ error: "The request took too long to arrive. Please try again." }, 408, {
          Connection: "close",
        });
        return { ok: false, response: slow };
      }
      if (part.done) break;
      size += part.value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, response: tooLarge() };
      }
      chunks.push(part.value);
    }
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}

/** Reads a JSON body (see readBodyText) and turns every client mistake into a 4xx with a JSON explanation. */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) {
    return { ok: false, response: json({ error: "Send the form as JSON (Content-Type: application/json)." }, 415) };
  }
  const body = await readBodyText(request);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, response: json({ error: "The request body is not valid JSON." }, 400) };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
