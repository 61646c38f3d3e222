/**
 * The CMS (keystatic.config.ts) and the content schemas agree: for every collection, Keystatic's
 * own reader takes each existing file, reads it with nothing lost (the `{placeholders}` of copy
 * included), and refuses each breach of a schema's rule that the CMS claims to check: a text too
 * long or too short, a required field left out, a list too long or too short, a number out of its
 * range, a value outside a choice, a pattern not met. Each breach is first shown to fail the zod
 * schema too, so the two say no to the same files.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import * as yaml from "js-yaml";
import { z } from "astro/zod";
import { afterAll, describe, expect, it } from "vitest";
import config from "../../keystatic.config";
import { readContentFile } from "../../tools/content-files";
import { cmsParts, labelOf } from "./cms-fields";
import { collectionSources, entryIds, pageSchemas, withFileName, type CollectionName, type PageId } from "./schemas";

const root = process.cwd();
const temp = fs.mkdtempSync(path.join(os.tmpdir(), "cms-agreement-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const readerOf = (dir: string) => createReader(dir, config);
type CmsReader = ReturnType<typeof readerOf>;
type SingletonKey = keyof CmsReader["singletons"];

/** One content file as the CMS sees it: which reader reads it, and the zod schema that checks it. */
interface Entry {
  collection: CollectionName;
  id: string;
  file: string;
  schema: z.ZodType;
  read: (reader: CmsReader) => Promise<unknown>;
}

const pageKey = (id: PageId) => `page-${id}` as const;

function entriesOf(collection: CollectionName): Entry[] {
  const { folder, pattern, schema } = collectionSources[collection];
  const ext = path.extname(pattern);
  return entryIds(collection).map((id) => {
    const file = path.join("src/content", folder, `${id}${ext}`);
    if (collection === "pages") {
      const key = pageKey(id as PageId);
      return { collection, id, file, schema, read: (r) => r.singletons[key].read() };
    }
    if (collection === "legal")
      return { collection, id, file, schema, read: (r) => r.singletons[id as SingletonKey].read() };
    if (collection === "brand") return { collection, id, file, schema, read: (r) => r.singletons.brand.read() };
    return { collection, id, file, schema, read: (r) => r.collections[collection as "blog"].read(id) };
  });
}

/** The file written back with `data` as its front matter or YAML/JSON, and the same body. */
function fileWith(file: string, data: unknown, body: string): string {
  if (file.endsWith(".json")) return JSON.stringify(data, null, 2) + "\n";
  if (file.endsWith(".yaml")) return yaml.dump(data);
  return `---\n${yaml.dump(data)}---\n${body}`;
}

/** The js-yaml that Keystatic's save calls: its own copy (4.x), whose dates and quotes differ from ours. */
const cmsYaml = createRequire(path.join(root, "node_modules/@keystatic/core/package.json"))("js-yaml") as typeof yaml;

/**
 * A file's data (a Markdown file's front matter) as Keystatic's save writes it: JSON with two
 * spaces, or its js-yaml's `dump` with the defaults (lines folded at 80), a date as its bare day.
 */
function cmsForm(file: string, data: string): string {
  if (file.endsWith(".json")) return JSON.stringify(JSON.parse(data), null, 2) + "\n";
  const days = (value: unknown): unknown => {
    if (value instanceof Date)
      return Object.assign(new Date(value), { toISOString: () => value.toISOString().slice(0, 10) });
    if (Array.isArray(value)) return value.map(days);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, days(v)]));
    return value;
  };
  return cmsYaml.dump(days(cmsYaml.load(data)));
}

