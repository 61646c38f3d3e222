/**
 * The site's content, read from the collections (`src/content.config.ts`). Route files call
 * these at render time, so `astro dev` shows an edited file on the next reload. Server-side
 * only: islands get plain data as props.
 */
import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import type { z } from "astro/zod";
import type { legalCardTitles, pageSchemas, PageId } from "@/content/schemas";
import { entryProblems, type CollectionName } from "./content-check";
import { renderMarkdown, splitSections } from "./markdown";
import { countWords, readTime } from "./posts";

/** Drafts show under `astro dev` and nowhere else. */
const SHOW_DRAFTS = import.meta.env.DEV;

/** Stops the build (or the dev page) on a rule the schema cannot check, naming file and field. */
function assertGood(collection: CollectionName, id: string, data: unknown, body = ""): void {
  const problems = entryProblems(collection, id, data, body);
  if (problems.length) throw new Error(problems.join("\n"));
}

export interface Section {
  title: string;
  html: string;
}

async function sections(markdown: string): Promise<Section[]> {
  return Promise.all(
    splitSections(markdown).map(async (s) => ({ title: s.title, html: await renderMarkdown(s.markdown) })),
  );
}

// ---------------------------------------------------------------- services

export type Service = CollectionEntry<"services">["data"] & { slug: string; body: string };

export async function getServices(): Promise<Service[]> {
  const entries = await getCollection("services");
  return entries
    .map((e) => {
      assertGood("services", e.id, e.data, e.body);
      return { ...e.data, slug: e.id, body: e.body ?? "" };
    })
    .sort((a, b) => a.order - b.order);
}

// ---------------------------------------------------------------- team

export type TeamMember = CollectionEntry<"team">["data"] & { id: string };

export async function getTeam(): Promise<TeamMember[]> {
  return (await getCollection("team")).map((e) => ({ ...e.data, id: e.id })).sort((a, b) => a.order - b.order);
}

// ---------------------------------------------------------------- projects

export type Project = CollectionEntry<"projects">["data"] & { slug: string; body: string };

export async function getProjects(): Promise<Project[]> {
  const entries = await getCollection("projects");
  return entries
    .map((e) => {
      assertGood("projects", e.id, e.data, e.body);
      return { ...e.data, slug: e.id, body: e.body ?? "" };
    })
    .sort((a, b) => a.order - b.order);
}

/** The case study's prose: two sections, the problem and the approach (checked on load). */
export async function caseStudySections(project: Project): Promise<Section[]> {
  return sections(project.body);
}

// ---------------------------------------------------------------- posts

export type Post = Omit<CollectionEntry<"blog">["data"], "author"> & {
  slug: string;
  author: TeamMember;
  /** ISO date (yyyy-mm-dd). */
  isoDate: string;
  wordCount: number;
  readTimeMinutes: number;
  body: string;
};

/** Published posts, newest first (with drafts under `astro dev`). */
export async function getPosts(): Promise<Post[]> {
  const [entries, team] = await Promise.all([getCollection("blog"), getTeam()]);
  return entries
    .filter((e) => SHOW_DRAFTS || !e.data.draft)
    .map((e) => {
      // The schema has checked the reference against the team folder.
      const author = team.find((m) => m.id === e.data.author)!;
      const body = e.body ?? "";
      const wordCount = countWords(body);
      return {
        ...e.data,
        slug: e.id,
        author,
        isoDate: e.data.date.toISOString().slice(0, 10),
        wordCount,
        readTimeMinutes: readTime(wordCount),
        body,
      };
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
}

// ---------------------------------------------------------------- legal pages

export type LegalId = keyof typeof legalCardTitles;
export type LegalPolicy = CollectionEntry<"legal">["data"] & { cards: Section[] };

export async function getLegal(id: LegalId): Promise<LegalPolicy> {
  const entry = await getEntry("legal", id);
  if (!entry) throw new Error(`src/content/legal/${id}.md: (file): is missing`);
  assertGood("legal", id, entry.data, entry.body);
  return { ...entry.data, cards: await sections(entry.body ?? "") };
}

// ---------------------------------------------------------------- page copy

export type PageCopy<K extends PageId> = z.infer<(typeof pageSchemas)[K]>;

export async function getPage<K extends PageId>(id: K): Promise<PageCopy<K>> {
  const entry = await getEntry("pages", id);
  if (!entry) throw new Error(`src/content/pages/${id}.yaml: (file): is missing`);
  assertGood("pages", id, entry.data);
  return entry.data as PageCopy<K>;
}

/** Fills `{name}` placeholders of a heading template, e.g. "What {service} with us gives you". */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
