/**
 * One fact sheet: `src/content/brand.json` holds the company's facts (founding year, reply
 * promise, stats, address), and copy that restates one names it as a `{placeholder}` instead of
 * a literal, so that changing brand.json changes every sentence. `src/lib/content/collections.ts` fills the
 * placeholders when it reads page copy, services and team bios; an unknown one stops the build
 * with the file and the field.
 *
 * No Node or Astro imports: what an island imports must run in the browser too.
 */
import type { z } from "astro/zod";
import type { brandSchema } from "@/content/schemas";
import { formatInrRange, formatUsdRange } from "../format/money";

type Brand = z.infer<typeof brandSchema>;
export type StatKey = Brand["stats"][number]["key"];

/**
 * Every placeholder copy may use. Counts are words ("eight"); write the name with a capital
 * (`{ServiceCount}`) to start a sentence with it ("Eight").
 */
export interface Placeholders {
  /** "2018" */
  founded: string;
  /** "24", as in "within {replyHours} hours" */
  replyHours: string;
  /** "Greater Noida" */
  city: string;
  /** The stats, as shown on the home page: "100+", "50+", "15+", "7+". */
  projectsCompleted: string;
  happyClients: string;
  teamMembers: string;
  yearsOfExperience: string;
  /** How many services `src/content/services/` holds, in words: "eight". */
  serviceCount: string;
  /** The case studies' years, first to last: "2021–2023". */
  caseStudyYears: string;
  /**
   * The engagement models' prices (src/content/pages/services.yaml), as /services shows them:
   * "₹1.5–3 lakh (US$2k–4k)". Copy quotes these, never a figure of its own (issue 42).
   */
  discoverySprintPrice: string;
  fixedScopeProjectPrice: string;
  dedicatedTeamPrice: string;
  /** The fixed-scope model's tiers, named "{model} {tier}": "MVP or site", "Platform". */
  fixedScopeProjectMvpOrSitePrice: string;
  fixedScopeProjectPlatformPrice: string;
}
export type PlaceholderName = keyof Placeholders;

const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

const hindiNumberWords = ["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस", "ग्यारह", "बारह"];

/** 8 → "eight" ("आठ" in Hindi); numbers above twelve stay figures, as in the posts. */
export function countInWords(n: number, locale: "en" | "hi" = "en"): string {
  return (locale === "hi" ? hindiNumberWords : numberWords)[n] ?? String(n);
}

/** An engagement model's price band, as src/content/pages/services.yaml gives it. */
export interface EngagementPrice {
  name: string;
  inr: { from: number; to: number };
  usd: { from: number; to: number };
  /** Narrower bands inside the model, end to end (pages.ts's engagement schema). */
  tiers?: readonly Omit<EngagementPrice, "tiers">[];
}

/** Every price copy may quote: each model's, and each of its tiers' as "{model} {tier}". */
export function quotablePrices(engagements: readonly EngagementPrice[]): [string, EngagementPrice][] {
  return engagements.flatMap((e) => [
    [pricePlaceholder(e.name), e] as [string, EngagementPrice],
    ...(e.tiers ?? []).map((t) => [pricePlaceholder(`${e.name} ${t.name}`), t] as [string, EngagementPrice]),
  ]);
}

/** What the content folders add to the fact sheet. */
export interface ContentCounts {
  services: number;
  caseStudyYears: readonly number[];
  engagements: readonly EngagementPrice[];
}

/** The facts brand.json holds itself: all but the content's. Its own description names them. */
export type BrandPlaceholders = Omit<Placeholders, "serviceCount" | "caseStudyYears" | PriceName>;
type PriceName =
  | "discoverySprintPrice"
  | "fixedScopeProjectPrice"
  | "dedicatedTeamPrice"
  | "fixedScopeProjectMvpOrSitePrice"
  | "fixedScopeProjectPlatformPrice";

/** An engagement's price as copy quotes it, from the same formatters as /services: "₹8–60 lakh (US$10k–75k)". */
export function priceOf(engagement: EngagementPrice, locale: "en" | "hi" = "en"): string {
  return `${formatInrRange(engagement.inr.from, engagement.inr.to, locale)} (${formatUsdRange(engagement.usd.from, engagement.usd.to)})`;
}

/** The placeholder of an engagement's price: "Fixed-scope project" → fixedScopeProjectPrice. */
export function pricePlaceholder(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w)).join("") + "Price";
}

