// Run after `npm install` changes package-lock.json (`npm run lockfile`).
//
// Our registry mirror does not carry every platform build of packages with native
// binaries (darwin/win32/… variants of esbuild, rollup, sharp, Tailwind's oxide). npm then
// leaves those optional dependencies out of package-lock.json, and `npm ci` refuses the
// lock file as incomplete. This adds an entry for each missing platform package with its
// os/cpu/libc constraints (read from its name), so `npm ci` knows it does not apply here and
// skips it, exactly as it would with a lock file made against the full registry.
import fs from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "openharmony", "netbsd", "sunos", "aix"];
// Names some packages use for an OS instead of Node's process.platform (@pagefind/windows-x64).
const OS_ALIASES = { windows: "win32" };
const CPU = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "arm"];

export function platformOf(name) {
  const base = name.split("/").pop();
  const parts = base.split("-");
  const alias = Object.keys(OS_ALIASES).find((o) => parts.includes(o));
  const os = alias ? OS_ALIASES[alias] : OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  if (!cpu) return null;
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  else if (cpu !== "wasm32") return null;
  if (/-(gnu|gnueabihf)$/.test(base)) entry.libc = ["glibc"];
  if (/-musl(eabihf)?$/.test(base)) entry.libc = ["musl"];
  return entry;
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[top] = { version: spec, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional entries`);
