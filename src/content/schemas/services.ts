/** A service: `services/<slug>.md`, its facts in front matter and the overview in Markdown. */
import { z } from "astro/zod";
import { cmsVariants, upload } from "../cms-shapes";
import { ctaSchema, faqSchema, icon, ref, seoSchema, stepSchema, text } from "./shared";

const fullDetailSchema = z.strictObject({
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
        /** The case study of this client's work, if there is one: the quote links to it and shows the product's mark. */
        project: ref("projects").optional().meta({ label: "Case study" }),
      }),
    )
    .min(1)
    .max(4),
  faqs: z.array(faqSchema).min(1).max(10),
  cta: ctaSchema,
});

const designDetailSchema = z.strictObject({
  hero: fullDetailSchema.shape.hero,
  designProcess: z.array(stepSchema).min(3).max(10),
  offerings: z
    .array(
      z.strictObject({ title: text(6, 40), description: text(40, 200), points: z.array(text(6, 50)).min(1).max(6) }),
    )
    .min(1)
    .max(6),
  // The same proof and questions as every service page (one page kit for all eight).
  testimonials: fullDetailSchema.shape.testimonials,
  faqs: fullDetailSchema.shape.faqs,
  cta: ctaSchema,
});

/** Front matter of `services/<slug>.md`; the Markdown body is the overview prose. */
export const serviceSchema = z.strictObject({
  order: z.number().int().min(1),
  title: text(4, 30),
  description: text(80, 190),
  features: z.array(text(6, 40)).min(2).max(6),
  icon,
  /** A Lottie animation (JSON) for its card and page; without one they show the icon, large. */
  animation: upload("services", "file", /\.json$/).optional(),
  seo: seoSchema,
  tools: z.array(text(2, 30)).min(6).max(10),
  /**
   * The hero's picture: a crop of a case-study screen that shows this service's work. It names a
   * project's gallery screen (0 is the first) and the point to centre on, in percent of its width
   * and height, with a zoom of 1 (the whole screen) to 3. One only: a second crop laid over the
   * first covered its captions (issue 54).
   */
  showcase: z
    .array(
      z.strictObject({
        project: ref("projects").meta({ label: "Case study" }),
        screen: z.number().int().min(0).max(7).meta({ label: "Gallery screen (0 is the first)" }),
        focusX: z.number().int().min(0).max(100).meta({ label: "Centre across (%)" }),
        focusY: z.number().int().min(0).max(100).meta({ label: "Centre down (%)" }),
        zoom: z.number().min(1).max(3),
      }),
    )
    .min(1)
    .max(1),
  /** The detail page: the spec's full layout, or the design layout (UI/UX Design). */
  detail: cmsVariants(
    { full: fullDetailSchema, design: designDetailSchema },
    {
      label: "Detail page layout",
      labels: {
        full: "Full (benefits, process, testimonials, FAQs)",
        design: "Design (offerings, design process, testimonials, FAQs)",
      },
    },
  ),
});
