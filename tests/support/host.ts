/**
 * Starting the production host for a test or a benchmark: the compiled host
 * (dist/host/main.mjs) over the build, on a free loopback port, with its output kept; and the
 * flags every Chromium we drive is launched with (chromium.mjs, plain JavaScript for the art
 * package's checks). The one place that starts the host outside Playwright's webServer.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { loadEnvFile, readConfig } from "../../src/config";

export { CHROMIUM_ARGS } from "./chromium.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The Chromium to drive: CHROME_PATH (environment or .env), else Debian's. */
export function chromiumPath(): string {
  loadEnvFile();
  return readConfig().tools.chromePath;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
}

export interface SiteOptions {
  /** Run as this user and group (as root: so that file permissions apply to the server). */
  user?: { uid: number; gid: number };
  /** RLIMIT_FSIZE in bytes (via prlimit): writes past it fail with EFBIG, as on a full disk. */
  fileSizeLimit?: number;
  /** The folder the host starts in (where it looks for .env); the project root by default. */
  cwd?: string;
  /** Wait for the "ready" log line instead of a 200 from /healthz, so that no request reaches the host. */
  untouched?: boolean;
  /** Build first when there is no build (through `npm start`'s script), and allow the time for it. */
  buildIfMissing?: boolean;
  /** Also pass the host's stderr through (warnings, errors, a build's failure), not its request log. */
  echo?: boolean;
}

export async function startSite(env: Record<string, string>, options: SiteOptions = {}): Promise<RunningServer> {
  if (!options.buildIfMissing && !fs.existsSync(path.join(root, "dist", "build-stamp.json"))) {
    throw new Error("No production build: run `npm run build` before the integration tests (npm test does).");
  }
  const port = await freePort();
  let log = "";
  // `npm start`'s script builds first when there is no build at all (a benchmark on a fresh checkout).
  const entry = options.buildIfMissing
    ? path.join(root, "tools", "start.mjs")
    : path.join(root, "dist", "host", "main.mjs");
  const node = [process.execPath, entry];
  // prlimit execs the command, so the child's pid is the server's.
  // Soft limit only, so that the test can lift it again without privileges.
  const command = options.fileSizeLimit
    ? ["prlimit", `--fsize=${options.fileSizeLimit}:unlimited`, "--", ...node]
    : node;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd ?? root,
    ...options.user,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => {
    log += d.toString();
    if (options.echo) process.stderr.write(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = options.untouched
    ? async () => /site ready on http/.test(log)
    : async () => (await fetch(`${url}/healthz`)).ok;
  await waitFor(ready, options.buildIfMissing ? 600_000 : 30_000, `the site on ${url}`).catch((error: Error) => {
    child.kill("SIGKILL");
    throw new Error(`${error.message}; its output:\n${log}`);
  });
  return {
    url,
    process: child,
    output: () => log,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
