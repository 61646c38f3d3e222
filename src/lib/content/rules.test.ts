import { describe, expect, it } from "vitest";
import { entryProblems } from "./rules";

const files = { hasAsset: () => true, hasPublicFile: () => true };
const body = "## The problem\n\nText.\n\n## Our approach\n\nText.\n";
const project = (results: { value: string; label: string }[]) => ({
  results,
  beforeAfter: [{ metric: "Mobile page load (LCP)", before: "6.8 s", after: "1.9 s" }],
});

describe("a case study states each figure once", () => {
  it("refuses a result whose value is the after figure, or whose label quotes the before one", () => {
    const problems = entryProblems(
      "projects",
      "aurora",
      project([
        { value: "1.9 s", label: "largest contentful paint on mobile" },
        { value: "27%", label: "higher conversion, with pages down from 6.8 s" },
        { value: "31%", label: "fewer abandoned checkouts" },
      ]),
      body,
      files,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /results\.0: repeats the before and after “Mobile page load \(LCP\)” \(6\.8 s → 1\.9 s\)/,
    );
    expect(problems[1]).toMatch(/results\.1: repeats/);
  });

  it("accepts results that show other figures", () => {
    const problems = entryProblems(
      "projects",
      "aurora",
      project([
        { value: "27%", label: "higher mobile conversion" },
        { value: "3,000", label: "catalogue items in one CMS" },
      ]),
      body,
      files,
    );
    expect(problems).toEqual([]);
  });
});
