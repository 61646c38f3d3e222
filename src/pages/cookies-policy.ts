import type { APIRoute } from "astro";

export const prerender = false;

/** The spec spells the page /CookiesPolicy; the conventional spelling is a permanent redirect to it. */
export const ALL: APIRoute = ({ redirect }) => redirect("/CookiesPolicy", 308);
