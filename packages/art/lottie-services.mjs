/**
 * One loop per service (400×400, 3 s): the service's own Lucide icon (the `icon` of its
 * content file) in motion, in the kit of lottie-icon.mjs: Lucide's strokes at 1.5 units,
 * round caps and joins, in ember, with no fills, gradients or backdrop. Each loop starts on
 * the icon at rest, moves for about a second (a part draws again, or the icon makes one small
 * gesture of its own), and is at rest again from frame 42 to the end.
 *
 * web-development CodeXml: the brackets slide apart while the slash draws again.
 * mobile-apps Smartphone: a tap on the home dot, a buzz, a notification drawn in slate.
 * ui-ux-design Palette: the paint dots dim and light up again one by one.
 * custom-software Boxes: the top box lifts as the two below part, and stacks back on them.
 * cloud-services Cloud: a slow drift and bob, through the whole loop.
 * digital-strategy Compass: the needle swings round to north, settles, and swings back.
 * cybersecurity ShieldCheck: the check draws again and the shield swells a little as it lands.
 * innovation Lightbulb: rays flash out round the bulb, which glows a little larger.
 */
import { F, MUTED, iconKit, motion, redraw } from "./lottie-icon.mjs";
import { keys, poly, trim } from "./lottie.mjs";

const k = iconKit(400);
const { u, pt } = k;

/** Pixel offsets [dx, dy] in icon units. */
const off = (dx, dy = 0) => [u(dx), u(dy)];

function web() {
  const [right, left, slash] = k.icon("code-xml");
  const slide = (dx) =>
    motion(off(0), [
      [4, off(0)],
      [18, off(dx), "hold"],
      [28, off(dx)],
    ]);
  return k.comp("Web development", [
    k.part(left, { tr: { p: slide(-1.2) } }),
    k.part(right, { tr: { p: slide(1.2) } }),
    k.part(slash, { trim: redraw(4, 13, 16, 34) }),
  ]);
}

function mobile() {
  const [body, dot] = k.icon("smartphone");
  const centre = pt(12, 18);
  const line = (x1, x2, y) => poly([pt(x1, y), pt(x2, y)]);
  // The notification: two slate lines at the top of the screen, drawn on and faded out.
  const note = (x2, y, d) =>
    k.lines([line(9, x2, y)], {
      colour: MUTED,
      trim: trim(
        0,
        keys([
          [0, 0, "hold"],
          [12 + d, 0, "out"],
          [22 + d, 100, "hold"],
          [40, 0, "hold"],
          [F, 0],
        ]),
      ),
      tr: {
        o: keys([
          [0, 0, "hold"],
          [12 + d, 100, "hold"],
          [28, 100],
          [38, 0, "hold"],
          [F, 0],
        ]),
      },
    });
  return k.comp("Mobile apps", [
    k.part(body, {
      tr: {
        r: motion(0, [
          [10, 0],
          [12, 3],
          [14, -3],
          [16, 2],
          [18, -2],
          [20, 0, "hold"],
        ]),
      },
    }),
    note(15, 6.5, 0),
    note(13, 9.5, 3),
    k.part(dot, {
      tr: {
        a: centre,
        p: centre,
        s: motion(
          [100, 100],
          [
            [3, [100, 100]],
            [8, [260, 260]],
            [14, [100, 100], "hold"],
          ],
        ),
      },
    }),
  ]);
}

function uiux() {
  const [outline, ...dots] = k.icon("palette");
  const centres = [pt(13.5, 6.5), pt(17.5, 10.5), pt(6.5, 12.5), pt(8.5, 7.5)];
  // Round the palette from the thumb hole: left, top left, top, right.
  const order = [2, 3, 0, 1];
  return k.comp("UI/UX design", [
    k.part(outline),
    ...dots.map((dot, n) => {
      const at = 10 + order.indexOf(n) * 6;
      return k.part(dot, {
        tr: {
          a: centres[n],
          p: centres[n],
          o: motion(100, [
            [3, 100],
            [9, 25, "hold"],
            [at, 25],
            [at + 4, 100, "hold"],
          ]),
          s: motion(
            [100, 100],
            [
              [at, [100, 100]],
              [at + 4, [190, 190]],
              [at + 10, [100, 100], "hold"],
            ],
          ),
        },
      });
    }),
  ]);
}

