/**
 * One small loop per service (400×400, 3 s). Slate outlines and ember accents read on both
 * the navy and the off-white theme.
 */
import { palette as c } from "./palette.mjs";
import {
  composition,
  ellipse,
  fill,
  gradFill,
  gradStroke,
  group,
  keys,
  layer,
  loopKeys,
  path,
  cycle,
  poly,
  rect,
  star,
  stroke,
  trim,
} from "./lottie.mjs";
import { bulbPath, checkPath, cloudPath, gearPath, shieldPath } from "./lottie-shapes.mjs";

const F = 90;
const C = [200, 200, 0];
const INK = 8;
const emberStops = [
  [0, c.ember],
  [1, c.magenta],
];
const box = (w, h) => [
  [-w / 2, -h / 2],
  [w / 2, h / 2],
];
const emberFill = (w, h) => gradFill(emberStops, ...box(w, h));

/** The faint ember disc behind every service loop, so the set reads as one family. */
const backdrop = () =>
  layer(
    [
      group([
        ellipse(330),
        gradFill(
          [
            [0, c.ember, 0.16],
            [1, c.magenta, 0],
          ],
          [0, 0],
          [165, 0],
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
            [106, 106, 100],
          ],
          F,
        ),
      },
      nm: "backdrop",
    },
  );

const svc = (nm, layers) => composition({ nm, w: 400, h: 400, seconds: F / 30, layers: [backdrop(), ...layers] });

/** A rounded rectangle as a Lottie path centred on cx, cy, for masks. */
function roundRect(w, h, r, cy = 0) {
  const k = 0.5523 * r;
  const x = w / 2;
  const y = h / 2;
  const v = [
    [x - r, -y],
    [x, -y + r],
    [x, y - r],
    [x - r, y],
    [-x + r, y],
    [-x, y - r],
    [-x, -y + r],
    [-x + r, -y],
  ];
  return {
    c: true,
    v: v.map(([vx, vy]) => [vx, vy + cy]),
    i: [
      [0, 0],
      [0, -k],
      [0, 0],
      [k, 0],
      [0, 0],
      [0, k],
      [0, 0],
      [-k, 0],
    ],
    o: [
      [k, 0],
      [0, 0],
      [0, k],
      [0, 0],
      [-k, 0],
      [0, 0],
      [0, -k],
      [0, 0],
    ],
  };
}

function web() {
  const window = layer(
    [
      group([rect([290, 220], [0, 0], 24), stroke(c.slate, INK)]),
      group([
        path(
          poly([
            [-145, -58],
            [145, -58],
          ]),
        ),
        stroke(c.slate, 6),
      ]),
      group([ellipse(14, [-116, -84]), fill(c.ember)]),
      group([ellipse(14, [-94, -84]), fill(c.pink)]),
      group([ellipse(14, [-72, -84]), fill(c.slate)]),
      group([rect([90, 14], [60, -84], 7), fill(c.slate, 45)]),
    ],
    { ks: { p: C }, nm: "window" },
  );
  const slideX = keys([
    [0, [-300, 0]],
    [4, [-300, 0], "out"],
    [22, [0, 0]],
    [64, [0, 0], "in"],
    [80, [300, 0]],
    [F, [300, 0]],
  ]);
  const rise = (d) =>
    keys([
      [0, [0, 150]],
      [d, [0, 150], "out"],
      [d + 18, [0, 0]],
      [F, [0, 0]],
    ]);
  const fade = (d) =>
    keys([
      [0, 100],
      [d, 100],
      [d + 12, 0],
      [F, 0],
    ]);
  const blocks = layer(
    [
      group([rect([240, 44], [0, -22], 12), emberFill(240, 44)], { p: slideX }),
      group([rect([90, 10], [-64, -28], 5), rect([60, 8], [-79, -12], 4), fill(c.paper, 90)], {
        p: slideX,
      }),
      group([rect([112, 76], [-64, 56], 14), fill(c.slate, 40)], { p: rise(14), o: fade(66) }),
      group([rect([112, 76], [64, 56], 14), fill(c.amber, 85)], { p: rise(22), o: fade(70) }),
    ],
    { ks: { p: C }, mask: roundRect(274, 160, 14, 26), nm: "blocks" },
  );
  return svc("Web development", [window, blocks]);
}

