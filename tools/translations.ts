/**
 * Hindi content beside the English (issue 55): each collection's Hindi files are under
 * src/content/hi/<folder>, named as their English originals (the file name is the translation
 * key), and hold the same schema. Only the words change: a translation that differs from its
 * original in anything else (a number, a picture, a link, a reference, the length of a list) has
 * drifted, and is reported, as are Hindi files with no original (orphans) and originals with no
 * translation where one is required.
 *
 *   node --import tsx tools/translations.ts     every problem, one per line (npm run content:check runs it too)
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { collectionFolders, type CollectionName } from "@/content/schemas";
import { filesOf, hindiFolder, readContentFile } from "./content-files";

const root = path.join(process.cwd(), "src", "content");

/**
 * The collections every English entry of which must have a Hindi translation; the blog's posts
 * may stay English (the Hindi blog lists them, marked as English, linking to the original).
 */
export const TRANSLATED_IN_FULL: readonly CollectionName[] = [
  "services",
  "projects",
  "legal",
  "team",
  "pages",
  "brand",
];

/**
 * Keys whose strings are facts, not words: they must be the original's, byte for byte. (A post's
 * category and an e-mail address are checked by their schemas: an enum, an address.)
 */
const FACT_KEYS = new Set([
  "slug",
  "icon",
  "project",
  "href",
  "image",
  "mark",
  "src",
  "date",
  "author",
  "services",
  "screen",
  "discriminant",
  "kind",
  "key",
  "legalUpdated",
  "postalCode",
  "countryCode",
  "linkedin",
  "display",
  "draft",
  "related",
  "items",
  "animation",
  "portrait",
  "photo",
  "id",
]);
/** Strings that are facts whatever their key: paths, links, e-mail addresses, ISO dates. */
const FACT_STRING = /^(\/|\.\.?\/|https?:|mailto:|tel:|[\w.+-]+@[\w-]+\.|\d{4}-\d{2}-\d{2}$|#[\w-]+$)/;

/** Where a translation's data has drifted from its original's: "services.2.href: /a ≠ /b". */
export function driftOf(original: unknown, translation: unknown, at: string[] = []): string[] {
  const where = at.join(".") || "(file)";
  const key = at.at(-1) ?? "";
  if (Array.isArray(original)) {
    if (!Array.isArray(translation)) return [`${where}: a list in the original`];
    if (translation.length !== original.length)
      return [`${where}: ${translation.length} item(s), the original has ${original.length}`];
    return original.flatMap((item, i) => driftOf(item, translation[i], [...at, String(i)]));
  }
  if (original !== null && typeof original === "object" && !(original instanceof Date)) {
    if (translation === null || typeof translation !== "object" || Array.isArray(translation))
      return [`${where}: an object in the original`];
    const a = Object.keys(original).sort();
    const b = Object.keys(translation).sort();
    const missing = a.filter((k) => !b.includes(k));
    const extra = b.filter((k) => !a.includes(k));
    const problems = [
      ...missing.map((k) => `${[...at, k].join(".")}: missing (the original has it)`),
      ...extra.map((k) => `${[...at, k].join(".")}: not in the original`),
    ];
    for (const k of a.filter((k) => b.includes(k))) {
      problems.push(
        ...driftOf((original as Record<string, unknown>)[k], (translation as Record<string, unknown>)[k], [...at, k]),
      );
    }
    return problems;
  }
  if (typeof original === "string") {
    if (typeof translation !== "string") return [`${where}: text in the original`];
    // A list of facts (`services: [slugs]`, `related: [...]`): its items are facts; a heading of a
    // section that happens to share the name (`services.title`) is words.
    const listItem = /^\d+$/.test(key) && at.length > 1 && FACT_KEYS.has(at.at(-2)!);
    const fact = FACT_KEYS.has(key) || listItem || FACT_STRING.test(original);
    return fact && translation !== original ? [`${where}: "${translation}" is not the original's "${original}"`] : [];
  }
  const same = original instanceof Date ? String(original) === String(translation) : original === translation;
  return same ? [] : [`${where}: ${JSON.stringify(translation)} is not the original's ${JSON.stringify(original)}`];
}

/** The placeholders a text uses ({founded}, {service}): a translation keeps every one. */
const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();

function placeholderDrift(original: unknown, translation: unknown, at: string[] = []): string[] {
  if (typeof original === "string" && typeof translation === "string") {
    const [a, b] = [placeholders(original), placeholders(translation)];
    return a.join() === b.join()
      ? []
      : [
          `${at.join(".") || "(file)"}: placeholders ${b.join(" ") || "none"}, the original has ${a.join(" ") || "none"}`,
        ];
  }
  if (Array.isArray(original) && Array.isArray(translation))
    return original.flatMap((o, i) => placeholderDrift(o, translation[i], [...at, String(i)]));
  if (original && translation && typeof original === "object" && typeof translation === "object")
    return Object.keys(original).flatMap((k) =>
      placeholderDrift((original as Record<string, unknown>)[k], (translation as Record<string, unknown>)[k], [
        ...at,
        k,
      ]),
    );
  return [];
}

/** Every problem of the Hindi content against the English: drift, placeholders, orphans, missing translations. */
export function translationProblems(): string[] {
  const problems: string[] = [];
  for (const collection of Object.keys(collectionFolders) as CollectionName[]) {
    const originals = filesOf(collection, path.join(root, collectionFolders[collection].folder));
    const translations = filesOf(collection, hindiFolder(collection));
    const rel = (file: string) => path.relative(process.cwd(), file);
    for (const [id, file] of translations) {
      const original = originals.get(id);
      if (!original) {
        problems.push(`${rel(file)}: an orphan: there is no English ${collection} entry "${id}" to translate`);
        continue;
      }
      const [en, hi] = [readContentFile(original), readContentFile(file)];
      for (const drift of [...driftOf(en.data, hi.data), ...placeholderDrift(en.data, hi.data)])
        problems.push(`${rel(file)}: ${drift}`);
      for (const drift of placeholderDrift(en.body, hi.body, ["body"])) problems.push(`${rel(file)}: ${drift}`);
    }
    if (TRANSLATED_IN_FULL.includes(collection)) {
      for (const [id, file] of originals) {
        if (!translations.has(id))
          problems.push(
            `${rel(file)}: not translated yet (no ${rel(path.join(hindiFolder(collection), path.basename(file)))})`,
          );
      }
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = translationProblems();
  for (const p of problems) console.log(p);
  console.log(
    problems.length ? `${problems.length} translation problem(s)` : "Every Hindi file is in step with its original",
  );
}
