import { describe, expect, it } from "vitest";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { features, hastPlugins, shikiConfig, splitAtHeadings, splitHtmlSections, splitSections } from "./markdown";

// The pipeline as astro.config.mjs sets it up: Astro's Sätteri processor with our plugins.
const processor = await createSatteriMarkdownProcessor({
  hastPlugins,
  shikiConfig,
  syntaxHighlight: "shiki",
  features,
});
const render = async (markdown: string, file = "src/content/legal/terms.md") =>
  (await processor.render(markdown, { fileURL: pathToFileURL(path.resolve(file)) })).code;
const renderPost = (markdown: string) => render(markdown, "src/content/blog/a-post.md");

describe("markdown, as Astro renders it", () => {
  it("leads a Hindi file's links to the site's Hindi pages, and leaves files, other sites and untranslated posts alone", async () => {
    const md = [
      "[a](/contact) [b](/services/cloud-services#costs) [c](/) [d](/images/x.jpg) [e](https://example.com/a)",
      "[f](/blog/how-to-scope-a-software-project) [g](/blog/a-post-nobody-translated) [h](/rss.xml) [i](/hi/about)",
    ].join(" ");
    const hindi = await render(md, "src/content/hi/blog/why-core-web-vitals-matter-for-revenue.md");
    for (const href of [
      "/hi/contact",
      "/hi/services/cloud-services#costs",
      "/hi",
      "/images/x.jpg",
      "https://example.com/a",
      "/hi/blog/how-to-scope-a-software-project",
      "/blog/a-post-nobody-translated",
      "/rss.xml",
      "/hi/about",
    ])
      expect(hindi).toContain(`href="${href}"`);
    // An English file's links are as written.
    expect(await render("[a](/contact)", "src/content/blog/a-post.md")).toContain('href="/contact"');
  });

  it("gives headings GitHub's ids and a hidden anchor link, and numbers repeated ones", async () => {
    const html = await render("## Why it matters\n\ntext\n\n### Cost & speed\n\n## Why it matters\n");
    expect(html).toContain('<h2 id="why-it-matters">Why it matters<a href="#why-it-matters"');
    expect(html).toMatch(/<a href="#why-it-matters" class="heading-anchor" aria-hidden="true" tabindex="-1">#<\/a>/);
    expect(html).toContain('<h3 id="cost--speed">');
    expect(html).toContain('<h2 id="why-it-matters-1">');
  });

  it("highlights code at build time in both themes", async () => {
    const html = await render("```ts\nconst answer: number = 42;\n```\n");
    expect(html).toMatch(/<pre class="astro-code astro-code-themes github-light-default github-dark-default"/);
    expect(html).toContain("--shiki-dark:");
  });

  it("drops raw HTML, block and inline, and keeps the text around it", async () => {
    const html = await render(
      'Before <span onclick="steal()">inline</span> after.\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\nEnd.\n',
    );
    expect(html).not.toMatch(/<script|<iframe|<span|onclick/);
    expect(html).toContain("Before");
    expect(html).toContain("End.");
  });

  it("keeps each token of inline code whole, so that a line breaks only at its spaces", async () => {
    const html = await render("Set `--radius-md` with `tsc --noEmit`.\n\n```sh\nnpm run build\n```\n");
    expect(html).toContain('<code><span class="nowrap">--radius-md</span></code>');
    expect(html).toContain('<code><span class="nowrap">tsc</span> <span class="nowrap">--noEmit</span></code>');
    // Blocks are Shiki's, untouched.
    expect(html).not.toMatch(/<pre[^>]*>[\s\S]*class="nowrap"/);
  });

  it("keeps quotes and dashes as written outside the blog (the policies are the specification's text)", async () => {
    expect(await render(`We don't say "fast" -- we measure it.`)).toContain(`We don't say "fast" -- we measure it.`);
  });

  it("sets typographic quotes and apostrophes in a post, across bold and links, and never in code", async () => {
    const html = await renderPost(
      [
        `We don't say "fast" -- we measure it. The team's rule: 'ship weekly'.`,
        ``,
        `"Done" means **"in production"**, as [the "runbook"](/x) says.`,
        ``,
        `Run \`grep "it's"\` first.`,
        ``,
        '```sh\necho "don\'t"\n```',
      ].join("\n"),
    );
    expect(html).toContain(
      "We don\u2019t say \u201Cfast\u201D -- we measure it. The team\u2019s rule: \u2018ship weekly\u2019.",
    );
    expect(html).toContain(
      '<p>\u201CDone\u201D means <strong>\u201Cin production\u201D</strong>, as <a href="/x">the \u201Crunbook\u201D</a> says.</p>',
    );
    expect(html).toMatch(/<code>.*"it's".*<\/code>/);
    expect(html).not.toMatch(/<pre[\s\S]*[\u2018\u2019\u201C\u201D][\s\S]*<\/pre>/);
  });

  it("opens a quote at the start of each paragraph, whatever ended the one before", async () => {
    const html = await renderPost(`He said "go."\n\n"Then" we went.\n\n- "One"\n- "Two"\n`);
    expect(html).toContain("He said \u201Cgo.\u201D");
    expect(html).toContain("<p>\u201CThen\u201D we went.</p>");
    expect(html).toContain("<li>\u201COne\u201D</li>");
    expect(html).toContain("<li>\u201CTwo\u201D</li>");
  });

  it("lets the keyboard reach a wide table", async () => {
    expect(await render("| a | b |\n| - | - |\n| 1 | 2 |\n")).toContain('<table tabindex="0">');
  });
});

describe("sections", () => {
  it("cuts rendered HTML at its h2 headings, titles as text without the anchor", async () => {
    const html = await render(
      "Intro dropped.\n\n## The problem & the cost\n\nOne.\n\n## Our approach\n\nTwo.\n\n### Detail\n",
    );
    const sections = splitHtmlSections(html);
    expect(sections.map((s) => s.title)).toEqual(["The problem & the cost", "Our approach"]);
    expect(sections[0]!.html).toBe("<p>One.</p>");
    expect(sections[1]!.html).toMatch(/^<p>Two\.<\/p>\s*<h3 id="detail">/);
  });

  it("cuts rendered HTML before each h2, keeping every byte (the article's parts)", async () => {
    const html = await render("Intro.\n\n## First\n\nOne.\n\n### Detail\n\n## Second\n\nTwo.\n");
    const parts = splitAtHeadings(html);
    expect(parts.join("")).toBe(html);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toMatch(/^<p>Intro\.<\/p>\s*$/);
    expect(parts[1]).toMatch(/^<h2 id="first">[\s\S]*<h3 id="detail">/);
    expect(parts[2]).toMatch(/^<h2 id="second">/);
    expect(splitAtHeadings(await render("## Only\n\nText.\n"))).toHaveLength(1);
  });

  it("cuts Markdown source at its ## headings, for the content checks", () => {
    expect(splitSections("x\n## A\none\n## B\n").map((s) => s.title)).toEqual(["A", "B"]);
  });
});
