import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/messages/en";
import { hi } from "@/lib/i18n/messages/hi";
import { commandForSequence, commandName, filterCommands, paletteCommands } from "./commands";

const english = { ...en.palette, nav: en.nav };
const hindi = { ...hi.palette, nav: hi.nav };

describe("palette commands", () => {
  it("has the seven commands of the spec with their shortcuts", () => {
    expect(paletteCommands.map((c) => `${commandName(c, english)} (${c.shortcut.join(" ")})`)).toEqual([
      "Go to Home (G H)",
      "Go to Services (G S)",
      "Go to Projects (G P)",
      "Go to About (G A)",
      "Go to Blog (G B)",
      "Go to Contact (G C)",
      "Toggle Dark Mode (T D)",
    ]);
  });

  it("are named in Hindi on the Hindi pages, with the same shortcuts", () => {
    expect(paletteCommands.map((c) => commandName(c, hindi))).toEqual([
      "होम पेज खोलें",
      "सेवाएँ पेज खोलें",
      "प्रोजेक्ट पेज खोलें",
      "हमारे बारे में पेज खोलें",
      "ब्लॉग पेज खोलें",
      "संपर्क पेज खोलें",
      "डार्क मोड बदलें",
    ]);
    expect(filterCommands(paletteCommands, "ब्लॉग", hindi).map((c) => c.id)).toEqual(["blog"]);
  });

  it("filters by a case-insensitive name match", () => {
    expect(filterCommands(paletteCommands, "BLOG", english).map((c) => c.id)).toEqual(["blog"]);
    expect(filterCommands(paletteCommands, "go to", english).length).toBe(6);
    expect(filterCommands(paletteCommands, "  ", english).length).toBe(7);
    expect(filterCommands(paletteCommands, "nothing like this", english)).toEqual([]);
  });

  it("resolves two-key sequences in either case", () => {
    expect(commandForSequence("g", "h")?.id).toBe("home");
    expect(commandForSequence("T", "d")?.id).toBe("theme");
    expect(commandForSequence("g", "x")).toBeUndefined();
  });
});
