import { describe, expect, it } from "vitest";
import { chooseRepresentation, matchesIfNoneMatch } from "./static-response";
import type { LoadedFile, Representation } from "./static-site";

const rep = (coding: Representation["coding"], etag: string): Representation => ({
  coding,
  etag,
  size: 1,
  source: { bytes: Buffer.from("x") },
});
const file: LoadedFile = {
  type: "text/html; charset=utf-8",
  identity: rep("identity", '"h"'),
  variants: { br: rep("br", '"h-br"'), gzip: rep("gzip", '"h-gz"') },
};

describe("If-None-Match", () => {
  it("matches the same tag, weak or strong, in a list, or *", () => {
    expect(matchesIfNoneMatch('"h-br"', '"h-br"')).toBe(true);
    expect(matchesIfNoneMatch('W/"h-br"', '"h-br"')).toBe(true);
    expect(matchesIfNoneMatch('"old", "h-br"', '"h-br"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"h-br"')).toBe(true);
  });

  it("does not match another representation or an absent header", () => {
    expect(matchesIfNoneMatch('"h"', '"h-br"')).toBe(false);
    expect(matchesIfNoneMatch('"h-gz"', '"h-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"h"')).toBe(false);
    expect(matchesIfNoneMatch("", '"h"')).toBe(false);
  });
});

describe("representation", () => {
  it("picks the variant the client prefers, each with its own ETag", () => {
    expect(chooseRepresentation(file, "gzip, br").etag).toBe('"h-br"');
    expect(chooseRepresentation(file, "br;q=0, gzip").etag).toBe('"h-gz"');
    expect(chooseRepresentation(file, undefined).etag).toBe('"h"');
    expect(chooseRepresentation({ ...file, variants: {} }, "br").etag).toBe('"h"');
  });
});
