/** Small icon loops for the four company values (200×200, 3 s). */
import { palette as c } from "./palette.mjs";
import {
  composition,
  cycle,
  ellipse,
  fill,
  gradFill,
  group,
  keys,
  layer,
  loopKeys,
  path,
  poly,
  star,
  stroke,
  trim,
} from "./lottie.mjs";
import { checkPath, shieldPath } from "./lottie-shapes.mjs";

const F = 90;
const C = [100, 100, 0];
const emberStops = [
  [0, c.ember],
  [1, c.magenta],
];
const value = (nm, layers) => composition({ nm, w: 200, h: 200, seconds: F / 30, layers });

function innovation() {
  const twinkle = ([x, y], size, colour, d) =>
    layer(
      [
        group([path(star(4, size, size * 0.3)), fill(colour)], {
          p: [x, y],
          s: keys([
            [0, [0, 0]],
            [d, [0, 0]],
            [d + 14, [100, 100]],
            [d + 30, [0, 0]],
            [F, [0, 0]],
          ]),
        }),
      ],
      {
        ks: { p: C },
        nm: "twinkle",
      },
    );
  return value("Innovation", [
    layer([group([ellipse(150), stroke(c.slate, 3, { o: 60, dash: [3, 9] })])], {
      ks: {
        p: C,
        r: keys([
          [0, 0, "linear"],
          [F, 60],
        ]),
      },
      nm: "orbit",
    }),
    layer([group([path(star(4, 58, 13)), gradFill(emberStops, [-58, -58], [58, 58])])], {
      ks: {
        p: C,
        r: keys([
          [0, 0, "linear"],
          [F, 90],
        ]),
        s: loopKeys(
          [
            [100, 100, 100],
            [84, 84, 100],
          ],
          F / 2,
        ),
      },
      nm: "spark",
    }),
    twinkle([52, -46], 14, c.amber, 10),
    twinkle([-54, 44], 11, c.pink, 48),
  ]);
}

function excellence() {
  const ring = cycle(
    () =>
      layer([group([ellipse(104), stroke(c.amber, 4)])], {
        ks: {
          p: [100, 90, 0],
          s: keys([
            [0, [100, 100, 100], "out"],
            [F, [150, 150, 100]],
          ]),
          o: keys([
            [0, 90, "linear"],
            [F, 0],
          ]),
        },
        nm: "shine",
      }),
    { period: F, frames: F },
  );
  return value("Excellence", [
    layer(
      [
        group([
          path(
            poly(
              [
                [-34, 20],
                [-52, 86],
                [-30, 76],
                [-18, 96],
                [-2, 30],
              ],
              true,
            ),
          ),
          fill(c.pink),
        ]),
        group([
          path(
            poly(
              [
                [34, 20],
                [52, 86],
                [30, 76],
                [18, 96],
                [2, 30],
              ],
              true,
            ),
          ),
          fill(c.magenta),
        ]),
      ],
      { ks: { p: [100, 90, 0] }, nm: "ribbons" },
    ),
    ...ring,
    layer(
      [
        group([ellipse(104), gradFill(emberStops, [-52, -52], [52, 52])]),
        group([ellipse(80), stroke(c.paper, 3, { o: 55 })]),
      ],
      {
        ks: { p: [100, 90, 0] },
        nm: "medal",
      },
    ),
    layer([group([path(star(5, 28, 12)), fill(c.paper)])], {
      ks: {
        p: [100, 92, 0],
        s: keys([
          [0, [100, 100, 100]],
          [30, [100, 100, 100], "out"],
          [40, [118, 118, 100]],
          [52, [100, 100, 100]],
          [F, [100, 100, 100]],
        ]),
        r: keys([
          [0, 0],
          [30, 0],
          [52, 72],
          [F, 72],
        ]),
      },
      nm: "star",
    }),
  ]);
}

function collaboration() {
  const x = (from, to) =>
    loopKeys(
      [
        [from, 0],
        [to, 0],
      ],
      F,
    );
  return value("Collaboration", [
    layer(
      [
        group([ellipse(84), stroke(c.ember, 11)], { p: x(-28, -18) }),
        group([ellipse(84), stroke(c.magenta, 11)], { p: x(28, 18) }),
      ],
      {
        ks: { p: C, r: loopKeys([-8, 8], F) },
        nm: "rings",
      },
    ),
    layer([group([ellipse(18), fill(c.amber)])], {
      ks: {
        p: C,
        s: loopKeys(
          [
            [60, 60, 100],
            [120, 120, 100],
          ],
          F,
        ),
      },
      nm: "spark",
    }),
  ]);
}

function integrity() {
  return value("Integrity", [
    layer([group([path(shieldPath(0.62)), gradFill(emberStops, [-60, -75], [60, 77])])], {
      ks: {
        p: C,
        s: loopKeys(
          [
            [100, 100, 100],
            [104, 104, 100],
          ],
          F,
        ),
      },
      nm: "shield",
    }),
    layer(
      [
        group([
          path(checkPath(0.7)),
          trim(
            keys([
              [0, 0],
              [70, 0],
              [84, 100],
              [F, 100],
            ]),
            keys([
              [0, 0],
              [8, 0, "out"],
              [28, 100],
              [F, 100],
            ]),
          ),
          stroke(c.paper, 12),
        ]),
      ],
      {
        ks: { p: [100, 104, 0] },
        nm: "check",
      },
    ),
  ]);
}

export const valueAnimations = { innovation, excellence, collaboration, integrity };
