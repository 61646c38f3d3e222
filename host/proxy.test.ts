import { describe, expect, it } from "vitest";
import { addressOfHop } from "./proxy";

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
