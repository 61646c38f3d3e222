// Lighthouse (v12, default mobile preset: Moto G Power emulation, simulated slow 4G) against
// the local production server, with the system Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/support/host.ts";

export async function withChrome(fn) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    return await fn(chrome.port);
  } finally {
    await chrome.kill();
  }
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run. A run in which Lighthouse itself failed to record the page (its
 * `runtimeError`, e.g. NO_NAVSTART when the trace comes back incomplete on a busy machine)
 * carries no scores at all, so it is run again, up to three attempts; the page's scores are
 * never retried or filtered. `settings` overrides Lighthouse's (for example the CPU slowdown:
 * `{ throttling: { cpuSlowdownMultiplier: 8 } }`; the rest of the preset stays).
 */
export async function audit(url, port, { categories, settings = {} } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      ...settings,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not record ${url}: ${error.code} ${error.message}`);
    console.log(`Lighthouse could not record ${url} (${error.code}); attempt ${attempt + 1} of ${ATTEMPTS}`);
  }
}

export function score(lhr, id) {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** Audits that cost points in a category, for a readable failure message. */
export function failingAudits(lhr, id) {
  const refs = lhr.categories[id]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${a.title})`);
}
