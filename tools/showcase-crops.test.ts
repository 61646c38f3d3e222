/**
 * No service hero cuts text (issues 42 and 54): each showcase crop (its focus and zoom, content in
 * src/content/services) is worked out as the browser draws it and checked against the pixels of
 * the screen it crops: none of its edges may run through a line of text, and no caption may sit in
 * the band just inside an edge, where the frame's rounded corner shaves it.
 */
import { describe, expect, it } from "vitest";
import { loadCollection } from "./content-files";
import { cutText, galleryText, HEIGHT, WIDTH } from "../packages/art/screen-text.mjs";
import { SHOWCASE_FRAMES, SHOWCASE_MARGIN, visibleRect } from "../src/components/sections/showcase-crop";

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
    const zoomed = visibleRect({ focusX: 0, focusY: 0, zoom: 2 }, 1, WIDTH, HEIGHT);
    expect(zoomed).toEqual({ x0: 0, y0: 0, x1: HEIGHT / 2, y1: HEIGHT / 2 });
  });

  it("finds the cut the reviewer saw: Aurora's collection at 32% 35%, zoomed 1.3, cut AURORA and Table linen", async () => {
    const mask = await screen("aurora-storefront", 2);
    const cuts = cutText(mask, visibleRect({ focusX: 32, focusY: 35, zoom: 1.3 }, SHOWCASE_FRAMES.main, WIDTH, HEIGHT));
    expect(cuts.some((c) => c.startsWith("left edge"))).toBe(true);
  }, 60_000);

  it("finds the second cut the reviewer saw: web development's old crop shaved the I of Indigo Buti Tablecloth", async () => {
    const mask = await screen("aurora-storefront", 2);
    const rect = visibleRect({ focusX: 22, focusY: 42, zoom: 1.3 }, SHOWCASE_FRAMES.main, WIDTH, HEIGHT);
    // The edge itself ran just clear of the caption; the band inside it did not.
    expect(cutText(mask, rect)).toEqual([]);
    expect(cutText(mask, rect, SHOWCASE_MARGIN)).toContain("left edge at (142, 138)");
  }, 60_000);
});

describe.each(services)("service $id: its hero's crop", ({ showcase }) => {
  it("is one, and keeps every caption whole", async () => {
    expect(showcase).toHaveLength(1);
    const [shot] = showcase;
    const mask = await screen(shot!.project, shot!.screen);
    const rect = visibleRect(shot!, SHOWCASE_FRAMES.main, WIDTH, HEIGHT);
    expect(cutText(mask, rect, SHOWCASE_MARGIN), `${shot!.project} screen ${shot!.screen}`).toEqual([]);
  }, 60_000);
});
