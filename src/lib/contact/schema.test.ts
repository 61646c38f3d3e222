import { describe, expect, it } from "vitest";
import brandFile from "@/content/brand.json";
import {
  BUDGET_MAX,
  BUDGET_NOT_LISTED,
  CONTACT_FIELDS,
  CONTACT_SUCCESS_MESSAGE,
  contactErrors,
  contactSchema,
  EMPTY_CONTACT,
  fieldErrors,
  newsletterSchema,
  visibleLength,
} from "./schema";

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  subject: "Web Development",
  budget: "",
  message: "We need a new marketing site by March.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const parsed = contactSchema.parse({ ...valid, name: "  Asha Verma  " });
    expect(parsed.name).toBe("Asha Verma");
  });

  it("treats the phone as optional", () => {
    expect(contactSchema.parse({ ...valid, phone: undefined }).phone).toBe("");
    expect(contactSchema.parse({ ...valid, phone: "" }).phone).toBe("");
  });

  it("enforces the name length 2–100", () => {
    expect(errorsFor({ ...valid, name: "A" }).name).toMatch(/at least 2/);
    expect(errorsFor({ ...valid, name: "Al" }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: "x".repeat(100) }).name).toBeUndefined();
    expect(errorsFor({ ...valid, name: "x".repeat(101) }).name).toMatch(/at most 100/);
    expect(errorsFor({ ...valid, name: "   " }).name).toBeDefined();
  });

  it("enforces the message length 10–5000", () => {
    expect(errorsFor({ ...valid, message: "x".repeat(9) }).message).toMatch(/at least 10/);
    expect(errorsFor({ ...valid, message: "x".repeat(10) }).message).toBeUndefined();
    expect(errorsFor({ ...valid, message: "x".repeat(5000) }).message).toBeUndefined();
    expect(errorsFor({ ...valid, message: "x".repeat(5001) }).message).toMatch(/at most 5000/);
  });

  it("requires a valid e-mail", () => {
    for (const bad of ["", "asha", "asha@", "@example.com", "asha@example", "a b@example.com"]) {
      expect(errorsFor({ ...valid, email: bad }).email, bad).toBeDefined();
    }
    expect(errorsFor({ ...valid, email: "x".repeat(250) + "@example.com" }).email).toBeDefined();
  });

  it("accepts only the listed subjects", () => {
    expect(errorsFor({ ...valid, subject: "Other" }).subject).toBeUndefined();
    expect(errorsFor({ ...valid, subject: "" }).subject).toBe("Please choose a subject.");
    expect(errorsFor({ ...valid, subject: "web development" }).subject).toBeDefined();
  });

  it("checks the phone format", () => {
    for (const ok of ["+91 98765 43210", "(0120) 456-7890", "9876543"]) {
      expect(errorsFor({ ...valid, phone: ok }).phone, ok).toBeUndefined();
    }
    for (const bad of ["12345", "call me", "+91 98765 43210 ext", "1234567890123456", "++919876543210"]) {
      expect(errorsFor({ ...valid, phone: bad }).phone, bad).toBeDefined();
    }
  });

  it("rejects control characters (NUL cannot be stored) but keeps line breaks in the message", () => {
    expect(errorsFor({ ...valid, name: "Asha\u0000" }).name).toMatch(/cannot accept/);
    expect(errorsFor({ ...valid, message: "Line one\u0000 and more text" }).message).toMatch(/cannot accept/);
    expect(errorsFor({ ...valid, message: "Line one\nLine two\r\n\tindented" }).message).toBeUndefined();
  });

  it("refuses a lone surrogate in the name or message, and keeps paired ones (emoji)", () => {
    for (const lone of ["\ud800", "\udc00", "a\ud83dz", "\ude00 after"]) {
      expect(errorsFor({ ...valid, name: `Asha ${lone}` }).name, JSON.stringify(lone)).toMatch(/cannot accept/);
      expect(errorsFor({ ...valid, message: `${valid.message} ${lone}` }).message).toMatch(/cannot accept/);
    }
    expect(errorsFor({ ...valid, name: "Asha 😀", message: `${valid.message} 🚀` })).toEqual({});
  });

  it("counts visible characters: zero-width, bidi and filler characters alone are not a name or a message", () => {
    expect(visibleLength("\u200b\u200c\u200d\u2060\ufeff\u200e\u3164")).toBe(0);
    // Default-ignorable characters that are not format characters (the probe of 2026-11-26):
    // the combining grapheme joiner, variation selectors, the Khmer inherent vowels.
    for (const c of ["\u034f", "\ufe00", "\ufe01", "\ufe02", "\u17b4", "\u17b5", "\u{e0100}"]) {
      expect(visibleLength(c.repeat(12)), `U+${c.codePointAt(0)!.toString(16)}`).toBe(0);
    }
    expect(errorsFor({ ...valid, name: "\u034f\u034f" }).name).toMatch(/at least 2/);
    expect(errorsFor({ ...valid, message: "\ufe00".repeat(10) }).message).toMatch(/at least 10/);
    expect(visibleLength("Zoë ❤️")).toBe(4); // Z, o, ë, the heart: its variation selector and the space do not count
    expect(visibleLength("Zoë 😀")).toBe(4);
    expect(errorsFor({ ...valid, name: "\u200b\u200b\u200b" }).name).toMatch(/at least 2/);
    expect(errorsFor({ ...valid, name: "A\u200b" }).name).toMatch(/at least 2/);
    expect(errorsFor({ ...valid, message: "\u200b".repeat(40) }).message).toMatch(/at least 10/);
    expect(errorsFor({ ...valid, message: `ok${"\u3164".repeat(20)}` }).message).toMatch(/at least 10/);
    // Joiners inside real text stay: the name is stored as typed.
    expect(contactSchema.parse({ ...valid, name: "Priyanka\u200d Rao" }).name).toBe("Priyanka\u200d Rao");
  });

  // The probe of 2026-11-28: a name and a message of U+2800 (Braille pattern blank) were accepted
  // and e-mailed. One list of characters that look blank, whatever their category, each of
  // which alone is no name and no message.
  const BLANK_LOOKING = [
    ["U+0020 space", " "],
    ["U+00A0 no-break space", "\u00a0"],
    ["U+00AD soft hyphen", "\u00ad"],
    ["U+034F combining grapheme joiner", "\u034f"],
    ["U+061C Arabic letter mark", "\u061c"],
    ["U+115F Hangul choseong filler", "\u115f"],
    ["U+1160 Hangul jungseong filler", "\u1160"],
    ["U+17B4 Khmer vowel inherent aq", "\u17b4"],
    ["U+180E Mongolian vowel separator", "\u180e"],
    ["U+2000 en quad", "\u2000"],
    ["U+2007 figure space", "\u2007"],
    ["U+200B zero width space", "\u200b"],
    ["U+2028 line separator", "\u2028"],
    ["U+202F narrow no-break space", "\u202f"],
    ["U+205F medium mathematical space", "\u205f"],
    ["U+2060 word joiner", "\u2060"],
    ["U+2062 invisible times", "\u2062"],
    ["U+2800 Braille pattern blank", "\u2800"],
    ["U+3000 ideographic space", "\u3000"],
    ["U+3164 Hangul filler", "\u3164"],
    ["U+FE0F variation selector-16", "\ufe0f"],
    ["U+FEFF byte order mark", "\ufeff"],
    ["U+FFA0 halfwidth Hangul filler", "\uffa0"],
    ["U+13441 Egyptian hieroglyph full blank", "\u{13441}"],
    ["U+16FE4 Khitan small script filler", "\u{16fe4}"],
    ["U+1BCA0 shorthand format letter overlap", "\u{1bca0}"],
    ["U+1D159 musical symbol null notehead", "\u{1d159}"],
    ["U+1D173 musical symbol begin beam", "\u{1d173}"],
    ["U+E0020 tag space", "\u{e0020}"],
    ["U+0301 combining acute accent, on nothing", "\u0301"],
  ] as const;

  it("refuses a name or a message made only of characters that look blank, from a list, and all of them mixed", () => {
    for (const [label, c] of BLANK_LOOKING) {
      expect(visibleLength(c.repeat(20)), label).toBe(0);
      expect(errorsFor({ ...valid, name: c.repeat(20) }).name, label).toMatch(/at least 2/);
      expect(errorsFor({ ...valid, message: `${c.repeat(20)}` }).message, label).toMatch(/at least 10/);
    }
    const all = BLANK_LOOKING.map(([, c]) => c).join("");
    expect(errorsFor({ ...valid, name: all.slice(0, 90) }).name).toMatch(/at least 2/);
    expect(errorsFor({ ...valid, message: all.repeat(3) }).message).toMatch(/at least 10/);
    // Real names with marks on their letters still count every character typed.
    expect(visibleLength("José")).toBe(4);
    expect(visibleLength("Jose\u0301")).toBe(5);
    expect(visibleLength("राम")).toBe(3);
    expect(errorsFor({ ...valid, name: "李娜" })).toEqual({});
    expect(errorsFor({ ...valid, name: "\u2800Ravi\u2800" })).toEqual({});
  });

  it("rejects wrong types with a message, not an exception", () => {
    const errors = errorsFor({ name: 42, email: null, subject: ["x"], message: {} });
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "subject"]);
  });
});

