import { describe, expect, it } from "vitest";
import { codeLanguages, renderMarkdown } from "./markdown";

describe("markdown", () => {
  it("lists the languages of fenced code blocks only, once each", () => {
    const md =
      "Text ```inline``` here\n\n```ts\nconst a = 1;\n```\n\nprose\n\n~~~css\na{}\n~~~\n\n```\nplain\n```\n\n```TS\nb\n```\n";
    expect(codeLanguages([md, "```hcl\nx = 1\n```"])).toEqual(["css", "hcl", "ts"]);
  });

  it("renders headings with ids and anchor links, and highlights code in both themes", async () => {
    const html = await renderMarkdown("## Why it matters\n\n```ts\nconst answer: number = 42;\n```\n");
    expect(html).toContain('<h2 id="why-it-matters">');
    expect(html).toContain('class="heading-anchor"');
    expect(html).toMatch(/class="shiki shiki-themes github-light-default github-dark-default"/);
  });
});
