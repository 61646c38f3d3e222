/**
 * Prints the route registry as JSON for the browser tests and the screenshot and benchmark
 * scripts:  node --import tsx scripts/export-routes.ts
 */
import { getRoutes, notFoundProbePath } from "../src/lib/routes";

process.stdout.write(JSON.stringify({ routes: getRoutes(), notFound: notFoundProbePath }, null, 2));
