/**
 * The Content-Security-Policy allows inline scripts by hash, and only the ones known before
 * any page is served: our theme script, Astro's island loader, and the client directives
 * Astro compiled into its build manifest (its own and ours) that a source file uses. After
 * the build, every inline script in every page must be one of those (the build fails
 * otherwise), and their hashes go to dist/csp-hashes.json for the production host.
 */
import crypto from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import islandLoader from "astro/runtime/server/astro-island.prebuilt.js";
import { themeInitScript } from "../src/lib/ui/theme";

/** Our theme script, Astro's island loader, then the given client directives' code. */
export function knownInlineScripts(directives: readonly string[]): string[] {
  return [themeInitScript, islandLoader, ...directives];
}

/**
 * The client directives the given page sources name (`client:afterload`…): our src/ and the page
 * files that integrations inject (the CMS's admin page uses `client:only`). A page, prerendered
 * or rendered on demand, can only inline a directive one of them names; a hash for any other
 * would only allow a script the site never sends (Astro's load, idle, visible and media: four
 * hashes, 216 bytes in every HTML response's headers).
 */
export function usedDirectives(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of sources) for (const m of text.matchAll(/\bclient:([a-z][\w-]*)/gi)) names.add(m[1]!);
  return names;
}

async function sourceTexts(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.(astro|[jt]sx?|mdx?|mdoc)$/.test(e.name));
  return Promise.all(files.map((e) => fs.readFile(path.join(e.parentPath, e.name), "utf8")));
}

/**
 * The page files outside src/ (injected by an integration), as paths: Astro gives an injected
 * route's entrypoint relative to the root or as a package specifier. One that cannot be found
 * fails the build rather than leave its directive out of the policy.
 */
export function externalPageFiles(entrypoints: readonly string[], root: string, srcDir: string): string[] {
  const require = createRequire(path.join(root, "package.json"));
  return entrypoints
    .filter((entry) => entry.endsWith(".astro"))
    .map((entry) => {
      const local = path.resolve(root, entry);
      return existsSync(local) ? local : require.resolve(entry);
    })
    .filter((file) => !file.startsWith(srcDir + path.sep));
}

export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** Bodies of the executable inline scripts of an HTML document (JSON-LD and src= scripts are not). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    bodies.push(match[2] ?? "");
  }
  return bodies;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

export function cspHashes(): AstroIntegration {
  let directives: string[] = [];
  let cmsDirectives: string[] = [];
  let root = "";
  let srcDir = "";
  let pageEntrypoints: string[] = [];
  return {
    name: "ignite:csp-hashes",
    hooks: {
      "astro:config:setup": ({ config }) => {
        root = fileURLToPath(config.root);
        srcDir = fileURLToPath(config.srcDir).replace(/\/$/, "");
      },
      "astro:routes:resolved": ({ routes }) => {
        // Pages injected by integrations ("external"); the project's are in src/, Astro's own
        // ("internal": the server islands' endpoint) inline no directive.
        pageEntrypoints = routes.filter((r) => r.type === "page" && r.origin === "external").map((r) => r.entrypoint);
      },
      "astro:build:ssr": async ({ manifest, logger }) => {
        const external = externalPageFiles(pageEntrypoints, root, srcDir);
        const used = usedDirectives(await sourceTexts(srcDir));
        const injected = usedDirectives(await Promise.all(external.map((f) => fs.readFile(f, "utf8"))));
        directives = manifest.clientDirectives.filter(([name]) => used.has(name)).map(([, code]) => code);
        // Only the injected pages' (the CMS's admin): allowed on its pages alone (host/security.ts).
        cmsDirectives = manifest.clientDirectives
          .filter(([name]) => injected.has(name) && !used.has(name))
          .map(([, code]) => code);
        const names = (set: Set<string>) => manifest.clientDirectives.filter(([n]) => set.has(n)).map(([n]) => n);
        logger.info(
          `client directives: ${names(used).join(", ")}; on the CMS's pages also: ${names(injected).join(", ") || "none"}`,
        );
      },
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const scripts = knownInlineScripts(directives);
        const known = new Set(scripts);
        const problems: string[] = [];
        for (const file of await htmlFiles(clientDir)) {
          for (const body of inlineScripts(await fs.readFile(file, "utf8"))) {
            if (!known.has(body)) problems.push(`${path.relative(clientDir, file)}: ${body.slice(0, 80)}…`);
          }
        }
        if (problems.length > 0) {
          throw new Error(`Inline scripts that the CSP does not allow:\n${problems.join("\n")}`);
        }
        const out = path.join(clientDir, "..", "csp-hashes.json");
        const cms = cmsDirectives.map(scriptHash);
        await fs.writeFile(out, JSON.stringify({ script: scripts.map(scriptHash), cms }, null, 2) + "\n");
        logger.info(
          `${scripts.length} inline script hashes (and ${cms.length} for the CMS's pages) written to ${path.relative(process.cwd(), out)}`,
        );
      },
    },
  };
}
