/**
 * The Content-Security-Policy allows inline scripts by hash, and only the ones known before
 * any page is served: our theme script, Astro's island loader, and the client directives
 * Astro compiled into its build manifest (its own and ours) that a source file uses. After
 * the build, every inline script in every page must be one of those (the build fails
 * otherwise), and their hashes go to dist/csp-hashes.json for the production host.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
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
 * The client directives the sources name (`client:afterload`…): the pages rendered on demand come
 * from the same sources, so a directive no source names is never inlined, and its hash would only
 * allow a script the site never sends (Astro's load, idle, visible, media and only: five hashes,
 * 270 bytes in every HTML response's headers).
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
  let srcDir = "";
  return {
    name: "ignite:csp-hashes",
    hooks: {
      "astro:config:setup": ({ config }) => {
        srcDir = fileURLToPath(config.srcDir);
      },
      "astro:build:ssr": async ({ manifest }) => {
        const used = usedDirectives(await sourceTexts(srcDir));
        directives = manifest.clientDirectives.filter(([name]) => used.has(name)).map(([, code]) => code);
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
        await fs.writeFile(out, JSON.stringify({ script: scripts.map(scriptHash) }, null, 2) + "\n");
        logger.info(`${scripts.length} inline script hashes written to ${path.relative(process.cwd(), out)}`);
      },
    },
  };
}
