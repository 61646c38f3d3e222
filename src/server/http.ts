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

/**
 * Reads a JSON body of at most MAX_BODY_BYTES without buffering more than that, and turns
 * every client mistake into a 4xx with a JSON explanation.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) {
    return { ok: false, response: json({ error: "Send the form as JSON (Content-Type: application/json)." }, 415) };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => ({
    ok: false as const,
    response: json({ error: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB).` }, 413),
  });
  if (declared > MAX_BODY_BYTES) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array>;
      try {
        part = await reader.read();
      } catch {
        return { ok: false, response: json({ error: "The request body could not be read." }, 400) };
      }
      if (part.done) break;
      size += part.value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(part.value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: json({ error: "The request body is not valid JSON." }, 400) };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
