// Writes the route registry where the Playwright specs read it, then runs Playwright.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadRegistry } from "./routes.mjs";

const registry = loadRegistry();
fs.mkdirSync("test-results", { recursive: true });
fs.writeFileSync(path.join("test-results", "routes.json"), JSON.stringify(registry, null, 2));
console.log(`Route registry: ${registry.routes.length} pages`);

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
process.exit(result.status ?? 1);
