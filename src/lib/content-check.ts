/**
 * The content checks outside Astro: the same schemas as the collections, run over the files
 * directly, with messages that name the file and the field. The unit tests and
 * `npm run content:check` use it; `src/lib/content.ts` uses `entryProblems` for the rules
 * that need an entry's id or body, so a build and a check report the same thing.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import * as yaml from "js-yaml";
import type { z } from "astro/zod";
import { collectionSources, contentRoot, entryIds, legalCardTitles, type CollectionName } from "@/content/schemas";
import { splitSections } from "./markdown";
import { permalink } from "./permalinks";
import { projectArt } from "./project-art";

const collections = collectionSources;
export type { CollectionName };

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join("/");

/** What a value is, in the words of the messages below ("string", "array", "null"…). */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "date";
  return typeof value;
}

/**
 * An issue in an editor's words: "Required", "Expected boolean, received string",
 * "Unrecognized key(s) in object: 'clientLogo'". Zod 4's own wording ("Invalid input: expected
 * string, received undefined") says less about a missing field; our own messages (a bad date,
 * an unknown reference) are kept as they are.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  // (An invalid date is a date that failed its own check: the schema's message says what is wanted.)
  if (issue.code === "invalid_type" && kindOf(issue.input) !== issue.expected) {
    return issue.input === undefined ? "Required" : `Expected ${issue.expected}, received ${kindOf(issue.input)}`;
  }
  if (issue.code === "unrecognized_keys") {
    return `Unrecognized key(s) in object: ${issue.keys.map((key) => `'${key}'`).join(", ")}`;
  }
  return issue.message;
}

/** "services → title: Required" style lines, one per issue, each naming the file and field. */
function describe(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${relative(file)}: ${issue.path.join(".") || "(file)"}: ${messageOf(issue)}`);
}

/** A content file's data (front matter or YAML/JSON) and Markdown body. */
export function readContentFile(file: string): { data: unknown; body: string } {
  const text = fs.readFileSync(file, "utf8");
  if (file.endsWith(".md")) {
    const parsed = matter(text);
    return { data: parsed.data, body: parsed.content };
  }
  return { data: file.endsWith(".json") ? JSON.parse(text) : yaml.load(text), body: "" };
}

/** Where pictures live; content names them by their public path, /images/… (src/lib/pictures.ts). */
const ASSETS_DIR = path.join("src", "assets");

/** Paths under /blog that the list's own pages take (permalink.blogList, permalink.blogSearch). */
const RESERVED_POST_SLUGS = ["page", "category", "search"];

/**
 * The rules a schema cannot express because they need the entry's id or its body: names that
 * follow the slug, the body's "## " sections, a page file naming its own page.
 */
export function entryProblems(collection: CollectionName, id: string, data: unknown, body: string): string[] {
  const d = data as Record<string, unknown> & { page?: string };
  const problems: [string, string][] = [];
  if (collection === "services") {
    // Its animation is named after it (permalink.serviceAnimation); the art package draws it.
    if (!fs.existsSync(path.join("public", permalink.serviceAnimation(id))))
      problems.push([
        "(art)",
        `no animation at public${permalink.serviceAnimation(id)}: add one to packages/art and run npm run art`,
      ]);
    if (!body.trim()) problems.push(["body", "the overview text is missing"]);
  }
  if (collection === "projects") {
    if (!projectArt(id))
      problems.push(["(art)", `no pictures in src/content/art.json: run npm run screens -w @ignite/art`]);
    const found = splitSections(body).length;
    if (found !== 2) problems.push(["body", `needs two "## " sections (problem, approach); found ${found}`]);
  }
  if (collection === "legal") {
    const expected = legalCardTitles[id as keyof typeof legalCardTitles] ?? [];
    const titles = splitSections(body).map((s) => s.title);
    if (titles.join("\n") !== expected.join("\n"))
      problems.push(["body", `the "## " headings must be, in order: ${expected.join(", ")}`]);
  }
  if (
    collection === "blog" &&
    !fs.existsSync(path.join(ASSETS_DIR, permalink.postCover(id).replace(/^\/images\//, "")))
  )
    problems.push([
      "(art)",
      `no cover at src/assets/blog/${id}.jpg: npm run new:post draws one, or add a JPEG of at least 1600×900`,
    ]);
  if (collection === "blog" && RESERVED_POST_SLUGS.includes(id))
    problems.push(["(file)", `"${id}" is a page of the blog list (/blog/${id}): give the post another file name`]);
  if (collection === "pages" && id === "about") {
    const values = (d as { values?: { items?: { title: string }[] } }).values?.items ?? [];
    for (const [i, value] of values.entries())
      if (!fs.existsSync(path.join("public", permalink.valueAnimation(value.title))))
        problems.push([
          `values.items.${i}`,
          `no animation at public${permalink.valueAnimation(value.title)}: add one to packages/art and run npm run art`,
        ]);
  }
  if (collection === "pages" && d.page !== id) problems.push(["page", `must be "${id}", the file's name`]);
  const { folder, pattern } = collections[collection];
  const file = relative(path.join(contentRoot, folder, `${id}${path.extname(pattern)}`));
  return problems.map(([field, message]) => `${file}: ${field}: ${message}`);
}

/** Every problem of one file: its schema, then the rules above. Empty when the file is good. */
export function checkFile(collection: CollectionName, file: string): string[] {
  let read: { data: unknown; body: string };
  try {
    read = readContentFile(file);
  } catch (error) {
    return [`${relative(file)}: (file): ${(error as Error).message.split("\n")[0]}`];
  }
  // reportInput: each issue carries the value it is about, so a missing field reads "Required".
  const result = collections[collection].schema.safeParse(read.data, { reportInput: true });
  if (!result.success) return describe(file, result.error.issues);
  return entryProblems(collection, idOf(collection, file), read.data, read.body);
}

const idOf = (collection: CollectionName, file: string) =>
  path.basename(file, path.extname(collections[collection].pattern));

/** The files of a collection, as the collection's loader finds them. */
export function collectionFiles(collection: CollectionName): string[] {
  const { folder, pattern } = collections[collection];
  return entryIds(collection).map((id) => path.join(contentRoot, folder, `${id}${path.extname(pattern)}`));
}

/** Every problem in every content file. */
export function checkAllContent(): string[] {
  return (Object.keys(collections) as CollectionName[]).flatMap((c) =>
    collectionFiles(c).flatMap((f) => checkFile(c, f)),
  );
}

/** A collection's entries, parsed (for the tests): id, data and body. Throws on any problem. */
export function loadCollection<C extends CollectionName>(
  collection: C,
): { id: string; data: z.infer<(typeof collections)[C]["schema"]>; body: string }[] {
  return collectionFiles(collection).map((file) => {
    const problems = checkFile(collection, file);
    if (problems.length) throw new Error(problems.join("\n"));
    const { data, body } = readContentFile(file);
    const schema = collections[collection].schema as z.ZodType;
    return {
      id: idOf(collection, file),
      data: schema.parse(data) as z.infer<(typeof collections)[C]["schema"]>,
      body,
    };
  });
}
