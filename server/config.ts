/**
 * The host's environment variables, read and checked in one place. The application's own
 * (database, mail, rate limits) are read by src/server/config.ts.
 */
export interface HostConfig {
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** PORT, default 3000; 0 picks a free port. */
  port: number;
  /**
   * Lower-case name of the header our own reverse proxy appends the client address to
   * (TRUSTED_PROXY_HEADER, e.g. x-forwarded-for). Unset: no proxy is trusted, and the socket's
   * peer is the client.
   */
  trustedProxyHeader: string | undefined;
  /** Strict-Transport-Security on TLS responses; HSTS=off turns it off. */
  hsts: boolean;
  /** How long SIGTERM waits for requests in flight before exiting with 1 (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Time for a request's headers to arrive before Node answers 408 (REQUEST_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /**
   * Time for a whole request to arrive, any route (REQUEST_TIMEOUT_MS): Node's backstop. Keep it
   * above API_BODY_TIMEOUT_MS, so that the forms and the API answer their own JSON 408 first.
   */
  requestTimeoutMs: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}; got "${raw}"`);
  }
  return value;
}

export function readHostConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  return {
    host: env.HOST?.trim() || "0.0.0.0",
    port: wholeNumber(env, "PORT", 3000, 65_535),
    trustedProxyHeader: env.TRUSTED_PROXY_HEADER?.trim().toLowerCase() || undefined,
    hsts: env.HSTS?.trim().toLowerCase() !== "off",
    shutdownGraceMs: wholeNumber(env, "SHUTDOWN_GRACE_MS", 10_000),
    headersTimeoutMs: wholeNumber(env, "REQUEST_HEADERS_TIMEOUT_MS", 10_000),
    requestTimeoutMs: wholeNumber(env, "REQUEST_TIMEOUT_MS", 40_000),
  };
}
