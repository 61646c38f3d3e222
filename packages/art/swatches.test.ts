import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import swatches from "@ignite/brand/swatches.json";
import { repoRoot } from "./paths.mjs";
import { cssName, swatchesCss, swatchesCssFile } from "./tokens.mjs";

const globalCss = readFileSync(join(repoRoot, "src/styles/global.css"), "utf8");

describe("brand swatches: one source for the art and the CSS", () => {
  it("src/styles/swatches.css is what swatches.json makes (else run npm run tokens)", () => {
    expect(readFileSync(swatchesCssFile, "utf8")).toBe(swatchesCss(swatches));
  });

  it("names every colour once, in kebab case", () => {
    expect(cssName("navyLift")).toBe("--brand-navy-lift");
    const names = Object.keys(swatches).map(cssName);
    expect(new Set(names).size).toBe(names.length);
  });

  it("global.css imports swatches.css and uses only colours it defines", () => {
    expect(globalCss).toContain('@import "./swatches.css";');
    const used = [...globalCss.matchAll(/var\((--brand-[a-z-]+)\)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    const defined = Object.keys(swatches).map(cssName);
    for (const name of used) expect(defined).toContain(name);
  });

  it("global.css spells no brand colour as a literal: it refers to the token", () => {
    for (const hex of Object.values(swatches)) expect(globalCss.toLowerCase()).not.toContain(hex.toLowerCase());
  });
});
