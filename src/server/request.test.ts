import { describe, expect, it } from "vitest";
import { isSameOriginPost, readFormBody } from "./request";

const form = (headers: Record<string, string>, body = "name=Asha&email=a%40example.com") =>
  new Request("http://127.0.0.1:3000/contact/submission", {
    method: "POST",
    headers: { host: "127.0.0.1:3000", "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

describe("form posts", () => {
  it("accept posts from this site and from clients that are not browsers", () => {
    expect(isSameOriginPost(form({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" }))).toBe(true);
    expect(isSameOriginPost(form({ origin: "http://127.0.0.1:3000" }))).toBe(true);
    expect(isSameOriginPost(form({}))).toBe(true);
  });

  it("refuse a form posted from another site (CSRF)", async () => {
    expect(isSameOriginPost(form({ "sec-fetch-site": "cross-site", origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginPost(form({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginPost(form({ origin: "not a url" }))).toBe(false);
    const refused = await readFormBody(form({ "sec-fetch-site": "cross-site" }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.response.status).toBe(403);
  });

  it("read the fields of a urlencoded body, and refuse other types and oversized bodies", async () => {
    const read = await readFormBody(form({ "sec-fetch-site": "same-origin" }));
    expect(read).toEqual({ ok: true, value: { name: "Asha", email: "a@example.com" } });
    const json = await readFormBody(form({ "content-type": "application/json" }, "{}"));
    expect(json.ok ? 0 : json.response.status).toBe(415);
    const huge = await readFormBody(form({}, `message=${"x".repeat(40 * 1024)}`));
    expect(huge.ok ? 0 : huge.response.status).toBe(413);
  });
});
