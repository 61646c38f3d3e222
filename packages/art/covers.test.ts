import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { emi } from "./blog/assistant.mjs";
import audit, { counts } from "./blog/audit.mjs";
import cloud, { figures as cloudFigures } from "./blog/cloud.mjs";
import estimate, { planning, totals } from "./blog/estimate.mjs";
import { posts } from "./blog/posts.mjs";
import tokens, { contrast } from "./blog/tokens.mjs";
import vitals from "./blog/vitals.mjs";
import { ALT_MAX, COVER_MAX_BYTES, coversFile, coversManifest, postCover } from "./covers.mjs";
import { repoRoot } from "./paths.mjs";
import { writePicture } from "./screens.mjs";

const dir = mkdtempSync(join(tmpdir(), "covers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|placeholder|undefined|null)\b|\[object|\bNaN\b/i;
/** A post's front matter field, read from its Markdown file as the CMS wrote it. */
const frontMatter = (slug: string, field: string) =>
  new RegExp(`^${field}: (.+)$`, "m").exec(readFileSync(join(repoRoot, "src/content/blog", `${slug}.md`), "utf8"))?.[1];

describe("blog covers: artefacts of each post, from its own figures", () => {
  it("covers.json is what the post modules make now (else run npm run covers -w @ignite/art)", () => {
    expect(readFileSync(coversFile, "utf8")).toBe(coversManifest());
  });

  it("draws one cover for each post, dated as the post is", () => {
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(existsSync(join(repoRoot, "src/content/blog", `${slug}.md`)), slug).toBe(true);
      expect(posts.find((p) => p.slug === slug)!.data.date, slug).toBe(frontMatter(slug, "date"));
    }
  });

  it("writes alt texts within the CMS's limit, specific, British and never repeated", () => {
    const alts = posts.map((p) => postCover(p).alt);
    for (const alt of alts) {
      expect(alt.length, alt).toBeGreaterThan(60);
      expect(alt.length, alt).toBeLessThanOrEqual(ALT_MAX);
      expect(alt, alt).not.toMatch(PLACEHOLDER);
      expect(alt, alt).not.toMatch(/\bcolor|\w+iz(e|ed|ing|ation)\b/);
    }
    expect(new Set(alts).size).toBe(alts.length);
  });

  it("draws its words as text, with no rounded bar standing in for a line", () => {
    for (const post of posts) {
      const { svg } = postCover(post);
      // Each run of text is a group of glyph outlines (screens/ui.mjs marks it data-text).
      const runs = svg.match(/<g data-text=""/g) ?? [];
      expect(runs.length, post.slug).toBeGreaterThan(60);
      // The old skeletons were pills of at most 10 px (rx half the height) with no text.
      const pills = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"[^>]*rx="([\d.]+)"/g)].filter(
        ([, h, r]) => Number(h) <= 10 && Math.abs(Number(r) - Number(h) / 2) < 0.01,
      );
      expect(pills, post.slug).toEqual([]);
    }
  });

  it("states the posts' own figures", () => {
    // How to scope: the post's three-point table, and an MVP within the site's tier (₹8–20 lakh, 6 to 10 weeks).
    expect([planning([8, 12, 25]), planning([6, 10, 20]), planning([5, 7, 10])]).toEqual([13.5, 11, 7.2]);
    const sheet = estimate.data;
    const t = totals(sheet);
    expect(t.mustShare).toBeLessThanOrEqual(60);
    expect(t.cost).toBeGreaterThanOrEqual(800_000);
    expect(t.cost).toBeLessThanOrEqual(sheet.cap);
    expect(sheet.cap).toBeLessThanOrEqual(2_000_000);
    expect(t.weeks).toBeGreaterThanOrEqual(6);
    expect(t.weeks).toBeLessThanOrEqual(10);
    expect(sheet.discovery).toBeGreaterThanOrEqual(150_000);
    expect(sheet.discovery).toBeLessThanOrEqual(300_000);
    // Core Web Vitals: the post's thresholds, every metric good, and its 2022 result.
    const field = vitals.data;
    expect(field.metrics.map((m) => [m.good, m.poor])).toEqual([
      [2.5, 4],
      [200, 500],
      [0.1, 0.25],
    ]);
    for (const m of field.metrics) expect(m.value).toBeLessThanOrEqual(m.good);
    expect([field.result.before, field.result.after, field.result.uplift]).toEqual([3.9, 2.2, 7]);
    expect(field.result.lcp.at(0)).toBe(3.9);
    expect(field.result.lcp.at(-1)).toBe(2.2);
    // Cloud costs: NAT almost a quarter of the bill, cut by more than half; the post's budget.
    const bill = cloudFigures(cloud.data);
    expect(bill.natShare).toBeGreaterThanOrEqual(20);
    expect(bill.natShare).toBeLessThan(25);
    expect(bill.natCut).toBeGreaterThan(50);
    const budget = cloud.data.budget;
    expect([budget.name, budget.limit, budget.threshold]).toEqual(["payments-production-monthly", 3000, 80]);
    expect(budget.forecast / budget.limit).toBeGreaterThan(0.8);
    // Design systems: the post's mappings, and contrast computed from the colours.
    const mapped = (name: string) => tokens.data.tokens.find((t) => t[0] === name)?.slice(1, 3);
    expect(mapped("action-primary")).toEqual(["orange-600", "orange-400"]);
    expect(mapped("text-muted")).toEqual(["slate-600", "slate-300"]);
    expect(contrast("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
    // Accessibility: a little over a dozen blockers, most in enrolment and payment.
    const blockers = counts(audit.data).by[0]!;
    expect(blockers).toBeGreaterThan(12);
    expect(blockers).toBeLessThan(16);
    const inFlow = audit.data.journeys
      .filter(([name]) => name === "Course enrolment" || name === "Payment")
      .reduce((s, [, n]) => s + (n as number[])[0]!, 0);
    expect(inFlow / blockers).toBeGreaterThan(0.5);
    // AI assistants: the instalment is the loan's, by the reducing-balance formula.
    expect(emi({ amount: 100_000, months: 12, rate: 12 })).toBe(8885);
  });

  it("writes PNGs of 1600×900 with a translucent ground, within the budget", async () => {
    for (const post of posts) {
      const { svg } = postCover(post);
      const file = join(dir, `${post.slug}.png`);
      await writePicture(svg, file);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], post.slug).toEqual(["png", 1600, 900, true]);
      expect(statSync(file).size, post.slug).toBeLessThanOrEqual(COVER_MAX_BYTES);
      // The corners are the ground: a faint wash, so the page's frame (light or dark) shows there.
      const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      for (const [x, y] of [
        [0, 0],
        [info.width - 1, 0],
        [0, info.height - 1],
        [info.width - 1, info.height - 1],
      ] as [number, number][]) {
        const alpha = data[(y * info.width + x) * info.channels + 3]!;
        expect(alpha, `${post.slug} at ${x},${y}`).toBeGreaterThan(0);
        expect(alpha, `${post.slug} at ${x},${y}`).toBeLessThan(64);
      }
    }
  }, 120_000);

  it("draws the same SVG on every run", () => {
    const first = posts.map((p) => postCover(p).svg);
    expect(posts.map((p) => postCover(p).svg)).toEqual(first);
  });
});
