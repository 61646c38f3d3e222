import { describe, expect, it } from "vitest";
import { readContentFile } from "../../../tools/content-files";
import { budgetOptions, isBudgetOption, type BudgetEngagement } from "./budgets";
import { BUDGET_MAX } from "./schema";
import { priceOf } from "@/lib/brand/placeholders";

const services = readContentFile("src/content/pages/services.yaml").data as {
  engagements: { items: BudgetEngagement[] };
};
const models = services.engagements.items;

describe("the contact form's budget ranges", () => {
  it("are the engagement models of /services, each with its price as the page and the copy quote it", () => {
    const options = budgetOptions(models);
    // A model with tiers (fixed scope: an MVP or site, a platform) is offered tier by tier.
    const expected = models.flatMap((model) => {
      const per = model.per === "month" ? " a month" : "";
      return model.tiers?.length
        ? model.tiers.map((tier) => `${model.name}, ${tier.name}: ${priceOf(tier)}${per}`)
        : [`${model.name}: ${priceOf(model)}${per}`];
    });
    expect(options).toEqual(expected);
    expect(options.length).toBeGreaterThan(models.length);
    expect(options).toContain("Fixed-scope project, Platform: ₹20–60 lakh (US$25k–75k)");
    for (const option of options) {
      // Both currencies, as /services shows them.
      expect(option).toMatch(/₹.*US\$/);
      // Each fits the field the database and the schema keep.
      expect(option.length).toBeLessThanOrEqual(BUDGET_MAX);
    }
  });

  it("accept none, or one of the options word for word, and nothing else", () => {
    const options = budgetOptions(models);
    expect(isBudgetOption("", options)).toBe(true);
    expect(isBudgetOption(options[0]!, options)).toBe(true);
    expect(isBudgetOption(`${options[0]!} `, options)).toBe(false);
    expect(isBudgetOption("A million dollars", options)).toBe(false);
  });
});
