import { describe, expect, it } from "vitest";
import { localeOfPath, localizePath, otherLocale, withoutLocale } from "./locale";
import { fill, formatNumber, plural } from "./format";
import { keysOf, messages, missingKeys, type Messages } from "./messages";
import { en } from "./messages/en";
import { hi } from "./messages/hi";

describe("the two languages' URLs", () => {
  it("puts Hindi under /hi and leaves English URLs as they are, both ways", () => {
    expect(localizePath("/", "hi")).toBe("/hi");
    expect(localizePath("/services/cloud-services", "hi")).toBe("/hi/services/cloud-services");
    expect(localizePath("/hi/about", "en")).toBe("/about");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(withoutLocale("/hi")).toBe("/");
    expect(withoutLocale("/hi/blog/page/2")).toBe("/blog/page/2");
    // A path that only starts with the letters is English.
    expect(localeOfPath("/hiring")).toBe("en");
    expect(localeOfPath("/hi/contact")).toBe("hi");
    expect(otherLocale("en")).toBe("hi");
  });
});

describe("numbers and plurals", () => {
  it("groups Hindi figures in lakhs and crores, and English in thousands", () => {
    expect(formatNumber("hi", 12345678)).toBe("1,23,45,678");
    expect(formatNumber("en", 12345678)).toBe("12,345,678");
  });

  it("takes Hindi's plural for 0 and 1 as 'one', English's only for 1", () => {
    const forms = { one: "{count} one", other: "{count} other" };
    expect(plural("hi", forms, 0)).toBe("0 one");
    expect(plural("hi", forms, 1)).toBe("1 one");
    expect(plural("hi", forms, 2)).toBe("2 other");
    expect(plural("en", forms, 0)).toBe("0 other");
    expect(plural("en", forms, 1)).toBe("1 one");
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("the message catalogue", () => {
  it("has every English key in Hindi and no other, and the check names what is missing", () => {
    expect(missingKeys(en, hi)).toEqual([]);
    expect(missingKeys(hi, en)).toEqual([]);
    const lacking = { ...hi, nav: { ...hi.nav, blog: undefined } } as unknown as Messages;
    expect(missingKeys(en, JSON.parse(JSON.stringify(lacking)) as Messages)).toEqual(["nav.blog"]);
  });

  it("keeps each message's placeholders in Hindi, and says every UI word in Hindi", () => {
    const at = (catalogue: unknown, key: string) =>
      key.split(".").reduce((v, k) => (v as Record<string, unknown>)[k], catalogue) as string;
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) {
      expect(slots(at(hi, key)), key).toEqual(slots(at(en, key)));
    }
    // Hindi words, not English left in place: only codes, names and shortcuts may read the same.
    const same = keysOf(en).filter(
      (key) => at(en, key) === at(hi, key) && /[a-z]{3}/.test(at(en, key).replace(/\{\w+\}/g, "")),
    );
    expect(
      same.every((key) => /^(contact\.errors\.emailInvalid|.*(Code|escape|placeholder))$/.test(key)),
      same.join(", "),
    ).toBe(true);
    expect(messages("hi").nav.contact).toBe("संपर्क");
  });
});
