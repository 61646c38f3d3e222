/**
 * A case study as screens.mjs draws it, built from its data alone, so that each project's
 * module states only its screens and where they stand on the cover.
 */

/**
 * { slug, tint, card, screens, cover, coverAlt } → { slug, stage, screens, cover }.
 * - tint: the project's colour, the stage's translucent wash on the cover and in the gallery.
 * - card: { bg, text, muted, accent }, the note beside a phone in the gallery: a card of its
 *   own, so it reads on either theme (a project without a phone screen needs none).
 * - cover: the screens on the cover, [{ screen, x, y, s, shadow }], each in its device (a
 *   browser window for a desktop screen, a phone for a phone one) at top left (x, y), or
 *   centred on cx with its bottom edge at bottom; s its scale, shadow its shadow's opacity.
 *   Drawn in that order: the last stands in front.
 * - coverAlt: the cover's alt text, from the screens by name.
 */
export function caseStudy({ slug, tint, card, screens, cover, coverAlt }) {
  return {
    slug,
    stage: { tint, card },
    screens,
    cover: {
      alt: coverAlt,
      draw(byName, k) {
        const out = [k.stage(k.W, k.H, { tint })];
        for (const { screen, x, y, cx, bottom, s, shadow } of cover) {
          const sc = byName[screen];
          const phone = sc.kind === "phone";
          const { w, h } = (phone ? k.phoneSize : k.windowSize)(sc, s);
          const at = phone ? k.phoneAt : k.windowAt;
          out.push(at(sc, sc.draw(sc.data), x ?? cx - w / 2, y ?? bottom - h, s, { shadowOp: shadow }));
        }
        return out.join("");
      },
    },
  };
}
