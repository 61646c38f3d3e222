import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "./dates";
import { brand } from "../brand/brand";

describe("formatDisplayDate", () => {
  it("writes the spec's style, May 14, 2025, for the legal pages' date", () => {
    expect(formatDisplayDate("2025-05-14")).toBe("May 14, 2025");
    expect(formatDisplayDate(brand.legalUpdated)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("shows the calendar day of a Date in UTC, whatever the server's time zone", () => {
    expect(formatDisplayDate(new Date("2026-04-21T00:00:00Z"))).toBe("April 21, 2026");
    expect(formatDisplayDate(new Date("2024-01-01T23:30:00Z"))).toBe("January 1, 2024");
    expect(formatDisplayDate("2024-02-29")).toBe("February 29, 2024");
  });

  it("refuses what is not a real YYYY-MM-DD day", () => {
    expect(() => formatDisplayDate("14/05/2025")).toThrow(/YYYY-MM-DD/);
    expect(() => formatDisplayDate("2025-02-30")).toThrow(/calendar date/);
    expect(() => formatDisplayDate(new Date("nonsense"))).toThrow(/calendar date/);
  });
});