function mobile() {
  const cards = [];
  for (let k = 0; k < 8; k += 1) {
    const y = -92 + k * 72;
    const hero = k % 3 === 0;
    const ink = hero ? c.paper : c.slate;
    cards.push(
      group([
        group([rect([56, 9], [8, y - 8], 4.5), rect([38, 7], [-1, y + 9], 3.5), fill(ink, hero ? 90 : 80)]),
        group([ellipse(24, [-40, y]), fill(ink, hero ? 90 : 70)]),
        group([rect([128, 58], [0, y], 14), hero ? emberFill(128, 58) : fill(c.slate, 30)]),
      ]),
    );
  }
  const steps = keys([
    [0, [0, 0]],
    [10, [0, 0]],
    [26, [0, -72]],
    [40, [0, -72]],
    [56, [0, -144]],
    [70, [0, -144]],
    [86, [0, -216]],
    [F, [0, -216]],
  ]);
  const list = layer([group(cards, { p: steps })], {
    ks: { p: C },
    mask: roundRect(150, 282, 24),
    nm: "list",
  });
  const phone = layer(
    [
      group([rect([176, 310], [0, 0], 34), stroke(c.slate, INK)]),
      group([rect([48, 10], [0, -132], 5), fill(c.slate)]),
      group([ellipse(30), emberFill(30, 30)], {
        p: [84, -152],
        s: loopKeys(
          [
            [100, 100],
            [124, 124],
          ],
          F / 3,
        ),
      }),
    ],
    { ks: { p: C }, nm: "phone" },
  );
  return svc("Mobile apps", [list, phone]);
}

function uiux() {
  const dots = [];
  for (let x = -100; x <= 100; x += 50) for (let y = -100; y <= 100; y += 50) dots.push(ellipse(7, [x, y]));
  const grid = layer([group([...dots, fill(c.slate, 55)])], { ks: { p: C }, nm: "grid" });
  const move = (from, to) =>
    keys([
      [0, from],
      [8, from],
      [34, to],
      [62, to],
      [86, from],
      [F, from],
    ]);
  const tri = poly(
    [
      [0, -36],
      [36, 30],
      [-36, 30],
    ],
    true,
  );
  const shapes = layer(
    [
      group([ellipse(72), emberFill(72, 72)], {
        p: move([-92, -64], [-100, 0]),
        s: move([80, 80], [100, 100]),
      }),
      group([rect([66, 66], [0, 0], 12), fill(c.pink)], {
        p: move([82, -86], [0, 0]),
        r: move(28, 0),
      }),
      group([path(tri), fill(c.amber)], { p: move([30, 86], [100, 2]), r: move(-24, 0) }),
    ],
    { ks: { p: C }, nm: "shapes" },
  );
  const show = keys([
    [0, 0],
    [34, 0],
    [42, 100],
    [56, 100],
    [62, 0],
    [F, 0],
  ]);
  const corners = [
    [-150, -55],
    [150, -55],
    [-150, 55],
    [150, 55],
  ].map((p) => rect([14, 14], p, 3));
  const selection = layer(
    [
      group([rect([300, 110], [0, 0], 6), stroke(c.slate, 3, { dash: [10, 8] })]),
      group([...corners, stroke(c.ember, 3), fill(c.paper)]),
    ],
    { ks: { p: C, o: show }, nm: "selection" },
  );
  return svc("UI/UX design", [grid, shapes, selection]);
}

