/**
 * The CMS at /keystatic (Keystatic): every collection, page and fact of src/content, edited in
 * the browser and saved to the same files. Its fields come from the content schemas
 * (src/content/cms-fields.ts), so the CMS refuses what the build would refuse. Local mode under
 * `npm run dev`; GitHub mode when KEYSTATIC_GITHUB_REPO is set at build time (src/config.ts,
 * docs/deploy.md). Without it a production build carries no CMS (integrations/cms.ts).
 */
import { collection, config, fields, singleton, type ComponentSchema } from "@keystatic/core";
import type { z } from "astro/zod";
import { cmsFields } from "./src/content/cms-fields";
import {
  brandSchema,
  legalSchema,
  pageSchemas,
  postSchema,
  projectSchema,
  serviceSchema,
  teamMemberSchema,
  type PageId,
} from "./src/content/schemas";

/** The Markdown body of a post, case study, service or policy: headings, lists, tables, links, code. */
const body = (label: string) =>
  fields.mdx({
    label,
    extension: "md",
    options: { image: false, heading: [2, 3, 4], table: true, codeBlock: true, link: true },
  });

/**
 * A collection whose file name is its slug, made from one text field (a post's title): the slug
 * field replaces that text field and keeps its length rules.
 */
function slugged<T extends string>(
  schema: z.ZodType,
  titleKey: T,
  slugLabel: string,
  slugHint = "The page's address; change it only before the first publication.",
): Record<string, ComponentSchema> & Record<T, ReturnType<typeof fields.slug>> {
  const all = cmsFields(schema);
  const { label } = all[titleKey] as { label: string };
  return {
    ...all,
    [titleKey]: fields.slug({
      name: { label, validation: { length: lengthOf(schema, titleKey) } },
      slug: { label: slugLabel, description: slugHint },
    }),
  } as Record<string, ComponentSchema> & Record<T, ReturnType<typeof fields.slug>>;
}

function lengthOf(schema: z.ZodType, key: string): { min: number; max: number } {
  const field = (schema as z.ZodObject).shape[key] as z.ZodString;
  return { min: field.minLength ?? 1, max: field.maxLength ?? 200 };
}

/** What each page file holds, in the words of the CMS's side bar. */
const pageLabels: Record<PageId, string> = {
  home: "Home page",
  services: "Services page",
  "service-detail": "Service pages (shared headings)",
  projects: "Projects page",
  "case-study": "Case study pages (shared labels)",
  about: "About page",
  blog: "Blog page",
  article: "Blog post pages (shared labels)",
  contact: "Contact page",
  legal: "Legal pages (shared labels)",
  newsletter: "Newsletter result page",
  footer: "Footer",
  "not-found": "Not-found page",
};

/**
 * A collection over derived fields: Keystatic's types infer the slug field and the list columns
 * from a schema written out by hand, and cannot from one built from the zod schemas at run time.
 */
type CollectionOptions = Omit<Parameters<typeof collection>[0], "schema" | "slugField" | "columns"> & {
  schema: Record<string, ComponentSchema>;
  slugField: string;
  columns?: string[];
};
const derivedCollection = (options: CollectionOptions) => collection(options as never);

const legalPages = {
  "privacy-policy": "Privacy Policy",
  "terms-of-service": "Terms of Service",
  "cookies-policy": "Cookies Policy",
} as const;

/**
 * Local or GitHub mode, as integrations/cms.ts read it from the configuration at build time: this
 * file runs in the browser too, where there is no environment to read.
 */
