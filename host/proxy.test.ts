import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { addressOfHop, clientIp } from "./proxy";

describe("a forwarded hop", () => {
  it.each([
    ["8.8.4.4:1001", "8.8.4.4"],
    ["8.8.4.4", "8.8.4.4"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ['"[2001:db8::1]:8443"', "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["::ffff:198.51.100.20", "::ffff:198.51.100.20"],
    ["unknown", "unknown"],
  ])("%s is the address %s", (hop, address) => {
    expect(addressOfHop(hop)).toBe(address);
  });
});

describe("the client's address behind a trusted proxy", () => {
  const request = (hops: string | undefined) =>
    ({
      headers: hops === undefined ? {} : { "x-real-ip": hops },
      socket: { remoteAddress: "10.0.0.5" },
    }) as unknown as IncomingMessage;

  it("is the last hop when it is an IP address, without its port", () => {
    expect(clientIp(request("203.0.113.9, 198.51.100.7:5123"), "x-real-ip")).toBe("198.51.100.7");
    expect(clientIp(request("[2001:db8::7]:443"), "x-real-ip")).toBe("2001:db8::7");
  });

  it("is the connection's address when the last hop is not an IP address, and the log says why, once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      for (const hop of ["unknown", "_hidden", "proxy.internal", "198.51.100.7, not-an-ip", "x".repeat(5000)]) {
        expect(clientIp(request(hop), "x-real-ip"), hop.slice(0, 30)).toBe("10.0.0.5");
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/last hop is not an IP address/);
    } finally {
      warn.mockRestore();
    }
    expect(clientIp(request(undefined), "x-real-ip")).toBe("10.0.0.5");
    expect(clientIp(request("198.51.100.7"), undefined)).toBe("10.0.0.5");
  });
});
