import { describe, expect, it } from "vitest";
import { headerDisplayName, visible } from "./safe-text";

describe("visible", () => {
  it("shows C0, C1 and bidi characters as \\u{…} and leaves ordinary text alone", () => {
    expect(visible("Ann\u202Egnp.exe\u202C")).toBe("Ann\\u{202E}gnp.exe\\u{202C}");
    expect(visible("a\u0085b\u009bc\u0007d\u007f")).toBe("a\\u{85}b\\u{9B}c\\u{7}d\\u{7F}");
    expect(visible("\u2066x\u2069 \u200e\u200f\u061c")).toBe("\\u{2066}x\\u{2069} \\u{200E}\\u{200F}\\u{61C}");
    expect(visible("Zoë नमस्ते 李")).toBe("Zoë नमस्ते 李");
  });

  it("keeps newlines and tabs only when asked to", () => {
    expect(visible("a\nb\tc")).toBe("a\\u{A}b\\u{9}c");
    expect(visible("a\nb\tc\r", { keepLines: true })).toBe("a\nb\tc\\u{D}");
  });
});

describe("headerDisplayName", () => {
  it.each([
    ["=?utf-8?B?Q0VPIDxjZW9AaWduaXRlLmV4YW1wbGU+?=", "= ?utf-8?B?Q0VPIDxjZW9AaWduaXRlLmV4YW1wbGU+?="],
    ["CEO <ceo@ignite.example>", "CEO ceo at ignite.example"],
    ['"Boss" \\ <x>', "Boss x"],
    ["Eve\r\nBcc: victim@example.com", "Eve Bcc: victim at example.com"],
    ["Ann\u202Egnp\u202C Lee", "Ann gnp Lee"],
    ["Mal\u0085lory\u009b", "Mal lory"],
    ["ＣＥＯ ＜ceo＠ignite.example＞", "CEO ceo at ignite.example"],
    ["Zoë Ünïcødé", "Zoë Ünïcødé"],
    ["می\u200cخواهم", "می\u200cخواهم"],
    ["\u202E\u0085", "Website visitor"],
    // Drawn as nothing, though not format characters: the Subject would end "from " and a blank.
    ["\u034f\u034f", "Website visitor"],
    ["\ufe00\ufe01\ufe02", "Website visitor"],
    ["\u17b4\u17b5", "Website visitor"],
  ])("%j → %j", (name, shown) => {
    expect(headerDisplayName(name)).toBe(shown);
  });

  it("never leaves anything a mail client could show as an address", () => {
    for (const name of ["a<b@c.d>", "x@y", "=?utf-8?Q?a=40b?=", "\uFF20"]) {
      expect(headerDisplayName(name)).not.toMatch(/[<>@"]|=\?/);
    }
  });
});
