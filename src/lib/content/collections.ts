/**
 * The site's content, read from the collections (`src/content.config.ts`). Route files call
 * these at render time, so `astro dev` shows an edited file on the next reload. Server-side
 * only: islands get plain data as props.
 */
import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import { getPublicFiles } from "virtual:ignite/assets";
import { fileUrl, hasAsset, picture, type ResponsiveImage } from "../media/pictures";

type CardPicture = Omit<ResponsiveImage, "share">;
/** An upload's sizes, without the share JPEG that only covers need. */
function cardPicture(src: string): CardPicture {
  const { share: _share, ...card } = picture(src);
  return card;
}
import type { z } from "astro/zod";
import type { legalCardTitles, pageSchemas, PageId } from "@/content/schemas";
import { entryProblems } from "./rules";
import type { CollectionName } from "@/content/schemas";
import {
  placeholderValues,
  fillPlaceholders,
  fillTemplate,
  perPagePlaceholders,
  type EngagementPrice,
  type Placeholders,
} from "../brand/placeholders";
import { splitHtmlSections } from "./markdown";
import { permalink } from "../navigation/permalinks";
import { countWords, readTime } from "../blog/posts";
import { brand } from "../brand/brand";
import { budgetChoices, budgetOptions, type BudgetChoice } from "../contact/budgets";
import { localizePath, type Locale } from "../i18n/locale";

type Translated = "blog" | "services" | "projects" | "legal" | "team" | "pages";
/** A collection in a language: the English one, or its Hindi twin (`services_hi`, src/content/hi/…). */
function inLocale<C extends Translated>(collection: C, locale: Locale): C {
  return (locale === "en" ? collection : `${collection}_hi`) as C;
}
/** Where an entry's file is, for messages: src/content/services/x.md or src/content/hi/services/x.md. */
const fileOf = (folder: string, id: string, ext: string, locale: Locale) =>
  `src/content/${locale === "en" ? "" : `${locale}/`}${folder}/${id}${ext}`;

/** Drafts show under `astro dev` and nowhere else. */
const SHOW_DRAFTS = import.meta.env.DEV;

/** What the build saw of src/assets and public/: the production host has no sources to look at. */
const BUILT_FILES = { hasAsset, hasPublicFile: (urlPath: string) => getPublicFiles().includes(urlPath) };

/** Stops the build (or the dev page) on a rule the schema cannot check, naming file and field. */
function assertGood(collection: CollectionName, id: string, data: unknown, body = "", locale: Locale = "en"): void {
  const problems = entryProblems(collection, id, data, body, BUILT_FILES, locale);
  if (problems.length) throw new Error(problems.join("\n"));
}

export interface Section {
  title: string;
  html: string;
}

/**
 * The fact sheet (`brand.json`) plus the counts the content folders give, for the `{placeholders}`
 * of page copy, services and team bios, written as the language writes them (the facts are the
 * English files' in both). Read on every call, so `astro dev` picks up an edit.
 */
export async function getPlaceholderValues(locale: Locale = "en"): Promise<Placeholders> {
  const [services, projects, servicesPage] = await Promise.all([
    getCollection("services"),
    getCollection("projects"),
    getEntry("pages", "services"),
  ]);
  return placeholderValues(
    brand,
    {
      services: services.length,
      caseStudyYears: projects.map((p) => p.data.year),
      engagements: (servicesPage?.data as { engagements: { items: EngagementPrice[] } }).engagements.items,
    },
    locale,
  );
}

/** The HTML Astro rendered for an entry when the collection loaded (src/lib/content/markdown.ts). */
function renderedHtml(entry: { rendered?: { html: string } }): string {
  return entry.rendered?.html ?? "";
}

// ---------------------------------------------------------------- services

export type Service = CollectionEntry<"services">["data"] & {
  slug: string;
  /** Where its uploaded animation is served; none yet means its icon stands in. */
  animationUrl?: string;
  body: string;
  /** The overview, rendered, with its fact placeholders filled. */
  html: string;
};

export async function getServices(locale: Locale = "en"): Promise<Service[]> {
  const [entries, facts] = await Promise.all([
    getCollection(inLocale("services", locale)),
    getPlaceholderValues(locale),
  ]);
  return entries
    .map((e) => {
      assertGood("services", e.id, e.data, e.body, locale);
      const where = { file: fileOf("services", e.id, ".md", locale) };
      return {
        ...fillPlaceholders(e.data, facts, where),
        slug: e.id,
        animationUrl: e.data.animation ? fileUrl(e.data.animation) : undefined,
        body: fillPlaceholders(e.body ?? "", facts, where, ["body"]),
        html: fillPlaceholders(renderedHtml(e), facts, where, ["body"]),
      };
    })
    .sort((a, b) => a.order - b.order);
}

