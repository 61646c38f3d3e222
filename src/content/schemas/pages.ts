/** Page copy: one YAML file per page under `pages/`, each with its own schema. */
import { z } from "astro/zod";
import {
  ctaSchema,
  faqSchema,
  headingSchema,
  heroSchema,
  homeSeoSchema,
  ref,
  seoSchema,
  stepSchema,
  text,
} from "./shared";

const pageBase = { seo: seoSchema };

const homePageSchema = z.strictObject({
  seo: homeSeoSchema,
  hero: z.strictObject({
    badge: text(5, 40),
    headlineLead: text(10, 60),
    headlineSpark: text(10, 60),
    subline: text(80, 300),
    primary: z.strictObject({ label: text(5, 32), href: z.string().startsWith("/") }),
    secondary: z.strictObject({ label: text(5, 32), href: z.string().startsWith("/") }),
  }),
  // Four of the services (the spec's home cards), and a link to all of them on /services.
  services: headingSchema.extend({ items: z.array(ref("services")).min(1).max(8), allLabel: text(5, 32) }),
  projects: headingSchema.extend({ allLabel: text(5, 32), linkLabel: text(5, 32) }),
  cta: ctaSchema,
});

/**
 * A typical price in one currency, in whole units (rupees, dollars): always a range, since
 * no two briefs cost the same; a single figure is refused.
 */
const priceRange = z
  .strictObject({ from: z.number().int().min(1), to: z.number().int().min(1) })
  .refine((range) => range.to > range.from, { message: "must be a range: 'to' above 'from'", path: ["to"] });

/** A narrower band inside a model (fixed scope: an MVP, a platform), so a buyer can place a brief. */
const engagementTierSchema = z.strictObject({
  name: text(2, 30),
  inr: priceRange,
  usd: priceRange,
  duration: text(5, 40),
  /** What typically falls in it. */
  examples: text(10, 120),
});
type PriceRange = z.infer<typeof priceRange>;
/** Tiers run end to end: the first starts where the model does, each where the last stopped, the last ends with it. */
const tiersSpan = (tiers: { inr: PriceRange; usd: PriceRange }[], model: { inr: PriceRange; usd: PriceRange }) =>
  (["inr", "usd"] as const).every(
    (c) =>
      tiers[0]![c].from === model[c].from &&
      tiers.at(-1)![c].to === model[c].to &&
      tiers.every((t, i) => i === 0 || t[c].from === tiers[i - 1]![c].to),
  );

/** One way to work with us, with what it typically costs and what it includes. */
const engagementSchema = z
  .strictObject({
    name: text(5, 40),
    summary: text(40, 200),
    inr: priceRange,
    usd: priceRange,
    /** What the price is for. */
    per: z.enum(["project", "month", "sprint"]),
    duration: text(5, 40),
    includes: z.array(text(10, 120)).min(3).max(6),
    bestFor: text(20, 160),
    /** None, or two or three bands end to end across the range. */
    tiers: z.array(engagementTierSchema).max(3).meta({ label: "Tiers within the range (none, or two or three)" }),
  })
  .refine((model) => model.tiers.length === 0 || (model.tiers.length >= 2 && tiersSpan(model.tiers, model)), {
    message:
      "Give two or three tiers, end to end: the first from the model's 'from', each from where the last ends, the last to its 'to' (₹ and US$)",
    path: ["tiers"],
  });

const servicesPageSchema = z.strictObject({
  ...pageBase,
  hero: heroSchema.extend({ ctaLabel: text(5, 32) }),
  listLabel: text(3, 40),
  process: headingSchema.extend({ steps: z.array(stepSchema).min(3).max(10) }),
  /** Engagement models: what working with us typically costs (B2B buyers want it before they call). */
  engagements: headingSchema.extend({
    items: z.array(engagementSchema).length(3),
    /** Under the three: taxes, and how a quote is fixed. */
    note: text(40, 240),
    ctaLabel: text(5, 40),
  }),
  cta: ctaSchema,
});

