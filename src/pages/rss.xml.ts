import type { APIRoute } from "astro";
import { feedResponse } from "@/lib/blog/feed";

/** The English feed: the posts written in English. */
export const GET: APIRoute = () => feedResponse("en");
