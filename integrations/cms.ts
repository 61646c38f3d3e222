import type { AstroIntegration } from "astro";
import keystatic from "@keystatic/astro";
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
          vite: { define: { "import.meta.env.KEYSTATIC_STORAGE": JSON.stringify(JSON.stringify(mode)) } },
        });
        options.logger.info(
          github ? "CMS at /keystatic (GitHub mode)" : "CMS at /keystatic (local mode: saves to the files)",
        );
        return inner.hooks["astro:config:setup"]?.(options);
      },
    },
  };
}