/** Headings shared by every service page; `{service}` is replaced by the service's title. */
const serviceDetailPageSchema = z.strictObject({
  toolsLabel: text(3, 40),
  /** The link under a client's quote to the case study it belongs to; {project} is its title. */
  caseStudyLabel: text(8, 40),
  /** Under a client's quote that has no case study here (the work is under NDA): what a buyer can ask for instead. */
  referenceLabel: text(8, 60),
  /** Before the case studies the hero's screens come from: "From our work: Quantum Dashboard, 2023". */
  showcaseLabel: text(5, 30),
  overview: headingSchema,
  benefits: headingSchema,
  process: headingSchema,
  testimonials: headingSchema,
  faqs: headingSchema,
  designApproach: headingSchema,
  designProcess: headingSchema,
  offerings: headingSchema,
});

const projectsPageSchema = z.strictObject({
  ...pageBase,
  hero: heroSchema,
  listLabel: text(3, 40),
  filterLabel: text(3, 60),
  allCategoriesLabel: text(2, 20),
  linkLabel: text(5, 32),
  /** The clients behind the work: the products' marks, then each named client's words. */
  voices: headingSchema.extend({
    marksLabel: text(3, 60),
    /** The link under a quote to its case study; {project} is its title. */
    caseStudyLabel: text(8, 40),
  }),
  cta: ctaSchema,
});

/** Labels of every case study; `{client}` and `{project}` are filled from the project. */
const caseStudyPageSchema = z.strictObject({
  eyebrow: text(5, 40),
  facts: z.strictObject({ client: text(3, 20), category: text(3, 20), year: text(3, 20), duration: text(3, 20) }),
  galleryTitle: text(5, 60),
  /** Over the case study the page ends on: the next one, in the portfolio's order. */
  nextLabel: text(3, 30),
  /** On each gallery screen: it opens full size. */
  zoomLabel: text(3, 30),
  /** The full-size view's close button. */
  closeLabel: text(3, 20),
  beforeAfterTitle: text(5, 40),
  resultsLabel: text(3, 30),
  stackTitle: text(3, 40),
  servicesTitle: text(3, 40),
  backLabel: text(5, 40),
  cta: ctaSchema,
});

const aboutPageSchema = z.strictObject({
  ...pageBase,
  hero: heroSchema,
  story: headingSchema.extend({ paragraphs: z.array(text(120, 700)).min(1).max(6) }),
  values: headingSchema.extend({
    items: z
      // Each value's animation is named after it (permalink.valueAnimation); packages/art draws it.
      .array(z.strictObject({ title: text(3, 30), description: text(60, 300) }))
      .min(2)
      .max(8),
  }),
  timeline: headingSchema.extend({
    items: z
      .array(
        z.strictObject({ year: z.number().int().min(2018).max(2030), title: text(5, 60), description: text(60, 300) }),
      )
      .min(3),
  }),
  team: headingSchema.extend({ members: z.array(ref("team")).min(1) }),
  join: ctaSchema,
});

const blogPageSchema = z.strictObject({
  ...pageBase,
  hero: heroSchema,
  newsletter: z.strictObject({
    title: text(5, 60),
    text: text(40, 240),
    /** Under the box: how consent works (double opt-in, unsubscribe), beside a link to the privacy policy. */
    consent: text(30, 200),
  }),
});

const articlePageSchema = z.strictObject({
  related: headingSchema,
  cta: ctaSchema,
});

const contactPageSchema = z.strictObject({
  ...pageBase,
  hero: heroSchema,
  /** Beside the form: a link to the typical budgets on /services. */
  budgetLink: text(10, 60),
  details: z.strictObject({
    title: text(5, 40),
    email: text(3, 30),
    phone: text(3, 30),
    office: text(3, 30),
    response: text(3, 30),
  }),
  map: z.strictObject({
    title: text(10, 80),
    alt: text(20, 160),
    loadLabel: text(5, 40),
    openLabel: text(5, 40),
    notice: text(20, 200),
  }),
  faqs: headingSchema.extend({ items: z.array(faqSchema).min(1).max(10) }),
});

