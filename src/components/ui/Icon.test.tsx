import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { Search as searchNode } from "lucide";
import { describe, expect, it } from "vitest";
import { contentIcons } from "./icons";
import { ArrowRight, Building2, Search, iconOf } from "./Icon";

describe("an icon", () => {
  it("is Lucide's shapes in a viewBox and the icon class, nothing more", () => {
    expect(renderToStaticMarkup(<Search className="size-4" />)).toBe(
      '<svg viewBox="0 0 24 24" class="icon size-4" aria-hidden="true">' +
        '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle></svg>',
    );
    // The element list is the lucide package's own, not a copy.
    expect(renderToStaticMarkup(iconOf(searchNode, "search")({}))).toBe(renderToStaticMarkup(<Search />));
  });

  it("is hidden from screen readers unless it is labelled", () => {
    expect(renderToStaticMarkup(<ArrowRight />)).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(<ArrowRight aria-label="Next" role="img" />);
    expect(named).toContain('aria-label="Next"');
    expect(named).not.toContain("aria-hidden");
  });

  it("takes a stroke width other than Lucide's 2 in its style, where the class's rule cannot outrank it", () => {
    expect(renderToStaticMarkup(<Building2 className="size-4" strokeWidth={1.75} />)).toContain(
      'style="stroke-width:1.75"',
    );
    expect(renderToStaticMarkup(<Building2 />)).not.toContain("style=");
  });

  it("gets its stroke from one rule in the base layer, so a utility class still wins", () => {
    const css = readFileSync(new URL("../../styles/global.css", import.meta.url), "utf8");
    const rule = css.match(/@layer base \{\s*\.icon \{([^}]*)\}/)?.[1] ?? "";
    for (const declaration of [
      "fill: none",
      "stroke: currentColor",
      "stroke-width: 2",
      "stroke-linecap: round",
      "stroke-linejoin: round",
    ])
      expect(rule).toContain(declaration);
  });

  it("exists for every icon content may name", () => {
    for (const [name, Icon] of Object.entries(contentIcons)) {
      expect(renderToStaticMarkup(<Icon />), name).toMatch(
        /^<svg viewBox="0 0 24 24" class="icon" aria-hidden="true"><\w/,
      );
    }
  });
});