// ---------------------------------------------------------------- team

export type TeamMember = Omit<CollectionEntry<"team">["data"], "portrait"> & {
  id: string;
  /** The uploaded portrait, ready to show; none yet means the site shows the person's initials. */
  portrait?: { picture: CardPicture; alt: string };
};

export async function getTeam(locale: Locale = "en"): Promise<TeamMember[]> {
  const [entries, facts] = await Promise.all([getCollection(inLocale("team", locale)), getPlaceholderValues(locale)]);
  return entries
    .map((e) => {
      const { portrait, ...data } = fillPlaceholders(e.data, facts, { file: fileOf("team", e.id, ".yaml", locale) });
      const shown = portrait && { picture: cardPicture(portrait.image), alt: portrait.alt };
      return { ...data, id: e.id, portrait: shown };
    })
    .sort((a, b) => a.order - b.order);
}

// ---------------------------------------------------------------- projects

/** An uploaded picture of a project, with its size and what it shows. */
export interface ProjectPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface GalleryPicture extends ProjectPicture {
  caption: string;
}

/** A project, with its cover as `image` and its gallery's pictures sized. */
export type Project = Omit<CollectionEntry<"projects">["data"], "cover" | "gallery" | "mark"> & {
  slug: string;
  /** Where the product's uploaded SVG mark is served, if it has one. */
  markUrl?: string;
  body: string;
  html: string;
  image: ProjectPicture;
  gallery: GalleryPicture[];
};

function sized<T extends { image: string; alt: string }>({ image, ...rest }: T): Omit<T, "image"> & ProjectPicture {
  const { width, height } = picture(image);
  return { ...rest, src: image, width, height };
}

