/**
 * The runtime: the project runs on Node 24 LTS, taken from the npm registry (an optional
 * dependency), whatever Node the machine has as its own (Debian 12's is 20).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, tempDir, until } from "./harness";

const root = path.resolve(import.meta.dirname, "../..");
const RUNTIME = /^v24\./;

/** PATH as a visitor's shell has it: without the node_modules/.bin that npm adds for scripts. */
function shellPath(): string {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => !dir.split(path.sep).includes("node_modules"))
    .join(path.delimiter);
}

describe("runtime", () => {
  it("the tests run on Node 24", () => {
    expect(process.version).toMatch(RUNTIME);
  });

  it("the project pins one Node 24 build: .nvmrc, engines and the registry builds agree", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    const pinned = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const builds = Object.entries(pkg.optionalDependencies).filter(([name]) => /^node-(linux|darwin|win)-/.test(name));
    expect(builds.length).toBeGreaterThan(0);
    for (const [name, version] of builds) expect(version, name).toBe(pinned);
    expect(pkg.engines.node).toMatch(/^>=24\./);
    expect(process.version).toBe(`v${pinned}`);
  });

  it("`npm start` serves on Node 24 from a shell whose PATH has no project binaries", async () => {
    const port = await freePort();
    const dir = tempDir("ignite-runtime-");
    let log = "";
    // A process group of its own: npm starts the host as its child, and both are ended together.
    const child = spawn("npm", ["start"], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        PATH: shellPath(),
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: path.join(dir, "site.db"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    try {
      const line = await until(async () => /site ready on .*\(Node (v[\d.]+)\)/.exec(log)?.[1], 60_000);
      expect(line).toMatch(RUNTIME);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
