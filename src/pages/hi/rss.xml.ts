import type { APIRoute } from "astro";
import { feedResponse } from "@/lib/blog/feed";

/** The Hindi feed: the posts translated into Hindi. */
export const GET: APIRoute = () => feedResponse("hi");