export function brandPlaceholders(
  brand: Pick<Brand, "founded" | "replyHours" | "address" | "stats">,
): BrandPlaceholders {
  const stat = (key: StatKey) => {
    const found = brand.stats.find((s) => s.key === key);
    if (!found) throw new Error(`src/content/brand.json: stats: no stat with key "${key}"`);
    return `${found.value}${found.suffix}`;
  };
  return {
    founded: String(brand.founded),
    replyHours: String(brand.replyHours),
    city: brand.address.locality,
    projectsCompleted: stat("projectsCompleted"),
    happyClients: stat("happyClients"),
    teamMembers: stat("teamMembers"),
    yearsOfExperience: stat("yearsOfExperience"),
  };
}

export function placeholderValues(
  brand: Pick<Brand, "founded" | "replyHours" | "address" | "stats">,
  content: ContentCounts,
  locale: "en" | "hi" = "en",
): Placeholders {
  const first = Math.min(...content.caseStudyYears);
  const last = Math.max(...content.caseStudyYears);
  const prices = Object.fromEntries(quotablePrices(content.engagements).map(([name, e]) => [name, priceOf(e, locale)]));
  const price = (name: PriceName) => {
    const value = prices[name];
    if (!value) throw new Error(`src/content/pages/services.yaml: engagements: no model for {${name}}`);
    return value;
  };
  return {
    ...brandPlaceholders(brand),
    serviceCount: countInWords(content.services, locale),
    caseStudyYears: first === last ? String(first) : `${first}–${last}`,
    discoverySprintPrice: price("discoverySprintPrice"),
    fixedScopeProjectPrice: price("fixedScopeProjectPrice"),
    dedicatedTeamPrice: price("dedicatedTeamPrice"),
    fixedScopeProjectMvpOrSitePrice: price("fixedScopeProjectMvpOrSitePrice"),
    fixedScopeProjectPlatformPrice: price("fixedScopeProjectPlatformPrice"),
  };
}

/**
 * Placeholders that a page template keeps for its component to fill per page, by field:
 * `{service}` on every service page, `{client}` and `{project}` on every case study, `{project}`
 * under each client's quote on /projects.
 */
export const perPagePlaceholders: Record<string, Record<string, readonly string[]>> = {
  projects: { "voices.caseStudyLabel": ["project"] },
  "service-detail": { "overview.title": ["service"], "benefits.title": ["service"], caseStudyLabel: ["project"] },
  "case-study": {
    eyebrow: ["category", "year"],
    galleryTitle: ["project"],
    "cta.title": ["client", "project"],
  },
};

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholderValue(facts: Partial<Placeholders>, name: string): string | undefined {
  if (Object.hasOwn(facts, name)) return facts[name as PlaceholderName];
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  if (name !== lower && Object.hasOwn(facts, lower)) {
    const value = facts[lower as PlaceholderName] ?? "";
    return value.charAt(0).toUpperCase() + value.slice(1);
  }
  return undefined;
}

export interface FillWhere {
  /** The content file, e.g. "src/content/pages/home.yaml", for the error message. */
  file: string;
  /** Placeholders left for later, by field path (see `perPagePlaceholders`). */
  later?: Record<string, readonly string[]>;
}

/**
 * Fills the fact placeholders in every string of a content value (objects and arrays are
 * copied, other values kept). Throws on a placeholder that is neither a fact nor kept for later
 * in that field: `src/content/pages/home.yaml: hero.subline: unknown placeholder {fonded}; …`.
 */
export function fillPlaceholders<T>(
  value: T,
  facts: Partial<Placeholders>,
  where: FillWhere,
  path: readonly (string | number)[] = [],
): T {
  if (typeof value === "string") {
    const field = path.join(".") || "(file)";
    return value.replace(PLACEHOLDER, (match, name: string) => {
      const fact = placeholderValue(facts, name);
      if (fact !== undefined) return fact;
      if (where.later?.[field]?.includes(name)) return match;
      const kept = where.later?.[field] ?? [];
      throw new Error(
        `${where.file}: ${field}: unknown placeholder {${name}}; known: ${[...Object.keys(facts), ...kept]
          .map((k) => `{${k}}`)
          .join(", ")}`,
      );
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item, i) => fillPlaceholders(item, facts, where, [...path, i])) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, facts, where, [...path, key])]),
    ) as T;
  }
  return value;
}

/** Fills `{name}` placeholders of a per-page template, e.g. "What {service} with us gives you". */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`"${template}": no value for {${key}}`);
    return value;
  });
}
