import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { missingBuild, newestInput, staleBuildReason } from "./freshness";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-fresh-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true });
  fs.writeFileSync(path.join(root, "src", "pages", "index.astro"), "---\n---\n");
  fs.writeFileSync(path.join(root, "package.json"), "{}");
  const dist = path.join(root, "dist");
  fs.mkdirSync(path.join(dist, "server"), { recursive: true });
  for (const file of ["server/entry.mjs", "static-manifest.json", "csp-hashes.json"]) {
    fs.writeFileSync(path.join(dist, file), "{}");
  }
  return { root, dist };
}

function setTime(file: string, ms: number) {
  fs.utimesSync(file, ms / 1000, ms / 1000);
}

function stamp(dist: string, startedAt: number) {
  fs.writeFileSync(
    path.join(dist, "build-stamp.json"),
    JSON.stringify({ buildId: "b1", startedAt, finishedAt: startedAt }),
  );
}

describe("build freshness", () => {
  it("wants a build when there is no stamp", () => {
    const { root, dist } = project();
    expect(missingBuild(root, dist)).toMatch(/no build stamp/);
    expect(staleBuildReason(root, dist)).toBeNull();
  });

  it("is current when every source is older than the build's start", () => {
    const { root, dist } = project();
    const now = Date.now();
    setTime(path.join(root, "src", "pages", "index.astro"), now - 60_000);
    setTime(path.join(root, "package.json"), now - 60_000);
    stamp(dist, now - 1_000);
    expect(missingBuild(root, dist)).toBeNull();
    expect(staleBuildReason(root, dist)).toBeNull();
  });

  it("does not count the responsive images the build itself writes into public/_img", () => {
    const { root, dist } = project();
    const now = Date.now();
    setTime(path.join(root, "src", "pages", "index.astro"), now - 60_000);
    setTime(path.join(root, "package.json"), now - 60_000);
    fs.mkdirSync(path.join(root, "public", "_img"), { recursive: true });
    fs.writeFileSync(path.join(root, "public", "_img", "cover-640.abc.avif"), "");
    fs.writeFileSync(path.join(root, "public", "robots-note.txt"), "");
    setTime(path.join(root, "public", "robots-note.txt"), now - 60_000);
    stamp(dist, now - 1_000);
    expect(staleBuildReason(root, dist)).toBeNull();
    // Anything else in public still counts.
    setTime(path.join(root, "public", "robots-note.txt"), now);
    expect(staleBuildReason(root, dist)).toBe(`${path.join("public", "robots-note.txt")} changed after build b1`);
  });

  it("says nothing in a release, which has the build and package.json but no sources", () => {
    const { root, dist } = project();
    const now = Date.now();
    fs.rmSync(path.join(root, "src"), { recursive: true });
    // npm ci in the release folder writes package.json's neighbours after the build.
    setTime(path.join(root, "package.json"), now);
    stamp(dist, now - 60_000);
    expect(missingBuild(root, dist)).toBeNull();
    expect(staleBuildReason(root, dist)).toBeNull();
  });

  it("names the source that changed after the build", () => {
    const { root, dist } = project();
    const now = Date.now();
    setTime(path.join(root, "package.json"), now - 60_000);
    setTime(path.join(root, "src", "pages", "index.astro"), now);
    stamp(dist, now - 1_000);
    expect(staleBuildReason(root, dist)).toBe(`${path.join("src", "pages", "index.astro")} changed after build b1`);
    // Stale is not missing: the host serves it and says so.
    expect(missingBuild(root, dist)).toBeNull();
    expect(newestInput(root).file).toBe(path.join("src", "pages", "index.astro"));
  });

  it("wants a build when an output the host needs is missing", () => {
    const { root, dist } = project();
    stamp(dist, Date.now() + 60_000);
    fs.rmSync(path.join(dist, "csp-hashes.json"));
    expect(missingBuild(root, dist)).toBe(`${path.join("dist", "csp-hashes.json")} is missing`);
  });

  it("finds nothing stale on a host that has only the build", () => {
    const { root, dist } = project();
    fs.rmSync(path.join(root, "src"), { recursive: true });
    fs.rmSync(path.join(root, "package.json"));
    stamp(dist, Date.now() - 60_000);
    expect(missingBuild(root, dist)).toBeNull();
    expect(staleBuildReason(root, dist)).toBeNull();
  });
});
