import { describe, expect, it } from "vitest";
import { loggedTarget, requestLogLine } from "./log";

describe("request log", () => {
  it("formats one line: method, target, status, duration", () => {
    expect(requestLogLine("GET", "/about", 200, 1.234)).toBe("GET /about 200 1.2ms");
  });

  it("says aborted, not a status, for a response that never completed", () => {
    expect(requestLogLine("POST", "/api/contact", "aborted", 12.34)).toBe("POST /api/contact aborted 12.3ms");
  });

  it("keeps the query of ordinary GETs", () => {
    expect(loggedTarget("GET", "/blog?q=astro&page=2")).toBe("/blog?q=astro&page=2");
  });

  it("drops the query of every POST", () => {
    expect(loggedTarget("POST", "/blog?token=abc")).toBe("/blog");
  });

  it.each([
    "/api/contact?name=Ravi&email=ravi@example.com",
    "/api/newsletter?email=ravi@example.com",
    "/contact/submission?name=Ravi&message=hello",
    "/newsletter?email=ravi@example.com",
  ])("drops the query of form and API targets even on GET: %s", (url) => {
    expect(loggedTarget("GET", url)).not.toContain("ravi");
    expect(loggedTarget("GET", url)).toBe(url.split("?")[0]);
  });

  it("does so for the absolute form too, and keeps control characters out", () => {
    expect(loggedTarget("GET", "http://site.example/api/contact?email=a@b.c")).toBe("/api/contact");
    expect(loggedTarget("GET", "/newsletters-archive?x=1")).toBe("/newsletters-archive?x=1");
    expect(requestLogLine("GET", "/a\nGET /forged 200", 404, 0)).not.toContain("\n");
  });
});
