/**
 * Blog posts (read with node:fs, so server side only): Markdown files in src/content/blog/ whose front matter is checked by a zod
 * schema when the site builds. The slug is the file name; the read time is computed.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";

export const postCategories = ["Technology", "Design", "Business", "Development", "Industry"] as const;
export type PostCategory = (typeof postCategories)[number];

export const frontMatterSchema = z
  .object({
    title: z.string().min(10).max(90),
    excerpt: z.string().min(60).max(220),
    category: z.enum(postCategories),
    date: z.coerce.date(),
    cover: z.object({
      src: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(jpg|png|webp)$/),
      alt: z.string().min(10),
    }),
    author: z.object({ name: z.string().min(3), role: z.string().min(3) }),
    keywords: z.array(z.string().min(2)).min(3).max(10),
  })
  .strict();

export type PostFrontMatter = z.infer<typeof frontMatterSchema>;

export interface Post extends PostFrontMatter {
  slug: string;
  /** ISO date (yyyy-mm-dd). */
  isoDate: string;
  readTimeMinutes: number;
  wordCount: number;
  body: string;
}

const WORDS_PER_MINUTE = 220;
const postsDir = path.join(process.cwd(), "src", "content", "blog");

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\s]+/g, "w"))
    .replace(/[#>*_`|[\]()-]/g, " ");
  return text.split(/\s+/).filter(Boolean).length;
}

export function readTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Parses one post file's text; throws with the file name on a bad front matter. */
export function parsePost(slug: string, source: string): Post {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid front matter in blog/${slug}.md:\n  ${issues.join("\n  ")}`);
  }
  const wordCount = countWords(content);
  return {
    ...parsed.data,
    slug,
    isoDate: parsed.data.date.toISOString().slice(0, 10),
    wordCount,
    readTimeMinutes: readTime(wordCount),
    body: content,
  };
}

let cache: Post[] | undefined;

/** All posts, newest first. */
export function getAllPosts(): Post[] {
  if (!cache) {
    cache = fs
      .readdirSync(postsDir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => parsePost(f.replace(/\.md$/, ""), fs.readFileSync(path.join(postsDir, f), "utf8")))
      .sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  }
  return cache;
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((p) => p.slug === slug);
}

/** Up to `limit` other posts: the same category first, then the newest of the rest. */
export function relatedPosts(
  post: Pick<Post, "slug" | "category">,
  all: readonly Post[] = getAllPosts(),
  limit = 3,
): Post[] {
  const others = all.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}