export async function getProjects(locale: Locale = "en"): Promise<Project[]> {
  const entries = await getCollection(inLocale("projects", locale));
  return entries
    .map((e) => {
      assertGood("projects", e.id, e.data, e.body, locale);
      const { cover, gallery, mark, ...data } = e.data;
      return {
        ...data,
        slug: e.id,
        markUrl: mark ? fileUrl(mark) : undefined,
        body: e.body ?? "",
        html: renderedHtml(e),
        image: sized(cover),
        gallery: gallery.map(sized),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** The case study's prose: two sections, the problem and the approach (checked on load). */
export function caseStudySections(project: Project): Section[] {
  return splitHtmlSections(project.html);
}

/** A crop of a case-study screen in a service page's hero (the service's `showcase`). */
export interface ShowcaseShot {
  picture: CardPicture;
  alt: string;
  focusX: number;
  focusY: number;
  zoom: number;
  project: { title: string; year: number; href: string };
}

/** A client's quote on a service page, with the case study it belongs to, when there is one. */
export type ServiceTestimonial = Omit<Service["detail"]["testimonials"][number], "project"> & {
  project?: { title: string; href: string; markUrl?: string };
};

/** The case study a service page offers as its proof: the product, its pitch and its figures. */
export type ServiceProofStudy = Pick<
  Project,
  "title" | "category" | "year" | "description" | "markUrl" | "beforeAfter" | "results"
> & { href: string };

/**
 * The case-study work a service page shows: its hero's screen crops, the case study and mark of
 * each client quote that names one, and the case study its proof leads with (the first quote's,
 * else the hero's first screen's). The schema has checked every project reference.
 */
export function serviceWork(service: Service, projects: readonly Project[], locale: Locale = "en") {
  const bySlug = new Map(projects.map((p) => [p.slug, p]));
  const href = (slug: string) => localizePath(permalink.project(slug), locale);
  const about = (slug: string) => {
    const p = bySlug.get(slug)!;
    return { title: p.title, year: p.year, href: href(p.slug), markUrl: p.markUrl };
  };
  const showcase: ShowcaseShot[] = service.showcase.map(({ project, screen, focusX, focusY, zoom }) => {
    const shot = bySlug.get(project)!.gallery[screen];
    if (!shot)
      throw new Error(
        `src/content/services/${service.slug}.md: showcase names screen ${screen} of ${project}, which has no such gallery screen`,
      );
    return { picture: cardPicture(shot.src), alt: shot.alt, focusX, focusY, zoom, project: about(project) };
  });
  const testimonials: ServiceTestimonial[] = service.detail.testimonials.map(({ project, ...t }) => ({
    ...t,
    project: project ? about(project) : undefined,
  }));
  const proofSlug = service.detail.testimonials.find((t) => t.project)?.project ?? service.showcase[0]!.project;
  const { title, category, year, description, markUrl, beforeAfter, results } = bySlug.get(proofSlug)!;
  const proof: ServiceProofStudy = {
    title,
    category,
    year,
    description,
    markUrl,
    beforeAfter,
    results,
    href: href(proofSlug),
  };
  return { showcase, testimonials, proof };
}

// ---------------------------------------------------------------- posts

export type Post = Omit<CollectionEntry<"blog">["data"], "author"> & {
  slug: string;
  /** The language it is written in: on the Hindi blog, a post not translated yet is English. */
  locale: Locale;
  /** Where it is read: /blog/x, or /hi/blog/x for a Hindi post. */
  href: string;
  author: TeamMember;
  /** ISO date (yyyy-mm-dd). */
  isoDate: string;
  wordCount: number;
  readTimeMinutes: number;
  body: string;
  /** The article, rendered. */
  html: string;
};

/**
 * Published posts, newest first (with drafts under `astro dev`). In Hindi: the posts translated,
 * and, in their place, the English original of each one that is not yet, marked as English
 * (it links to the English page; it is not copied under /hi/).
 */
export async function getPosts(locale: Locale = "en"): Promise<Post[]> {
  const read = async (language: Locale) => {
    const [entries, team] = await Promise.all([getCollection(inLocale("blog", language)), getTeam(language)]);
    return entries
      .filter((e) => SHOW_DRAFTS || !e.data.draft)
      .map((e): Post => {
        // The schema has checked the reference against the team folder.
        const author = team.find((m) => m.id === e.data.author)!;
        const body = e.body ?? "";
        const wordCount = countWords(body);
        return {
          ...e.data,
          slug: e.id,
          locale: language,
          href: localizePath(permalink.post(e.id), language),
          author,
          isoDate: e.data.date.toISOString().slice(0, 10),
          wordCount,
          readTimeMinutes: readTime(wordCount),
          body,
          html: renderedHtml(e),
        };
      });
  };
  const own = await read(locale);
  const untranslated =
    locale === "en" ? [] : (await read("en")).filter((post) => !own.some((p) => p.slug === post.slug));
  return [...own, ...untranslated].sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
}

// ---------------------------------------------------------------- legal pages

export type LegalId = keyof typeof legalCardTitles;
export type LegalPolicy = CollectionEntry<"legal">["data"] & { cards: Section[] };

export async function getLegal(id: LegalId, locale: Locale = "en"): Promise<LegalPolicy> {
  const entry = await getEntry(inLocale("legal", locale), id);
  if (!entry) throw new Error(`${fileOf("legal", id, ".md", locale)}: (file): is missing`);
  assertGood("legal", id, entry.data, entry.body, locale);
  return { ...entry.data, cards: splitHtmlSections(renderedHtml(entry)) };
}

// ---------------------------------------------------------------- page copy

export type PageCopy<K extends PageId> = z.infer<(typeof pageSchemas)[K]>;

/**
 * A page's copy with its fact placeholders filled ("within {replyHours} hours"). A placeholder
 * that is no fact stops the build with the file and field, unless the page's template keeps it
 * for its component (`{service}`, `{client}`, `{project}`: see `perPagePlaceholders`).
 */
export async function getPage<K extends PageId>(id: K, locale: Locale = "en"): Promise<PageCopy<K>> {
  const [entry, facts] = await Promise.all([getEntry(inLocale("pages", locale), id), getPlaceholderValues(locale)]);
  if (!entry) throw new Error(`${fileOf("pages", id, ".yaml", locale)}: (file): is missing`);
  assertGood("pages", id, entry.data, "", locale);
  return fillPlaceholders(entry.data as PageCopy<K>, facts, {
    file: fileOf("pages", id, ".yaml", locale),
    later: perPagePlaceholders[id],
  });
}

/** The contact form's budget ranges: the engagement models' prices (src/lib/contact/budgets.ts). */
export async function getBudgetOptions(): Promise<string[]> {
  return budgetOptions((await getPage("services")).engagements.items);
}

/** The budget choices a page in `locale` offers: its own words, the English values. */
export async function getBudgetChoices(locale: Locale): Promise<BudgetChoice[]> {
  const shown = budgetOptions((await getPage("services", locale)).engagements.items, locale);
  return budgetChoices(await getBudgetOptions(), shown);
}

/**
 * Fills the per-page placeholders a template kept, e.g. "What {service} with us gives you".
 * A placeholder without a value throws, so a template never renders its braces.
 */
export function fill(template: string, values: Record<string, string>): string {
  return fillTemplate(template, values);
}
