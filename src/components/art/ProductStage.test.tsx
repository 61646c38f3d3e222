import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StageSprite } from "./ProductStage";

const sprite = renderToStaticMarkup(createElement(StageSprite));

/** Each <text>'s font as the browser resolves it: size, weight, and whether it is the display face. */
function fontsOf(svg: string): Set<string> {
  const fonts = new Set<string>();
  for (const [, attrs = ""] of svg.matchAll(/<text([^>]*)>/g)) {
    const size = /font-size="([^"]+)"/.exec(attrs)?.[1] ?? "inherit";
    const weight = /font-weight="([^"]+)"/.exec(attrs)?.[1] ?? "400";
    const display = attrs.includes("font-display") ? " display" : "";
    fonts.add(`${size}/${weight}${display}`);
  }
  return fonts;
}

describe("the home stage's sprite", () => {
  it("draws its words from a small type scale", () => {
    // Chromium builds a font instance per size, weight and family of SVG text, and lays every word
    // out again on each full-page layout; with 34 of them the stage doubled the home page's
    // main-thread time at 4× CPU (docs/performance.md). Twelve is room for one more step.
    const fonts = fontsOf(sprite);
    expect(sprite.match(/<text/g)?.length ?? 0).toBeGreaterThan(40);
    expect(fonts.size, [...fonts].join(", ")).toBeLessThanOrEqual(12);
  });

  it("counts fonts the way the test above relies on", () => {
    const two = fontsOf('<text font-size="8">a</text><text font-size="9" font-weight="600">b</text>');
    expect([...two]).toEqual(["8/400", "9/600"]);
  });
});
