import type { APIContext } from "astro";
import { describe, expect, it } from "vitest";
import type { PageView } from "../insights/beacon";
import { beaconRoute, isSameOriginPost, readFormBody } from "./request";

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
    // Refused, with what was typed, for the page to show in the form again.
    const refused = await readFormBody(form({ "sec-fetch-site": "cross-site" }));
    expect(refused).toMatchObject({ ok: false, status: 403, values: { name: "Asha", email: "a@example.com" } });
  });

  it("read the fields of a urlencoded body, and refuse other types and oversized bodies", async () => {
    const read = await readFormBody(form({ "sec-fetch-site": "same-origin" }));
    expect(read).toEqual({ ok: true, value: { name: "Asha", email: "a@example.com" } });
    const json = await readFormBody(form({ "content-type": "application/json" }, '{"name":"Asha"}'));
    expect(json).toEqual(expect.objectContaining({ ok: false, status: 415, values: {} }));
    const plain = await readFormBody(form({ "content-type": "text/plain" }, "name=Asha\r\nmessage=a=b, kept"));
    expect(plain).toMatchObject({ ok: false, status: 415, values: { name: "Asha", message: "a=b, kept" } });
    const huge = await readFormBody(form({}, `name=Asha&message=${"x".repeat(70 * 1024)}`));
    expect(huge).toMatchObject({ ok: false, status: 413 });
    // What fits is kept: the name whole, the message up to the limit.
    if (!huge.ok) {
      expect(huge.values.name).toBe("Asha");
      expect(huge.values.message!.length).toBe(64 * 1024 - "name=Asha&message=".length);
    }
  });

  it("take a full 5,000-character message in Hindi, which percent-encoding makes 45 KB", async () => {
    const message = "नमस्ते".repeat(834).slice(0, 5000);
    const body = new URLSearchParams({ name: "Asha", message }).toString();
    expect(body.length).toBeGreaterThan(40 * 1024);
    const read = await readFormBody(form({}, body));
    expect(read).toEqual({ ok: true, value: { name: "Asha", message } });
  });

  it("keep the text of a form sent as multipart/form-data while refusing it with 415", async () => {
    const data = new FormData();
    data.set("name", "Asha");
    data.set("message", "Kept, though the encoding was wrong.");
    const multipart = new Request("http://127.0.0.1:3000/contact/submission", { method: "POST", body: data });
    const read = await readFormBody(multipart);
    expect(read).toMatchObject({
      ok: false,
      status: 415,
      values: { name: "Asha", message: "Kept, though the encoding was wrong." },
    });
  });
});

describe("the beacon's Astro route (astro dev)", () => {
  it("refuses, reads and folds a beacon as the host's own path does", async () => {
    const views: PageView[] = [];
    const leads = { insights: { beacon: async (view: PageView) => (views.push(view), { counted: true }) } };
    const route = beaconRoute(async () => (path) => path === "/about");
    const post = (headers: Record<string, string>, p = "/about") =>
      route({
        request: new Request("http://127.0.0.1:4321/api/view", {
          method: "POST",
          headers: { host: "127.0.0.1:4321", "content-type": "text/plain;charset=UTF-8", ...headers },
          body: JSON.stringify({ p, q: "utm_campaign=planted", r: "" }),
        }),
        locals: { clientIp: "127.0.0.1", leads: async () => leads },
      } as unknown as APIContext) as Promise<Response>;
    for (const [headers, status] of [
      [{ origin: "https://evil.example" }, 403],
      [{ "sec-fetch-site": "cross-site" }, 403],
      [{ "sec-fetch-site": "same-site" }, 403],
      [{ "content-type": "application/x-www-form-urlencoded" }, 415],
      [{ "content-type": "multipart/form-data; boundary=x" }, 415],
    ] as const) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(res.headers.get("connection")).toBe("close");
    }
    expect(views).toEqual([]);
    const own = { origin: "http://127.0.0.1:4321", "sec-fetch-site": "same-origin" };
    expect((await post(own)).status).toBe(204);
    expect((await post(own, "/wp-admin/install.php")).status).toBe(204);
    expect((await post(own, "https://evil.example/")).status).toBe(400);
    expect(views.map((v) => v.path)).toEqual(["/about", "(other)"]);
  });
});
