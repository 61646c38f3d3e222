/** Reusable outlines for the service and value animations, centred on 0,0. */
import { bezier, poly } from "./lottie.mjs";

export const shieldPath = (k = 1) =>
  bezier(
    [0, -120 * k],
    [
      [
        [30 * k, -104 * k],
        [60 * k, -96 * k],
        [96 * k, -92 * k],
      ],
      [
        [98 * k, -40 * k],
        [98 * k, -10 * k],
        [96 * k, 8 * k],
      ],
      [
        [90 * k, 64 * k],
        [48 * k, 104 * k],
        [0, 124 * k],
      ],
      [
        [-48 * k, 104 * k],
        [-90 * k, 64 * k],
        [-96 * k, 8 * k],
      ],
      [
        [-98 * k, -10 * k],
        [-98 * k, -40 * k],
        [-96 * k, -92 * k],
      ],
      [
        [-60 * k, -96 * k],
        [-30 * k, -104 * k],
        [0, -120 * k],
      ],
    ],
    true,
  );

export const checkPath = (k = 1) =>
  poly([
    [-44 * k, 4 * k],
    [-12 * k, 36 * k],
    [48 * k, -30 * k],
  ]);

export const cloudPath = bezier(
  [-104, 52],
  [
    [
      [-146, 52],
      [-150, -10],
      [-108, -16],
    ],
    [
      [-106, -62],
      [-54, -80],
      [-26, -48],
    ],
    [
      [-6, -104],
      [84, -104],
      [86, -34],
    ],
    [
      [130, -36],
      [146, 52],
      [100, 52],
    ],
    [
      [40, 52],
      [-40, 52],
      [-104, 52],
    ],
  ],
  true,
);

export const bulbPath = bezier(
  [-34, 64],
  [
    [
      [-34, 36],
      [-80, 14],
      [-80, -36],
    ],
    [
      [-80, -86],
      [-44, -116],
      [0, -116],
    ],
    [
      [44, -116],
      [80, -86],
      [80, -36],
    ],
    [
      [80, 14],
      [34, 36],
      [34, 64],
    ],
    [
      [10, 64],
      [-10, 64],
      [-34, 64],
    ],
  ],
  true,
);

/** A gear outline: teeth with flat tops, as one closed path. */
export function gearPath(teeth, outer, root) {
  const pts = [];
  const step = (Math.PI * 2) / teeth;
  for (let n = 0; n < teeth; n += 1) {
    const a = n * step;
    const at = (r, t) => [r * Math.cos(a + t * step), r * Math.sin(a + t * step)];
    pts.push(at(root, 0), at(root, 0.12), at(outer, 0.24), at(outer, 0.48), at(root, 0.6));
  }
  return poly(pts, true);
}
