/**
 * `npm run new:post -- "Title" [--category Design] [--author priya-raghavan]`: a new blog post
 * as a draft, with valid front matter and a cover drawn from its title (its title sheet). It shows
 * under `npm run dev` at once and stays out of production until Draft is unticked in the CMS.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { writePostCover } from "@ignite/art/post-cover";
import { entryIds, postCategories } from "@/content/schemas";
import { checkFile } from "./content-files";
import { slugify } from "@/lib/format/slug";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { category: { type: "string", default: "Technology" }, author: { type: "string" } },
});
const title = positionals.join(" ").trim();
const category = values.category as (typeof postCategories)[number];
const authors = entryIds("team");
const author = values.author ?? authors[0];

function stop(message: string): never {
  console.error(`new:post: ${message}`);
  process.exit(2);
}

if (title.length < 10 || title.length > 90) stop(`give a title of 10 to 90 characters, in quotes; got "${title}"`);
if (!postCategories.includes(category)) stop(`--category must be one of ${postCategories.join(", ")}`);
if (!author || !authors.includes(author)) stop(`--author must be one of ${authors.join(", ")}`);
const slug = slugify(title);
const file = path.join("src", "content", "blog", `${slug}.md`);
if (fs.existsSync(file)) stop(`${file} exists already`);

const today = new Date().toISOString().slice(0, 10);
// Where the CMS keeps a post's cover upload (src/content/schemas/blog.ts): the post's title sheet,
// a PNG on a transparent ground, with its alt text from the same data.
const cover = await writePostCover({
  slug,
  title,
  category,
  date: today,
  file: path.join("src", "assets", "blog", slug, "cover", "image.png"),
});
const STOP_WORDS = new Set([
  "that",
  "this",
  "with",
  "from",
  "your",
  "what",
  "when",
  "actually",
  "about",
  "into",
  "without",
]);
const keywords = [...new Set(title.toLowerCase().match(/[a-z0-9]{4,}/g) ?? [])]
  .filter((w) => !STOP_WORDS.has(w))
  .slice(0, 5);
while (keywords.length < 3) keywords.push(category.toLowerCase());
fs.writeFileSync(
  file,
  `---
title: ${JSON.stringify(title)}
excerpt: "One or two sentences for the blog cards, the feed and search results: what the reader will learn."
category: ${category}
date: ${today}
cover:
  image: ../../assets/blog/${slug}/cover/image.png
  alt: ${JSON.stringify(cover.alt)}
author: ${author}
keywords: [${[...new Set(keywords)].join(", ")}]
draft: true
---

Open with the problem the reader has, in two or three sentences.

## A first heading

Write the post in Markdown: headings from level two, lists, tables and fenced code blocks with a
language (\`\`\`ts) all render as on the other posts.
`,
);

const problems = checkFile("blog", path.resolve(file));
if (problems.length) stop(`the scaffold does not pass the content checks:\n${problems.join("\n")}`);
console.log(`Wrote ${file} (draft) and ${path.relative(process.cwd(), cover.file)} (${Math.round(cover.bytes / 1024)} KB).
Next: npm run dev, open /keystatic/collection/blog/item/${slug}, write the excerpt and the body, then untick Draft to publish.`);
