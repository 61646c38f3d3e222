// `npm run bench:dev`: how soon `npm run dev` answers on a fresh clone. A temporary copy of the
// project with no made pictures and no caches (node_modules hard-linked, as a fresh `npm ci` has
// it), then `npm run dev`, timing the first 200 of /keystatic (the CMS) and of / (the home page,
// whose pictures are then made on demand). Runs `RUNS` times (default 3) and prints each figure's
// times and median. Nothing is written to the project itself.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject } from "../tests/support/project-copy.mjs";
import { freePort } from "../tests/support/host.ts";

const RUNS = Number(process.env.RUNS ?? 3);
const LIMIT_MS = 300_000;

async function firstOk(url, started) {
  while (performance.now() - started < LIMIT_MS) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) {
      await res.arrayBuffer();
      return (performance.now() - started) / 1000;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${LIMIT_MS / 1000} s`);
}

async function once() {
  const dir = copyProject("ignite-dev-ready-", { hardLinkedModules: true });
  for (const made of ["public/_img", ".astro"]) fs.rmSync(path.join(dir, made), { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["run", "dev", "--", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  try {
    const base = `http://127.0.0.1:${port}`;
    const keystatic = await firstOk(`${base}/keystatic`, started);
    const home = await firstOk(`${base}/`, started);
    return { keystatic, home };
  } catch (error) {
    throw new Error(`${error.message}\n${log.slice(-3000)}`);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (let i = 0; i < RUNS; i++) {
  const r = await once();
  results.push(r);
  console.log(`run ${i + 1}: /keystatic ${r.keystatic.toFixed(1)} s, / ${r.home.toFixed(1)} s after npm run dev`);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median of ${RUNS}: /keystatic ${median(results.map((r) => r.keystatic)).toFixed(1)} s (goal ≤ 60 s), ` +
    `/ ${median(results.map((r) => r.home)).toFixed(1)} s`,
);
