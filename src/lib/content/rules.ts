/**
 * The rules a content entry must meet that its schema cannot say, because they need the entry's
 * id or its body. Astro's build (src/lib/content/collections.ts) and the checker outside it
 * (tools/content-files.ts) both apply them, so a build and a check report the same thing.
 */
import path from "node:path";
import { collectionSources, contentRoot, legalCardTitles, type CollectionName } from "@/content/schemas";
import { splitSections } from "./markdown";
import { permalink } from "../navigation/permalinks";
import { assetPath } from "../media/picture-names";

/** A file's path from the project's root, with forward slashes, as every message names it. */
export const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join("/");

/** Paths under /blog that the list's own pages take (permalink.blogList, permalink.blogSearch). */
const RESERVED_POST_SLUGS = ["page", "category", "search"];

/** The uploads an entry names (`../../assets/…`, as the CMS stores them), with their field's path. */
function uploadsIn(value: unknown, at: string[] = []): [string, string][] {
  if (typeof value === "string") return value.startsWith("../../assets/") ? [[at.join("."), value]] : [];
  if (typeof value !== "object" || value === null) return [];
  // A group the CMS stores as { discriminant, value } is named by its fields, as the schema reads it.
  const entries = Object.entries(value).filter(([key]) => key !== "discriminant");
  return entries.flatMap(([key, v]) => uploadsIn(v, key === "value" && "discriminant" in value ? at : [...at, key]));
}

/**
 * What the rules may ask of the files beside the content: the build and `astro dev` answer from
 * the upload records in the bundle (src/lib/media/pictures.ts), the checker from the disk.
 */
export interface ContentFiles {
  /** Whether the upload content names (`../../assets/…`) is there. */
  hasAsset: (src: string) => boolean;
  /** Whether public/ has the file at this URL path. */
  hasPublicFile: (urlPath: string) => boolean;
}

/**
 * The rules a schema cannot express because they need the entry's id or its body: art named
 * after the slug, the body's "## " sections, slugs the blog list keeps for itself.
 */
export function entryProblems(
  collection: CollectionName,
  id: string,
  data: unknown,
  body: string,
  files: ContentFiles,
  locale: "en" | "hi" = "en",
): string[] {
  const problems: [string, string][] = [];
  if (collection === "services") {
    if (!body.trim()) problems.push(["body", "the overview text is missing"]);
  }
  if (collection === "projects") {
    const found = splitSections(body).length;
    if (found !== 2) problems.push(["body", `needs two "## " sections (problem, approach); found ${found}`]);
    for (const [field, message] of repeatedFigures(data)) problems.push([field, message]);
  }
  if (collection === "legal") {
    const expected = legalCardTitles[id as keyof typeof legalCardTitles] ?? [];
    const titles = splitSections(body).map((s) => s.title);
    // A translation has the original's sections in its own words: as many, in the same order.
    if (locale === "hi" ? titles.length !== expected.length : titles.join("\n") !== expected.join("\n"))
      problems.push([
        "body",
        locale === "hi"
          ? `needs ${expected.length} "## " sections, the English policy's (${expected.join(", ")}), in Hindi; found ${titles.length}`
          : `the "## " headings must be, in order: ${expected.join(", ")}`,
      ]);
  }
  // Every upload a file names must be there (a picture renamed or deleted outside the CMS).
  for (const [field, src] of uploadsIn(data)) {
    if (!files.hasAsset(src))
      problems.push([field, `no file at src/assets/${assetPath(src)}: upload it again in the CMS`]);
  }
  if (collection === "blog" && RESERVED_POST_SLUGS.includes(id))
    problems.push(["(file)", `"${id}" is a page of the blog list (/blog/${id}): give the post another file name`]);
  // The values' animations are named after the English titles (the Hindi page shows the same ones).
  if (collection === "pages" && id === "about" && locale === "en") {
    const values = (data as { values?: { items?: { title: string }[] } }).values?.items ?? [];
    for (const [i, value] of values.entries())
      if (!files.hasPublicFile(permalink.valueAnimation(value.title)))
        problems.push([
          `values.items.${i}`,
          `no animation at public${permalink.valueAnimation(value.title)}: add one to packages/art and run npm run art`,
        ]);
  }
  const { folder, pattern } = collectionSources[collection];
  const file = relative(path.join(contentRoot(), locale === "hi" ? "hi" : "", folder, `${id}${path.extname(pattern)}`));
  return problems.map(([field, message]) => `${file}: ${field}: ${message}`);
}

/**
 * A case study states each figure once: the results band does not repeat what the before and
 * after shows, as its value (“1.9 s”) or in its label (“down from 6.8 s”).
 */
function repeatedFigures(data: unknown): [string, string][] {
  const { results = [], beforeAfter = [] } = data as {
    results?: { value: string; label: string }[];
    beforeAfter?: { metric: string; before: string; after: string }[];
  };
  const norm = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  const problems: [string, string][] = [];
  for (const [i, result] of results.entries()) {
    for (const change of beforeAfter) {
      const figures = [change.before, change.after].filter((f) => /\d/.test(f)).map(norm);
      const value = norm(result.value);
      const label = norm(result.label);
      if (figures.includes(value) || figures.some((f) => label.includes(f)))
        problems.push([
          `results.${i}`,
          `repeats the before and after “${change.metric}” (${change.before} → ${change.after}): show another result`,
        ]);
    }
  }
  return problems;
}
