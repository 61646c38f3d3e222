import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { themeInitScript } from "../src/lib/ui/theme";
import { externalPageFiles, inlineScripts, knownInlineScripts, scriptHash, usedDirectives } from "./csp-hashes";

describe("inline script detection", () => {
  it("finds executable inline scripts and skips external ones and data blocks", () => {
    const html = [
      "<script>one()</script>",
      '<script type="module">two()</script>',
      '<script src="/_astro/x.js"></script>',
      '<script type="module" src="/_astro/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="text/javascript">three()</script>',
    ].join("");
    expect(inlineScripts(html)).toEqual(["one()", "two()", "three()"]);
  });

  it("hashes a script body as a CSP sha256 source", () => {
    const expected = crypto.createHash("sha256").update("alert(1)").digest("base64");
    expect(scriptHash("alert(1)")).toBe(`'sha256-${expected}'`);
  });

  it("knows the theme script, Astro's island loader and the directives it is given, nothing else", () => {
    const known = knownInlineScripts(["directive one", "directive two"]);
    expect(known[0]).toBe(themeInitScript);
    expect(known[1]).toContain("astro-island");
    expect(known.slice(2)).toEqual(["directive one", "directive two"]);
  });

  it("keeps the client directives a source names, in markup or in prose, and no others", () => {
    const used = usedDirectives([
      '<Header client:afterload={{ keys: ["Mod+K"] }} />',
      '<Map client:afterload={{ rootMargin: "200px" }} client:media="(min-width: 1px)" />',
      "// hydrates like client:visible would",
      "<p>No directive here: client, load.</p>",
    ]);
    expect([...used].sort()).toEqual(["afterload", "media", "visible"]);
  });

  it("finds an integration's page file (the CMS's admin, client:only) and leaves src/ to the source scan", () => {
    const root = process.cwd();
    const files = externalPageFiles(
      [
        "src/pages/index.astro",
        "@keystatic/astro/internal/keystatic-astro-page.astro",
        "@keystatic/astro/internal/keystatic-api.js",
      ],
      root,
      path.join(root, "src"),
    );
    // As a real path: node_modules may be a link (a copy of the project for a test shares it).
    expect(files.map((f) => fs.realpathSync(f))).toEqual([
      fs.realpathSync(path.join(root, "node_modules/@keystatic/astro/internal/keystatic-astro-page.astro")),
    ]);
    expect([...usedDirectives(files.map((f) => fs.readFileSync(f, "utf8")))]).toEqual(["only"]);
    expect(() => externalPageFiles(["@nowhere/pkg/page.astro"], root, path.join(root, "src"))).toThrow();
  });
});
