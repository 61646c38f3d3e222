// Loads the route registry (src/lib/routes.ts) from a Node script by running
// scripts/export-routes.ts under tsx; returns { routes, notFound }.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export function loadRegistry() {
  const json = execFileSync(process.execPath, ["--import", "tsx", "scripts/export-routes.ts"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(json);
}
