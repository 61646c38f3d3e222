/**
 * The kit of the service and value animations: a Lucide icon in motion. The icon is drawn as
 * Lucide draws it (lucide.mjs reads its elements from the lucide package): its 24-unit grid centred
 * in a 30-unit square (three units of room on each side for the motion), strokes only, round
 * caps and joins, STROKE units wide (1.5, as the site draws its large icons), in one accent
 * colour (ember). A 3 s loop that starts and ends on the icon at rest, and is at rest again by
 * frame 42, so the still frame that reduced motion shows (the middle one) is the whole icon.
 */
import { swatches as c } from "./swatches.mjs";
import { lucideIcon } from "./lucide.mjs";
import { composition, fill, group, keys, layer, path, stroke, trim } from "./lottie.mjs";

export const F = 90;
export const GRID = 30;
export const STROKE = 1.5;
/** The frame from which every animation is at rest (the icon as Lucide draws it). */
export const REST = 42;
export const ACCENT = c.ember;
export const MUTED = c.slate;

/**
 * Drawing tools for one composition size: points in Lucide's 24-unit grid go to pixels
 * relative to the centre (the layer sits on it).
 */
export function iconKit(size) {
  const S = size / GRID;
  const u = (n) => n * S;
  const pt = (x, y) => [(x - 12) * S, (y - 12) * S];
  const map = ([x, y]) => pt(x, y);
  return {
    u,
    pt,
    /** The icon's elements, each { tag, filled, paths } with paths in pixels. */
    icon: (name) => lucideIcon(name, map),
    /**
     * A group of elements stroked (and, where Lucide fills them, filled) in one colour, with
     * an optional trim and transform: part(elements, { colour, trim, tr }).
     */
    part(elements, { colour = ACCENT, trim: tm, tr = {} } = {}) {
      const list = Array.isArray(elements) ? elements : [elements];
      const filled = list.some((e) => e.filled);
      return group(
        [
          ...list.flatMap((e) => e.paths.map((p) => path(p))),
          ...(tm ? [tm] : []),
          stroke(colour, u(STROKE)),
          ...(filled ? [fill(colour)] : []),
        ],
        tr,
      );
    },
    /** Extra strokes drawn in the icon's style (rays, a notification): path values in units. */
    lines(shapes, { colour = ACCENT, trim: tm, tr = {} } = {}) {
      return group([...shapes.map((p) => path(p)), ...(tm ? [tm] : []), stroke(colour, u(STROKE))], tr);
    },
    /** The composition: one shape layer on the centre. */
    comp: (nm, shapes) =>
      composition({
        nm,
        w: size,
        h: size,
        seconds: F / 30,
        layers: [layer(shapes, { ks: { p: [size / 2, size / 2, 0] }, nm })],
      }),
  };
}

/** A trim whose end retracts to the start over [a, b] and draws out again over [c, d]. */
export const redraw = (a, b, cc, d) =>
  trim(
    0,
    keys([
      [0, 100, "hold"],
      [a, 100, "in"],
      [b, 0, "hold"],
      [cc, 0, "out"],
      [d, 100, "hold"],
      [F, 100],
    ]),
  );

/** Keyframes that rest on `rest` and pass through [frame, value, ease?] rows in between. */
export const motion = (rest, rows) =>
  keys([[0, rest, "hold"], ...rows, [REST, rest, "hold"], [F, rest]].sort((x, y) => x[0] - y[0]));
