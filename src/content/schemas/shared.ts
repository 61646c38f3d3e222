/**
 * What every collection's schema shares: where the files are, references between entries by
 * id, and the field shapes used across collections (text lengths, SEO, headings, icons).
 *
 * Slugs are file names: a service is `services/<slug>.md`, a team member `team/<id>.yaml`.
 * References to them are checked against the folder listing, so a slug is defined once.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "astro/zod";

/** Each collection's folder (under src/content) and its files ("*.md" or one file name). */
export const collectionFolders = {
  blog: { folder: "blog", pattern: "*.md" },
  services: { folder: "services", pattern: "*.md" },
  projects: { folder: "projects", pattern: "*.md" },
  legal: { folder: "legal", pattern: "*.md" },
  team: { folder: "team", pattern: "*.yaml" },
  pages: { folder: "pages", pattern: "*.yaml" },
  brand: { folder: "", pattern: "brand.json" },
} as const;
export type CollectionName = keyof typeof collectionFolders;

/** Where the content files are (a function: the CMS loads these schemas in the browser too). */
export const contentRoot = () => path.join(process.cwd(), "src", "content");

/** Each folder's last listing, kept until the folder changes (a file added, removed or renamed). */
const listings = new Map<string, { changed: number; ids: string[] }>();

/**
 * The entry ids of a collection: the names of its files, without extension. Every reference of
 * every entry asks for them (`ref`), so a folder is read again only when its own time stamp moves.
 */
export function entryIds(collection: CollectionName): string[] {
  const { folder, pattern } = collectionFolders[collection];
  const dir = path.join(contentRoot(), folder);
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  if (!stat) return [];
  const known = listings.get(dir);
  if (known && known.changed === stat.mtimeMs) return known.ids;
  const ext = path.extname(pattern);
  const matches = (f: string) => (pattern.startsWith("*") ? f.endsWith(ext) : f === pattern);
  const ids = fs
    .readdirSync(dir)
    .filter((f) => matches(f) && !f.startsWith("_"))
    .map((f) => f.slice(0, -ext.length))
    .sort();
  listings.set(dir, { changed: stat.mtimeMs, ids });
  return ids;
}

/**
 * What an entry's file name says about it, added to what the file holds before its schema runs
 * (Astro's loader in src/content.config.ts, and tools/content-files.ts): a page file's `page`,
 * the key that picks its schema from the page union, is its name (`pages/home.yaml` is `home`).
 */
export function withFileName(collection: CollectionName, id: string, data: unknown): unknown {
  if (collection !== "pages" || typeof data !== "object" || data === null) return data;
  return { ...data, page: id };
}

/** A reference to another entry by its id, checked when the file is validated. */
export function ref(collection: "services" | "projects" | "team") {
  return z
    .string()
    .superRefine((id, ctx) => {
      const ids = entryIds(collection);
      if (!ids.includes(id)) {
        ctx.addIssue({
          code: "custom",
          message: `unknown ${collection} entry "${id}"; known: ${ids.join(", ")}`,
        });
      }
    })
    .meta({ ref: collection }); // the CMS shows a picker of that collection (src/content/cms-fields.ts)
}

export const text = (min: number, max = 2000) => z.string().trim().min(min).max(max);

/** The one SEO block: the page title without the " | Ignite Technologies" suffix. */
export const seoSchema = z.strictObject({
  title: text(2, 60),
  description: text(110, 160),
  keywords: z.array(text(2, 60)).min(3).max(8),
});

/** The home page keeps the bare company name as its title. */
export const homeSeoSchema = seoSchema.omit({ title: true });

export const headingSchema = z.strictObject({
  /** Only where it tells the reader something (a number, a place, a date), not a count of what follows. */
  eyebrow: text(2, 40).optional(),
  title: text(3, 90),
  description: text(20, 300).optional(),
});

export const ctaSchema = z.strictObject({
  title: text(5, 70),
  text: text(20, 240),
  buttonLabel: text(5, 32),
});

export const heroSchema = z.strictObject({ eyebrow: text(2, 40), title: text(5, 80), lead: text(40, 400) });
export const stepSchema = z.strictObject({ title: text(4, 40), description: text(60, 240) });
export const faqSchema = z.strictObject({ question: text(10, 100).endsWith("?"), answer: text(80, 600) });

/** Lucide icons a content file may name; `src/components/ui/icons.ts` maps each to its component. */
export const iconNames = [
  "Accessibility",
  "Activity",
  "BrainCircuit",
  "Boxes",
  "ChartColumn",
  "Cloud",
  "CodeXml",
  "Compass",
  "Cpu",
  "Database",
  "FileCheck",
  "FileText",
  "FingerprintPattern",
  "Flag",
  "Gauge",
  "GitBranch",
  "KeyRound",
  "Layers",
  "Lightbulb",
  "ListChecks",
  "Lock",
  "Map",
  "Palette",
  "Plug",
  "RefreshCw",
  "Rocket",
  "Scale",
  "ScanSearch",
  "Search",
  "ServerCog",
  "ShieldCheck",
  "Smartphone",
  "Store",
  "Target",
  "Telescope",
  "Timer",
  "Users",
  "Wallet",
  "WifiOff",
  "Workflow",
  "Wrench",
] as const;
export type IconName = (typeof iconNames)[number];
export const icon = z.enum(iconNames);
