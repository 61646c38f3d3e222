/** The hero's "spark core": orbits, rotating arcs and a pulsing ember core. 600×600, 4 s. */
import { palette as c } from "./palette.mjs";
import {
  composition,
  cycle,
  ellipse,
  fill,
  gradFill,
  gradStroke,
  group,
  keys,
  layer,
  loopKeys,
  star,
  path,
  stroke,
  trim,
} from "./lottie.mjs";

const F = 120;
const C = [300, 300, 0];
const spin = (turns) =>
  keys([
    [0, 0, "linear"],
    [F, 360 * turns],
  ]);
const ember = [
  [0, c.ember],
  [1, c.magenta],
];

/** Where a trim percentage lands on a Lottie ellipse (which starts at 12 o'clock, clockwise). */
const onRing = (r, pct) => {
  const a = (pct / 100) * 2 * Math.PI;
  return [r * Math.sin(a), -r * Math.cos(a)];
};

function arcRing(r, segments, width, stops, turns, nm) {
  // A wide, faint copy under each arc stands in for a glow (the light player has no blur).
  const glows = segments.map(([s, e]) =>
    group([ellipse(r * 2), trim(s, e), gradStroke(stops, [-r, -r], [r, r], width * 3.5, { o: 18 })]),
  );
  const groups = segments.map(([s, e]) =>
    group([ellipse(r * 2), trim(s, e), gradStroke(stops, [-r, -r], [r, r], width)]),
  );
  const heads = segments.map(([, e]) => group([ellipse(width * 2.2, onRing(r, e)), fill(c.paper)]));
  return layer([...glows, ...groups, ...heads], { ks: { p: C, r: spin(turns) }, nm });
}

function twinkle([x, y], size, colour, delay) {
  const s = (v) => [v, v];
  return layer(
    [
      group([path(star(4, size, size * 0.28)), fill(colour)], {
        p: [x, y],
        s: keys([
          [0, s(0)],
          [delay, s(0)],
          [delay + 14, s(100)],
          [delay + 30, s(0)],
          [F, s(0)],
        ]),
      }),
    ],
    {
      ks: { p: C },
      nm: "twinkle",
    },
  );
}

export function heroSpark() {
  const pulses = cycle(
    () =>
      layer([group([ellipse(150), stroke(c.amber, 2.5)])], {
        ks: {
          p: C,
          s: keys([
            [0, [100, 100, 100], "out"],
            [60, [290, 290, 100]],
          ]),
          o: keys([
            [0, 70, "linear"],
            [60, 0],
          ]),
        },
        nm: "pulse",
      }),
    { period: 60, frames: F },
  );
  const layers = [
    layer(
      [
        group([
          ellipse(560),
          gradFill(
            [
              [0, c.ember, 0.5],
              [0.55, c.pink, 0.16],
              [1, c.magenta, 0],
            ],
            [0, 0],
            [280, 0],
            { radial: true },
          ),
        ]),
      ],
      {
        ks: {
          p: C,
          s: loopKeys(
            [
              [100, 100, 100],
              [112, 112, 100],
            ],
            F,
          ),
        },
        nm: "halo",
      },
    ),
    layer(
      [
        group([ellipse(500), stroke(c.slate, 1.5, { o: 35, dash: [2, 10] })]),
        group([ellipse(380), stroke(c.slate, 1.5, { o: 30 })]),
        group([ellipse(270), stroke(c.slate, 1.5, { o: 30 })]),
      ],
      { ks: { p: C, r: spin(-0.25) }, nm: "orbits" },
    ),
    ...pulses,
    arcRing(250, [[0, 24]], 6, ember, 1, "arc outer"),
    arcRing(
      190,
      [
        [0, 30],
        [50, 68],
      ],
      8,
      [
        [0, c.amber],
        [1, c.ember],
      ],
      -1,
      "arc middle",
    ),
    layer(
      [
        group([
          ellipse(270),
          trim(0, loopKeys([18, 46], F)),
          gradStroke(
            [
              [0, c.magenta],
              [1, c.ember],
            ],
            [-135, -135],
            [135, 135],
            10,
          ),
        ]),
      ],
      {
        ks: { p: C, r: spin(2) },
        nm: "arc inner",
      },
    ),
    layer([group([ellipse(20, [0, -220]), fill(c.amber)]), group([ellipse(12, [0, 220]), fill(c.pink)])], {
      ks: { p: C, r: spin(1) },
      nm: "moons",
    }),
    layer([group([ellipse(14, [0, 162]), fill(c.ember)])], {
      ks: { p: C, r: spin(-2) },
      nm: "moon",
    }),
    layer(
      [
        group([
          ellipse(210),
          gradFill(
            [
              [0, c.ember, 0.7],
              [1, c.pink, 0],
            ],
            [0, 0],
            [105, 0],
            { radial: true },
          ),
        ]),
      ],
      {
        ks: { p: C, o: loopKeys([100, 55, 100, 70], F) },
        nm: "core glow",
      },
    ),
    layer(
      [
        group([
          ellipse(140),
          gradFill(
            [
              [0, c.amber],
              [0.45, c.ember],
              [1, c.magenta],
            ],
            [-24, -30],
            [70, 70],
            { radial: true },
          ),
        ]),
      ],
      {
        ks: {
          p: C,
          s: loopKeys(
            [
              [100, 100, 100],
              [108, 108, 100],
              [100, 100, 100],
              [104, 104, 100],
            ],
            F,
          ),
        },
        nm: "core",
      },
    ),
    layer([group([path(star(4, 36, 8)), fill(c.paper)])], {
      ks: {
        p: C,
        r: keys([
          [0, 0, "linear"],
          [F, 90],
        ]),
        s: loopKeys(
          [
            [100, 100, 100],
            [80, 80, 100],
          ],
          F,
        ),
      },
      nm: "spark",
    }),
    twinkle([190, -150], 14, c.amber, 6),
    twinkle([-205, 120], 11, c.pink, 40),
    twinkle([150, 200], 9, c.ember, 72),
    twinkle([-130, -215], 12, c.amber, 86),
  ];
  return composition({ nm: "Hero spark", w: 600, h: 600, seconds: 4, layers });
}
