import { describe, expect, it } from "vitest";
import { commandForSequence, filterCommands, paletteCommands } from "./commands";

describe("palette commands", () => {
  it("has the seven commands of the spec with their shortcuts", () => {
    expect(paletteCommands.map((c) => `${c.name} (${c.shortcut.join(" ")})`)).toEqual([
      "Go to Home (G H)",
      "Go to Services (G S)",
      "Go to Projects (G P)",
      "Go to About (G A)",
      "Go to Blog (G B)",
      "Go to Contact (G C)",
      "Toggle Dark Mode (T D)",
    ]);
  });

  it("filters by a case-insensitive name match", () => {
    expect(filterCommands(paletteCommands, "BLOG").map((c) => c.id)).toEqual(["blog"]);
    expect(filterCommands(paletteCommands, "go to").length).toBe(6);
    expect(filterCommands(paletteCommands, "  ").length).toBe(7);
    expect(filterCommands(paletteCommands, "nothing like this")).toEqual([]);
  });

  it("resolves two-key sequences in either case", () => {
    expect(commandForSequence("g", "h")?.id).toBe("home");
    expect(commandForSequence("T", "d")?.id).toBe("theme");
    expect(commandForSequence("g", "x")).toBeUndefined();
  });
});
