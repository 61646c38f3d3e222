/**
 * The content collections: `collectionSources` in `src/content/schemas.ts` says where each
 * one's files are and what they must hold. A file that breaks its schema fails `astro build`
 * (and shows in `astro dev`) with the collection, the entry, the field and what is wrong.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "astro/zod";
import { collectionSources } from "./content/schemas";

function fromFiles<S extends z.ZodType>({ folder, pattern, schema }: { folder: string; pattern: string; schema: S }) {
  return defineCollection({ loader: glob({ base: `./src/content/${folder}`, pattern }), schema });
}

export const collections = {
  blog: fromFiles(collectionSources.blog),
  services: fromFiles(collectionSources.services),
  projects: fromFiles(collectionSources.projects),
  legal: fromFiles(collectionSources.legal),
  team: fromFiles(collectionSources.team),
  pages: fromFiles(collectionSources.pages),
  brand: fromFiles(collectionSources.brand),
};
