import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Db } from "../store/db";
import { deviceOf, isAutomated, originOf } from "./classify";
import type { PageView } from "./beacon";
import { Insights, purgeInsights, SETTLED_MS, type Client } from "./insights";
import { MAX_VIEWS_A_DAY } from "./view-cap";
import { dayOf, Salts } from "./visitor";
import { insightsReport } from "./report";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const client = (fields: Partial<Client> = {}): Client => ({
  ip: "203.0.113.7",
  userAgent: CHROME,
  host: "ignite.example",
  page: null,
  declines: false,
  prefetch: false,
  ...fields,
});
const view = (path: string, query = "", referrer = ""): PageView => ({ path, query, referrer });

describe("where a visit came from", () => {
  it.each([
    ["utm_source=linkedin&utm_campaign=launch", "", "social", "linkedin", "launch"],
    ["", "https://www.linkedin.com/feed/", "social", "linkedin.com", null],
    ["", "https://www.google.co.in/", "search", "google.co.in", null],
    ["", "https://duckduckgo.com/", "search", "duckduckgo.com", null],
    ["utm_source=november&utm_medium=newsletter", "", "email", "november", null],
    ["", "https://mail.google.com/mail/u/0/", "email", "mail.google.com", null],
    ["utm_source=partner-site&utm_campaign=q4", "", "campaign", "partner-site", "q4"],
    ["", "https://clutch.co/profile/ignite", "referral", "clutch.co", null],
    ["", "https://ignite.example/services", "direct", null, null],
    ["", "", "direct", null, null],
    ["gclid=abc123&fbclid=xyz", "", "direct", null, null],
  ])("?%s from %s is %s (source %s, campaign %s)", (query, referrer, channel, source, campaign) => {
    expect(originOf(query, referrer, "ignite.example")).toMatchObject({ channel, source, campaign });
  });

  it("keeps no click ID and no path of the referrer", () => {
    const origin = originOf(
      "utm_source=x&gclid=secret",
      "https://news.example.com/a/secret-path?q=1",
      "ignite.example",
    );
    expect(JSON.stringify(origin)).not.toMatch(/secret/);
    expect(origin.referrerHost).toBe("news.example.com");
  });

  it("keeps no control, bidi or other format character of a UTM value (NUL, ESC, U+202E, line breaks)", () => {
    const origin = originOf(
      "utm_source=%E2%80%AEmail%00er&utm_medium=e%1Bmail&utm_campaign=red%1B%5B31m%E2%81%A6alert%0D%0Aline%E2%80%A8two%C2%85",
      "",
      "ignite.example",
    );
    expect(origin).toMatchObject({
      source: "mailer",
      medium: "email",
      campaign: "red[31malertlinetwo",
      channel: "email",
    });
    // Nothing but controls is no value at all.
    expect(originOf("utm_campaign=%00%E2%80%AE%0A", "", "ignite.example").campaign).toBeNull();
  });

  it("reads a device class and spots automated browsers", () => {
    expect([deviceOf(CHROME), deviceOf(PHONE), deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")]).toEqual([
      "desktop",
      "mobile",
      "tablet",
    ]);
    for (const agent of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      CHROME.replace("Chrome/", "HeadlessChrome/"),
      `${PHONE} Chrome-Lighthouse`,
      "",
    ]) {
      expect(isAutomated(agent), agent).toBe(true);
    }
    expect(isAutomated(CHROME)).toBe(false);
  });
});

