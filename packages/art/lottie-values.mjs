/**
 * One loop per value of the About page (200×200, 3 s): a Lucide icon in motion, in the same
 * kit as the services' (lottie-icon.mjs): Lucide's strokes at 1.5 units, round caps and
 * joins, in ember, no fills or gradients. Each starts on the icon at rest, moves for about a
 * second, and is at rest again from frame 42 to the end.
 *
 * innovation Sparkles: the big star turns a quarter with a dip, then the plus and the dot twinkle.
 * excellence BadgeCheck: the badge turns a quarter (it is square-symmetric) while its check draws again.
 * collaboration Users: the second person steps out and back in beside the first, who nods.
 * integrity Scale: the beam tips, swings back and settles level, the pans hanging from its ends.
 */
import { iconKit, motion, redraw } from "./lottie-icon.mjs";

const k = iconKit(200);
const { u, pt } = k;
const around = (x, y) => ({ a: pt(x, y), p: pt(x, y) });
const scale = (rows) =>
  motion(
    [100, 100],
    rows.map(([t, v, ease]) => [t, [v, v], ease]),
  );

function innovation() {
  const [star, plusV, plusH, dot] = k.icon("sparkles");
  return k.comp("Innovation", [
    k.part(star, {
      tr: {
        ...around(12, 12),
        r: motion(0, [
          [4, 0],
          [26, 90, "hold"],
        ]),
        s: scale([
          [4, 100],
          [15, 82],
          [26, 100, "hold"],
        ]),
      },
    }),
    k.part([plusV, plusH], {
      tr: {
        ...around(20, 4),
        r: motion(0, [
          [12, 0],
          [28, 90, "hold"],
        ]),
        s: scale([
          [12, 100],
          [20, 30],
          [28, 100, "hold"],
        ]),
      },
    }),
    k.part(dot, {
      tr: {
        ...around(4, 20),
        s: scale([
          [20, 100],
          [26, 55],
          [32, 120],
          [37, 100, "hold"],
        ]),
      },
    }),
  ]);
}

function excellence() {
  const [badge, check] = k.icon("badge-check");
  return k.comp("Excellence", [
    k.part(badge, {
      tr: {
        ...around(12, 12),
        r: motion(0, [
          [4, 0],
          [32, 90, "hold"],
        ]),
        s: scale([
          [4, 100],
          [18, 106],
          [32, 100, "hold"],
        ]),
      },
    }),
    k.part(check, { trim: redraw(4, 10, 16, 32) }),
  ]);
}

function collaboration() {
  const [body, head2, body2, head] = k.icon("users");
  const step = [u(2.2), 0];
  return k.comp("Collaboration", [
    k.part([body, head], {
      tr: {
        p: motion(
          [0, 0],
          [
            [26, [0, 0]],
            [30, [0, -u(0.5)]],
            [35, [0, 0], "hold"],
          ],
        ),
      },
    }),
    k.part([head2, body2], {
      tr: {
        p: motion(
          [0, 0],
          [
            [4, [0, 0], "in"],
            [13, step, "hold"],
            [15, step, "out"],
            [30, [0, 0], "hold"],
          ],
        ),
        o: motion(100, [
          [4, 100, "in"],
          [12, 0, "hold"],
          [15, 0],
          [26, 100, "hold"],
        ]),
      },
    }),
  ]);
}

function integrity() {
  const [post, rightPan, beam, leftPan, base] = k.icon("scale");
  const pivot = [12, 5];
  // The beam turns on the top of the post; each pan hangs from its end, so it moves with the
  // end and stays upright.
  const tilt = [
    [4, 0],
    [15, 7],
    [24, -5],
    [32, 2.5],
    [38, 0, "hold"],
  ];
  const hang = ([x, y]) => {
    const [dx, dy] = [x - pivot[0], y - pivot[1]];
    return motion(
      [0, 0],
      tilt.map(([t, deg, ease]) => {
        const a = (deg * Math.PI) / 180;
        const nx = dx * Math.cos(a) - dy * Math.sin(a);
        const ny = dx * Math.sin(a) + dy * Math.cos(a);
        return [t, [u(nx - dx), u(ny - dy)], ease];
      }),
    );
  };
  return k.comp("Integrity", [
    k.part([post, base]),
    k.part(beam, { tr: { ...around(...pivot), r: motion(0, tilt) } }),
    k.part(leftPan, { tr: { p: hang([5, 7]) } }),
    k.part(rightPan, { tr: { p: hang([19, 7]) } }),
  ]);
}

export const valueAnimations = { innovation, excellence, collaboration, integrity };
