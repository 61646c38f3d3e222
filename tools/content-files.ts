/**
 * The content checks outside Astro: the same schemas as the collections, and the same rules
 * (src/lib/content/rules.ts), run over the files directly, with messages that name the file and
 * the field. The unit tests, `npm run content:check`, `npm run new:post` and the art package use
 * it; a build never loads it (Astro's own loader reads the files there).
 */
import fs from "node:fs";
import path from "node:path";
import { parseFrontmatter } from "astro/markdown";
import * as yaml from "js-yaml";
import type { z } from "astro/zod";
import { collectionSources, contentRoot, entryIds, withFileName, type CollectionName } from "@/content/schemas";
import { entryProblems, relative } from "../src/lib/content/rules";
import { assetFile } from "../src/lib/media/asset-files";
import type { ContentCounts, EngagementPrice } from "../src/lib/brand/placeholders";

const collections = collectionSources;
export type { CollectionName };

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

/**
 * A content file's data (front matter or YAML/JSON) and Markdown body, as the file says them. Front
 * matter is read by Astro's own parser, the one its loader uses for the collections.
 */
export function readContentFile(file: string): { data: unknown; body: string } {
  const text = fs.readFileSync(file, "utf8");
  if (file.endsWith(".md")) {
    const parsed = parseFrontmatter(text);
    return { data: parsed.frontmatter, body: parsed.content };
  }
  return { data: file.endsWith(".json") ? JSON.parse(text) : yaml.load(text), body: "" };
}

/** The checker looks at the files themselves. */
const DISK = {
  hasAsset: (src: string) => fs.existsSync(assetFile(src)),
  hasPublicFile: (urlPath: string) => fs.existsSync(path.join("public", urlPath)),
};

/** Every problem of one file: its schema, then the rules above. Empty when the file is good. */
export function checkFile(collection: CollectionName, file: string, locale: "en" | "hi" = "en"): string[] {
  let read: { data: unknown; body: string };
  try {
    read = readContentFile(file);
  } catch (error) {
    return [`${relative(file)}: (file): ${(error as Error).message.split("\n")[0]}`];
  }
  const id = idOf(collection, file);
  const data = withFileName(collection, id, read.data);
  // reportInput: each issue carries the value it is about, so a missing field reads "Required".
  const result = collections[collection].schema.safeParse(data, { reportInput: true });
  if (!result.success) return describe(file, result.error.issues);
  return entryProblems(collection, id, data, read.body, DISK, locale);
}

const idOf = (collection: CollectionName, file: string) =>
  path.basename(file, path.extname(collections[collection].pattern));

/** The files of a collection, as the collection's loader finds them. */
export function collectionFiles(collection: CollectionName): string[] {
  const { folder, pattern } = collections[collection];
  return entryIds(collection).map((id) => path.join(contentRoot(), folder, `${id}${path.extname(pattern)}`));
}

/** The files of a folder that a collection reads, by entry id (none when there is no folder). */
export function filesOf(collection: CollectionName, dir: string): Map<string, string> {
  const { pattern } = collections[collection];
  const ext = path.extname(pattern);
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir).sort()) {
    const matches = pattern.startsWith("*") ? f.endsWith(ext) : f === pattern;
    if (matches && !f.startsWith("_")) out.set(f.slice(0, -ext.length), path.join(dir, f));
  }
  return out;
}

/** Where a collection's Hindi files are: src/content/hi/<folder>, named as their English originals. */
export const hindiFolder = (collection: CollectionName) =>
  path.join(contentRoot(), "hi", collections[collection].folder);

/** A collection's Hindi files: the build reads them against the same schema (`<name>_hi` in content.config.ts). */
export const hindiCollectionFiles = (collection: CollectionName): string[] => [
  ...filesOf(collection, hindiFolder(collection)).values(),
];

/** Every problem in every content file, English and Hindi. */
export function checkAllContent(): string[] {
  return (Object.keys(collections) as CollectionName[]).flatMap((c) => [
    ...collectionFiles(c).flatMap((f) => checkFile(c, f)),
    ...hindiCollectionFiles(c).flatMap((f) => checkFile(c, f, "hi")),
  ]);
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
    const id = idOf(collection, file);
    return {
      id,
      data: schema.parse(withFileName(collection, id, data)) as z.infer<(typeof collections)[C]["schema"]>,
      body,
    };
  });
}

/**
 * The pictures not uploaded yet, which the site stands in for with a designed default: a person
 * without a portrait (their initials), a service without an animation (its icon). Not problems:
 * `npm run content:check` lists them so that nobody forgets them.
 */
export function missingUploads(): string[] {
  const files = (c: CollectionName) => collectionFiles(c).map((f) => ({ f, data: readContentFile(f).data }));
  const rel = (f: string) => path.relative(process.cwd(), f).split(path.sep).join("/");
  return [
    ...files("team")
      .filter(({ data }) => (data as { portrait?: { discriminant?: unknown } }).portrait?.discriminant !== true)
      .map(({ f }) => `${rel(f)}: no portrait yet (the site shows the person's initials)`),
    ...files("services")
      .filter(({ data }) => !(data as { animation?: string }).animation)
      .map(({ f }) => `${rel(f)}: no animation yet (the site shows the service's icon)`),
  ];
}

/**
 * What the content folders give the fact placeholders (src/lib/brand/placeholders.ts), read from
 * the files as the tests read them: the services' count, the case studies' years and the
 * engagement models' prices (pages/services.yaml). The site reads the same through
 * `getPlaceholderValues` in src/lib/content/collections.ts.
 */
export function contentCounts(): ContentCounts {
  const services = loadCollection("services");
  const pages = loadCollection("pages");
  const servicesPage = pages.find((p) => p.id === "services")!.data as { engagements: { items: EngagementPrice[] } };
  return {
    services: services.length,
    caseStudyYears: loadCollection("projects").map((p) => p.data.year),
    engagements: servicesPage.engagements.items,
  };
}
