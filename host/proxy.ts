/**
 * What the host believes about the client and the connection. Behind our own reverse proxy
 * (TRUSTED_PROXY_HEADER set) it believes the proxy; otherwise only the socket.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { TLSSocket } from "node:tls";

/**
 * A hop as proxies write it, without the port some of them append: `8.8.4.4:1001` → `8.8.4.4`,
 * `[2001:db8::1]:443` → `2001:db8::1`. A bare IPv6 address keeps its colons. Without this, each
 * new source port of one client was a new client to the rate limit.
 */
export function addressOfHop(hop: string): string {
  const unquoted = hop.replace(/^"(.*)"$/, "$1");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(unquoted);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(unquoted);
  if (ipv4WithPort) return ipv4WithPort[1]!;
  return unquoted;
}

let warnedNotAnAddress = false;

/**
 * The visitor's address: the last hop our own proxy appended, when it is an IP address, or the
 * socket's peer. A last hop that is not an address (`unknown`, an obfuscated `_node` of RFC 7239,
 * a name) is a proxy set up wrong: its raw text would key the rate limit for every visitor at
 * once, or for whatever a client could get the proxy to write. The log says so, once.
 */
export function clientIp(req: IncomingMessage, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const value = req.headers[trustedProxyHeader];
    const last = (Array.isArray(value) ? value.join(",") : value)
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean)
      .pop();
    const address = last === undefined ? undefined : addressOfHop(last);
    if (address && isIP(address)) return address;
    if (last !== undefined && !warnedNotAnAddress) {
      warnedNotAnAddress = true;
      console.warn(
        `TRUSTED_PROXY_HEADER (${trustedProxyHeader}): the last hop is not an IP address, so the ` +
          "connection's address is used instead. Set the proxy to append the client's address.",
      );
    }
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** Served over TLS directly, or behind a trusted proxy that says so. */
export function isTls(req: IncomingMessage, trustedProxyHeader: string | undefined): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  return (
    Boolean(trustedProxyHeader) &&
    String(proto ?? "")
      .split(",")[0]
      ?.trim() === "https"
  );
}

const FORWARDED = ["x-forwarded-proto", "x-forwarded-host", "x-forwarded-port"] as const;

/**
 * Astro builds the request URL from X-Forwarded-Proto whoever sent it; without a proxy we
 * trust, those headers come from the client and must not reach the app.
 */
export function dropUntrustedForwarding(req: IncomingMessage, trustedProxyHeader: string | undefined): void {
  if (trustedProxyHeader) return;
  for (const name of FORWARDED) delete req.headers[name];
}
