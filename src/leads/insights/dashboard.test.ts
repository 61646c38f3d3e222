import { describe, expect, it } from "vitest";
import { daysIn, everyDay, niceMax, percent, rangeOf } from "./dashboard";

// 29 November 2026, 20:00 in Noida: still the 29th there (Asia/Kolkata).
const now = new Date("2026-11-29T14:30:00Z");
const range = (query: string) => rangeOf(new URLSearchParams(query), now);

describe("the dashboard's range", () => {
  it("is the last 7, 30 or 90 of the agency's days, today included; 30 unless asked", () => {
    expect(range("days=7")).toEqual({ from: "2026-11-23", to: "2026-11-29", preset: 7 });
    expect(range("")).toEqual({ from: "2026-10-31", to: "2026-11-29", preset: 30 });
    expect(range("days=90")).toMatchObject({ from: "2026-09-01", preset: 90 });
    expect(range("days=12")).toMatchObject({ preset: 30 });
    expect(daysIn("2026-09-01", "2026-11-29")).toBe(90);
    // 19:00 UTC is past midnight in India: the 30th.
    expect(rangeOf(new URLSearchParams("days=7"), new Date("2026-11-29T19:00:00Z")).to).toBe("2026-11-30");
  });

  it("takes a custom range of real dates, first before last, up to a year; says why it did not", () => {
    expect(range("from=2026-01-01&to=2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31", preset: null });
    expect(range("from=2026-02-30&to=2026-03-31")).toMatchObject({
      preset: 30,
      error: "Give both dates of a custom range, as dates.",
    });
    expect(range("from=2026-03-01")).toMatchObject({ error: "Give both dates of a custom range, as dates." });
    expect(range("from=2026-03-02&to=2026-03-01")).toMatchObject({
      error: "The range's first day comes after its last.",
    });
    expect(range("from=2024-01-01&to=2026-01-01")).toMatchObject({
      error: "A custom range can be a year long at most.",
    });
  });
});

describe("the charts", () => {
  it("have every day of the range, a quiet day as zero", () => {
    const days = everyDay({
      from: "2026-02-27",
      to: "2026-03-02",
      days: [{ key: "2026-03-01", visitors: 4, views: 9, leads: 1, conversion: 0.25 }],
    });
    expect(days.map((d) => [d.key, d.visitors])).toEqual([
      ["2026-02-27", 0],
      ["2026-02-28", 0],
      ["2026-03-01", 4],
      ["2026-03-02", 0],
    ]);
  });

  it("round a scale's top up to a whole 1, 2, 2.5, 5 or 7.5 × 10ⁿ", () => {
    expect([0, 1, 3, 9, 11, 24, 63, 74, 99, 101, 4_321].map(niceMax)).toEqual([
      1, 1, 5, 10, 20, 25, 75, 75, 100, 200, 5_000,
    ]);
    expect(percent({ visitors: 0, conversion: 0 })).toBe("–");
    expect(percent({ visitors: 24, conversion: 1 / 24 })).toBe("4.2%");
  });
});
