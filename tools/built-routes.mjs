// @ts-check
/**
 * The route registry as the last production build made it (dist/routes.json, written by
 * `npm run build`). The registry is read from the content collections, which only Astro can
 * load, so the scripts and the browser tests take it from the build they run against.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const file = fileURLToPath(new URL("../dist/routes.json", import.meta.url));

/**
 * @returns {{
 *   routes: import("../src/lib/navigation/routes").RouteEntry[],
 *   hindi: import("../src/lib/navigation/routes").RouteEntry[],
 *   notFoundProbePath: string,
 *   hindiNotFoundProbePath: string,
 * }}
 */
export function builtRoutes() {
  if (!fs.existsSync(file)) throw new Error("No dist/routes.json: run `npm run build` first.");
  return JSON.parse(fs.readFileSync(file, "utf8"));
}
