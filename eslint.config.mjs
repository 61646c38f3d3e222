import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import astro from "eslint-plugin-astro";
import { islandModules } from "./tools/islands.mjs";

/*
 * The layers, top to bottom; a module imports only from its own layer or those below it.
 *   tools/, bench/, tests/       build, benchmarks, CLIs, test support: may import anything
 *   host/                        the HTTP host: src/leads (its server context) and src/config
 *   src/pages, src/layouts       routes and page shells: anything in src/
 *   src/components, src/leads    the React UI; the lead pipeline (storage, mail, limits)
 *   src/client                   browser scripts (the motion script, the island directive)
 *   src/lib, src/content, src/config.ts   helpers, content and its schemas, configuration
 * Tests may reach across (a host test builds a fake dist/ with the build's own code).
 * Static and dynamic imports alike; and what runs in the browser (the islands and all they import,
 * tools/islands.mjs) may not reach @/config, @/leads, node:* or process.env (ADR 0019).
 * tools/layers.test.ts shows the rule failing on an upward import.
 */
// Import sources that reach a layer, by alias (@/…) or by a relative path up the tree.
const reach = (dirs) => `^(@/|(\\.\\./)+(src/)?)(${dirs})(/|$)`;
const above = {
  outside: "^(\\.\\./)+(tools|bench|tests)(/|$)",
  host: "^(\\.\\./)+host(/|$)",
  pages: reach("pages|layouts"),
  ui: reach("components"),
  leads: reach("leads"),
  client: reach("client"),
};
/*
 * The site and packages/art (the tool that drew the demo pictures) import nothing from each other:
 * the site's pictures are uploads in src/assets, and the art package keeps its own data.
 */
const ART = {
  regex: "^(@ignite/art|(\\.\\.?/)+packages/art)(/|$)",
  message: "The site imports nothing from packages/art; its pictures are uploads (eslint.config.mjs).",
};
const SITE_SRC = {
  regex: "^(@/|(\\.\\./)+src/)",
  message: "packages/art imports nothing from the site's src/ (eslint.config.mjs).",
};
/*
 * `no-restricted-imports` sees `import … from` and `export … from`, not `import()`. The same
 * patterns, as selectors on ImportExpression (a string, or a template's first part), close that gap.
 * esquery's /regex/ may not hold a "/", so each one is written \u002F.
 */
function dynamicImports(patterns) {
  return patterns.flatMap(({ regex, message, allowTypeImports }) => {
    // A pattern that lets types through is about what a bundle carries: a lazy import() of it is
    // the point (the palette's words, fetched when it opens).
    if (allowTypeImports) return [];
    const re = `/${regex.replaceAll("/", "\\u002F")}/`;
    return [
      { selector: `ImportExpression[source.value=${re}]`, message },
      { selector: `ImportExpression[source.quasis.0.value.raw=${re}]`, message },
    ];
  });
}
/** Both rules over one list of { regex, message } patterns, and any further syntax to refuse. */
function restrict(patterns, syntax = []) {
  return {
    "no-restricted-imports": ["error", { patterns }],
    "no-restricted-syntax": ["error", ...dynamicImports(patterns), ...syntax],
  };
}
/*
 * The island boundary (ADR 0019): the islands and every module they import (tools/islands.mjs,
 * read from the pages) run in the browser, so none of them may reach the server's configuration,
 * the lead pipeline, Node's modules or process.env. They get what they need as props.
 */
const ISLAND_MESSAGE =
  "An island, and every module an island imports, runs in the browser: no @/config, @/leads, node:* or process.env; pass what it needs as props (ADR 0019).";
const ISLAND = [
  { regex: reach("config|leads"), message: ISLAND_MESSAGE },
  { regex: "^(node:|(fs|path|os|crypto|child_process|http|https|net|url|zlib|stream)(/|$))", message: ISLAND_MESSAGE },
];
/*
 * The words (issue 55, ADR 0023): an island gets the part of the catalogue it shows as a prop, in
 * the page's language, so no page ships both catalogues. Its type may be imported; the palette
 * fetches its language's catalogue lazily, when it opens.
 */
ISLAND.push({
  regex: "(^@/lib/i18n/messages|/i18n/messages)(/|$)",
  message: "An island gets its words as props in the page's language, not the catalogue (ADR 0023).",
  allowTypeImports: true,
});
const PROCESS_ENV = [
  { selector: "MemberExpression[object.name='process'][property.name='env']", message: ISLAND_MESSAGE },
];
const ISLAND_FILES = islandModules(import.meta.dirname);
const inGlob = (file, glob) => (glob.endsWith("/**") ? file.startsWith(glob.slice(0, -2)) : file === glob);
function layer(files, forbidden, name) {
  const message = `${name} imports only from its own layer or below (eslint.config.mjs).`;
  const patterns = [...forbidden.map((regex) => ({ regex, message })), ART];
  const islands = ISLAND_FILES.filter((file) => files.some((glob) => inGlob(file, glob)));
  return [
    { files, ignores: ["**/*.test.*"], rules: restrict(patterns) },
    ...(islands.length > 0
      ? [{ files: islands, ignores: ["**/*.test.*"], rules: restrict([...patterns, ...ISLAND], PROCESS_ENV) }]
      : []),
  ];
}

export default defineConfig(
  {
    ignores: [
      "dist/**",
      "release/**",
      ".astro/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "screenshots/**",
      "bench-results/**",
      "public/**",
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ["**/*.tsx", "**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  layer(["host/**"], [above.outside, above.pages, above.ui, above.client], "host/"),
  layer(["src/pages/**", "src/layouts/**"], [above.outside, above.host], "A page or layout"),
  layer(["src/components/**"], [above.outside, above.host, above.pages, above.leads], "A component"),
  layer(["src/leads/**"], [above.outside, above.host, above.pages, above.ui, above.client], "src/leads"),
  layer(["src/client/**"], [above.outside, above.host, above.pages, above.ui, above.leads], "src/client"),
  layer(
    ["src/lib/**", "src/content/**", "src/config.ts", "src/content.config.ts"],
    [above.outside, above.host, above.pages, above.ui, above.leads, above.client],
    "src/lib, src/content and src/config",
  ),
  { files: ["packages/**"], rules: restrict([SITE_SRC]) },
  {
    // The site's test files may reach across its own layers, but not into the art package.
    files: ["src/**/*.test.*", "host/**/*.test.*", "integrations/**", "keystatic.config.ts", "astro.config.mjs"],
    rules: restrict([ART]),
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
