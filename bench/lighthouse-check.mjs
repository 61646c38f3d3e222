// Part of `npm test`: Lighthouse Accessibility, Best Practices and SEO must be 100 on every
// registered page (one mobile run each). Performance is measured by `npm run bench`, not
// asserted here: timing on a shared 2-core machine is too noisy for a pass/fail test.
import { builtRoutes } from "../tools/built-routes.mjs";
import { startSite } from "../tests/support/host.ts";
import { audit, failingAudits, score, withChrome } from "./lighthouse.mjs";

const CATEGORIES = ["accessibility", "best-practices", "seo"];
const routes = builtRoutes().routes;
const server = await startSite({}, { buildIfMissing: true, echo: true });
let passed = 0;
let failed = 0;
try {
  await withChrome(async (port) => {
    console.log(`${"Page".padEnd(52)} A11y  BP   SEO`);
    for (const route of routes) {
      const lhr = await audit(`${server.url}${route.path}`, port, { categories: CATEGORIES });
      const scores = CATEGORIES.map((c) => score(lhr, c));
      const ok = scores.every((s) => s === 100);
      console.log(`${route.path.padEnd(52)} ${scores.map((s) => String(s).padEnd(4)).join(" ")} ${ok ? "ok" : "FAIL"}`);
      if (ok) passed++;
      else {
        failed++;
        for (const c of CATEGORIES) for (const a of failingAudits(lhr, c)) console.log(`    ${c}: ${a}`);
      }
    }
  });
} finally {
  await server.kill("SIGTERM");
}
console.log(`\nlighthouse: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
