import type { APIRoute } from "astro";
import type { IsPage } from "@/leads/insights/beacon";
import { methodNotAllowed } from "@/leads/http/body";
import { beaconRoute } from "@/leads/http/request";
import { ON_DEMAND_PAGES } from "@/lib/navigation/on-demand-pages";
import { getRoutes } from "@/lib/navigation/routes";

export const prerender = false;

let pages: Promise<IsPage> | undefined;

/** The site's pages as `astro dev` knows them: the route registry's and the on-demand ones. */
function sitePages(): Promise<IsPage> {
  pages ??= Promise.all([getRoutes(), getRoutes("hi")]).then(([english, hindi]) => {
    const known = new Set([...english, ...hindi].map((route) => route.path).concat(ON_DEMAND_PAGES));
    return (path: string) => known.has(path);
  });
  return pages;
}

/** The insights' page-view beacon (src/client/insights.ts; docs/insights.md). */
export const POST = beaconRoute(sitePages);

export const ALL: APIRoute = () => methodNotAllowed("POST");