describe("counting", () => {
  let dir: string;
  let db: Db;
  let now: Date;
  let insights: Insights;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-insights-"));
    db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
    await migrate(db);
    now = new Date("2026-11-29T10:00:00.000Z");
    insights = new Insights(db, () => now);
  });

  afterEach(async () => {
    await insights.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const views = async () => {
    await insights.recorder.flush();
    return db.selectFrom("insight_views").selectAll().orderBy("at").execute();
  };

  it("counts a page view, and not a prefetch, DNT, Sec-GPC or a bot", async () => {
    expect(await insights.beacon(view("/services/web-development"), client())).toEqual({ counted: true });
    expect(await insights.beacon(view("/"), client({ prefetch: true }))).toEqual({ counted: false, why: "prefetch" });
    expect(await insights.beacon(view("/"), client({ declines: true }))).toEqual({
      counted: false,
      why: "do not track",
    });
    expect(await insights.beacon(view("/"), client({ userAgent: "Googlebot/2.1" }))).toMatchObject({ counted: false });
    const rows = await views();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      day: "2026-11-29",
      path: "/services/web-development",
      channel: "direct",
      device: "desktop",
    });
    // The row holds neither the address nor the user agent.
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|Mozilla|Chrome/);
  });

  it("makes one visitor of one browser within a day, a new one the next day (Asia/Kolkata), and deletes old salts", async () => {
    await insights.beacon(view("/"), client());
    await insights.beacon(view("/about"), client());
    await insights.beacon(view("/"), client({ ip: "198.51.100.9" }));
    now = new Date("2026-11-29T18:29:59.000Z"); // 23:59:59 in Kolkata: still the 29th
    await insights.beacon(view("/blog"), client());
    now = new Date("2026-11-29T18:30:00.000Z"); // midnight in Kolkata: the 30th
    await insights.beacon(view("/blog"), client());
    const rows = await views();
    expect(rows.map((r) => r.day)).toEqual(["2026-11-29", "2026-11-29", "2026-11-29", "2026-11-29", "2026-11-30"]);
    const [a, b, other, late, nextDay] = rows.map((r) => r.visitor);
    expect([a, a]).toEqual([b, late]);
    expect(other).not.toBe(a);
    expect(nextDay).not.toBe(a);
    expect(dayOf(new Date("2026-11-29T18:29:59Z"))).toBe("2026-11-29");

    now = new Date("2026-12-01T18:30:00.000Z"); // the 2nd: the 29th's and the 30th's salts are older than yesterday
    await insights.beacon(view("/"), client());
    expect(await Salts.purge(db, now)).toBe(2);
    expect((await db.selectFrom("insight_salts").select("day").execute()).map((r) => r.day)).toEqual(["2026-12-02"]);
  });

  it("finds the visit that brought a lead: its first page, channel, source and campaign, across midnight", async () => {
    now = new Date("2026-11-29T18:20:00.000Z");
    // An earlier visit, over an hour before: not this lead's.
    await insights.beacon(view("/blog", "", "https://www.google.com/"), client());
    now = new Date("2026-11-29T18:25:00.000Z");
    await insights.beacon(view("/", "", ""), client({ ip: "198.51.100.9" }));
    now = new Date("2026-11-29T19:40:00.000Z");
    expect(await insights.attribute(client({ page: "/contact" }))).toEqual({
      entryPage: "/blog",
      channel: "search",
      source: "google.com",
      campaign: null,
      formPage: "/contact",
    });
    now = new Date("2026-11-29T19:50:00.000Z");
    await insights.beacon(
      view("/services/web-development", "utm_source=linkedin&utm_campaign=launch", "https://www.linkedin.com/"),
      client(),
    );
    now = new Date("2026-11-29T20:05:00.000Z");
    await insights.beacon(
      view("/projects/atlas-freight-portal", "", "https://ignite.example/services/web-development"),
      client(),
    );
    now = new Date("2026-11-29T20:10:00.000Z");
    await insights.beacon(view("/contact", "", "https://ignite.example/projects/atlas-freight-portal"), client());
    // Sent without JavaScript's page view of the last page: the visit is found all the same.
    expect(await insights.attribute(client({ page: "/contact" }))).toEqual({
      entryPage: "/services/web-development",
      channel: "social",
      source: "linkedin",
      campaign: "launch",
      formPage: "/contact",
    });
    expect(await insights.attribute(client({ ip: "192.0.2.1", page: "/contact" }))).toMatchObject({ entryPage: null });
    expect(await insights.attribute(client({ declines: true, page: "/contact" }))).toMatchObject({ entryPage: null });
  });
});

