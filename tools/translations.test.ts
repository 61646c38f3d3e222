import { describe, expect, it } from "vitest";
import { driftOf, translationProblems } from "./translations";

describe("Hindi content against its English originals", () => {
  it("finds no Hindi file without its English original in src/content/hi", () => {
    // Orphans only: an English entry added or edited in the CMS before its Hindi one is listed
    // by npm run content:check and publishes meanwhile (the Hindi side shows what it has), so
    // it must not fail the tests an editor's change runs (tests/integration/add-content.test.ts).
    expect(translationProblems().filter((p) => p.includes("an orphan"))).toEqual([]);
  });

  it("reports a changed fact, a list of another length and a missing key, and lets the words change", () => {
    const original = {
      title: "Cloud",
      href: "/services/cloud",
      services: ["web", "cloud"],
      price: 3,
      seo: { title: "A" },
    };
    const words = {
      title: "क्लाउड",
      href: "/services/cloud",
      services: ["web", "cloud"],
      price: 3,
      seo: { title: "ए" },
    };
    expect(driftOf(original, words)).toEqual([]);
    const drifted = { title: "क्लाउड", href: "/services/other", services: ["web"], price: 4 };
    expect(driftOf(original, drifted)).toEqual([
      "seo: missing (the original has it)",
      'href: "/services/other" is not the original\'s "/services/cloud"',
      "price: 4 is not the original's 3",
      "services: 1 item(s), the original has 2",
    ]);
  });
});
