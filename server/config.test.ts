import { describe, expect, it } from "vitest";
import { readHostConfig } from "./config";

describe("host config", () => {
  it("has today's defaults", () => {
    expect(readHostConfig({})).toEqual({
      host: "0.0.0.0",
      port: 3000,
      trustedProxyHeader: undefined,
      hsts: true,
      shutdownGraceMs: 10_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 40_000,
    });
  });

  it("reads and normalises every variable", () => {
    expect(
      readHostConfig({
        HOST: "127.0.0.1",
        PORT: "8080",
        TRUSTED_PROXY_HEADER: " X-Forwarded-For ",
        HSTS: "off",
        SHUTDOWN_GRACE_MS: "500",
        REQUEST_HEADERS_TIMEOUT_MS: "2000",
        REQUEST_TIMEOUT_MS: "5000",
      }),
    ).toEqual({
      host: "127.0.0.1",
      port: 8080,
      trustedProxyHeader: "x-forwarded-for",
      hsts: false,
      shutdownGraceMs: 500,
      headersTimeoutMs: 2_000,
      requestTimeoutMs: 5_000,
    });
  });

  it("refuses numbers that are not", () => {
    expect(() => readHostConfig({ PORT: "80a" })).toThrow(/PORT/);
    expect(() => readHostConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readHostConfig({ SHUTDOWN_GRACE_MS: "-1" })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
