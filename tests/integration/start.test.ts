/**
 * Build once, run anywhere: the host is compiled JavaScript that serves the build it finds,
 * configured from the environment and `.env`, and it never rebuilds. (`npm start` on Node 24 is
 * in runtime.test.ts.)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startSite, tempDir, until, type RunningServer } from "./harness";

const root = path.resolve(import.meta.dirname, "../..");
const hostEntry = path.join(root, "dist", "host", "main.mjs");
const running: RunningServer[] = [];
afterEach(async () => {
  for (const site of running.splice(0)) await site.kill("SIGTERM");
});

/** Runs the host until it exits by itself (or 20 s pass), and returns its exit code and output. */
async function runUntilExit(
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [hostEntry], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(await freePort()), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe("the compiled host", () => {
  it("is JavaScript that imports no TypeScript and none of the build's tools", () => {
    const source = fs.readFileSync(hostEntry, "utf8");
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) {
      expect(specifier, specifier).not.toMatch(/\.tsx?$|^tsx|^esbuild|^pagefind|^js-yaml|^astro$/);
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    // What it imports from node_modules is a production dependency, so `npm ci --omit=dev` can run it.
    for (const specifier of imports.filter((s) => !s.startsWith("node:"))) {
      const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
      expect(pkg.dependencies, name).toHaveProperty(name);
    }
    expect(pkg.scripts.start).not.toMatch(/tsx/);
  });

  it("the on-demand routes Astro built import only production dependencies too", () => {
    const serverDir = path.join(root, "dist", "server");
    const files = fs.readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mjs"));
    const packages = new Set<string>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(serverDir, file), "utf8");
      for (const m of source.matchAll(/^import (?:.* from )?"([^"./][^"]*)";$/gm)) {
        const specifier = m[1]!;
        if (specifier.startsWith("node:")) continue;
        packages.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!);
      }
    }
    expect(packages.size).toBeGreaterThan(3);
    // Astro's own dependencies (devalue, cookie…) count: `npm ci --omit=dev` installs every
    // locked package that is not marked dev.
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    for (const name of packages) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toBeDefined();
      expect(entry?.dev, `${name} is installed in production`).not.toBe(true);
    }
  });

  it("loads .env from the folder it starts in, and the environment wins over the file", async () => {
    const dir = tempDir("ignite-dotenv-");
    const fromFile = path.join(dir, "from-file.db");
    const fromEnv = path.join(dir, "from-environment.db");
    fs.writeFileSync(
      path.join(dir, ".env"),
      `# a deploy's settings\nSQLITE_PATH=${fromFile}\nNEWSLETTER_RATE_LIMIT=7\n`,
    );
    const first = await startSite({}, { cwd: dir });
    running.push(first);
    expect(fs.existsSync(fromFile)).toBe(true);
    await first.kill("SIGTERM");

    const second = await startSite({ SQLITE_PATH: fromEnv }, { cwd: dir });
    running.push(second);
    expect(fs.existsSync(fromEnv)).toBe(true);
    // Nothing is read from the working directory: the health check reports the build served.
    const health = (await (await fetch(`${second.url}/healthz`)).json()) as { status: string; version: string };
    const stamp = JSON.parse(fs.readFileSync(path.join(root, "dist", "build-stamp.json"), "utf8")) as {
      buildId: string;
    };
    expect(health.status).toBe("ok");
    expect(health.version).toMatch(new RegExp(`^\\d+\\.\\d+\\.\\d+\\+${stamp.buildId}$`));
  }, 60_000);

  it("refuses to start on an invalid value, naming the variable and the form it expects", async () => {
    const dir = tempDir("ignite-badenv-");
    fs.writeFileSync(path.join(dir, ".env"), "MAIL_RETRY_DELAYS_MS=2s,10s\n");
    const fromFile = await runUntilExit(dir, { SQLITE_PATH: path.join(dir, "site.db") });
    expect(fromFile.code).toBe(1);
    expect(fromFile.output).toContain(
      'MAIL_RETRY_DELAYS_MS must be whole numbers of milliseconds separated by commas, such as 2000,10000,60000; got "2s,10s"',
    );
    expect(fromFile.output).not.toMatch(/site ready/);

    const fromEnv = await runUntilExit(dir, {
      MAIL_RETRY_DELAYS_MS: "",
      SMTP_URL: "mail.example.net:587",
      PORT: "http",
    });
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.output).toContain("SMTP_URL must be a smtp:// or smtps:// URL");
    expect(fromEnv.output).toContain('PORT must be a whole number from 0 to 65535; got "http"');
  }, 60_000);

  it("serves a build older than the sources as it is, and says so in its log instead of rebuilding", async () => {
    const source = path.join(root, "src", "content", "pages", "about.yaml");
    const stampFile = path.join(root, "dist", "build-stamp.json");
    const stampBefore = fs.readFileSync(stampFile, "utf8");
    const times = fs.statSync(source);
    // Newer than the build and than any other source, for the few seconds the test runs.
    const later = new Date(Date.now() + 3_600_000);
    fs.utimesSync(source, later, later);
    try {
      const site = await startSite({ SQLITE_PATH: path.join(tempDir("ignite-stale-"), "site.db") });
      running.push(site);
      expect(site.output()).toMatch(
        /Serving the existing build, which is older than the sources \(src\/content\/pages\/about\.yaml changed after build [0-9a-f]+\)/,
      );
      expect(site.output()).not.toMatch(/\bbuilding\b/i);
      expect(fs.readFileSync(stampFile, "utf8")).toBe(stampBefore);
      const page = await fetch(`${site.url}/about`);
      expect(page.status).toBe(200);
    } finally {
      fs.utimesSync(source, times.atime, times.mtime);
    }
  }, 60_000);

  it("`npm run preview` serves the build exactly as production does", async () => {
    const port = await freePort();
    const dir = tempDir("ignite-preview-");
    let log = "";
    const child = spawn("npm", ["run", "preview"], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SQLITE_PATH: path.join(dir, "site.db") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    try {
      await until(async () => (/site ready on/.test(log) ? true : undefined), 30_000);
      const home = await fetch(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": "br" } });
      expect(home.status).toBe(200);
      expect(home.headers.get("content-encoding")).toBe("br");
      const manifest = JSON.parse(fs.readFileSync(path.join(root, "dist", "static-manifest.json"), "utf8")) as {
        files: Record<string, { etag: string }>;
      };
      // The brotli copy's tag: the file's strong ETag with the coding appended.
      expect(home.headers.get("etag")).toBe(manifest.files["/"]!.etag.replace(/"$/, '-br"'));
      expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    }
  }, 60_000);
});
