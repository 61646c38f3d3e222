import type { APIRoute } from "astro";
import { databaseHealth } from "@/server/context";
import { json, methodNotAllowed } from "@/server/http";
import { serverContextOf } from "@/server/request";
import { buildVersion } from "@/server/version";

export const prerender = false;

export const GET: APIRoute = async (context) => {
  const database = await databaseHealth(serverContextOf(context));
  return json({ status: database.reachable ? "ok" : "degraded", version: buildVersion(), database });
};

export const HEAD = GET;
export const ALL: APIRoute = () => methodNotAllowed("GET, HEAD");
