/**
 * What other sites and hostile clients can do to the insights, through the production host on
 * both engines (issue 53, the probe's N4–N7): beacons from another site or in a form's encoding
 * are refused and never become a lead's campaign; only the site's pages are kept as pages, and one
 * visitor's views a day are capped; control and bidi characters in a campaign are neither stored
 * nor shown; and the conversion rate is a share of visitors, never above 100 %.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import { storeContactMessage } from "@/leads/store/leads";
import { hashPassword } from "@/leads/insights/password";
import { databaseConfig, insightsCli, startSite, storageFor, type RunningServer } from "./harness";
import { validLead } from "./ledger";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PASSWORD = "masala chai, no sugar";
/** What must never reach a page or a CSV raw: C0/C1 controls but tab and line feed, bidi controls. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`insights against abuse on ${engine}`, () => {
    const storage = storageFor(engine);
    let site: RunningServer;
    let db: Db;

    beforeAll(async () => {
      site = await startSite({
        ...storage.env,
        TRUSTED_PROXY_HEADER: "x-forwarded-for",
        CONTACT_RATE_LIMIT: "0",
        INSIGHTS_PASSWORD_HASH: await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }),
      });
      db = (await openDatabase(databaseConfig(storage.env))).db;
    }, 60_000);

    afterAll(async () => {
      await site?.kill("SIGTERM");
      await db?.destroy();
    });

    const beacon = (ip: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/api/view`, {
        method: "POST",
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": BROWSER,
          "X-Forwarded-For": ip,
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const lead = (ip: string, message: string) =>
      fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": BROWSER,
          "X-Forwarded-For": ip,
          Referer: `${site.url}/contact`,
        },
        body: JSON.stringify({ ...validLead, message }),
      });
    /** Every view written so far (the host writes its buffer within a second). */
    const views = async () => {
      await new Promise((r) => setTimeout(r, 1_500));
      return db.selectFrom("insight_views").selectAll().execute();
    };

    it("refuses beacons from another site (Origin, Sec-Fetch-Site) and in a form's encoding; counts the site's own; a refused beacon never gives a lead its campaign", async () => {
      const ip = "198.51.100.20";
      const page = (campaign: string) => ({ p: "/about", q: `utm_source=x&utm_campaign=${campaign}`, r: "" });
      // The site's own beacon as Chromium sends it: sendBeacon's text, same origin.
      const own = await beacon(ip, page("own"), { Origin: site.url, "Sec-Fetch-Site": "same-origin" });
      expect(own.status).toBe(204);
      const refusals: [Record<string, string>, number][] = [
        [{ Origin: "https://evil.example" }, 403],
        [{ Origin: "null" }, 403],
        [{ "Sec-Fetch-Site": "cross-site" }, 403],
        [{ "Sec-Fetch-Site": "same-site" }, 403],
        [{ "Content-Type": "application/x-www-form-urlencoded" }, 415],
        [{ "Content-Type": "multipart/form-data; boundary=x" }, 415],
      ];
      for (const [headers, status] of refusals) {
        const res = await beacon(ip, page("planted"), headers);
        expect(res.status, JSON.stringify(headers)).toBe(status);
        expect(res.headers.get("connection"), JSON.stringify(headers)).toBe("close");
        expect(((await res.json()) as { error: string }).error).toMatch(/\w/);
      }
      const campaigns = (await views()).map((v) => v.campaign);
      expect(campaigns).toContain("own");
      expect(campaigns).not.toContain("planted");

      // A visitor another site beaconed for, with a campaign: their lead has no campaign of it.
      const visitor = "198.51.100.21";
      expect((await beacon(visitor, page("planted-on-lead"), { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
      expect((await lead(visitor, `[abuse-${engine}] planted campaign ${"x".repeat(30)}`)).status).toBe(201);
      const row = await db
        .selectFrom("contact_messages")
        .selectAll()
        .where("message", "like", `[abuse-${engine}] planted%`)
        .executeTakeFirstOrThrow();
      expect(row.campaign).toBeNull();
      expect(row.entry_page).toBeNull();
    });

    it("keeps only the site's pages as pages (the rest as one '(other)' key) and at most 300 views of a visitor a day", async () => {
      const ip = "198.51.100.30";
      const strange = ["/wp-admin/install.php", "//evil.example/x", "/..%2f..%2fetc%2fpasswd"];
      for (const p of [...strange, "/services/web-development"]) {
        expect((await beacon(ip, { p, q: "", r: "" })).status, p).toBe(204);
      }
      const paths = (await views()).map((v) => v.path);
      for (const p of strange) expect(paths).not.toContain(p);
      expect(paths.filter((p) => p === "(other)")).toHaveLength(3);
      expect(paths).toContain("/services/web-development");
      const report = await insightsCli(storage.env, ["--csv"]);
      expect(report.code, report.err).toBe(0);
      expect(report.out).not.toMatch(/wp-admin|evil\.example|passwd/);
      expect(report.out).toMatch(/\npage,\(other\),1,3,0,0\.0000\n/);

      // One client sending far more views than a person reads in a day.
      const flood = "198.51.100.31";
      for (let i = 0; i < 320; i++) await beacon(flood, { p: "/blog/category/design", q: "", r: "" });
      const flooded = (await views()).filter((v) => v.path === "/blog/category/design");
      expect(flooded).toHaveLength(300);
    });

    it("stores no control or bidi character of a campaign, and shows none stored before (dashboard, CSV, table)", async () => {
      // Through the beacon: NUL, ESC, U+202E and a line feed in the UTM values.
      const q = "utm_source=mail%00er&utm_campaign=red%1B%5B31malert%E2%80%AEgpj.exe%0Asecond-line";
      expect((await beacon("198.51.100.40", { p: "/projects", q, r: "" })).status).toBe(204);
      const stored = (await views()).filter((v) => v.path === "/projects");
      expect(stored).toHaveLength(1);
      expect(stored[0]!.campaign).toBe("red[31malertgpj.exesecond-line");
      expect(stored[0]!.source).toBe("mailer");

      // Rows stored before the fix, on a day of their own.
      const day = "2025-03-10";
      const raw = "spring\u001b[2J\u202etxt.exe\nline";
      await db
        .insertInto("insight_views")
        .values({
          day,
          at: `${day}T06:00:00.000Z`,
          path: "/about",
          referrer_host: null,
          channel: "campaign",
          source: "news\u202eletter",
          medium: null,
          campaign: raw,
          device: "desktop",
          visitor: "f".repeat(32),
        })
        .execute();
      const shown = "spring\\u{1B}[2J\\u{202E}txt.exe\\u{A}line";
      const csv = await insightsCli(storage.env, ["--from", day, "--to", day, "--csv"]);
      expect(csv.out).not.toMatch(RAW_CONTROL);
      expect(csv.out).toContain(`\ncampaign,${shown},1,1,0,0.0000\n`);
      const table = await insightsCli(storage.env, ["--from", day, "--to", day]);
      expect(table.out).not.toMatch(RAW_CONTROL);
      expect(table.out).toContain(shown.slice(0, 20));

      const signIn = await fetch(`${site.url}/insights`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.41" },
        body: new URLSearchParams({ password: PASSWORD }),
      });
      expect(signIn.status).toBe(303);
      const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
      const page = await fetch(`${site.url}/insights?from=${day}&to=${day}`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(shown);
      expect(html).not.toMatch(RAW_CONTROL);
      expect(html).not.toContain("spring\u001b");
    });

    it("gives a conversion rate of visitors, never above 100 %: leads without a recorded visit count as leads, not in the rate", async () => {
      const day = "2025-04-20";
      const view = (visitor: string, path: string) => ({
        day,
        at: `${day}T05:00:00.000Z`,
        path,
        referrer_host: null,
        channel: "direct",
        source: null,
        medium: null,
        campaign: null,
        device: "desktop",
        visitor: visitor.repeat(32),
      });
      await db
        .insertInto("insight_views")
        .values([view("a", "/contact"), view("b", "/about")])
        .execute();
      const message = {
        ...validLead,
        subject: "Web Development" as const,
        budget: "",
        message: "A lead on a day of its own, for the rate.",
      };
      const visit = { entryPage: "/contact", channel: "direct", source: null, campaign: null, formPage: "/contact" };
      const ids = [await storeContactMessage(db, message, { spam: false, visit })];
      // Five leads from visitors who sent no view (Do Not Track, no JavaScript).
      for (let i = 0; i < 5; i++) ids.push(await storeContactMessage(db, message, { spam: false }));
      await db
        .updateTable("contact_messages")
        .set({ created_at: `${day}T06:00:00.000Z` })
        .where(
          "id",
          "in",
          ids.map((l) => l.id),
        )
        .execute();
      const csv = await insightsCli(storage.env, ["--from", day, "--to", day, "--csv"]);
      expect(csv.code, csv.err).toBe(0);
      expect(csv.out).toContain("\ntotal,all,2,2,6,0.5000\n");
      expect(csv.out).toContain(`\nday,${day},2,2,6,0.5000\n`);
      expect(csv.out).toContain("\npage,/contact,1,1,1,1.0000\n");
      for (const line of csv.out.trim().split("\n").slice(1))
        expect(Number(line.split(",").at(-1))).toBeLessThanOrEqual(1);
      const table = await insightsCli(storage.env, ["--from", day, "--to", day]);
      expect(table.out).toContain("50.0% of visitors wrote to us");
      expect(table.out).toContain("5 lead(s) with no recorded visit are not in the rate");
    });
  });
}