/** Keystatic's reader over a folder that holds just this one file, with these contents. */
async function readCopy(entry: Entry, contents: string): Promise<unknown> {
  const file = path.join(temp, entry.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
  return entry.read(readerOf(temp));
}

/** Keystatic's value for a file, in the file's own terms: the Markdown body is not a field there. */
async function cmsValue(entry: Entry): Promise<Record<string, unknown>> {
  const value = (await entry.read(readerOf(root))) as Record<string, unknown> | null;
  expect(value, `${entry.file}: the CMS cannot find it`).not.toBeNull();
  const { body: _body, ...data } = value!;
  return data;
}

/**
 * A value in the terms both sides share: an empty text, an empty group (`value: null` when a
 * group is off) or a group switched off is what the file says by leaving it out, and a date is
 * its day.
 */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
      const raw = this[key];
      if (raw instanceof Date) return raw.toISOString().slice(0, 10);
      // An optional group switched off is what the file says by leaving it out.
      if (
        typeof v === "object" &&
        v !== null &&
        "discriminant" in v &&
        (v as { discriminant: unknown }).discriminant === false
      )
        return undefined;
      return v === "" || v === null ? undefined : v;
    }),
  );

/** Every breach of a rule that the CMS checks, made in one copy of the file's data. */
interface Breach {
  where: string;
  data: unknown;
}

function setAt(data: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function breaches(schema: z.ZodType, value: unknown, at: (string | number)[], data: unknown): Breach[] {
  const out: Breach[] = [];
  const where = at.join(".");
  const parts = cmsParts(schema);
  switch (parts.kind) {
    case "object":
      for (const [key, field] of Object.entries(parts.shape)) {
        if (key === "page") continue;
        const child = (value as Record<string, unknown> | undefined)?.[key];
        const fieldParts = cmsParts(field);
        // An editor can leave a text, a date or a picker empty; a choice, a list or a group the
        // CMS always writes, so a file without one is not something the CMS can save.
        if (fieldParts.required && ["string", "date", "upload"].includes(fieldParts.kind) && child !== undefined) {
          out.push({ where: `${[...at, key].join(".")} left out`, data: setAt(data, [...at, key], undefined) });
        }
        if (child !== undefined) out.push(...breaches(field, child, [...at, key], data));
      }
      break;
    case "stored": {
      // An optional group or a choice of shapes: its fields are under `value`.
      const stored = value as { discriminant: unknown; value?: unknown };
      const inner = parts.inner(stored.discriminant);
      if (inner && stored.value !== undefined) out.push(...breaches(inner, stored.value, [...at, "value"], data));
      break;
    }
    case "string":
      if (parts.ref) break; // a picker: it offers only existing entries
      if (parts.max !== undefined)
        out.push({ where: `${where} too long`, data: setAt(data, at, "x".repeat(parts.max + 1)) });
      if (parts.min !== undefined && parts.min > 1) {
        out.push({ where: `${where} too short`, data: setAt(data, at, "x".repeat(parts.min - 1)) });
      }
      if (parts.pattern)
        out.push({ where: `${where} not matching its pattern`, data: setAt(data, at, "no match here") });
      break;
    case "number":
      if (parts.max !== undefined)
        out.push({ where: `${where} above its range`, data: setAt(data, at, parts.max + 1) });
      if (parts.min !== undefined)
        out.push({ where: `${where} below its range`, data: setAt(data, at, parts.min - 1) });
      break;
    case "enum":
      out.push({ where: `${where} not one of its choices`, data: setAt(data, at, "Not a choice") });
      break;
    case "array": {
      const items = value as unknown[];
      if (parts.max !== undefined && Number.isFinite(parts.max)) {
        const more = Array.from({ length: parts.max + 1 }, (_, i) => items[i % items.length]);
        out.push({ where: `${where} with ${parts.max + 1} items`, data: setAt(data, at, more) });
      }
      if (parts.min !== undefined && parts.min > 0) {
        out.push({
          where: `${where} with ${parts.min - 1} items`,
          data: setAt(data, at, items.slice(0, parts.min - 1)),
        });
      }
      if (items.length > 0) out.push(...breaches(parts.element, items[0], [...at, 0], data));
      break;
    }
    default:
      break;
  }
  return out;
}

const collections: CollectionName[] = ["blog", "projects", "services", "team", "legal", "pages", "brand"];

describe.each(collections)("the CMS and the %s schema", (collection) => {
  const entries = entriesOf(collection);

  it("reads every file with nothing lost", async () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const { data } = readContentFile(path.join(root, entry.file));
      const cms = await cmsValue(entry);
      expect(plain(cms), entry.file).toEqual(plain(data));
    }
  });

  it("keeps every file in the form the CMS's save writes, so a first save is no formatting diff", () => {
    const unlike: string[] = [];
    for (const entry of entries) {
      const text = fs.readFileSync(path.join(root, entry.file), "utf8");
      const data = entry.file.endsWith(".md") ? text.slice(4, text.indexOf("\n---\n", 3) + 1) : text;
      const lines = data.split("\n");
      const cms = cmsForm(entry.file, data).split("\n");
      const at = lines.findIndex((line, i) => line !== cms[i]);
      if (at >= 0 || lines.length !== cms.length)
        unlike.push(`${entry.file}: "${lines[at] ?? ""}" is written "${cms[at] ?? ""}" by a save`);
    }
    expect(unlike, "files a CMS save would reformat (lines re-wrapped at 80, quotes changed)").toEqual([]);
  });

  it("refuses what the schema refuses, field by field", async () => {
    let tried = 0;
    const accepted: string[] = [];
    for (const entry of entries) {
      const { data, body } = readContentFile(path.join(root, entry.file));
      const schema = collection === "pages" ? pageSchemas[entry.id as PageId] : entry.schema;
      for (const breach of breaches(schema, data, [], data)) {
        const zodSays = entry.schema.safeParse(withFileName(collection, entry.id, breach.data));
        expect(zodSays.success, `${entry.file}: ${breach.where} passes the zod schema`).toBe(false);
        const cms = await readCopy(entry, fileWith(entry.file, breach.data, body)).then(
          () => "accepted",
          () => "refused",
        );
        if (cms === "accepted") accepted.push(`${entry.file}: ${breach.where}`);
        tried++;
      }
    }
    expect(accepted, "breaches the CMS accepts").toEqual([]);
    expect(tried).toBeGreaterThan(entries.length);
  });
});

