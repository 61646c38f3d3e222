/** A blog post: `blog/<slug>.md`, front matter and the article in Markdown. */
import { z } from "astro/zod";
import { upload } from "../cms-shapes";
import { ref, text } from "./shared";

export const postCategories = ["Technology", "Design", "Business", "Development", "Industry"] as const;

export const postSchema = z.strictObject({
  title: text(10, 90),
  excerpt: text(60, 220),
  category: z.enum(postCategories),
  // YAML reads 2026-04-21 as a date; a quoted string must still be a real calendar date.
  date: z.coerce.date({ error: "must be a date written as YYYY-MM-DD" }),
  /** The cover: a JPEG or PNG of at least 1600×900, and what it shows for those who cannot see it. */
  cover: z.strictObject({ image: upload("blog"), alt: text(20, 200) }),
  author: ref("team"),
  keywords: z.array(text(2, 60)).min(3).max(10),
  /** Drafts render under `npm run dev` only: never in a production build, sitemap, RSS or search. */
  draft: z.boolean().default(false),
});
