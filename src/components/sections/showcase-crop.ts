/**
 * The part of a case-study screen a service page's showcase shows (ServiceShowcase.tsx), worked
 * out as the browser draws it: the screen covers its frame (object-fit: cover), placed at its
 * focus (object-position), then zoomed about that focus (scale, with the same transform-origin).
 * The frame is 5:4 (its Tailwind aspect class).
 */
import type { ShowcaseShot } from "@/lib/content/collections";

export const SHOWCASE_FRAMES = { main: 5 / 4 } as const;

/**
 * How far inside a crop's edge text must stay, in the screen's pixels (16 of 1,600): the frame's
 * rounded corners and a caption that hugs the edge read as cut (issue 54, "ndigo Bati Tablecloth").
 */
export const SHOWCASE_MARGIN = 16;

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The screen's rectangle (in its own pixels, width × height) that a frame of this aspect shows. */
export function visibleRect(
  shot: Pick<ShowcaseShot, "focusX" | "focusY" | "zoom">,
  aspect: number,
  width: number,
  height: number,
): Rect {
  // The frame, in units where it is `aspect` wide and 1 tall.
  const frame = { w: aspect, h: 1 };
  const s = Math.max(frame.w / width, frame.h / height);
  const drawn = { w: width * s, h: height * s };
  const offset = { x: (frame.w - drawn.w) * (shot.focusX / 100), y: (frame.h - drawn.h) * (shot.focusY / 100) };
  const origin = { x: frame.w * (shot.focusX / 100), y: frame.h * (shot.focusY / 100) };
  // What of the element stays in the frame once zoomed about the origin, then where that is on the screen.
  const seen = (o: number, size: number, end: number) => [o - o / shot.zoom, o + (size - o) / shot.zoom][end]!;
  return {
    x0: (seen(origin.x, frame.w, 0) - offset.x) / s,
    x1: (seen(origin.x, frame.w, 1) - offset.x) / s,
    y0: (seen(origin.y, frame.h, 0) - offset.y) / s,
    y1: (seen(origin.y, frame.h, 1) - offset.y) / s,
  };
}
