import { describe, expect, it } from "vitest";
import { relevant } from "./site-search";

const page =
  "TypeScript at scale: lessons from large codebases. Strict settings and runtime validation: import { z } from zod.";

describe("the palette's relevance floor", () => {
  it("drops a page that only shares a letter with nonsense", () => {
    expect(relevant(page, "zzzqqq")).toBe(false);
  });
  it("keeps a page that holds every longer word of the query, stems included", () => {
    expect(relevant(page, "scaling codebase")).toBe(true);
    expect(relevant(page, "Strict VALIDATION")).toBe(true);
  });
  it("drops a page that lacks one of the query's words", () => {
    expect(relevant(page, "strict kubernetes")).toBe(false);
  });
  it("ignores one- and two-letter words when longer ones are present, and uses two-letter ones alone", () => {
    expect(relevant(page, "a scale of it")).toBe(true);
    expect(relevant("UI and UX design", "ux")).toBe(true);
    expect(relevant(page, "ux")).toBe(false);
  });
});
