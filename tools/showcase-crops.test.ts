/**
 * No service hero cuts text (issue 42): each showcase crop (its focus and zoom, content in
 * src/content/services) is worked out as the browser draws it and checked against the pixels of
 * the screen it crops: none of its edges may run through a line of text.
 */
import { describe, expect, it } from "vitest";
import { loadCollection } from "./content-files";
import { cutText, galleryText, HEIGHT, WIDTH } from "../packages/art/screen-text.mjs";
import { SHOWCASE_FRAMES, visibleRect } from "../src/components/sections/showcase-crop";

interface Shot {
  project: string;
  screen: number;
  focusX: number;
  focusY: number;
  zoom: number;
}
const services = loadCollection("services").map((s) => ({ id: s.id, showcase: s.data.showcase as Shot[] }));
const projects = new Map(
  loadCollection("projects").map((p) => [p.id, (p.data.gallery as { alt: string }[]).map((g) => g.alt)]),
);
const masks = new Map<string, Awaited<ReturnType<typeof galleryText>>>();
async function screen(project: string, index: number) {
  if (!masks.has(project)) masks.set(project, await galleryText(project));
  const drawn = masks.get(project)![index]!;
  // The content's gallery is the art package's, in the same order (the same alt text).
  expect(drawn.alt.replace(/\s+/g, " ")).toBe(projects.get(project)![index]!.replace(/\s+/g, " "));
  return drawn.mask;
}

describe("the crop of a showcase", () => {
  it("is what the browser shows: the whole screen's height at zoom 1, narrower for a 5:4 frame", () => {
    const whole = visibleRect({ focusX: 50, focusY: 50, zoom: 1 }, SHOWCASE_FRAMES.main, WIDTH, HEIGHT);
    expect(whole.y0).toBeCloseTo(0);
    expect(whole.y1).toBeCloseTo(HEIGHT);
    expect(whole.x1 - whole.x0).toBeCloseTo(HEIGHT * 1.25);
    expect((whole.x0 + whole.x1) / 2).toBeCloseTo(WIDTH / 2);
    const zoomed = visibleRect({ focusX: 0, focusY: 0, zoom: 2 }, SHOWCASE_FRAMES.detail, WIDTH, HEIGHT);
    expect(zoomed).toEqual({ x0: 0, y0: 0, x1: HEIGHT / 2, y1: HEIGHT / 2 });
  });

  it("finds the cut the reviewer saw: Aurora's collection at 32% 35%, zoomed 1.3, cut AURORA and Table linen", async () => {
    const mask = await screen("aurora-storefront", 0);
    const cuts = cutText(mask, visibleRect({ focusX: 32, focusY: 35, zoom: 1.3 }, SHOWCASE_FRAMES.main, WIDTH, HEIGHT));
    expect(cuts.some((c) => c.startsWith("left edge"))).toBe(true);
  }, 60_000);
});

describe.each(services)("service $id: its hero's crops", ({ showcase }) => {
  it("cut no text", async () => {
    const frames = [SHOWCASE_FRAMES.main, SHOWCASE_FRAMES.detail];
    for (const [i, shot] of showcase.entries()) {
      const mask = await screen(shot.project, shot.screen);
      const rect = visibleRect(shot, frames[i]!, WIDTH, HEIGHT);
      expect(cutText(mask, rect), `${shot.project} screen ${shot.screen} (${i === 0 ? "main" : "detail"})`).toEqual([]);
    }
  }, 60_000);
});
