/**
 * A case study as screens.mjs draws it, built from its data alone, so that each project's
 * module states only its screens and where they stand on the cover.
 */

/**
 * { slug, tint, card, screens, cover, coverAlt } → { slug, stage, screens, cover }.
 * - tint: the project's colour, the stage's translucent wash on the cover and in the gallery.
 * - card: { bg, text, muted, accent }, the note beside a phone in the gallery: a card of its
 *   own, so it reads on either theme (a project without a phone screen needs none).
 * - screens: the gallery, in its order. The first is shown widest, the first picture under the
 *   cover, so it is not the screen the cover is built on (its largest device):
 *   tools/case-study-gallery.test.ts.
 * - cover: the screens on the cover, [{ screen, x, y, s, shadow }], each in its device (a
 *   browser window for a desktop screen, a phone for a phone one) at top left (x, y), or
 *   centred on cx with its bottom edge at bottom; s its scale, shadow its shadow's opacity.
 *   Drawn in that order: the last stands in front.
 * - coverAlt: the cover's alt text, from the screens by name.
 *
 * cover.layout(byName, k) says where each device stands (its box in the picture's pixels), for
 * draw and for the checks that read the cover (screen-text.mjs: what a device in front hides);
 * draw(byName, k, only) draws the devices whose indices are in only, all without it.
 */
export function caseStudy({ slug, tint, card, screens, cover, coverAlt }) {
  const layout = (byName, k) =>
    cover.map(({ screen, x, y, cx, bottom, s, shadow }) => {
      const sc = byName[screen];
      if (!sc) throw new Error(`${slug}: the cover names a screen it does not have, ${screen}`);
      const { w, h, r } = (sc.kind === "phone" ? k.phoneSize : k.windowSize)(sc, s);
      return { screen, kind: sc.kind, x: x ?? cx - w / 2, y: y ?? bottom - h, w, h, r, s, shadow };
    });
  return {
    slug,
    stage: { tint, card },
    screens,
    cover: {
      alt: coverAlt,
      layout,
      /** The cover's SVG body; given only (indices into cover), those devices alone. */
      draw(byName, k, only) {
        const out = [k.stage(k.W, k.H, { tint })];
        for (const [i, { screen, kind, x, y, s, shadow }] of layout(byName, k).entries()) {
          if (only && !only.includes(i)) continue;
          const sc = byName[screen];
          const at = kind === "phone" ? k.phoneAt : k.windowAt;
          out.push(at(sc, sc.draw(sc.data), x, y, s, { shadowOp: shadow }));
        }
        return out.join("");
      },
    },
  };
}