describe("the budget (optional: one of the form's ranges, which the server checks)", () => {
  it("may be left out or empty, and is then empty", () => {
    const { budget: _, ...withoutBudget } = valid;
    expect(contactSchema.parse(withoutBudget).budget).toBe("");
    expect(contactSchema.parse({ ...valid, budget: "  " }).budget).toBe("");
  });

  it("takes one line of at most BUDGET_MAX characters, and says what to do otherwise", () => {
    const line = "Dedicated team: ₹6–18 lakh (US$7.5k–22k) a month";
    expect(contactSchema.parse({ ...valid, budget: line }).budget).toBe(line);
    for (const budget of ["x".repeat(BUDGET_MAX + 1), "a\nb", 42]) {
      expect(errorsFor({ ...valid, budget }).budget, JSON.stringify(budget)).toMatch(
        /budget|characters we cannot accept/,
      );
    }
    expect(errorsFor({ ...valid, budget: "x".repeat(BUDGET_MAX + 1) }).budget).toBe(BUDGET_NOT_LISTED);
  });
});

describe("contactErrors (the form's check as it goes)", () => {
  it("is empty for a valid message and names each field to fix, as the API would", () => {
    expect(contactErrors(valid)).toEqual({});
    expect(Object.keys(contactErrors(EMPTY_CONTACT)).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(contactErrors({ ...valid, email: "asha@" })).toEqual({
      email: errorsFor({ ...valid, email: "asha@" }).email,
    });
  });

  it("lists the form's fields in the order a visitor meets them, each with an empty start", () => {
    expect(CONTACT_FIELDS).toEqual(["name", "email", "phone", "subject", "budget", "message"]);
    expect(Object.keys(EMPTY_CONTACT)).toEqual([...CONTACT_FIELDS]);
  });
});

describe("newsletter schema", () => {
  it("validates the e-mail", () => {
    expect(newsletterSchema.safeParse({ email: "reader@example.com" }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: "nope" }).success).toBe(false);
  });
});

describe("the success line", () => {
  it("is the spec's, then the brand's reply promise", () => {
    expect(CONTACT_SUCCESS_MESSAGE).toMatch(/^Thank you for reaching out\. We'll get back to you shortly\b/);
    expect(CONTACT_SUCCESS_MESSAGE).toContain(`within ${brandFile.replyHours} hours`);
  });
});
