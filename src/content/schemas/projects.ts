/** A case study: `projects/<slug>.md`, its facts in front matter and two sections of Markdown. */
import { z } from "astro/zod";
import { cmsOptional, upload } from "../cms-shapes";
import { ref, seoSchema, text } from "./shared";

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
    .max(2)
    .meta({ label: "Before and after" }),
  techStack: z.array(text(1, 30)).min(5).max(9),
  /** The card's and the case study's picture: a screen of the product, 16:10, at least 1600 px wide. */
  cover: z.strictObject({ image: upload("projects"), alt: text(20, 200) }),
  /** Screens of the product, each with what it shows and a one-line caption. */
  /** The product's own logo, square, as SVG: shown beside its client's quotes on the service pages. */
  mark: upload("projects", "image", /\.svg$/i, "an SVG logo")
    .optional()
    .meta({ label: "Product mark (SVG)" }),
  gallery: z
    .array(z.strictObject({ image: upload("projects"), alt: text(20, 200), caption: text(10, 90) }))
    .min(1)
    .max(8),
  quote: cmsOptional(z.strictObject({ text: text(40, 400), name: text(3, 40), role: text(3, 80) }), {
    label: "Client quote",
  }),
  seo: seoSchema,
});
