import { describe, expect, it } from "vitest";
import { site } from "./site";
import {
  cookiesCardTitles,
  cookiesPolicy,
  cookiesPolicySchema,
  legalPolicies,
  privacyCardTitles,
  privacyPolicy,
  privacyPolicySchema,
  termsCardTitles,
  termsOfService,
  termsOfServiceSchema,
  type LegalPolicy,
} from "./legal";

function clone<T>(value: T): T {
  return structuredClone(value);
}

const cases = [
  ["Privacy Policy", privacyPolicy, privacyPolicySchema, privacyCardTitles],
  ["Terms of Service", termsOfService, termsOfServiceSchema, termsCardTitles],
  ["Cookies Policy", cookiesPolicy, cookiesPolicySchema, cookiesCardTitles],
] as const;

describe.each(cases)("%s", (title, policy, schema, titles) => {
  it("has its title and exactly twelve cards in the required order", () => {
    expect(policy.title).toBe(title);
    expect(policy.cards.map((c) => c.title)).toEqual([...titles]);
    expect(titles).toHaveLength(12);
  });

  it("rejects eleven cards, a swapped order or a wrong title", () => {
    const eleven = clone(policy);
    eleven.cards.pop();
    expect(schema.safeParse(eleven).success).toBe(false);

    const swapped = clone(policy);
    [swapped.cards[0], swapped.cards[1]] = [swapped.cards[1]!, swapped.cards[0]!];
    expect(schema.safeParse(swapped).success).toBe(false);

    expect(schema.safeParse({ ...clone(policy), title: "Legal" }).success).toBe(false);
  });

  it("rejects a missing field", () => {
    const noIntro: Partial<LegalPolicy> = clone(policy);
    delete noIntro.intro;
    expect(schema.safeParse(noIntro).success).toBe(false);
    const emptyBody = clone(policy);
    emptyBody.cards[2]!.body = [];
    expect(schema.safeParse(emptyBody).success).toBe(false);
  });
});

describe("legal copy stays true to the site", () => {
  const allText = Object.values(legalPolicies)
    .flatMap((p) => [p.intro, ...p.cards.flatMap((c) => c.body)])
    .join(" ");

  it("takes contact details from site config", () => {
    expect(allText).toContain(site.email);
    expect(allText).toContain(site.address.postalCode);
    expect(allText).not.toMatch(/May 14, 2025|2025-05-14/);
  });

  it("states the facts the site's behaviour depends on", () => {
    expect(allText).toContain('localStorage under the key "theme"');
    expect(allText).toContain("24 months");
    expect(allText).toContain("30 days");
    expect(allText).toContain("Digital Personal Data Protection Act, 2023");
    expect(allText).toContain("Data Protection Board of India");
    expect(allText).toContain("Gautam Buddh Nagar");
    expect(cookiesPolicy.cards[1]!.body[0]).toMatch(/^None\. This site sets no cookies/);
  });
});