describe("the CMS covers every content file", () => {
  it("has a collection or a page for each file of src/content", async () => {
    const reader = readerOf(root);
    for (const collection of ["blog", "projects", "services", "team"] as const) {
      expect((await reader.collections[collection].list()).sort(), collection).toEqual(entryIds(collection));
    }
    for (const id of entryIds("pages"))
      expect(await reader.singletons[pageKey(id as PageId)].read(), id).not.toBeNull();
    for (const id of entryIds("legal")) expect(await reader.singletons[id as SingletonKey].read(), id).not.toBeNull();
    expect(await reader.singletons.brand.read()).not.toBeNull();
  });

  it("has the Hindi ones too: a -hi collection or page for each file of src/content/hi", async () => {
    const reader = readerOf(root);
    const hindiFiles = (folder: string) =>
      fs
        .readdirSync(path.join(root, "src/content/hi", folder))
        .map((f) => f.replace(/\.(md|yaml|json)$/, ""))
        .sort();
    for (const collection of ["blog", "projects", "services", "team"] as const) {
      const list = await reader.collections[`${collection}-hi` as "blog"].list();
      expect(list.sort(), collection).toEqual(hindiFiles(collection));
      expect(list.length, collection).toBeGreaterThan(0);
    }
    for (const id of hindiFiles("pages"))
      expect(await reader.singletons[`page-${id}-hi` as SingletonKey].read(), id).not.toBeNull();
    for (const id of hindiFiles("legal"))
      expect(await reader.singletons[`${id}-hi` as SingletonKey].read(), id).not.toBeNull();
    expect(await reader.singletons["brand-hi" as SingletonKey].read()).not.toBeNull();
  });
});

describe("field labels", () => {
  it("read as words an editor knows, the prices' currencies spelt out", () => {
    expect(labelOf("buttonLabel")).toBe("Button label");
    expect(labelOf("seo")).toBe("SEO");
    expect(labelOf("inr")).toBe("Price in rupees (INR)");
    expect(labelOf("usd")).toBe("Price in US dollars (USD)");
    expect(labelOf("per")).toBe("The price is for");
  });
});
