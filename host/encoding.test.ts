import { describe, expect, it } from "vitest";
import { negotiateEncoding, parseAcceptEncoding } from "./encoding";

const both = ["br", "gzip"] as const;

describe("Accept-Encoding negotiation", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["gzip;q=0.4, br;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["br;q=0, *", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    ["gzip;q=0.5, identity;q=1", "identity"],
    ["gzip;q=1, identity;q=0.5", "gzip"],
    ["deflate", "identity"],
    ["BR;Q=1, GZIP", "br"],
    ["br ; q=0.9 , gzip ; q=1", "gzip"],
    ["br;q=2, gzip", "gzip"],
    ["br;q=abc, gzip;q=0.1", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it("sends identity to a client that sends no Accept-Encoding", () => {
    expect(negotiateEncoding(undefined, both)).toBe("identity");
  });

  it("chooses only among the variants that exist", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
    expect(negotiateEncoding("br, gzip", [])).toBe("identity");
  });

  it("parses q-values and ignores malformed members", () => {
    expect([...parseAcceptEncoding("gzip;q=0.5, br, *;q=0, x;q=1.5")]).toEqual([
      ["gzip", 0.5],
      ["br", 1],
      ["*", 0],
    ]);
  });
});
