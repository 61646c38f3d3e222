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

const PER = {
  en: { project: "", sprint: "", month: " a month" },
  hi: { project: "", sprint: "", month: " प्रति माह" },
} as const;

/**
 * "Discovery sprint: ₹1.5–3 lakh (US$2k–4k)", "Dedicated team: ₹6–18 lakh (US$7.5k–22k) a month";
 * a model with tiers offers each tier instead ("Fixed-scope project, Platform: ₹20–60 lakh (…)"),
 * so a lead says which end of a wide range its brief sits at.
 */
export function budgetOptions(engagements: readonly BudgetEngagement[], locale: "en" | "hi" = "en"): string[] {
  const per = PER[locale];
  return engagements.flatMap((e) =>
    e.tiers?.length
      ? e.tiers.map((t) => `${e.name}, ${t.name}: ${priceOf(t, locale)}${per[e.per]}`)
      : [`${e.name}: ${priceOf(e, locale)}${per[e.per]}`],
  );
}

/** A choice of the form: what it sends (the English line, which the server checks) and what it shows. */
export interface BudgetChoice {
  value: string;
  label: string;
}

/**
 * The form's choices on a page in another language: each shows that language's line and sends
 * the English one, so the agency reads every lead's budget in one language (the lead says which
 * language its visitor wrote in). The two lists line up: the models are the same, in order.
 */
export function budgetChoices(english: readonly string[], shown: readonly string[]): BudgetChoice[] {
  if (english.length !== shown.length) throw new Error("The budget ranges differ in number between the languages.");
  return english.map((value, i) => ({ value, label: shown[i]! }));
}

/** The server's check: empty (not chosen) or one of the options the form offers. */
export function isBudgetOption(budget: string, options: readonly string[]): boolean {
  return budget === "" || options.includes(budget);
}
