import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkRuntimeDependencies, importedPackages, pruneLockfile } from "./release.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A dist/ with a server, a host and a tools module of the given sources. */
function dist(server: string, host = 'import http from "node:http";\n', tools = 'import fs from "node:fs";\n'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-release-unit-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "server", "chunks"), { recursive: true });
  fs.mkdirSync(path.join(dir, "host"));
  fs.writeFileSync(path.join(dir, "server", "chunks", "a.mjs"), server);
  fs.writeFileSync(path.join(dir, "host", "main.mjs"), host);
  fs.mkdirSync(path.join(dir, "tools"));
  fs.writeFileSync(path.join(dir, "tools", "ignite.mjs"), tools);
  return dir;
}

describe("the release's run-time dependencies", () => {
  it("are the packages the built modules import, statically or with import(), builtins aside", () => {
    const dir = dist(
      'import { a } from "react-dom/server";\nimport "@scope/pkg/sub";\nexport { b } from "kysely";\n' +
        'const pg = () => import("pg");\nimport fs from "node:fs";\nimport { x } from "./local.mjs";\n',
    );
    expect([...importedPackages(path.join(dir, "server")).keys()].sort()).toEqual([
      "@scope/pkg",
      "kysely",
      "pg",
      "react-dom",
    ]);
  });

  it("stop the release when a build tool creeps into the bundle, or a listed one is never imported", () => {
    const dir = dist('import { createServer } from "vite";\nimport React from "react";\n');
    expect(() => checkRuntimeDependencies(dir, { react: "^19", pg: "^8" })).toThrow(
      /vite is imported at run time \(dist\/server\/chunks\/a\.mjs\)[\s\S]*pg is in package\.json's "dependencies" but nothing at run time imports it/,
    );
    expect(checkRuntimeDependencies(dir, { react: "^19", vite: "^8" })).toEqual(["react", "vite"]);
  });

  it("count the operator's commands (dist/tools): a package only `leads` imports is a run-time dependency", () => {
    const dir = dist(
      'import React from "react";\n',
      'import http from "node:http";\n',
      'const pg = () => import("pg");\n',
    );
    expect(() => checkRuntimeDependencies(dir, { react: "^19" })).toThrow(
      /pg is imported at run time \(dist\/tools\/ignite\.mjs\)/,
    );
    expect(checkRuntimeDependencies(dir, { react: "^19", pg: "^8" })).toEqual(["pg", "react"]);
  });
});

describe("the release's lock file", () => {
  const lock = {
    name: "site",
    version: "1.0.0",
    lockfileVersion: 3,
    packages: {
      "": { name: "site", version: "1.0.0" },
      "node_modules/a": { version: "1.0.0", dependencies: { b: "^1" }, optionalDependencies: { c: "^1" } },
      "node_modules/b": { version: "1.0.0" },
      "node_modules/a/node_modules/b": { version: "2.0.0", dependencies: { d: "^1" } },
      "node_modules/c": { version: "1.0.0", optional: true },
      "node_modules/d": { version: "1.0.0", dev: true },
      "node_modules/vite": { version: "8.0.0", dev: true, dependencies: { b: "^1" } },
    },
  };

  it("keeps what the dependencies need, resolved as Node resolves it, and drops the rest", () => {
    const pruned = pruneLockfile(lock, { name: "site", version: "1.0.0", dependencies: { a: "^1" } });
    expect(Object.keys(pruned.packages).sort()).toEqual([
      "",
      "node_modules/a",
      "node_modules/a/node_modules/b",
      "node_modules/c",
      "node_modules/d",
    ]);
    expect(pruned.packages[""]).toEqual({ name: "site", version: "1.0.0", dependencies: { a: "^1" } });
    // Reached through a required dependency: no longer marked dev, so `npm ci --omit=dev` installs it.
    expect(pruned.packages["node_modules/d"]).toEqual({ version: "1.0.0" });
    // Reached only through an optional one: optional.
    expect(pruned.packages["node_modules/c"]).toEqual({ version: "1.0.0", optional: true });
  });

  it("says which package the lock file lacks", () => {
    expect(() => pruneLockfile(lock, { name: "site", version: "1.0.0", dependencies: { zod: "^4" } })).toThrow(
      /no entry for zod/,
    );
  });
});
