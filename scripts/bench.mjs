// `npm run bench`: Lighthouse (mobile preset) on every registered page, the median of N runs
// (default 5; `npm run bench -- --runs 3`, or list paths: `npm run bench -- / /blog`), next to
// a plain static reference page of the same weight measured in the same run (see
// reference-page.mjs). Prints a table and writes the JSON reports to bench-results/ (git-ignored).
import fs from "node:fs";
import path from "node:path";
import { builtRoutes } from "./built-routes.mjs";
import { startServer } from "./serve.mjs";
import { audit, score, withChrome } from "./lighthouse.mjs";
import { startReferenceServer } from "./reference-page.mjs";

const args = process.argv.slice(2);
const runsFlag = args.indexOf("--runs");
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
const only = args.filter((a, i) => a.startsWith("/") && !(runsFlag >= 0 && i === runsFlag + 1));
const routes = builtRoutes().routes;
const paths = routes.map((r) => r.path).filter((p) => only.length === 0 || only.includes(p));
const outDir = path.resolve("bench-results");
fs.mkdirSync(outDir, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
// product.md: perf ≥ 98 and never more than 2 points below the reference; TBT, LCP, CLS limits.
const TARGETS = { performance: 98, belowReference: 2, lcp: 2000, tbt: 100, cls: 0.02 };
const REFERENCE = "reference (static HTML, no JS)";

const server = await startServer();
const reference = await startReferenceServer();
const rows = [];
try {
  await withChrome(async (port) => {
    for (const p of [REFERENCE, ...paths]) {
      const url = p === REFERENCE ? `${reference.url}/` : `${server.url}${p}`;
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(url, port, { categories: ["performance"] });
        const a = lhr.audits;
        const requests = a["network-requests"]?.details?.items ?? [];
        samples.push({
          performance: score(lhr, "performance"),
          lcp: a["largest-contentful-paint"].numericValue,
          tbt: a["total-blocking-time"].numericValue,
          cls: a["cumulative-layout-shift"].numericValue,
          bytes: a["total-byte-weight"].numericValue,
          scriptBytes: requests
            .filter((r) => r.resourceType === "Script")
            .reduce((s, r) => s + (r.transferSize ?? 0), 0),
          requests: requests.length,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
        const name = p === REFERENCE ? "reference" : p === "/" ? "home" : p.slice(1).replace(/\//g, "__");
        const file = `${name}-run${i + 1}.json`;
        fs.writeFileSync(path.join(outDir, file), JSON.stringify(lhr));
      }
      const row = { path: p };
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
      rows.push(row);
      const ref = rows[0];
      const vsRef = ref && ref !== row ? `  (ref ${ref.performance}, TBT ${Math.round(ref.tbt)} ms)` : "";
      console.log(
        `${p.padEnd(48)} perf ${String(row.performance).padStart(3)}${vsRef}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ${(row.bytes / 1024).toFixed(0)} KB (JS ${(row.scriptBytes / 1024).toFixed(0)} KB)  ${row.requests} req  (CPU index ${Math.round(row.benchmarkIndex)})`,
      );
    }
  });
} finally {
  await reference.stop();
  await server.stop();
}

const [referenceRow, ...pageRows] = rows;
const below = pageRows.filter(
  (r) =>
    r.performance < TARGETS.performance ||
    r.performance < referenceRow.performance - TARGETS.belowReference ||
    r.lcp > TARGETS.lcp ||
    r.tbt > TARGETS.tbt ||
    r.cls > TARGETS.cls,
);
const table = [
  `| Page | Perf | Ref perf | LCP | TBT | Ref TBT | CLS | Total | Script | Requests | CPU index |`,
  `| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |`,
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${referenceRow.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${Math.round(referenceRow.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} KB | ${(r.scriptBytes / 1024).toFixed(0)} KB | ${r.requests} | ${Math.round(r.benchmarkIndex)} |`,
  ),
].join("\n");
fs.writeFileSync(path.join(outDir, "summary.md"), `${table}\n`);
console.log(`\nMedian of ${runs} run(s) per page (Lighthouse mobile). Markdown table: bench-results/summary.md`);
console.log(
  below.length
    ? `Below target (perf ≥ 98 and ≥ reference − 2, LCP ≤ 2 s, TBT ≤ 100 ms, CLS ≤ 0.02): ${below.map((r) => r.path).join(", ")}`
    : "All pages meet the targets.",
);
