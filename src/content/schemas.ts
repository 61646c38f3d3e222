/**
 * Every content schema of the site, one module per collection, brought together here.
 * `src/content.config.ts` binds them to the collections; `tools/content-files.ts` runs the
 * same schemas over a file outside a build (unit tests, `npm run content:check`).
 */
import { collectionFolders } from "./schemas/shared";
import { postSchema } from "./schemas/blog";
import { serviceSchema } from "./schemas/services";
import { projectSchema } from "./schemas/projects";
import { legalSchema } from "./schemas/legal";
import { teamMemberSchema } from "./schemas/team";
import { pageSchema } from "./schemas/pages";
import { brandSchema } from "./schemas/brand";

export * from "./schemas/shared";
export * from "./schemas/blog";
export * from "./schemas/services";
export * from "./schemas/projects";
export * from "./schemas/legal";
export * from "./schemas/team";
export * from "./schemas/pages";
export * from "./schemas/brand";

/** Each collection's folder (under src/content), its files ("*.md" or one file name) and schema. */
export const collectionSources = {
  blog: { ...collectionFolders.blog, schema: postSchema },
  services: { ...collectionFolders.services, schema: serviceSchema },
  projects: { ...collectionFolders.projects, schema: projectSchema },
  legal: { ...collectionFolders.legal, schema: legalSchema },
  team: { ...collectionFolders.team, schema: teamMemberSchema },
  pages: { ...collectionFolders.pages, schema: pageSchema },
  brand: { ...collectionFolders.brand, schema: brandSchema },
} as const;