describe("bounds", () => {
  it("counts at most MAX_VIEWS_A_DAY views of one visitor a day, and the next day anew", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-insights-cap-"));
    const db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
    try {
      await migrate(db);
      let now = new Date("2026-11-29T10:00:00.000Z");
      const insights = new Insights(db, () => now);
      const outcomes = [];
      for (let i = 0; i < MAX_VIEWS_A_DAY + 20; i++) outcomes.push(await insights.beacon(view("/blog"), client()));
      expect(outcomes.filter((o) => o.counted)).toHaveLength(MAX_VIEWS_A_DAY);
      expect(outcomes.at(-1)).toEqual({ counted: false, why: "the visitor's views of the day" });
      // Another visitor is not held by it; nor is this one the next day (Asia/Kolkata).
      expect(await insights.beacon(view("/blog"), client({ ip: "198.51.100.9" }))).toEqual({ counted: true });
      now = new Date("2026-11-29T18:30:00.000Z");
      expect(await insights.beacon(view("/blog"), client())).toEqual({ counted: true });
      await insights.close();
      const count = await db.selectFrom("insight_views").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(MAX_VIEWS_A_DAY + 2);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("several instances on one database", () => {
  it("a lead finds the entry view another instance still holds in its buffer: it waits once for that instance's write", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-insights-shared-"));
    const db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
    // Two instances' insights on one database, as on PostgreSQL, on the real clock.
    const [a, b] = [new Insights(db, undefined, true), new Insights(db, undefined, true)];
    try {
      await migrate(db);
      await a.beacon(view("/contact", "utm_source=linkedin&utm_campaign=launch"), client());
      const started = performance.now();
      expect(await b.attribute(client({ page: "/contact" }))).toEqual({
        entryPage: "/contact",
        channel: "social",
        source: "linkedin",
        campaign: "launch",
        formPage: "/contact",
      });
      expect(performance.now() - started).toBeLessThan(SETTLED_MS + 500);
      // Once the form page's view is SETTLED_MS old, nothing is waited for.
      await new Promise((r) => setTimeout(r, SETTLED_MS));
      const again = performance.now();
      expect(await b.attribute(client({ page: "/contact" }))).toMatchObject({ campaign: "launch" });
      expect(performance.now() - again).toBeLessThan(200);
      // Nor with a deadline too close to allow the wait: the lead goes without the other's view.
      await a.beacon(view("/contact", "utm_campaign=late"), client({ ip: "198.51.100.10" }));
      const hurried = await b.attribute(client({ ip: "198.51.100.10", page: "/contact" }), Date.now() + 100);
      expect(hurried).toMatchObject({ entryPage: null, campaign: null });
    } finally {
      await Promise.all([a.close(), b.close()]);
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("one instance reads its own unwritten views instead of writing them on a lead's time", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-insights-own-"));
    const db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
    const insights = new Insights(db);
    try {
      await migrate(db);
      await insights.beacon(view("/services", "utm_campaign=own"), client());
      expect(await insights.attribute(client({ page: "/contact" }))).toMatchObject({
        entryPage: "/services",
        campaign: "own",
      });
      // Found in the buffer: nothing was written for it.
      expect(await db.selectFrom("insight_views").selectAll().execute()).toEqual([]);
    } finally {
      await insights.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("retention", () => {
  it("turns page views older than 90 days (by the agency's day) into the day's totals, and deletes salts older than yesterday's", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-insights-retention-"));
    const db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
    try {
      await migrate(db);
      let now = new Date("2026-08-31T10:00:00.000Z");
      const insights = new Insights(db, () => now);
      // 31 August: a visitor from a LinkedIn campaign reads two pages; another comes by search.
      await insights.beacon(view("/old", "utm_source=linkedin&utm_campaign=launch"), client());
      now = new Date("2026-08-31T10:05:00.000Z");
      await insights.beacon(view("/projects/atlas-freight-portal"), client());
      await insights.beacon(
        view("/old", "", "https://www.google.com/"),
        client({ ip: "198.51.100.9", userAgent: PHONE }),
      );
      now = new Date("2026-09-01T10:00:00.000Z");
      await insights.beacon(view("/kept"), client());
      await insights.close();
      const before = await insightsReport(db, "2026-08-31", "2026-09-01");
      expect(before.total).toMatchObject({ visitors: 3, views: 4 });

      // 90 days after 1 September: the 31 August views go, the 1 September view stays.
      expect(await purgeInsights(db, new Date("2026-11-30T10:00:00.000Z"))).toEqual({ views: 3, days: 1, salts: 2 });
      expect((await db.selectFrom("insight_views").select("path").execute()).map((r) => r.path)).toEqual(["/kept"]);
      // The report reads the same: the day's totals stand in for its views.
      expect(await insightsReport(db, "2026-08-31", "2026-09-01")).toEqual(before);
      const totals = await db.selectFrom("insight_days").selectAll().execute();
      expect(totals).toContainEqual({ day: "2026-08-31", dimension: "campaign", key: "launch", visitors: 1, views: 2 });
      expect(totals).toContainEqual({ day: "2026-08-31", dimension: "total", key: "all", visitors: 2, views: 3 });
      // A second run (another instance, the next hour) changes nothing.
      expect(await purgeInsights(db, new Date("2026-11-30T11:00:00.000Z"))).toEqual({ views: 0, days: 0, salts: 0 });
      expect(await db.selectFrom("insight_days").selectAll().execute()).toEqual(totals);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the beacon script", () => {
  it("is at most 1 KB gzip, built as the site builds it (minified)", async () => {
    const out = await build({
      entryPoints: [path.join(import.meta.dirname, "../../client/insights.ts")],
      bundle: true,
      minify: true,
      format: "esm",
      write: false,
    });
    const size = gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
    console.log(`insights beacon: ${size} bytes gzip`);
    expect(size).toBeLessThanOrEqual(1024);
  });
});
