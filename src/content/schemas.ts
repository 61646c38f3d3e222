/**
 * Every content schema of the site, in one module. `src/content.config.ts` binds them to the
 * collections; `src/lib/content-check.ts` runs the same schemas over a file outside a build
 * (unit tests, `npm run content:check`). Astro's zod (v3) is used because collections need it.
 *
 * Slugs are file names: a service is `services/<slug>.md`, a team member `team/<id>.yaml`.
 * References to them are checked against the folder listing, so a slug is defined once.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "astro/zod";

export const contentRoot = path.join(process.cwd(), "src", "content");

/** The entry ids of a collection: the names of its files, without extension. */
export function entryIds(collection: CollectionName): string[] {
  const { folder, pattern } = collectionSources[collection];
  const dir = path.join(contentRoot, folder);
  if (!fs.existsSync(dir)) return [];
  const ext = path.extname(pattern);
  const matches = (f: string) => (pattern.startsWith("*") ? f.endsWith(ext) : f === pattern);
  return fs
    .readdirSync(dir)
    .filter((f) => matches(f) && !f.startsWith("_"))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

/** A reference to another entry by its id, checked when the file is validated. */
export function ref(collection: "services" | "projects" | "team") {
  return z.string().superRefine((id, ctx) => {
    const ids = entryIds(collection);
    if (!ids.includes(id)) {
      ctx.addIssue({
        code: "custom",
        message: `unknown ${collection} entry "${id}"; known: ${ids.join(", ")}`,
      });
    }
  });
}

const text = (min: number, max = 2000) => z.string().trim().min(min).max(max);

/** The one SEO block: the page title without the " | Ignite Technologies" suffix. */
const seoSchema = z.strictObject({
  title: text(2, 60),
  description: text(110, 160),
  keywords: z.array(text(2, 60)).min(3).max(8),
});

/** The home page keeps the bare company name as its title. */
const homeSeoSchema = seoSchema.omit({ title: true });

const headingSchema = z.strictObject({
  eyebrow: text(2, 40),
  title: text(3, 90),
  description: text(20, 300).optional(),
});

const ctaSchema = z.strictObject({
  title: text(5, 70),
  text: text(20, 240),
  buttonLabel: text(5, 32),
});

const heroSchema = z.strictObject({ eyebrow: text(2, 40), title: text(5, 80), lead: text(40, 400) });
const stepSchema = z.strictObject({ title: text(4, 40), description: text(60, 240) });
const faqSchema = z.strictObject({ question: text(10, 100).endsWith("?"), answer: text(80, 600) });
const animation = (prefix: string) =>
  z.string().regex(new RegExp(`^/animations/${prefix}-[a-z0-9-]+\\.json$`), `must be /animations/${prefix}-….json`);
const image = (folder: "blog") =>
  z.strictObject({
    src: z.string().regex(new RegExp(`^/images/${folder}/[a-z0-9-]+\\.jpg$`), `must be /images/${folder}/<name>.jpg`),
    alt: text(20, 200),
  });

/** Lucide icons a content file may name; `src/components/ui/icons.ts` maps each to its component. */
export const iconNames = [
  "Accessibility",
  "Activity",
  "BrainCircuit",
  "Boxes",
  "ChartColumn",
  "Cloud",
  "CodeXml",
  "Compass",
  "Cpu",
  "Database",
  "FileCheck",
  "FileText",
  "FingerprintPattern",
  "Flag",
  "Gauge",
  "GitBranch",
  "KeyRound",
  "Layers",
  "Lightbulb",
  "ListChecks",
  "Lock",
  "Map",
  "Palette",
  "Plug",
  "RefreshCw",
  "Rocket",
  "Scale",
  "ScanSearch",
  "Search",
  "ServerCog",
  "ShieldCheck",
  "Smartphone",
  "Store",
  "Target",
  "Telescope",
  "Timer",
  "Users",
  "Wallet",
  "WifiOff",
  "Workflow",
  "Wrench",
] as const;
export type IconName = (typeof iconNames)[number];
const icon = z.enum(iconNames);

// ---------------------------------------------------------------- services (Markdown + facts)

const fullDetailSchema = z.strictObject({
  kind: z.literal("full"),
  hero: z.strictObject({ eyebrow: text(3, 40), headline: text(20, 80), lead: text(120, 400), ctaLabel: text(8, 32) }),
  benefits: z
    .array(z.strictObject({ title: text(8, 45), description: text(60, 240), icon }))
    .min(3)
    .max(12),
  process: z.array(stepSchema).min(3).max(10),
  testimonials: z
    .array(
      z.strictObject({
        name: text(5, 40),
        role: text(3, 50),
        // Described, never a real brand: "Pune auto-components manufacturer".
        company: text(10, 60),
        quote: text(120, 420),
      }),
    )
    .min(1)
    .max(4),
  faqs: z.array(faqSchema).min(1).max(10),
  cta: ctaSchema,
});

const designDetailSchema = z.strictObject({
  kind: z.literal("design"),
  hero: fullDetailSchema.shape.hero,
  designProcess: z.array(stepSchema).min(3).max(10),
  offerings: z
    .array(
      z.strictObject({ title: text(6, 40), description: text(40, 200), points: z.array(text(6, 50)).min(1).max(6) }),
    )
    .min(1)
    .max(6),
  cta: ctaSchema,
});

/** Front matter of `services/<slug>.md`; the Markdown body is the overview prose. */
export const serviceSchema = z.strictObject({
  order: z.number().int().min(1),
  title: text(4, 30),
  description: text(80, 190),
  features: z.array(text(6, 40)).min(2).max(6),
  icon,
  seo: seoSchema,
  tools: z.array(text(2, 30)).min(6).max(10),
  detail: z.discriminatedUnion("kind", [fullDetailSchema, designDetailSchema]),
});

// ---------------------------------------------------------------- projects (Markdown + facts)

export const projectCategories = [
  "Web Application",
  "Mobile Application",
  "Platform Development",
  "E-commerce",
] as const;

/** Front matter of `projects/<slug>.md`; the body holds "## The problem" and "## Our approach". */
export const projectSchema = z.strictObject({
  order: z.number().int().min(1),
  title: text(3, 60),
  category: z.enum(projectCategories),
  year: z.number().int().min(2018).max(2030),
  featured: z.boolean(),
  client: text(10, 160),
  description: text(60, 200),
  duration: z.string().regex(/^\d+ weeks$/, 'must read like "14 weeks"'),
  services: z.array(ref("services")).min(1).max(3),
  summary: text(40, 320),
  results: z
    .array(z.strictObject({ value: text(1, 12), label: text(8, 120) }))
    .min(2)
    .max(6),
  // The change a visitor should remember, as the two figures either side of the project.
  beforeAfter: z
    .array(z.strictObject({ metric: text(3, 40), before: text(1, 16), after: text(1, 16) }))
    .min(1)
    .max(2),
  techStack: z.array(text(1, 30)).min(5).max(9),
  quote: z.strictObject({ text: text(40, 400), name: text(3, 40), role: text(3, 80) }).optional(),
  seo: seoSchema,
});

// ---------------------------------------------------------------- blog posts (Markdown)

export const postCategories = ["Technology", "Design", "Business", "Development", "Industry"] as const;

export const postSchema = z.strictObject({
  title: text(10, 90),
  excerpt: text(60, 220),
  category: z.enum(postCategories),
  // YAML reads 2026-04-21 as a date; a quoted string must still be a real calendar date.
  date: z.coerce.date({ error: "must be a date written as YYYY-MM-DD" }),
  cover: image("blog"),
  author: ref("team"),
  keywords: z.array(text(2, 60)).min(3).max(10),
  /** Drafts render under `npm run dev` only: never in a production build, sitemap, RSS or search. */
  draft: z.boolean().default(false),
});

// ---------------------------------------------------------------- team (YAML)

export const teamMemberSchema = z.strictObject({
  order: z.number().int().min(1),
  name: text(3, 60),
  role: text(3, 60),
  bio: text(120, 600),
});

// ---------------------------------------------------------------- legal pages (Markdown)

/** The spec fixes each policy's twelve card titles; the body's "## " headings must match them. */
export const legalCardTitles = {
  "privacy-policy": [
    "Data Protection",
    "Information Security",
    "Transparency",
    "Data Usage",
    "User Rights",
    "Third-Party Sharing",
    "Data Retention",
    "Policy Updates",
    "Data Collection Methods",
    "Data Breach Response",
    "Consent Management",
    "Contact & Support",
  ],
  "terms-of-service": [
    "Acceptance of Terms",
    "Use of Services",
    "User Responsibilities",
    "Service Availability",
    "Payment and Fees",
    "Intellectual Property",
    "Third-Party Services",
    "Limitation of Liability",
    "Termination",
    "Data Privacy",
    "Modifications to Terms",
    "Contact Us",
  ],
  "cookies-policy": [
    "What Are Cookies",
    "Types of Cookies We Use",
    "Purpose of Cookies",
    "Transparency",
    "Your Cookie Choices",
    "Third-Party Cookies",
    "Cookie Retention",
    "Data Collected by Cookies",
    "Security of Cookie Data",
    "Consent for Cookies",
    "Policy Updates",
    "Contact Us",
  ],
} as const satisfies Record<string, readonly string[]>;

export const legalSchema = z.strictObject({
  title: z.enum(["Privacy Policy", "Terms of Service", "Cookies Policy"]),
  intro: text(80, 600),
  seo: seoSchema,
});

// ---------------------------------------------------------------- page copy (YAML, one file per page)

const pageBase = { seo: seoSchema };

const homePageSchema = z.strictObject({
  page: z.literal("home"),
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

const servicesPageSchema = z.strictObject({
  page: z.literal("services"),
  ...pageBase,
  hero: heroSchema.extend({ ctaLabel: text(5, 32) }),
  listLabel: text(3, 40),
  process: headingSchema.extend({ steps: z.array(stepSchema).min(3).max(10) }),
  cta: ctaSchema,
});

/** Headings shared by every service page; `{service}` is replaced by the service's title. */
const serviceDetailPageSchema = z.strictObject({
  page: z.literal("service-detail"),
  toolsLabel: text(3, 40),
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
  page: z.literal("projects"),
  ...pageBase,
  hero: heroSchema,
  listLabel: text(3, 40),
  filterLabel: text(3, 60),
  allCategoriesLabel: text(2, 20),
  linkLabel: text(5, 32),
  cta: ctaSchema,
});

/** Labels of every case study; `{client}` and `{project}` are filled from the project. */
const caseStudyPageSchema = z.strictObject({
  page: z.literal("case-study"),
  eyebrow: text(5, 40),
  facts: z.strictObject({ client: text(3, 20), category: text(3, 20), year: text(3, 20), duration: text(3, 20) }),
  galleryTitle: text(5, 60),
  beforeAfterTitle: text(5, 40),
  resultsLabel: text(3, 30),
  stackTitle: text(3, 40),
  servicesTitle: text(3, 40),
  backLabel: text(5, 40),
  cta: ctaSchema,
});

const aboutPageSchema = z.strictObject({
  page: z.literal("about"),
  ...pageBase,
  hero: heroSchema,
  story: headingSchema.extend({ paragraphs: z.array(text(120, 700)).min(1).max(6) }),
  values: headingSchema.extend({
    items: z
      .array(z.strictObject({ title: text(3, 30), description: text(60, 300), animation: animation("value") }))
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
  page: z.literal("blog"),
  ...pageBase,
  hero: heroSchema,
  newsletter: z.strictObject({ title: text(5, 60), text: text(40, 240) }),
});

const articlePageSchema = z.strictObject({
  page: z.literal("article"),
  related: headingSchema,
  cta: ctaSchema,
});

const contactPageSchema = z.strictObject({
  page: z.literal("contact"),
  ...pageBase,
  hero: heroSchema,
  formIntro: text(40, 300),
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
  page: z.literal("legal"),
  eyebrow: text(3, 30),
  updatedLabel: text(3, 30),
  contact: z.strictObject({ title: text(5, 60), text: text(20, 200) }),
});

const newsletterPageSchema = z.strictObject({
  page: z.literal("newsletter"),
  title: text(5, 60),
  backLabel: text(5, 40),
});

/** A footer link: a path on this site (the e2e link check proves each one is a real page). */
const footerLinkSchema = z.strictObject({
  label: text(2, 40),
  href: z.string().regex(/^\/[A-Za-z0-9/-]*$/, "must be a path on this site, such as /services/web-development"),
});

/** The footer's link columns (spec: Quick Links, Services) and its Contact column's labels. */
const footerPageSchema = z.strictObject({
  page: z.literal("footer"),
  columns: z
    .array(z.strictObject({ title: text(3, 30), links: z.array(footerLinkSchema).min(1).max(8) }))
    .min(1)
    .max(3),
  // The Contact column: its heading and the label of its link to /contact.
  contact: z.strictObject({ title: text(3, 30), linkLabel: text(5, 40) }),
});

const notFoundPageSchema = z.strictObject({
  page: z.literal("not-found"),
  seo: z.strictObject({ title: text(5, 60), description: text(20, 160) }),
  title: text(5, 60),
  text: text(60, 400),
  buttonLabel: text(5, 32),
});

export const pageSchemas = {
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
export type PageId = keyof typeof pageSchemas;

/** Any page file: the union is built from the one list above, keyed by its `page` field. */
type AnyPageSchema = (typeof pageSchemas)[PageId];
export const pageSchema = z.discriminatedUnion(
  "page",
  Object.values(pageSchemas) as [AnyPageSchema, ...AnyPageSchema[]],
);

// ---------------------------------------------------------------- brand facts (JSON)

export const brandSchema = z.strictObject({
  name: text(3, 40),
  wordmark: text(2, 20),
  tagline: text(2, 30),
  description: text(80, 300),
  footerBlurb: text(40, 200),
  email: z.email(),
  phone: z.strictObject({ display: text(6, 30), href: z.string().regex(/^tel:\+\d{8,15}$/) }),
  address: z.strictObject({
    street: text(3, 80),
    locality: text(2, 40),
    region: text(2, 40),
    postalCode: text(3, 12),
    country: text(2, 40),
    countryCode: z.string().length(2),
    geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
  founded: z.number().int().min(1990).max(2030),
  social: z.strictObject({ linkedin: z.url() }),
  stats: z
    .array(
      z.strictObject({
        // The name copy uses to restate the figure: "{projectsCompleted} projects" (src/lib/facts.ts).
        key: z.enum(["projectsCompleted", "happyClients", "teamMembers", "yearsOfExperience"]),
        value: z.number().int().positive(),
        suffix: z.string().max(2),
        label: text(3, 30),
      }),
    )
    .length(4)
    .refine((stats) => new Set(stats.map((s) => s.key)).size === stats.length, "each stat key once"),
  trustedBy: text(10, 80),
  /** The sentence under the stats that says what "Trusted by 500+ companies" counts. */
  trustedByNote: text(40, 200),
  replyPromise: text(10, 80),
  replyHours: z.number().int().positive(),
  legalUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  defaultKeywords: z.array(text(2, 60)).min(3).max(10),
});

// ---------------------------------------------------------------- where each collection's files are

/** Each collection's folder (under src/content), its files ("*.md" or one file name) and schema. */
export const collectionSources = {
  blog: { folder: "blog", pattern: "*.md", schema: postSchema },
  services: { folder: "services", pattern: "*.md", schema: serviceSchema },
  projects: { folder: "projects", pattern: "*.md", schema: projectSchema },
  legal: { folder: "legal", pattern: "*.md", schema: legalSchema },
  team: { folder: "team", pattern: "*.yaml", schema: teamMemberSchema },
  pages: { folder: "pages", pattern: "*.yaml", schema: pageSchema },
  brand: { folder: "", pattern: "brand.json", schema: brandSchema },
} as const;
export type CollectionName = keyof typeof collectionSources;
