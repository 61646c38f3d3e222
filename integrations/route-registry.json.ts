import type { APIRoute } from "astro";
import { getRoutes, hindiNotFoundProbePath, notFoundProbePath } from "@/lib/navigation/routes";

/**
 * The route registry as the production build sees it (drafts left out), injected at /routes.json
 * by route-registry.ts in `astro build` only. The build moves the file out of the public folder to
 * dist/routes.json, where the browser tests and scripts read it. `routes` are the English pages,
 * `hindi` the Hindi ones (under /hi).
 */
export const GET: APIRoute = async () =>
  Response.json({ routes: await getRoutes(), hindi: await getRoutes("hi"), notFoundProbePath, hindiNotFoundProbePath });
