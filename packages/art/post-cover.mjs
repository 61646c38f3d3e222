/**
 * A cover for a new blog post (1600×900 PNG with a transparent ground, at most 160 KB), until
 * the author draws or uploads the post's own artefact: the post's title sheet, drawn from what
 * the post is when it is created (its title, category, date and address, and its section
 * headings when given), with the details the CMS keeps for it on a card in front. Every line
 * is the post's own text; nothing stands in for text.
 *
 *   import { writePostCover } from "@ignite/art/post-cover";
 *   await writePostCover({ slug: "my-post", title: "My post", category: "Design", date: "2026-12-01" });
 *   // → { file: out/blog/my-post.png, bytes, alt }
 *
 * CLI: node packages/art/post-cover.mjs --slug my-post --title "My post" --category Design
 *      [--date 2026-12-01] [--outline "First heading" --outline "Second"] [--out cover.png]
 */
import { isAbsolute, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { HEIGHT, WIDTH, day, floating, wash } from "./blog/kit.mjs";
import { fromCaller, outDir, repoRoot } from "./paths.mjs";
import { writePicture } from "./screens.mjs";
import { doc } from "./screens/frames.mjs";
import { L, R, T, icon, resetIds, tw } from "./screens/ui.mjs";

/** The blog's categories (src/content/schemas/blog.ts), each with its Lucide icon and colour. */
const CATEGORIES = {
  Technology: { icon: "cpu", tint: "#4F5BD5", ink: "#3730A3", soft: "#E7E8FB" },
  Design: { icon: "palette", tint: "#C2410C", ink: "#9A3412", soft: "#FCE9DD" },
  Business: { icon: "briefcase-business", tint: "#7A1E5C", ink: "#7A1E5C", soft: "#F6E4EF" },
  Development: { icon: "code-xml", tint: "#0369A1", ink: "#075985", soft: "#E0F0FA" },
  Industry: { icon: "factory", tint: "#0F766E", ink: "#115E59", soft: "#DDF3F0" },
};
export const POST_CATEGORIES = Object.keys(CATEGORIES);
export const POST_COVER_MAX_BYTES = 160_000;
const SITE = "ignite.example";

const SHEET = { x: 116, w: 1010 };
const TITLE_W = SHEET.w - 120;
const MAX_LINES = 3;
const OUTLINE_MAX = 4;

function check({ slug, title, category, date }) {
  if (typeof slug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new Error(`post cover: slug must be kebab-case (a-z, 0-9, -), got ${JSON.stringify(slug)}`);
  if (typeof title !== "string" || title.trim().length < 10 || title.length > 90)
    throw new Error(`post cover: title must be 10 to 90 characters, got ${JSON.stringify(title)}`);
  if (!CATEGORIES[category])
    throw new Error(
      `post cover: category must be one of ${POST_CATEGORIES.join(", ")}, got ${JSON.stringify(category)}`,
    );
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error(`post cover: date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
}

/** Breaks the title into at most MAX_LINES lines, at the largest size that fits them. */
export function titleLines(title) {
  for (const size of [64, 58, 52, 46, 40]) {
    const lines = [];
    for (const word of title.trim().split(/\s+/)) {
      const last = lines.at(-1);
      if (last && tw(`${last} ${word}`, size, 600, { face: "display", ls: -size * 0.025 }) <= TITLE_W)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const fits = lines.every((l) => tw(l, size, 600, { face: "display", ls: -size * 0.025 }) <= TITLE_W);
    if (lines.length <= MAX_LINES && fits) return { size, lines };
  }
  throw new Error(`post cover: the title does not fit in ${MAX_LINES} lines: ${JSON.stringify(title)}`);
}

/** The title sheet: the site's mark, the category, the title, and the outline or the byline. */
function sheet({ slug, title, category, date, outline }) {
  const c = CATEGORIES[category];
  const p = { bg: "#FFFFFF", line: "#ECE4DA", text: "#14182B", muted: "#5A6075", faint: "#9AA0B2", ember: "#C2410C" };
  const { w } = SHEET;
  const out = [];
  // the mark: an ember flame on an ink tile, as the site's icon draws it
  out.push(R(56, 48, 34, 34, { r: 9, fill: "#0B1020" }));
  out.push(
    `<path d="M73 53.5c4.6 5 6.7 8.4 6.7 12a6.7 6.7 0 0 1-13.4 0c0-2.4 1-4.6 3-6.7.5 2 1.5 3 2.9 3.5-.5-3.5.2-6.3.8-8.8Z" fill="#FF6A1A"/><path d="M73 63.4c1.8 2 2.6 3.3 2.6 4.7a2.6 2.6 0 0 1-5.2 0c0-1.1.6-2.3 2.6-4.7Z" fill="#FDBA74"/>`,
  );
  out.push(T("Ignite Technologies", 102, 71, { size: 17, w: 600, fill: p.text, face: "display" }));
  out.push(
    T("Blog", 102 + tw("Ignite Technologies", 17, 600, { face: "display" }) + 10, 71, { size: 17, fill: p.faint }),
  );
  const label = category;
  const pw = tw(label, 14, 600) + 48;
  out.push(R(w - 56 - pw, 47, pw, 36, { r: 18, fill: c.soft }));
  out.push(icon(c.icon, w - 56 - pw + 14, 56, 18, c.ink, 2));
  out.push(T(label, w - 56 - pw + 38, 70, { size: 14, w: 600, fill: c.ink }));
  // the title
  const { size, lines } = titleLines(title);
  const lead = Math.round(size * 1.08);
  const top = 150 + size * 0.8;
  lines.forEach((line, i) =>
    out.push(T(line, 56, top + i * lead, { size, w: 600, fill: p.text, face: "display", ls: -size * 0.025 })),
  );
  let y = top + (lines.length - 1) * lead + 44;
  out.push(T(day(date, { long: true }), 56, y, { size: 16, w: 500, fill: p.muted }));
  y += 30;
  out.push(L(56, y, w - 56, y, p.line, 1.5));
  // the outline, when the post has its headings; else where the post will live
  const items = outline.slice(0, OUTLINE_MAX);
  if (items.length) {
    out.push(T("IN THIS POST", 56, y + 36, { size: 12, w: 600, fill: p.faint, ls: 1.4 }));
    items.forEach((heading, i) => {
      const ry = y + 76 + i * 40;
      out.push(T(String(i + 1).padStart(2, "0"), 56, ry, { size: 15, w: 600, fill: p.ember, tnum: true }));
      out.push(T(heading, 94, ry, { size: 18, w: 500, fill: p.text }));
    });
    y += 76 + (items.length - 1) * 40;
  } else {
    out.push(icon("link", 56, y + 24, 16, p.faint, 2));
    out.push(T(`${SITE}/blog/${slug}`, 80, y + 37, { size: 15, fill: p.muted }));
    y += 37;
  }
  // the sheet is as tall as what it holds
  const h = Math.round(y + 56);
  return { h, svg: R(0, 0, w, h, { fill: p.bg }) + out.join("") };
}

const CARD = { w: 420, h: 250 };

/** In front: the post's details as the CMS keeps them. */
function details({ slug, category, date, outline }) {
  const k = { bg: "#18204A", line: "#2B3566", text: "#EEF1F8", muted: "#A9B2C9" };
  const { w, h } = CARD;
  const out = [R(0, 0, w, h, { fill: k.bg })];
  out.push(icon("file-text", 24, 22, 18, "#FF8A3D", 2));
  out.push(T("Post details", 52, 37, { size: 16, w: 600, fill: k.text }));
  out.push(L(24, 56, w - 24, 56, k.line));
  const rows = [
    ["Category", category],
    ["Date", day(date)],
    ["Address", `/blog/${slug}`],
    ...(outline.length ? [["Sections", String(outline.length)]] : []),
  ];
  const rowH = (h - 72) / rows.length;
  rows.forEach(([key, value], i) => {
    const y = 60 + i * rowH + rowH / 2 + 5;
    out.push(T(key, 24, y, { size: 13.5, fill: k.muted }));
    let v = value;
    while (tw(v, 13.5, 500) > w - 150 && v.length > 4) v = `${v.slice(0, -2)}…`;
    out.push(T(v, w - 24, y, { size: 13.5, w: 500, fill: k.text, anchor: "end" }));
  });
  return out.join("");
}

function normalise(post) {
  const outline = (post.outline ?? []).map((s) => String(s).trim()).filter(Boolean);
  return { ...post, date: post.date ?? new Date().toISOString().slice(0, 10), outline };
}

/** The cover as SVG markup (what writePostCover rasterises). */
export function postCoverSvg(post) {
  const p = normalise(post);
  check(p);
  resetIds();
  const c = CATEGORIES[p.category];
  const page = sheet(p);
  // The sheet and the card in front of its corner, centred as a pair.
  const y = Math.round((HEIGHT - (page.h + CARD.h - 110)) / 2);
  const body = [
    wash(c.tint, 0.08),
    floating(page.svg, { x: SHEET.x, y, w: SHEET.w, h: page.h, s: 1, r: 18, shadowOp: 0.22 }),
    floating(details(p), { x: 1060, y: y + page.h - 110, w: CARD.w, h: CARD.h, r: 16, shadowOp: 0.32 }),
  ].join("");
  return doc(WIDTH, HEIGHT, body);
}

/** The cover's alt text, from the same data. */
export function postCoverAlt(post) {
  const p = normalise(post);
  check(p);
  const sections = p.outline.length ? `, listing its ${Math.min(p.outline.length, OUTLINE_MAX)} sections` : "";
  const alt = `The title sheet of the ${p.category} post “${p.title}”, dated ${day(p.date)}${sections}`;
  return alt.length <= 200 ? alt : `The title sheet of the ${p.category} post “${p.title}”`;
}

/**
 * Writes the cover and returns { file, bytes, alt }. file defaults to out/blog/{slug}.png,
 * the package's own folder (upload it as the post's cover); a relative file is taken from the
 * repository root.
 */
export async function writePostCover({ file, ...post }) {
  const svg = postCoverSvg(post);
  const target = file ?? join(outDir, "blog", `${post.slug}.png`);
  const out = isAbsolute(target) ? target : resolve(repoRoot, target);
  const bytes = await writePicture(svg, out);
  if (bytes > POST_COVER_MAX_BYTES)
    throw new Error(`post cover: ${out} is ${bytes} bytes, over ${POST_COVER_MAX_BYTES / 1000} KB`);
  return { file: out, bytes, alt: postCoverAlt(post) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      slug: { type: "string" },
      title: { type: "string" },
      category: { type: "string" },
      date: { type: "string" },
      outline: { type: "string", multiple: true },
      out: { type: "string" },
    },
  });
  try {
    const file = values.out ? fromCaller(values.out) : undefined;
    const written = await writePostCover({ ...values, file });
    console.log(`${(written.bytes / 1000).toFixed(1)} KB  ${relative(fromCaller("."), written.file)}`);
    console.log(`alt: ${written.alt}`);
  } catch (error) {
    console.error(error.message);
    console.error(
      'usage: node packages/art/post-cover.mjs --slug my-post --title "My post" --category Design [--date 2026-12-01] [--outline "A heading" …] [--out file.png]',
    );
    process.exit(1);
  }
}
