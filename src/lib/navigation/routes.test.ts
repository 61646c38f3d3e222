import { describe, expect, it } from "vitest";
import { visitorPath } from "./routes";

describe("visitorPath", () => {
  it("turns the built files' names back into the paths a visitor sees", () => {
    expect(visitorPath("/blog.html")).toBe("/blog");
    expect(visitorPath("/blog/page/2.html")).toBe("/blog/page/2");
    expect(visitorPath("/index.html")).toBe("/");
    expect(visitorPath("/")).toBe("/");
    expect(visitorPath("/newsletter/confirm")).toBe("/newsletter/confirm");
    expect(visitorPath("/services/")).toBe("/services");
  });
});
