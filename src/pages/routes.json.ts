import type { APIRoute } from "astro";
import { getRoutes, notFoundProbePath } from "@/lib/routes";

/**
 * The route registry as the production build sees it (drafts left out). The build moves this
 * file out of the public folder to dist/routes.json, where the browser tests read it.
 */
export const GET: APIRoute = async () => Response.json({ routes: await getRoutes(), notFoundProbePath });
