import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("a CSV cell", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
  ])("escapes %j, which a spreadsheet would run, as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("keeps plain text, plain addresses (even one that starts with +) and quotes what needs it", () => {
    expect(csvCell("launch")).toBe("launch");
    expect(csvCell("+cmd@example.com")).toBe("+cmd@example.com");
    expect(csvCell("=cmd|' /C calc'!A0@x.com")).toBe("'=cmd|' /C calc'!A0@x.com");
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("")).toBe("");
  });
});
