// `npm run bench`: Lighthouse (mobile preset) on every registered page, the median of N runs
// (default 5; `npm run bench -- --runs 3`, or list paths: `npm run bench -- / /blog`).
// Prints a table and writes the JSON reports to bench-results/ (git-ignored).
import fs from "node:fs";
import path from "node:path";
import { loadRegistry } from "./routes.mjs";
import { startServer } from "./serve.mjs";
import { audit, score, withChrome } from "./lighthouse.mjs";

const args = process.argv.slice(2);
const runsFlag = args.indexOf("--runs");
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5;
const only = args.filter((a, i) => a.startsWith("/") && !(runsFlag >= 0 && i === runsFlag + 1));
const { routes } = loadRegistry();
const paths = routes.map((r) => r.path).filter((p) => only.length === 0 || only.includes(p));
const outDir = path.resolve("bench-results");
fs.mkdirSync(outDir, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const TARGETS = { performance: 95, lcp: 2000, tbt: 150, cls: 0.02 };

const server = await startServer();
const rows = [];
try {
  await withChrome(async (port) => {
    for (const p of paths) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${server.url}${p}`, port, { categories: ["performance"] });
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
        const file = `${p === "/" ? "home" : p.slice(1).replace(/\//g, "__")}-run${i + 1}.json`;
        fs.writeFileSync(path.join(outDir, file), JSON.stringify(lhr));
      }
      const row = { path: p };
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
      rows.push(row);
      console.log(
        `${p.padEnd(48)} perf ${String(row.performance).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ${(row.bytes / 1024).toFixed(0)} KB (JS ${(row.scriptBytes / 1024).toFixed(0)} KB)  ${row.requests} req  (CPU index ${Math.round(row.benchmarkIndex)})`,
      );
    }
  });
} finally {
  await server.stop();
}

const below = rows.filter(
  (r) => r.performance < TARGETS.performance || r.lcp > TARGETS.lcp || r.tbt > TARGETS.tbt || r.cls > TARGETS.cls,
);
const table = [
  `| Page | Perf | LCP | TBT | CLS | Total | Script | Requests | CPU index |`,
  `| --- | --: | --: | --: | --: | --: | --: | --: | --: |`,
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} KB | ${(r.scriptBytes / 1024).toFixed(0)} KB | ${r.requests} | ${Math.round(r.benchmarkIndex)} |`,
  ),
].join("\n");
fs.writeFileSync(path.join(outDir, "summary.md"), `${table}\n`);
console.log(`\nMedian of ${runs} run(s) per page (Lighthouse mobile). Markdown table: bench-results/summary.md`);
console.log(
  below.length
    ? `Below target (perf ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02): ${below.map((r) => r.path).join(", ")}`
    : "All pages meet the targets.",
);
