import fs from "node:fs";
import { databaseHealth } from "@/server/context";
import { json } from "@/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

function version(): string {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
  let build = "unknown";
  try {
    build = fs.readFileSync(".next/BUILD_ID", "utf8").trim();
  } catch {
    // Development server: no build id.
  }
  return `${pkg.version}+${build}`;
}

export async function GET() {
  const database = await databaseHealth();
  return json({ status: database.reachable ? "ok" : "degraded", version: version(), database });
}
