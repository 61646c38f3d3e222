/**
 * How Markdown renders: once, by Astro's own pipeline (Sätteri, configured in astro.config.mjs)
 * when the content collections load, and kept in Astro's content store, so a rebuild renders
 * only the files that changed. This module holds our additions to that pipeline and the split
 * of a rendered body into its "## " sections.
 *
 * Our additions, as Sätteri HAST plugins (they run after Astro's Shiki highlighting and before
 * its heading ids):
 * - raw HTML in a content file is dropped, not passed through: content is text, never markup;
 * - headings get their ids here (GitHub's slugs, as Astro's own would be) and an anchor link;
 * - a wide table can scroll inside its box (global.css), so the keyboard must reach it;
 * - inline code breaks only between its words, never inside a token ("--radius-" / "md");
 * - a Hindi file's links to the site's pages lead to their Hindi pages (hindiLinks).
 */
import fs from "node:fs";
import Slugger from "github-slugger";
import type { HastVisitorInstance } from "satteri";

type HastPlugin = HastVisitorInstance & { name: string };

/** Raw HTML (a `<script>`, an `<iframe>`, an inline `<div>`) is removed, as remark-rehype used to. */
export const stripRawHtml: HastPlugin = {
  name: "ignite-strip-raw-html",
  raw(node, ctx) {
    ctx.removeNode(node);
  },
};

/** A table takes focus, so its own scroll bar can be used from the keyboard. */
export const focusableTables: HastPlugin = {
  name: "ignite-focusable-tables",
  element: {
    filter: ["table"],
    visit(node, ctx) {
      ctx.setProperty(node, "tabIndex", 0);
    },
  },
};

/**
 * Inline code (a `code` holding only text: Shiki's blocks hold spans) keeps each token whole:
 * every run without whitespace is a `span.nowrap`, so a line breaks only where the code has a
 * space, as it would in an editor, and never at a hyphen or a slash inside a name.
 */
export const unbrokenInlineCode: HastPlugin = {
  name: "ignite-unbroken-inline-code",
  element: {
    filter: ["code"],
    visit(node, ctx) {
      const children = node.children ?? [];
      if (children.length === 0 || !children.every((child) => child.type === "text")) return;
      const parts = ctx.textContent(node).split(/(\s+)/).filter(Boolean);
      ctx.replaceNode(node, {
        type: "element",
        tagName: "code",
        properties: { ...node.properties },
        children: parts.map((part) =>
          /^\s+$/.test(part)
            ? { type: "text" as const, value: part }
            : {
                type: "element" as const,
                tagName: "span",
                properties: { className: ["nowrap"] },
                children: [{ type: "text" as const, value: part }],
              },
        ),
      });
    },
  },
};

/**
 * Headings of h2 and below get an id and a "#" link to themselves, hidden from screen readers
 * (the heading is already in the outline). Astro keeps an id that is already set.
 */
export function headingAnchors(): HastPlugin {
  const slugger = new Slugger();
  return {
    name: "ignite-heading-anchors",
    element: {
      filter: ["h2", "h3", "h4", "h5", "h6"],
      visit(node, ctx) {
        const existing = node.properties?.id;
        const id = typeof existing === "string" ? existing : slugger.slug(ctx.textContent(node));
        ctx.setProperty(node, "id", id);
        ctx.appendChild(node, {
          type: "element",
          tagName: "a",
          properties: { href: `#${id}`, className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
          children: [{ type: "text", value: "#" }],
        });
      },
    },
  };
}

/** Where a text node starts a run of prose: its parent is one of these and it is the first child. */
const BLOCKS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "td",
  "th",
  "dd",
  "dt",
  "figcaption",
]);
/** Text that is code or a key stays exactly as typed. */
const VERBATIM = new Set(["code", "pre", "kbd", "samp", "script", "style"]);

/**
 * Straight quotes become typographic ones in prose: “…” and ‘…’, and an apostrophe (don’t,
 * the team’s) is ’. A quote opens after a space, an opening bracket or a dash, or at the start
 * of a paragraph, and closes otherwise; the character before it is carried from one text node
 * to the next, so a quote that closes after **bold** or a link still closes. Code stays as typed.
 */
export function typographicQuotes(): HastPlugin {
  let before = " ";
  return {
    name: "ignite-typographic-quotes",
    text(node, ctx) {
      const parent = ctx.parent(node);
      for (let el: typeof parent | undefined = parent; el && el.type === "element"; el = ctx.parent(el)) {
        if (VERBATIM.has(el.tagName)) {
          before = "x";
          return;
        }
      }
      if (parent?.type === "element" && BLOCKS.has(parent.tagName) && ctx.indexOf(node) === 0) before = " ";
      const value = smartQuotes(node.value, before);
      before = node.value.at(-1) ?? before;
      if (value !== node.value) return { type: "text", value };
    },
  };
}