function customSoftware() {
  const icon = k.icon("boxes");
  const [leftBox, rightBox, topBox] = [icon.slice(0, 4), icon.slice(4, 8), icon.slice(8)];
  const spread = (dx) =>
    motion(off(0), [
      [4, off(0)],
      [18, off(dx), "hold"],
      [24, off(dx), "in"],
      [32, off(0), "hold"],
    ]);
  return k.comp("Custom software", [
    k.part(leftBox, { tr: { p: spread(-0.6) } }),
    k.part(rightBox, { tr: { p: spread(0.6) } }),
    k.part(topBox, {
      tr: {
        p: motion(off(0), [
          [4, off(0)],
          [18, off(0, -2.6), "hold"],
          [24, off(0, -2.6), "in"],
          [32, off(0, 0), "out"],
          [36, off(0, -0.4), "in"],
          [40, off(0)],
        ]),
      },
    }),
  ]);
}

function cloud() {
  const [outline] = k.icon("cloud");
  const drift = keys([
    [0, off(0)],
    [22.5, off(0.8, -0.3)],
    [45, off(0)],
    [67.5, off(-0.8, -0.3)],
    [F, off(0)],
  ]);
  return k.comp("Cloud services", [k.part(outline, { tr: { p: drift } })]);
}

function strategy() {
  const [ring, needle] = k.icon("compass");
  const centre = pt(12, 12);
  return k.comp("Digital strategy", [
    k.part(ring),
    k.part(needle, {
      tr: {
        a: centre,
        p: centre,
        // Lucide's needle points north-east; -45° is north.
        r: motion(0, [
          [4, 0],
          [16, -58],
          [21, -39],
          [25, -47],
          [28, -45, "hold"],
          [31, -45],
        ]),
      },
    }),
  ]);
}

function security() {
  const [shield, check] = k.icon("shield-check");
  const centre = pt(12, 12);
  return k.comp("Cybersecurity", [
    k.part(shield, {
      tr: {
        a: centre,
        p: centre,
        s: motion(
          [100, 100],
          [
            [24, [100, 100]],
            [31, [105, 105]],
          ],
        ),
      },
    }),
    k.part(check, { trim: redraw(4, 11, 14, 30) }),
  ]);
}

function innovation() {
  const [bulb, ...bases] = k.icon("lightbulb");
  const glow = pt(12, 8);
  // Five short rays round the bulb (a circle of radius 6 on 12, 8), each drawn outwards and
  // then let go, from the top ray out to the sides.
  const angles = [-180, -135, -90, -45, 0];
  const rays = angles.map((deg, n) => {
    const a = (deg * Math.PI) / 180;
    const at = (r) => pt(12 + r * Math.cos(a), 8 + r * Math.sin(a));
    const d = Math.abs(n - 2) * 2;
    return k.lines([poly([at(7.9), at(9.6)])], {
      trim: trim(
        keys([
          [0, 100, "hold"],
          [6 + d, 0, "hold"],
          [16 + d, 0, "in"],
          [28 + d, 100, "hold"],
          [F, 100],
        ]),
        keys([
          [0, 100, "hold"],
          [6 + d, 0, "out"],
          [14 + d, 100, "hold"],
          [F, 100],
        ]),
      ),
      tr: {
        o: keys([
          [0, 0, "hold"],
          [6 + d, 100, "hold"],
          [28 + d, 0, "hold"],
          [F, 0],
        ]),
      },
    });
  });
  return k.comp("Innovation", [
    k.part(bulb, {
      tr: {
        a: glow,
        p: glow,
        s: motion(
          [100, 100],
          [
            [5, [100, 100]],
            [14, [105, 105]],
            [30, [100, 100], "hold"],
          ],
        ),
      },
    }),
    k.part(bases),
    ...rays,
  ]);
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
