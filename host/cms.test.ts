import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtCms, cmsProblem } from "./cms";

const GITHUB = {
  KEYSTATIC_GITHUB_REPO: "ignite-technologies/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.client",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
  KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "ignite-website-cms",
};
const dirs: string[] = [];
function dist(cms?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-dist-"));
  dirs.push(dir);
  if (cms) fs.writeFileSync(path.join(dir, "cms.json"), JSON.stringify(cms));
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the host and the build's CMS", () => {
  it("asks nothing of a build without the CMS", () => {
    const dir = dist();
    expect(builtCms(dir)).toBeNull();
    expect(cmsProblem(dir, {})).toBeNull();
    expect(cmsProblem(dir, GITHUB)).toBeNull();
  });

  it("starts a GitHub-mode build only with the variables its sign-in reads, for the same repository", () => {
    const dir = dist({ kind: "github", repo: GITHUB.KEYSTATIC_GITHUB_REPO });
    expect(cmsProblem(dir, GITHUB)).toBeNull();
    expect(cmsProblem(dir, {})).toMatch(/GitHub mode for ignite-technologies\/website: set KEYSTATIC_GITHUB_REPO/);
    expect(cmsProblem(dir, { ...GITHUB, KEYSTATIC_GITHUB_CLIENT_SECRET: undefined })).toMatch(
      /KEYSTATIC_GITHUB_CLIENT_SECRET must be set/,
    );
    expect(cmsProblem(dir, { ...GITHUB, KEYSTATIC_GITHUB_REPO: "someone/else" })).toMatch(
      /for ignite-technologies\/website, but KEYSTATIC_GITHUB_REPO is someone\/else/,
    );
  });
});
