/**
 * The content collections: `collectionSources` in `src/content/schemas.ts` says where each
 * one's files are and what they must hold. A file that breaks its schema fails `astro build`
 * (and shows in `astro dev`) with the collection, the entry, the field and what is wrong.
 */
import { defineCollection } from "astro:content";
import { glob, type Loader } from "astro/loaders";
import type { z } from "astro/zod";
import { collectionSources, withFileName, type CollectionName } from "./content/schemas";

/**
 * Astro's glob loader over a collection's folder, with what the file name says (`withFileName`)
 * added to each entry's data before the schema checks it.
 */
function fromFiles<S extends z.ZodType>(
  collection: CollectionName,
  { folder, pattern, schema }: { folder: string; pattern: string; schema: S },
  language = "",
) {
  const files = glob({ base: `./src/content/${language ? `${language}/` : ""}${folder}`, pattern });
  const loader: Loader = {
    name: `${collection}${language ? `-${language}` : ""}-files`,
    load: (context) =>
      files.load({
        ...context,
        parseData: (entry) =>
          context.parseData({ ...entry, data: withFileName(collection, entry.id, entry.data) as typeof entry.data }),
      }),
  };
  return defineCollection({ loader, schema });
}

/**
 * Each collection in English, and in Hindi (`<name>_hi`, from src/content/hi/<folder>, issue 55):
 * the same schema, files named as their English originals (the name is the translation key).
 */
export const collections = {
  blog: fromFiles("blog", collectionSources.blog),
  services: fromFiles("services", collectionSources.services),
  projects: fromFiles("projects", collectionSources.projects),
  legal: fromFiles("legal", collectionSources.legal),
  team: fromFiles("team", collectionSources.team),
  pages: fromFiles("pages", collectionSources.pages),
  brand: fromFiles("brand", collectionSources.brand),
  blog_hi: fromFiles("blog", collectionSources.blog, "hi"),
  services_hi: fromFiles("services", collectionSources.services, "hi"),
  projects_hi: fromFiles("projects", collectionSources.projects, "hi"),
  legal_hi: fromFiles("legal", collectionSources.legal, "hi"),
  team_hi: fromFiles("team", collectionSources.team, "hi"),
  pages_hi: fromFiles("pages", collectionSources.pages, "hi"),
  brand_hi: fromFiles("brand", collectionSources.brand, "hi"),
};
