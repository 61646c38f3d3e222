import type { APIRoute } from "astro";
import { methodNotAllowed } from "@/leads/http/body";
import { beaconRoute } from "@/leads/http/request";

export const prerender = false;

/** The insights' page-view beacon (src/client/insights.ts; docs/insights.md). */
export const POST = beaconRoute();

export const ALL: APIRoute = () => methodNotAllowed("POST");
