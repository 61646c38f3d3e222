import { describe, expect, it } from "vitest";
import { snippet } from "./snippet";

const text = (parts: ReturnType<typeof snippet>) => parts.map((p) => (p.marked ? `[${p.text}]` : p.text)).join("");

describe("the palette's snippet", () => {
  const terms =
    "Ignite Technologies, Plot 14, Knowledge Park III, Greater Noida, Uttar Pradesh 201310. These terms apply to every engagement. Either party may end a project with thirty days' notice in writing.";

  it("starts at the sentence that holds the words, not mid-address", () => {
    expect(text(snippet(terms, "end a project"))).toBe(
      "Either party may [end] a [project] with thirty days' notice in writing.",
    );
  });

  it("marks the query's words where they start alike, and says when it cut the sentence", () => {
    const long =
      "Most design systems do not fail because the buttons are ugly, they fail because nobody owns them, product teams route around them, and two years later there are three slightly different date pickers and a library nobody trusts at all.";
    const shown = text(snippet(long, "nobody owns", 12));
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown).toContain("[nobody] [owns]");
    expect(shown.split(" ").length).toBeLessThanOrEqual(14);
  });

  it("prefers the sentence with the whole phrase over one with the words apart", () => {
    const page = "Teams need budgets and also owners. Product teams also need a budget for the system.";
    expect(text(snippet(page, "teams also need"))).toBe("Product [teams] [also] [need] a budget for the system.");
  });

  it("says nothing for an empty page or query", () => {
    expect(snippet("", "x")).toEqual([]);
    expect(snippet("Some text.", "  ")).toEqual([]);
  });
});
