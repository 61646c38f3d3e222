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
) {
  const files = glob({ base: `./src/content/${folder}`, pattern });
  const loader: Loader = {
    name: `${collection}-files`,
    load: (context) =>
      files.load({
        ...context,
        parseData: (entry) =>
          context.parseData({ ...entry, data: withFileName(collection, entry.id, entry.data) as typeof entry.data }),
      }),
  };
  return defineCollection({ loader, schema });
}

export const collections = {
  blog: fromFiles("blog", collectionSources.blog),
  services: fromFiles("services", collectionSources.services),
  projects: fromFiles("projects", collectionSources.projects),
  legal: fromFiles("legal", collectionSources.legal),
  team: fromFiles("team", collectionSources.team),
  pages: fromFiles("pages", collectionSources.pages),
  brand: fromFiles("brand", collectionSources.brand),
};