// A name of our own, not one under import.meta.env: Astro fills those from the environment of the
// process that builds, which can override the value (a build started from the tests inherited
// theirs). Where nothing defines it (the unit tests, tsx), `typeof` keeps it from throwing.
declare const __IGNITE_CMS_STORAGE__: string | undefined;
const stored = typeof __IGNITE_CMS_STORAGE__ === "string" ? __IGNITE_CMS_STORAGE__ : undefined;
const storage = JSON.parse(stored ?? '{"kind":"local"}') as
  { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

/**
 * The content in one language: English at src/content, Hindi at src/content/hi (issue 55), with
 * the same fields from the same schemas. A Hindi entry's key ends in "-hi" and its label says
 * "(Hindi)"; a Hindi file has the English file's name, so the two are one page in two languages
 * (npm run content:check lists a Hindi file with no English one, and English ones not translated).
 */
function contentIn<K extends "" | "-hi">(root: string, key: K, label: string) {
  const collections = {
    [`blog${key}`]: derivedCollection({
      label: `Blog posts${label}`,
      path: `${root}/blog/*`,
      slugField: "title",
      entryLayout: "content",
      format: { contentField: "body" },
      columns: ["title", "date"],
      schema: { ...slugged(postSchema, "title", "Address (/blog/…)"), body: body("Article") },
    }),
    [`projects${key}`]: derivedCollection({
      label: `Case studies${label}`,
      path: `${root}/projects/*`,
      slugField: "title",
      entryLayout: "content",
      format: { contentField: "body" },
      columns: ["title", "year"],
      schema: {
        ...slugged(projectSchema, "title", "Address (/projects/…)"),
        body: body('Story ("## The problem" and "## Our approach")'),
      },
    }),
    [`services${key}`]: derivedCollection({
      label: `Services${label}`,
      path: `${root}/services/*`,
      slugField: "title",
      entryLayout: "content",
      format: { contentField: "body" },
      schema: { ...slugged(serviceSchema, "title", "Address (/services/…)"), body: body("Overview") },
    }),
    [`team${key}`]: derivedCollection({
      label: `Team${label}`,
      path: `${root}/team/*`,
      slugField: "name",
      format: { data: "yaml" },
      columns: ["name", "role"],
      schema: slugged(
        teamMemberSchema,
        "name",
        "File name",
        "How posts and the About page refer to this person; set it once.",
      ),
    }),
  } as Record<`${"blog" | "projects" | "services" | "team"}${K}`, ReturnType<typeof derivedCollection>>;
  const singletons = {
    ...Object.fromEntries(
      (Object.keys(pageLabels) as PageId[]).map((id) => [
        `page-${id}${key}`,
        singleton({
          label: `${pageLabels[id]}${label}`,
          path: `${root}/pages/${id}`,
          format: { data: "yaml" },
          schema: cmsFields(pageSchemas[id]),
        }),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(legalPages).map(([id, name]) => [
        `${id}${key}`,
        singleton({
          label: `${name}${label}`,
          path: `${root}/legal/${id}`,
          entryLayout: "content",
          format: { contentField: "body" },
          schema: { ...cmsFields(legalSchema), body: body("The policy (one card per “## ” section)") },
        }),
      ]),
    ),
    [`brand${key}`]: singleton({
      label: `Company facts${label}`,
      path: `${root}/brand`,
      format: { data: "json" },
      schema: cmsFields(brandSchema),
    }),
  } as Record<`page-${PageId}${K}` | `${keyof typeof legalPages}${K}` | `brand${K}`, ReturnType<typeof singleton>>;
  type Entry = keyof typeof collections | keyof typeof singletons;
  const navigation: Record<string, Entry[]> = {
    [`Content${label}`]: (["blog", "projects", "services", "team"] as const).map((name) => `${name}${key}` as const),
    [`Pages${label}`]: (Object.keys(pageLabels) as PageId[]).map((id) => `page-${id}${key}` as const),
    [`Company${label}`]: (["brand", ...(Object.keys(legalPages) as (keyof typeof legalPages)[])] as const).map(
      (name) => `${name}${key}` as const,
    ),
  };
  return { collections, singletons, navigation };
}

const english = contentIn("src/content", "", "");
const hindi = contentIn("src/content/hi", "-hi", " (Hindi)");

export default config({
  storage: storage.kind === "github" ? { kind: "github", repo: storage.repo, branchPrefix: "cms/" } : { kind: "local" },
  ui: {
    brand: { name: "Ignite Technologies" },
    navigation: { ...english.navigation, ...hindi.navigation },
  },
  collections: { ...english.collections, ...hindi.collections },
  singletons: { ...english.singletons, ...hindi.singletons },
});
