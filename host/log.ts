/**
 * The request log: one line per request with method, target, status and duration. It never
 * holds a request body, and a query only where it cannot carry personal data.
 */
import { parseTarget } from "./routing";

/** Form and API targets: a query here may be a form sent by GET, with a name and an e-mail. */
const PRIVATE_PATHS = ["/api", "/contact/submission", "/newsletter"];

function isPrivate(pathname: string): boolean {
  return PRIVATE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Control characters would let a crafted URL forge or split log lines. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

export function loggedTarget(method: string, rawUrl: string | undefined): string {
  const target = parseTarget(rawUrl);
  if (!target) return printable((rawUrl ?? "").split("?")[0] ?? "");
  const keepQuery = (method === "GET" || method === "HEAD") && !isPrivate(target.pathname);
  return printable(keepQuery ? target.pathname + target.search : target.pathname);
}

/** `status` is "aborted" when the response never completed (the client went away, or the socket was destroyed). */
export function requestLogLine(
  method: string,
  rawUrl: string | undefined,
  status: number | "aborted",
  ms: number,
): string {
  return `${method} ${loggedTarget(method, rawUrl)} ${status} ${ms.toFixed(1)}ms`;
}