/** What the three legal pages share around their cards. */
const legalPageSchema = z.strictObject({
  eyebrow: text(3, 30),
  updatedLabel: text(3, 30),
  contact: z.strictObject({ title: text(5, 60), text: text(20, 200) }),
  /**
   * The cookies policy's switch for the agency's own browsers, shown under the section titled
   * `section`: a toggle button, pressed while this browser is not counted.
   */
  insightsSwitch: z.strictObject({ section: text(5, 60), label: text(5, 60) }),
});

/** One state of the newsletter's pages: its heading and what it says. */
const subscriptionStateSchema = z.strictObject({ title: text(5, 60), text: text(40, 320) });
const subscriptionActionSchema = subscriptionStateSchema.extend({ button: text(5, 40) });

const newsletterPageSchema = z.strictObject({
  title: text(5, 60),
  backLabel: text(5, 40),
  /** After a sign-up: the same for every address, and it does not claim that an e-mail went out. */
  checkInbox: subscriptionStateSchema,
  /** The page a confirmation link opens: one button, which confirms (opening the link does not). */
  confirm: subscriptionActionSchema,
  confirmed: subscriptionStateSchema,
  confirmInvalid: subscriptionStateSchema,
  /** The page an unsubscribe link opens: one button. */
  unsubscribe: subscriptionActionSchema,
  unsubscribed: subscriptionStateSchema,
  unsubscribeInvalid: subscriptionStateSchema,
  /** The database could not be reached: try again. */
  unavailable: subscriptionStateSchema,
});

/** A footer link: a path on this site (the e2e link check proves each one is a real page). */
const footerLinkSchema = z.strictObject({
  label: text(2, 40),
  href: z.string().regex(/^\/[A-Za-z0-9/-]*$/, "must be a path on this site, such as /services/web-development"),
});

/** The footer's link columns (spec: Quick Links, Services) and its Contact column's labels. */
const footerPageSchema = z.strictObject({
  columns: z
    .array(z.strictObject({ title: text(3, 30), links: z.array(footerLinkSchema).min(1).max(8) }))
    .min(1)
    .max(3),
  // The Contact column: its heading and the label of its link to /contact.
  contact: z.strictObject({ title: text(3, 30), linkLabel: text(5, 40) }),
});

const notFoundPageSchema = z.strictObject({
  seo: z.strictObject({ title: text(5, 60), description: text(20, 160) }),
  title: text(5, 60),
  text: text(60, 400),
  buttonLabel: text(5, 32),
});

/** Each page's own schema, by the name of its file in pages/. */
const pageShapes = {
  home: homePageSchema,
  services: servicesPageSchema,
  "service-detail": serviceDetailPageSchema,
  projects: projectsPageSchema,
  "case-study": caseStudyPageSchema,
  about: aboutPageSchema,
  blog: blogPageSchema,
  article: articlePageSchema,
  contact: contactPageSchema,
  legal: legalPageSchema,
  newsletter: newsletterPageSchema,
  footer: footerPageSchema,
  "not-found": notFoundPageSchema,
} as const;
export type PageId = keyof typeof pageShapes;

/** A page's schema with its `page` key, which the loader sets from the file's name (`withFileName`). */
type Keyed<K extends PageId> =
  (typeof pageShapes)[K] extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<z.core.util.Extend<Shape, { page: z.ZodLiteral<K> }>, Config>
    : never;

export const pageSchemas = Object.fromEntries(
  Object.entries(pageShapes).map(([id, schema]) => [id, schema.extend({ page: z.literal(id) })]),
) as { [K in PageId]: Keyed<K> };

/** Any page file: the union of the one list above, picked by its `page` key. */
type AnyPageSchema = (typeof pageSchemas)[PageId];
export const pageSchema = z.discriminatedUnion(
  "page",
  Object.values(pageSchemas) as [AnyPageSchema, ...AnyPageSchema[]],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `"${String((issue.input as { page?: unknown } | undefined)?.page)}" is no page of the site; the files in pages/ are ` +
          `named after one (${Object.keys(pageShapes).join(", ")}), and a new page needs its schema in pageShapes ` +
          `(src/content/schemas/pages.ts)`
        : undefined,
  },
);
