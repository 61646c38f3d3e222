import { describe, expect, it } from "vitest";
import { driftOf, translationProblems } from "./translations";

describe("Hindi content against its English originals", () => {
  it("finds no problem in src/content/hi: every required file is translated and in step", () => {
    expect(translationProblems()).toEqual([]);
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
