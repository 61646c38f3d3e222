/**
 * The CMS in a production build (GitHub mode): the build records it in dist/cms.json, and the
 * host checks at start that it has what Keystatic's sign-in reads at run time. Without this, a
 * host started without the secrets serves the admin page and answers the editor's sign-in with a
 * 500.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, readCmsStorage, type Env } from "../src/config";
import { DIST } from "./dist-layout.mjs";

export function builtCms(distDir: string): { kind: "github"; repo: string } | null {
  const file = path.join(distDir, DIST.cms);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as { kind: "github"; repo: string };
}

/** Why this host cannot serve the build's CMS, or null when it can (or the build has none). */
export function cmsProblem(distDir: string, env: Env): string | null {
  const built = builtCms(distDir);
  if (!built) return null;
  let storage;
  try {
    storage = readCmsStorage(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
  if (storage.kind !== "github") {
    return `This build has the CMS in GitHub mode for ${built.repo}: set KEYSTATIC_GITHUB_REPO and the other KEYSTATIC_* variables on the host too (docs/deploy.md).`;
  }
  if (storage.repo !== built.repo) {
    return `This build has the CMS for ${built.repo}, but KEYSTATIC_GITHUB_REPO is ${storage.repo} here.`;
  }
  return null;
}
