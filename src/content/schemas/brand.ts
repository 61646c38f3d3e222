/** The fact sheet: `brand.json`. */
import { z } from "astro/zod";
import { text } from "./shared";

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
        // The name copy uses to restate the figure: "{projectsCompleted} projects" (src/lib/brand/placeholders.ts).
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