function customSoftware() {
  const big = layer([group([path(gearPath(10, 80, 62)), emberFill(160, 160)]), group([ellipse(40), fill(c.paper)])], {
    ks: {
      p: [170, 214, 0],
      r: keys([
        [0, 0, "linear"],
        [F, 36],
      ]),
    },
    nm: "gear big",
  });
  const small = layer([group([path(gearPath(8, 52, 38)), fill(c.slate)]), group([ellipse(26), fill(c.paper)])], {
    ks: {
      p: [259, 134, 0],
      r: keys([
        [0, 12, "linear"],
        [F, -33],
      ]),
    },
    nm: "gear small",
  });
  const drop = (x, y, d, colour) =>
    group([rect([40, 40], [0, 0], 9), fill(colour)], {
      p: keys([
        [0, [x, y - 220]],
        [d, [x, y - 220], "out"],
        [d + 16, [x, y]],
        [F, [x, y]],
      ]),
      o: keys([
        [0, 0],
        [d, 0],
        [d + 6, 100],
        [72, 100],
        [84, 0],
        [F, 0],
      ]),
    });
  const blocks = layer([drop(-128, 128, 6, c.amber), drop(-82, 128, 16, c.pink), drop(-105, 82, 26, c.ember)], {
    ks: { p: C },
    nm: "blocks",
  });
  return svc("Custom software", [small, big, blocks]);
}

function cloud() {
  const body = layer(
    [
      group([
        path(cloudPath),
        stroke(c.slate, INK),
        gradFill(
          [
            [0, c.ember, 0.22],
            [1, c.magenta, 0.08],
          ],
          [0, -100],
          [0, 52],
        ),
      ]),
    ],
    {
      ks: { p: [200, 176, 0] },
      nm: "cloud",
    },
  );
  const lanes = [-60, 0, 60];
  const links = layer(
    lanes.map((x) =>
      group([
        path(
          poly([
            [x, 168],
            [x, 84],
          ]),
        ),
        stroke(c.slate, 4, {
          o: 70,
          dash: [
            4,
            10,
            keys([
              [0, 0, "linear"],
              [F, -84],
            ]),
          ],
        }),
      ]),
    ),
    { ks: { p: [200, 200, 0] }, nm: "links" },
  );
  const dot = (x, delay, colour) =>
    cycle(
      () =>
        layer([group([ellipse(18, [x, 0]), fill(colour)])], {
          ks: {
            p: keys([
              [0, [200, 370], "linear"],
              [F / 2, [200, 236]],
            ]),
            o: keys([
              [0, 0, "linear"],
              [10, 100],
              [32, 100],
              [F / 2, 0],
            ]),
          },
          nm: "dot",
        }),
      { period: F / 2, frames: F, delay },
    );
  const dots = [...dot(-60, 0, c.ember), ...dot(0, 15, c.pink), ...dot(60, 30, c.amber)];
  return svc("Cloud services", [links, ...dots, body]);
}

function strategy() {
  const axes = layer(
    [
      group([
        path(
          poly([
            [-136, -120],
            [-136, 124],
            [140, 124],
          ]),
        ),
        stroke(c.slate, 6),
      ]),
    ],
    { ks: { p: C }, nm: "axes" },
  );
  const bars = layer(
    [0, 1, 2, 3].map((k) =>
      group([rect([30, 40 + k * 36], [-96 + k * 56, 104 - (40 + k * 36) / 2], 6), fill(c.slate, 30)]),
    ),
    { ks: { p: C }, nm: "bars" },
  );
  const pts = [
    [-120, 92],
    [-64, 44],
    [-16, 62],
    [40, -4],
    [96, -62],
  ];
  const draw = keys([
    [0, 0],
    [6, 0, "out"],
    [40, 100],
    [F, 100],
  ]);
  const line = layer(
    [
      group([
        path(poly(pts)),
        trim(0, draw),
        gradStroke(
          [
            [0, c.ember],
            [1, c.magenta],
          ],
          [-120, 92],
          [96, -62],
          12,
        ),
      ]),
    ],
    {
      ks: {
        p: C,
        o: keys([
          [0, 100],
          [70, 100],
          [84, 0],
          [F, 0],
        ]),
      },
      nm: "line",
    },
  );
  const pop = keys([
    [0, [100, 100, 100]],
    [36, [100, 100, 100], "out"],
    [44, [120, 120, 100]],
    [56, [100, 100, 100]],
    [F, [100, 100, 100]],
  ]);
  const target = layer(
    [
      group([ellipse(100), stroke(c.pink, 6)]),
      group([ellipse(62), stroke(c.ember, 6)]),
      group([ellipse(24), fill(c.ember)]),
    ],
    { ks: { p: [300, 134, 0], s: pop }, nm: "target" },
  );
  return svc("Digital strategy", [axes, bars, target, line]);
}

