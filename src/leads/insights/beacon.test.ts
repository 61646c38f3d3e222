import { describe, expect, it } from "vitest";
import { beaconAnswer, OTHER_PAGE, readBeacon, refuseBeacon } from "./beacon";

const headers = (fields: Record<string, string>) => (name: string) =>
  ({ host: "ignite.example", "content-type": "text/plain;charset=UTF-8", ...fields })[name];
const isPage = (path: string) => ["/", "/about", "/services/web-development"].includes(path);
const body = (p: unknown, q = "", r = "") => JSON.stringify({ p, q, r });

describe("a beacon's headers", () => {
  it("take the site's own beacon (sendBeacon's text/plain, same origin), JSON, and a client that is not a browser", () => {
    expect(refuseBeacon(headers({ origin: "https://ignite.example", "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(refuseBeacon(headers({ "content-type": "application/json" }))).toBeNull();
    expect(refuseBeacon(headers({ origin: "https://IGNITE.example" }))).toBeNull();
    expect(refuseBeacon(headers({}))).toBeNull();
  });

  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
    [{ origin: "https://ignite.example.evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ "sec-fetch-site": "none" }],
  ])("refuse one from another site: %j", (fields) => {
    expect(refuseBeacon(headers(fields))).toMatchObject({ status: 403 });
  });

  it.each([
    ["application/x-www-form-urlencoded"],
    ["multipart/form-data; boundary=x"],
    ["text/html"],
    ["text/plainx"],
    [""],
  ])("refuse the content type %j", (type) => {
    expect(refuseBeacon(headers({ "content-type": type }))).toMatchObject({ status: 415 });
  });
});

describe("a beacon's body", () => {
  it("reads a page of the site as it is, and any other path as one key", () => {
    expect(readBeacon(body("/services/web-development/", "utm_campaign=x", "https://x.example/"), isPage)).toEqual({
      path: "/services/web-development",
      query: "utm_campaign=x",
      referrer: "https://x.example/",
    });
    expect(readBeacon(body("/"), isPage)).toMatchObject({ path: "/" });
    for (const p of ["/wp-admin/install.php", "//evil.example/x", "/..%2f..%2fetc%2fpasswd", "//", "/About"]) {
      expect(readBeacon(body(p), isPage), p).toMatchObject({ path: OTHER_PAGE });
    }
  });

  it("is not a view when too long, not JSON, or without a page path (400)", () => {
    for (const [text, why] of [
      ["not json", "not JSON"],
      [body("https://evil.example/"), "not a page"],
      [body(`/${"a".repeat(300)}`), "not a page"],
      [body(42), "not a page"],
      ["null", "not a page"],
      [body(`/${"a".repeat(100)}`, "x".repeat(2_048)), "too long"],
    ]) {
      const outcome = readBeacon(text!, isPage);
      expect(outcome, text).toEqual({ counted: false, why });
      expect(beaconAnswer(outcome as { counted: false; why: string })).toEqual({
        status: 400,
        error: `Not a page view (${why}).`,
      });
    }
  });
});
