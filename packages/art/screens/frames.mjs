/**
 * Devices and stages: a browser window and a phone that hold a screen drawn in its own
 * CSS pixels, a calm ground to set them on, and the SVG document around it all.
 */
import { r1 } from "../prng.mjs";
import { C, L, R, T, icon, nextId, tw } from "./ui.mjs";

export const CHROME = 36;

/** The CSS size every screen is drawn at: a laptop browser's page, and a phone's. */
export const DESKTOP = { w: 1024, h: 640 };
export const PHONE = { w: 390, h: 844 };

/** The three lights of a light window; a dark one greys them (dot: one grey for all three). */
const LIGHTS = ["#F26B5E", "#F5BE4F", "#5FC454"];

/**
 * What a desktop screen is drawn in: a browser window at the laptop size, with the window's
 * chrome { bg, line, url, urlText } and either the coloured lights or, given dot, grey ones.
 */
export function desktopScreen({ dot, ...chrome }) {
  return { kind: "desktop", ...DESKTOP, chrome: { ...chrome, dots: dot ? [dot, dot, dot] : LIGHTS } };
}

/** What a phone screen is drawn in: a phone, with the status bar in statusFg. */
export const phoneScreen = (statusFg) => ({ kind: "phone", ...PHONE, statusFg });

/** The picture's document. No grain or noise: flat UI has to compress well. */
export function doc(w, h, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/**
 * A calm ground that reads on both of the site's themes: no opaque fill, only the project's
 * colour as one flat, translucent wash. The page's frame behind the picture (its
 * `bg-bg-sunken` container) gives the base, so the same file is a light panel on the light
 * theme and a dark one on the dark theme. Flat on purpose: a gradient or a glow in
 * translucent pixels bands once the picture is quantised to a palette PNG.
 * { tint, op }
 */
export function stage(w, h, { tint, op = 0.12 } = {}) {
  return `<rect width="${w}" height="${h}" fill="${tint}" fill-opacity="${op}"/>`;
}

/**
 * The outline of a device on a ground of either theme: a dark hairline outside (the light
 * theme) and a light one just inside (the dark theme, where the shadow does not show).
 */
export function outline(x, y, w, h, r) {
  return (
    `<rect x="${r1(x - 0.75)}" y="${r1(y - 0.75)}" width="${r1(w + 1.5)}" height="${r1(h + 1.5)}" rx="${r1(r + 0.75)}" fill="none" stroke="#0B1020" stroke-opacity="0.1" stroke-width="1.5"/>` +
    `<rect x="${r1(x + 0.75)}" y="${r1(y + 0.75)}" width="${r1(w - 1.5)}" height="${r1(h - 1.5)}" rx="${r1(r - 0.75)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.14" stroke-width="1.5"/>`
  );
}

/** A soft drop shadow under a rounded box (in picture pixels). */
export function shadow(x, y, w, h, r, { op = 0.28, blur = 28, dy = 24, color = "#0B1020" } = {}) {
  const f = nextId("sh");
  return `<filter id="${f}" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur stdDeviation="${blur}"/></filter><rect x="${r1(x + w * 0.04)}" y="${r1(y + dy)}" width="${r1(w * 0.92)}" height="${r1(h)}" rx="${r}" fill="${color}" opacity="${op}" filter="url(#${f})"/><rect x="${r1(x)}" y="${r1(y + 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r}" fill="${color}" opacity="${op * 0.35}"/>`;
}

/** Places a drawing of size w×h at (x, y) scaled by s, clipped to a rounded rect. */
export function place(svg, x, y, s, w, h, radius = 0) {
  const id = nextId("clip");
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})"><clipPath id="${id}"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath><g clip-path="url(#${id})">${svg}</g></g>`;
}

/**
 * A browser window around a desktop screen, in screen.chrome: { bg, line, dots, url, urlText }.
 * Returns the window in the screen's own pixels: (screen.w) × (screen.h + CHROME).
 */
export function browser(screen, drawn) {
  const t = screen.chrome;
  const w = screen.w;
  const urlW = Math.min(420, tw(screen.url, 12, 400) + 56);
  const ux = (w - urlW) / 2;
  return [
    R(0, 0, w, screen.h + CHROME, { fill: t.bg }),
    R(0, 0, w, CHROME, { fill: t.bg }),
    C(18, 18, 6, t.dots[0]),
    C(38, 18, 6, t.dots[1]),
    C(58, 18, 6, t.dots[2]),
    R(ux, 8, urlW, 20, { r: 6, fill: t.url }),
    icon("lock", ux + 12, 12.5, 11, t.urlText, 2),
    T(screen.url, ux + 30, 22, { size: 12, fill: t.urlText }),
    `<path d="M0 ${CHROME - 0.5}H${w}" stroke="${t.line}" stroke-width="1"/>`,
    `<g transform="translate(0 ${CHROME})">${drawn}</g>`,
  ].join("");
}

