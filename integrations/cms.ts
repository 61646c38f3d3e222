import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import keystatic from "@keystatic/astro";
import { DIST } from "../host/dist-layout.mjs";
import { readCmsStorage } from "../src/config.ts";

/**
 * The CMS (Keystatic, keystatic.config.ts) where it has somewhere to save: under `astro dev` in
 * local mode (straight to the files), and in a production build only in GitHub mode
 * (KEYSTATIC_GITHUB_REPO and its siblings set at build time). Otherwise the build has no
 * /keystatic and no /api/keystatic route, so both answer the site's own 404, and no page can load
 * a byte of the CMS.
 */
export function cms(): AstroIntegration {
  const inner = keystatic();
  let built: { kind: "github"; repo: string } | undefined;
  return {
    name: "ignite:cms",
    hooks: {
      "astro:config:setup": (options) => {
        const storage = readCmsStorage(process.env);
        const github = storage.kind === "github";
        if (options.command !== "dev" && !(options.command === "build" && github)) return;
        // keystatic.config.ts runs in the browser too: it learns the mode from the build, not the environment.
        const mode = github ? { kind: "github", repo: storage.repo } : { kind: "local" };
        options.updateConfig({
          vite: { define: { __IGNITE_CMS_STORAGE__: JSON.stringify(JSON.stringify(mode)) } },
        });
        if (github && options.command === "build") built = { kind: "github", repo: storage.repo };
        options.logger.info(
          github ? "CMS at /keystatic (GitHub mode)" : "CMS at /keystatic (local mode: saves to the files)",
        );
        return inner.hooks["astro:config:setup"]?.(options);
      },
      // Tells the host that this build has the admin, so that it refuses to start without the
      // secrets the sign-in needs (host/cms.ts) instead of answering an editor with a 500.
      "astro:build:done": ({ dir }) => {
        if (!built) return;
        const out = path.join(fileURLToPath(dir), "..", DIST.cms);
        fs.writeFileSync(out, JSON.stringify(built) + "\n");
      },
    },
  };
}
