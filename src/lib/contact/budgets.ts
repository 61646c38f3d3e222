/**
 * The contact form's budget ranges: the engagement models of /services (pages/services.yaml),
 * each with its price as /services and the copy quote it (priceOf), so that the form, the page
 * and the FAQs never disagree. The chosen line is what the lead carries, word for word: the
 * agency reads it in the e-mail, the CSV and the webhook as the visitor saw it.
 */
import { priceOf, type EngagementPrice } from "@/lib/brand/placeholders";

export interface BudgetEngagement extends EngagementPrice {
  /** What the price is for: a project, a month, a sprint. */
  per: "project" | "month" | "sprint";
}

const PER = { project: "", sprint: "", month: " a month" } as const;

/**
 * "Discovery sprint: ₹1.5–3 lakh (US$2k–4k)", "Dedicated team: ₹6–18 lakh (US$7.5k–22k) a month";
 * a model with tiers offers each tier instead ("Fixed-scope project, Platform: ₹20–60 lakh (…)"),
 * so a lead says which end of a wide range its brief sits at.
 */
export function budgetOptions(engagements: readonly BudgetEngagement[]): string[] {
  return engagements.flatMap((e) =>
    e.tiers?.length
      ? e.tiers.map((t) => `${e.name}, ${t.name}: ${priceOf(t)}${PER[e.per]}`)
      : [`${e.name}: ${priceOf(e)}${PER[e.per]}`],
  );
}

/** The server's check: empty (not chosen) or one of the options the form offers. */
export function isBudgetOption(budget: string, options: readonly string[]): boolean {
  return budget === "" || options.includes(budget);
}
