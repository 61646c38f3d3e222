/**
 * No device on a case study's cover cuts the text of a screen behind it (issue 54, item 8: the
 * driver's phone on Atlas's cover ran through "Shivalik Auto Components, Shipper account"). The
 * text of each screen is read where it stands on the cover, from its pixels (screen-text.mjs):
 * a line a device in front covers must be covered whole or not at all, and the header of a screen
 * behind (its product, navigation and account) is left whole.
 */
import { describe, expect, it } from "vitest";
import { coverOverlaps } from "./screen-text.mjs";
import { CHROME } from "./screens/frames.mjs";
import { caseStudy } from "./screens/case-study.mjs";
import { projects } from "./screens/projects.mjs";

/**
 * A screen's header, in its own CSS pixels from the device's top edge: a browser's bar and the
 * app's bar (the page's first 54 px), or a phone's bezel, status bar and title (its first 120).
 */
const HEADER = { desktop: CHROME + 54, phone: 12 + 120 };

type Overlap = Awaited<ReturnType<typeof coverOverlaps>>[number];
const where = (l: Overlap) =>
  `${l.screen}'s line at (${Math.round(l.own.x0)}, ${Math.round(l.own.y0)})–(${Math.round(l.own.x1)}, ${Math.round(l.own.y1)}) under ${l.by.join(", ")}, ${Math.round(l.hidden * 100)}% hidden`;
const cut = (lines: Overlap[]) => lines.filter((l) => l.hidden < 1).map(where);
function inHeader(project: (typeof projects)[number], lines: Overlap[]) {
  const screens: { name: string; kind: string }[] = project.screens;
  const phones = new Set(screens.filter((s) => s.kind === "phone").map((s) => s.name));
  return lines.filter((l) => l.own.y0 < HEADER[phones.has(l.screen) ? "phone" : "desktop"]).map(where);
}

describe("the cover checks", () => {
  it("find what the reviewer saw: Atlas's phone at (1140, 150) cut the shipper's account name", async () => {
    const atlas = projects.find((p) => p.slug === "atlas-freight-portal")!;
    const before = caseStudy({
      slug: atlas.slug,
      tint: atlas.stage.tint,
      card: atlas.stage.card,
      screens: atlas.screens,
      cover: [
        { screen: "live-tracking", x: 70, y: 100, s: 1.16, shadow: 0.34 },
        { screen: "proof-of-delivery", x: 1140, y: 150, s: 0.94, shadow: 0.45 },
      ],
      coverAlt: atlas.cover.alt,
    });
    const lines = await coverOverlaps(before);
    // "Shivalik Auto Components" (the page's y 16–27, under the browser's 36 px bar) and
    // "Shipper account" under it, each run through by the phone's left edge; the avatar hidden.
    expect(cut(lines)).toHaveLength(2);
    expect(lines.every((l) => l.screen === "live-tracking" && l.own.y1 < HEADER.desktop)).toBe(true);
    expect(inHeader(before, lines)).toHaveLength(3);
  }, 60_000);
});

const read = new Map<string, Promise<Overlap[]>>();
const overlaps = (project: (typeof projects)[number]) => {
  if (!read.has(project.slug)) read.set(project.slug, coverOverlaps(project));
  return read.get(project.slug)!;
};

describe.each(projects)("the $slug cover", (project) => {
  it("cuts no line of text: a device in front covers a line whole or leaves it whole", async () => {
    expect(cut(await overlaps(project))).toEqual([]);
  }, 60_000);

  it("leaves the header of every screen behind a device whole", async () => {
    expect(inHeader(project, await overlaps(project))).toEqual([]);
  }, 60_000);
});
