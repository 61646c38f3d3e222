/**
 * The islands and everything they import: the code that runs in a visitor's browser. Read from
 * the source, so it cannot drift from the pages: an island is a component an `.astro` file renders
 * with a `client:*` directive, or a module a bundled `<script>` of an `.astro` file imports (the
 * motion script, the lightbox), and its modules are those it reaches through `import … from`,
 * `export … from` and `import()` with an `@/` or relative path (type-only imports are erased and
 * do not count). eslint.config.mjs holds these files to the island boundary (ADR 0019).
 */
import fs from "node:fs";
import path from "node:path";

const CODE = [".ts", ".tsx", ".mts", ".mjs", ".js"];
const RESOLVE = [...CODE, ...CODE.map((ext) => `/index${ext}`)];

/** An import specifier, resolved to a file under root, or null for a package or an asset. */
function resolve(root, from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, "src", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (CODE.includes(path.extname(base)) && fs.existsSync(base)) return base;
  for (const ext of RESOLVE) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Comments go first, so that an import written in a comment does not count. */
const stripComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The specifiers a module loads at run time. */
export function runtimeImports(code) {
  const src = stripComments(code);
  const specs = [];
  for (const m of src.matchAll(/\b(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g)) {
    if (!m[1]) specs.push(m[3]);
  }
  for (const m of src.matchAll(/\bimport\s*["']([^"']+)["']/g)) specs.push(m[1]);
  for (const m of src.matchAll(/\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?["'`]([^"'`$]+)/g)) specs.push(m[1]);
  return specs;
}

/**
 * What `.astro` files under root/src send to the browser, as absolute paths: the components they
 * hydrate (`client:*`) and what their bundled `<script>`s import (`is:inline` ones are not bundled).
 */
export function islandEntries(root) {
  const entries = new Set();
  const astroFiles = fs
    .readdirSync(path.join(root, "src"), { recursive: true })
    .filter((rel) => String(rel).endsWith(".astro"));
  for (const rel of astroFiles) {
    const file = path.join(root, "src", String(rel));
    const src = fs.readFileSync(file, "utf8");
    for (const [, tag] of src.matchAll(/<([A-Z][\w.]*)\b[^>]*?\bclient:[a-z]+/gs)) {
      const name = tag.split(".")[0];
      const named = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(src);
      const byDefault = new RegExp(`import\\s+${name}\\s+from\\s*["']([^"']+)["']`).exec(src);
      const spec = named?.[1] ?? byDefault?.[1];
      const target = spec ? resolve(root, file, spec) : null;
      if (target) entries.add(target);
    }
    const scripts = src.replace(/<script\b[^>]*\/>/g, "");
    for (const [, attrs, body] of scripts.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/is:inline|type=/.test(attrs)) continue;
      for (const spec of runtimeImports(body)) {
        const target = resolve(root, file, spec);
        if (target) entries.add(target);
      }
    }
  }
  return [...entries];
}

/** Every module an island reaches, as paths relative to root with "/" separators, sorted. */
export function islandModules(root) {
  const seen = new Set();
  const stack = islandEntries(root);
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(fs.readFileSync(file, "utf8"))) {
      const target = resolve(root, file, spec);
      if (target && !seen.has(target)) stack.push(target);
    }
  }
  return [...seen].map((file) => path.relative(root, file).split(path.sep).join("/")).sort();
}
