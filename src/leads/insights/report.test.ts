import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { reportCsv, reportTables } from "../../../tools/insights";
import { migrate, openDatabase, type Db } from "../store/db";
import { storeContactMessage } from "../store/leads";
import type { PageView } from "./beacon";
import { Insights, type Client } from "./insights";
import { insightsReport } from "./report";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const client = (ip: string, page: string | null = null): Client => ({
  ip,
  userAgent: CHROME,
  host: "ignite.example",
  page,
  declines: false,
  prefetch: false,
});
const view = (path: string, query = "", referrer = ""): PageView => ({ path, query, referrer });

let dir: string;
let db: Db;
let now: Date;
let insights: Insights;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-report-"));
  db = (await openDatabase({ databaseUrl: undefined, sqlitePath: path.join(dir, "site.db") })).db;
  await migrate(db);
  insights = new Insights(db, () => now);
});

afterEach(async () => {
  await insights.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("counts visitors, views and leads per page, channel, campaign and day, each visit under its entry's channel", async () => {
  // A visitor from a LinkedIn campaign reads three pages and writes to us.
  now = new Date("2026-11-29T05:00:00.000Z");
  await insights.beacon(
    view("/services/web-development", "utm_source=linkedin&utm_campaign=launch", "https://www.linkedin.com/"),
    client("203.0.113.1"),
  );
  now = new Date("2026-11-29T05:04:00.000Z");
  await insights.beacon(
    view("/projects/atlas-freight-portal", "", "https://ignite.example/services/web-development"),
    client("203.0.113.1"),
  );
  now = new Date("2026-11-29T05:09:00.000Z");
  await insights.beacon(
    view("/contact", "", "https://ignite.example/projects/atlas-freight-portal"),
    client("203.0.113.1"),
  );
  const visit = await insights.attribute(client("203.0.113.1", "/contact"));
  const message = {
    name: "Meera Iyer",
    email: "meera@example.com",
    phone: "",
    subject: "Web Development" as const,
    budget: "",
    message: "A new site, please.",
  };
  // The lead is stamped with the clock's time: the visit's day, whatever day the test runs on.
  vi.useFakeTimers({ toFake: ["Date"], now });
  try {
    await storeContactMessage(db, message, { spam: false, visit });
  } finally {
    vi.useRealTimers();
  }
  // Another from a search, one page, no lead; the next day, the first visitor comes back directly.
  await insights.beacon(view("/blog", "", "https://www.google.com/"), client("198.51.100.2"));
  now = new Date("2026-11-30T05:00:00.000Z");
  await insights.beacon(view("/services/web-development"), client("203.0.113.1"));
  await insights.recorder.flush();

  const report = await insightsReport(db, "2026-11-29", "2026-11-30");
  const row = (rows: { key: string }[], key: string) => rows.find((r) => r.key === key);
  expect(report.total).toEqual({ key: "all", visitors: 3, views: 5, leads: 1, conversion: 1 / 3 });
  expect(row(report.campaigns, "launch")).toEqual({ key: "launch", visitors: 1, views: 3, leads: 1, conversion: 1 });
  expect(row(report.channels, "social · linkedin")).toMatchObject({ visitors: 1, views: 3, leads: 1 });
  expect(row(report.channels, "search · google.com")).toMatchObject({ visitors: 1, views: 1, leads: 0 });
  expect(row(report.channels, "direct · (none)")).toMatchObject({ visitors: 1, views: 1, leads: 0 });
  expect(row(report.pages, "/services/web-development")).toMatchObject({ visitors: 2, views: 2, leads: 1 });
  expect(report.days.map((d) => [d.key, d.visitors, d.views, d.leads])).toEqual([
    ["2026-11-29", 2, 4, 1],
    ["2026-11-30", 1, 1, 0],
  ]);
  // A range is read by the agency's days: the 30th alone has no lead.
  expect((await insightsReport(db, "2026-11-30", "2026-11-30")).total).toMatchObject({ visitors: 1, leads: 0 });

  expect(reportCsv(report)).toContain("\ncampaign,launch,1,3,1,1.0000\n");
  expect(reportCsv(report).split("\n")[1]).toBe("total,all,3,5,1,0.3333");
  const tables = reportTables(report);
  expect(tables).toContain("3 visitor(s), 5 view(s), 1 lead(s): 33.3% of visitors wrote to us.");
  expect(tables).toMatch(/^launch +1 +3 +1 +100\.0%$/m);
});

it("splits views, visitors and leads by language: a page under /hi is Hindi, a lead by its form's language", async () => {
  now = new Date("2026-12-01T05:00:00.000Z");
  await insights.beacon(view("/hi/services/cloud-services"), client("203.0.113.7"));
  now = new Date("2026-12-01T05:02:00.000Z");
  await insights.beacon(view("/hi/contact"), client("203.0.113.7"));
  await insights.beacon(view("/"), client("198.51.100.9"));
  await insights.beacon(view("/hi"), client("198.51.100.9"));
  const visit = await insights.attribute(client("203.0.113.7", "/hi/contact"));
  vi.useFakeTimers({ toFake: ["Date"], now });
  try {
    const message = { name: "राहुल", email: "r@example.com", phone: "", subject: "Other" as const, budget: "" };
    await storeContactMessage(
      db,
      { ...message, message: "एक ऐप चाहिए, जल्दी।" },
      { spam: false, visit, language: "hi" },
    );
  } finally {
    vi.useRealTimers();
  }
  await insights.recorder.flush();
  const report = await insightsReport(db, "2026-12-01", "2026-12-01");
  expect(report.languages).toEqual([
    { key: "hi", visitors: 2, views: 3, leads: 1, conversion: 0.5 },
    { key: "en", visitors: 1, views: 1, leads: 0, conversion: 0 },
  ]);
  expect(reportCsv(report)).toContain("\nlanguage,hi,2,3,1,0.5000\n");
  expect(reportTables(report)).toMatch(/^Language\b/m);
});

it("writes the CSV safe to open in a spreadsheet: a campaign or source that starts like a formula is escaped", () => {
  const row = (key: string) => ({ key, visitors: 1, views: 1, leads: 0, conversion: 0 });
  const csv = reportCsv({
    from: "2026-11-29",
    to: "2026-11-29",
    total: row("all"),
    pages: [],
    channels: [row("campaign · @SUM(A1)")],
    campaigns: [row('=HYPERLINK("https://evil.example","Click")'), row("@SUM(A1)"), row("-1+2")],
    languages: [],
    days: [],
    leadsWithoutVisit: 0,
  });
  expect(csv).toContain(`\ncampaign,"'=HYPERLINK(""https://evil.example"",""Click"")",1,1,0,0.0000\n`);
  expect(csv).toContain("\ncampaign,'@SUM(A1),1,1,0,0.0000\n");
  expect(csv).toContain("\ncampaign,'-1+2,1,1,0,0.0000\n");
  expect(csv).toContain("\nchannel,campaign · @SUM(A1),1,1,0,0.0000\n");
});

it("shows no control or bidi character of a view stored before they were stripped: every key as visible text", async () => {
  await db
    .insertInto("insight_views")
    .values({
      day: "2026-11-29",
      at: "2026-11-29T05:00:00.000Z",
      path: "/about",
      referrer_host: null,
      channel: "campaign",
      source: "news\u202eletter",
      medium: null,
      campaign: "spring\u001b[2J\u0000\nline",
      device: "desktop",
      visitor: "a".repeat(32),
    })
    .execute();
  const report = await insightsReport(db, "2026-11-29", "2026-11-29");
  expect(report.campaigns.map((r) => r.key)).toEqual(["spring\\u{1B}[2J\\u{0}\\u{A}line"]);
  expect(report.channels.map((r) => r.key)).toEqual(["campaign · news\\u{202E}letter"]);
  expect(reportCsv(report)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
});

it("gives a conversion rate of visitors, never above 100 %: leads without a recorded visit are leads, not in the rate", async () => {
  const message = {
    name: "Meera Iyer",
    email: "meera@example.com",
    phone: "",
    subject: "Web Development" as const,
    budget: "",
    message: "A new site, please.",
  };
  now = new Date("2026-11-29T05:00:00.000Z");
  await insights.beacon(view("/contact"), client("203.0.113.1"));
  await insights.beacon(view("/about"), client("203.0.113.2"));
  await insights.beacon(view("/about"), client("203.0.113.3"));
  const visit = await insights.attribute(client("203.0.113.1", "/contact"));
  vi.useFakeTimers({ toFake: ["Date"], now });
  try {
    // One visitor wrote twice (a lead does not say who sent it, so that is two leads with a
    // visit); five leads came with no view (Do Not Track, no JavaScript).
    for (let i = 0; i < 2; i++) await storeContactMessage(db, message, { spam: false, visit });
    for (let i = 0; i < 5; i++) await storeContactMessage(db, message, { spam: false });
  } finally {
    vi.useRealTimers();
  }
  await insights.recorder.flush();
  const report = await insightsReport(db, "2026-11-29", "2026-11-29");
  expect(report.total).toEqual({ key: "all", visitors: 3, views: 3, leads: 7, conversion: 2 / 3 });
  expect(report.leadsWithoutVisit).toBe(5);
  expect(report.days).toEqual([{ key: "2026-11-29", visitors: 3, views: 3, leads: 7, conversion: 2 / 3 }]);
  expect(report.pages.find((r) => r.key === "/contact")).toEqual({
    key: "/contact",
    visitors: 1,
    views: 1,
    leads: 2,
    conversion: 1,
  });
  expect(reportTables(report)).toContain(
    "3 visitor(s), 3 view(s), 7 lead(s): 66.7% of visitors wrote to us (5 lead(s) with no recorded visit are not in the rate).",
  );
});