/** The quotes of one run of text; `before` is the character that precedes it on the page. */
export function smartQuotes(text: string, before = " "): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const prev = i === 0 ? before : text[i - 1]!;
    const opens = /[\s([{\u2014\u2013-]/u.test(prev);
    if (ch === '"') out += opens ? "\u201C" : "\u201D";
    else if (ch === "'") out += opens && /[\p{L}\p{N}]/u.test(text[i + 1] ?? "") ? "\u2018" : "\u2019";
    else out += ch;
  }
  return out;
}

const HINDI_FOLDER = "/content/hi/";

/**
 * The Hindi path of a site page a link in a Hindi file names ("/contact" → "/hi/contact",
 * "/services/cloud-services#costs" → "/hi/services/cloud-services#costs"), or undefined when
 * the link stays as written: another site, a file (a picture, the feed), or a post with no Hindi
 * translation (`hasHindiPost` says; its English page is where it is read).
 */
export function hindiHref(href: string, hasHindiPost: (slug: string) => boolean): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//") || href === "/hi" || href.startsWith("/hi/")) return undefined;
  const [path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href)!.slice(1);
  if (/\.[a-z0-9]+$/i.test(path) || /^\/(images|og|_astro|animations|pagefind|api)\//.test(path)) return undefined;
  const post = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (post && !["search", "page", "category"].includes(post) && !hasHindiPost(post)) return undefined;
  return `${path === "/" ? "/hi" : `/hi${path}`}${rest}`;
}

/** In a Hindi file (src/content/hi), links to the site's pages lead to their Hindi pages. */
export function hindiLinks(fileURL: URL): HastPlugin {
  const at = fileURL.pathname.indexOf(HINDI_FOLDER);
  const blogDir = fileURL.pathname.slice(0, at + HINDI_FOLDER.length) + "blog/";
  const hasHindiPost = (slug: string) => fs.existsSync(decodeURIComponent(`${blogDir}${slug}.md`));
  return {
    name: "ignite-hindi-links",
    element: {
      filter: ["a"],
      visit(node, ctx) {
        const href = node.properties?.href;
        const hindi = typeof href === "string" ? hindiHref(href, hasHindiPost) : undefined;
        if (hindi) ctx.setProperty(node, "href", hindi);
      },
    },
  };
}

/** Blog posts only: the policies and the other pages keep the specification's text exactly as written. */
const isPost = (fileURL: URL | undefined) => /\/content\/(hi\/)?blog\//.test(fileURL?.pathname ?? "");
const isHindi = (fileURL: URL | undefined) => fileURL?.pathname.includes(HINDI_FOLDER) === true;

/** The plugins in the order they run; a factory gives each document its own slugs and quote state. */
export const hastPlugins = [
  stripRawHtml,
  focusableTables,
  unbrokenInlineCode,
  () => headingAnchors(),
  ({ fileURL }: { fileURL: URL | undefined }) => (isPost(fileURL) ? typographicQuotes() : null),
  ({ fileURL }: { fileURL: URL | undefined }) => (fileURL && isHindi(fileURL) ? hindiLinks(fileURL) : null),
];

/**
 * Sätteri's own smart punctuation is off: it would change every document, the policies' text
 * (the specification's, word for word) included. Posts get typographic quotes from the plugin above.
 */
export const features = { smartPunctuation: false } as const;

/** Code blocks: Shiki at build time in both themes, the light one written as the colours. */
export const shikiConfig = {
  themes: { light: "github-light-default", dark: "github-dark-default" },
  defaultColor: "light",
} as const;

/** A Markdown body cut at its "## " headings (for the content checks): the text before the first is dropped. */
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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of an HTML fragment: tags dropped, character references decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return String.fromCodePoint(code);
    })
    .trim();
}

/**
 * A rendered body cut at its <h2> headings: each section's title (as text, without its anchor
 * link) and the HTML under it. The HTML before the first heading is dropped.
 */
export function splitHtmlSections(html: string): { title: string; html: string }[] {
  const parts = html.split(/<h2\b[^>]*>([\s\S]*?)<\/h2>/);
  const sections: { title: string; html: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const heading = parts[i]!.replace(/<a\b[^>]*class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, "");
    sections.push({ title: textOf(heading), html: (parts[i + 1] ?? "").trim() });
  }
  return sections;
}

/**
 * A rendered body cut before each <h2>: the part before the first heading (when there is one)
 * and then each heading with what follows it, the HTML unchanged. Joined, the parts are the body.
 */
export function splitAtHeadings(html: string): string[] {
  return html.split(/(?=<h2\b)/).filter((part) => part.trim() !== "");
}