function security() {
  const pulses = cycle(
    () =>
      layer([group([ellipse(250), stroke(c.ember, 4)])], {
        ks: {
          p: C,
          s: keys([
            [0, [80, 80, 100], "out"],
            [45, [150, 150, 100]],
          ]),
          o: keys([
            [0, 70, "linear"],
            [45, 0],
          ]),
        },
        nm: "pulse",
      }),
    { period: F / 2, frames: F },
  );
  const shield = layer([group([path(shieldPath(1)), gradFill(emberStops, [-96, -120], [96, 124])])], {
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
  });
  const check = layer(
    [
      group([
        path(checkPath(1.1)),
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
        stroke(c.paper, 18),
      ]),
    ],
    { ks: { p: [200, 204, 0] }, nm: "check" },
  );
  return svc("Cybersecurity", [...pulses, shield, check]);
}

function innovation() {
  const glow = layer(
    [
      group([
        ellipse(170),
        gradFill(
          [
            [0, c.ember, 0.55],
            [1, c.pink, 0],
          ],
          [0, 0],
          [85, 0],
          { radial: true },
        ),
      ]),
    ],
    {
      ks: { p: [200, 176, 0], o: loopKeys([40, 100], F / 2) },
      nm: "glow",
    },
  );
  const bulb = layer(
    [
      group([path(bulbPath), stroke(c.slate, INK)]),
      group([rect([76, 14], [0, 84], 7), rect([56, 14], [0, 106], 7), fill(c.slate)]),
    ],
    { ks: { p: [200, 206, 0] }, nm: "bulb" },
  );
  const spark = layer([group([path(star(4, 44, 11)), gradFill(emberStops, [-44, -44], [44, 44])])], {
    ks: {
      p: [200, 170, 0],
      r: keys([
        [0, 0, "linear"],
        [F, 90],
      ]),
      s: loopKeys(
        [
          [100, 100, 100],
          [78, 78, 100],
        ],
        F / 2,
      ),
    },
    nm: "spark",
  });
  const e = keys([
    [0, 0],
    [14, 100],
    [45, 100, "hold"],
    [46, 0],
    [59, 100],
    [F, 100],
  ]);
  const s = keys([
    [0, 0],
    [12, 0],
    [26, 100],
    [45, 100, "hold"],
    [46, 0],
    [57, 0],
    [71, 100],
    [F, 100],
  ]);
  const rays = [-180, -150, -120, -90, -60, -30, 0].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return path(
      poly([
        [112 * Math.cos(a), 112 * Math.sin(a)],
        [150 * Math.cos(a), 150 * Math.sin(a)],
      ]),
    );
  });
  const burst = layer([group([...rays, trim(s, e), stroke(c.ember, 8)])], {
    ks: { p: [200, 176, 0] },
    nm: "rays",
  });
  return svc("Innovation", [glow, bulb, spark, burst]);
}

export const serviceAnimations = {
  "web-development": web,
  "mobile-apps": mobile,
  "ui-ux-design": uiux,
  "custom-software": customSoftware,
  "cloud-services": cloud,
  "digital-strategy": strategy,
  cybersecurity: security,
  innovation,
};
