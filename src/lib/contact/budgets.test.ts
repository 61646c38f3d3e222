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
    expect(options).toHaveLength(models.length);
    models.forEach((model, i) => {
      expect(options[i]).toBe(`${model.name}: ${priceOf(model)}${model.per === "month" ? " a month" : ""}`);
      // Both currencies, as /services shows them.
      expect(options[i]).toMatch(/₹.*US\$/);
      // Each fits the field the database and the schema keep.
      expect(options[i]!.length).toBeLessThanOrEqual(BUDGET_MAX);
    });
  });

  it("accept none, or one of the options word for word, and nothing else", () => {
    const options = budgetOptions(models);
    expect(isBudgetOption("", options)).toBe(true);
    expect(isBudgetOption(options[0]!, options)).toBe(true);
    expect(isBudgetOption(`${options[0]!} `, options)).toBe(false);
    expect(isBudgetOption("A million dollars", options)).toBe(false);
  });
});
