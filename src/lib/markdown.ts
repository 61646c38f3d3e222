import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSlug from "rehype-slug";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeShiki from "@shikijs/rehype";
import type { BundledLanguage } from "shiki";
import rehypeStringify from "rehype-stringify";

/** The languages of the posts' fenced code blocks: Shiki loads only these grammars. */
export function codeLanguages(markdowns: readonly string[]): BundledLanguage[] {
  const langs = new Set<BundledLanguage>();
  for (const markdown of markdowns) {
    for (const match of markdown.matchAll(/^[ \t]*(?:```|~~~)[ \t]*([\w+-]+)/gm))
      langs.add(match[1]!.toLowerCase() as BundledLanguage);
  }
  return [...langs].sort();
}

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** A wide table scrolls inside its own box (global.css), so the keyboard must be able to reach it. */
function rehypeFocusableTables() {
  const walk = (node: HastNode) => {
    if (node.type === "element" && node.tagName === "table") node.properties = { ...node.properties, tabIndex: 0 };
    node.children?.forEach(walk);
  };
  return (tree: HastNode) => walk(tree);
}

/**
 * Markdown → HTML at build time: GitHub-flavoured Markdown, heading ids with anchor links,
 * and code highlighted by Shiki in both themes (no highlighter ships to the browser).
 */
function createProcessor(langs: BundledLanguage[]) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeFocusableTables)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
      content: { type: "text", value: "#" },
    })
    .use(rehypeShiki, {
      themes: { light: "github-light-default", dark: "github-dark-default" },
      defaultColor: "light",
      langs,
    })
    .use(rehypeStringify);
}

// One processor per set of code languages: Shiki loads only the grammars a text needs.
const processors = new Map<string, ReturnType<typeof createProcessor>>();

export async function renderMarkdown(markdown: string): Promise<string> {
  const langs = codeLanguages([markdown]);
  const key = langs.join(",");
  let processor = processors.get(key);
  if (!processor) {
    processor = createProcessor(langs);
    processors.set(key, processor);
  }
  return String(await processor.process(markdown));
}

/** A Markdown body cut at its "## " headings: the text before the first one is dropped. */
export function splitSections(markdown: string): { title: string; markdown: string }[] {
  return markdown
    .split(/^## +/m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf("\n");
      const title = (newline === -1 ? part : part.slice(0, newline)).trim();
      return { title, markdown: newline === -1 ? "" : part.slice(newline + 1).trim() };
    });
}
