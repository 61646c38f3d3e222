import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import palette from "@ignite/brand/palette.json";
import { repoRoot } from "./paths.mjs";
import { cssName, paletteCss, paletteCssFile } from "./tokens.mjs";

const globalCss = readFileSync(join(repoRoot, "src/styles/global.css"), "utf8");

describe("brand palette: one source for the art and the CSS", () => {
  it("src/styles/palette.css is what palette.json makes (else run npm run tokens)", () => {
    expect(readFileSync(paletteCssFile, "utf8")).toBe(paletteCss(palette));
  });

  it("names every colour once, in kebab case", () => {
    expect(cssName("navyLift")).toBe("--brand-navy-lift");
    const names = Object.keys(palette).map(cssName);
    expect(new Set(names).size).toBe(names.length);
  });

  it("global.css imports palette.css and uses only colours it defines", () => {
    expect(globalCss).toContain('@import "./palette.css";');
    const used = [...globalCss.matchAll(/var\((--brand-[a-z-]+)\)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    const defined = Object.keys(palette).map(cssName);
    for (const name of used) expect(defined).toContain(name);
  });

  it("global.css spells no brand colour as a literal: it refers to the token", () => {
    for (const hex of Object.values(palette)) expect(globalCss.toLowerCase()).not.toContain(hex.toLowerCase());
  });
});
