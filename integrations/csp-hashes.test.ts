import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { themeInitScript } from "../src/lib/theme";
import { inlineScripts, KNOWN_INLINE_SCRIPTS, scriptHash } from "./csp-hashes";

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

  it("knows the theme script and Astro's island loader with its directives, nothing else", () => {
    expect(KNOWN_INLINE_SCRIPTS).toContain(themeInitScript);
    expect(KNOWN_INLINE_SCRIPTS.some((s) => s.includes("astro-island"))).toBe(true);
    for (const directive of ["idle", "load", "media", "only", "visible"]) {
      expect(KNOWN_INLINE_SCRIPTS.some((s) => s.includes(`.${directive}=`))).toBe(true);
    }
    expect(KNOWN_INLINE_SCRIPTS).toHaveLength(7);
  });
});