const WINDOW_R = 10;

/**
 * A browser window placed in a picture at (x, y), scale s, with its shadow and its outline.
 */
export function windowAt(screen, drawn, x, y, s, { shadowOp = 0.26 } = {}) {
  const w = screen.w;
  const h = screen.h + CHROME;
  const radius = WINDOW_R;
  return (
    shadow(x, y, w * s, h * s, radius * s, { op: shadowOp, blur: 30, dy: 26 }) +
    place(browser(screen, drawn), x, y, s, w, h, radius) +
    outline(x, y, w * s, h * s, radius * s)
  );
}

const PHONE_BEZEL = 12;
const PHONE_R = 54;

/** iOS's home indicator, drawn by a phone screen itself (in its own ink, at its own height). */
export const homeIndicator = (fill, y = PHONE.h - 12) => R(PHONE.w / 2 - 67, y, 134, 5, { r: 2.5, fill });

/**
 * An iOS tab bar at the foot of a phone screen, with the home indicator: items [icon, label],
 * the active one in theme.brand; theme { card, line, brand, faint, text }.
 */
export function tabBar(items, active, theme) {
  const { w, h } = PHONE;
  const out = [R(0, h - 84, w, 84, { fill: theme.card }), L(0, h - 84, w, h - 84, theme.line)];
  items.forEach(([ic, label], i) => {
    const cx = (w / items.length) * i + w / items.length / 2;
    const ink = label === active ? theme.brand : theme.faint;
    out.push(
      icon(ic, cx - 12, h - 74, 24, ink, 2),
      T(label, cx, h - 36, { size: 11.5, w: label === active ? 700 : 500, fill: ink, anchor: "middle" }),
    );
  });
  out.push(homeIndicator(theme.text));
  return out.join("");
}

/** iOS-style status bar, drawn by the frame over every phone screen. */
function statusBar(w, fg, { time = "9:41", offline = false } = {}) {
  const bars = [4, 6.5, 9, 11.5]
    .map((h, i) => R(w - 86 + i * 5, 22 - h, 3, h, { r: 1, fill: fg, op: offline && i > 0 ? 0.3 : 1 }))
    .join("");
  return [
    T(time, 44, 22, { size: 15, w: 600, fill: fg, anchor: "middle", tnum: true }),
    bars,
    offline ? "" : icon("wifi", w - 62, 9, 15, fg, 2.4),
    R(w - 40, 11, 24, 12, { r: 3.5, fill: "none", stroke: fg, sw: 1, op: 0.45 }),
    R(w - 38, 13, 17, 8, { r: 2, fill: fg }),
    R(w - 15, 15, 1.8, 4, { r: 1, fill: fg, op: 0.45 }),
    R(w / 2 - 62, 9, 124, 34, { r: 17, fill: "#000" }),
  ].join("");
}

/** A phone with a screen (390×844 CSS px) at (x, y), scale s. */
export function phoneAt(screen, drawn, x, y, s, { body = "#1C1F26", shadowOp = 0.3, rotate = 0 } = {}) {
  const w = screen.w + PHONE_BEZEL * 2;
  const h = screen.h + PHONE_BEZEL * 2;
  const inner = place(
    drawn + statusBar(screen.w, screen.statusFg ?? "#111", screen.status ?? {}),
    PHONE_BEZEL,
    PHONE_BEZEL,
    1,
    screen.w,
    screen.h,
    PHONE_R - PHONE_BEZEL,
  );
  const device = [
    `<rect width="${w}" height="${h}" rx="${PHONE_R}" fill="${body}"/>`,
    `<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="${PHONE_R - 1.5}" fill="none" stroke="#FFFFFF" stroke-opacity="0.14" stroke-width="1.5"/>`,
    `<rect x="-2.5" y="170" width="3" height="60" rx="1.5" fill="${body}"/>`,
    `<rect x="${w - 0.5}" y="210" width="3" height="96" rx="1.5" fill="${body}"/>`,
    inner,
  ].join("");
  const rot = rotate ? ` rotate(${rotate} ${w / 2} ${h / 2})` : "";
  return (
    shadow(x, y, w * s, h * s, PHONE_R * s, { op: shadowOp, blur: 26, dy: 22 }) +
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})${rot}">${device}</g>` +
    (rotate ? "" : outline(x, y, w * s, h * s, PHONE_R * s))
  );
}

/** A device's size in a picture at scale s, and the radius of its corners (r). */
export const phoneSize = (screen, s) => ({
  w: (screen.w + PHONE_BEZEL * 2) * s,
  h: (screen.h + PHONE_BEZEL * 2) * s,
  r: PHONE_R * s,
});
export const windowSize = (screen, s) => ({ w: screen.w * s, h: (screen.h + CHROME) * s, r: WINDOW_R * s });
