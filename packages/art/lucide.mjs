/**
 * Lucide icons as Lottie paths, read from the installed `lucide` package (the same icons the
 * site draws, components/ui/Icon.tsx), never copied by hand. Every element of an icon (path,
 * circle, ellipse, rect, line, polyline, polygon) becomes one or more Lottie path values in the
 * icon's own 24-unit grid, through svg-path.mjs; a moveto starts a path of its own.
 */
import { createRequire } from "node:module";
import { parseSvgPath, toLottie } from "./svg-path.mjs";

const require = createRequire(import.meta.url);
/** Every icon's element list by its PascalCase name, old names included. */
const icons = require("lucide");

/** An icon's node list, [[tag, attrs], ...], by its kebab-case name ("shield-check"). */
export function lucideNode(name) {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, _dash, c) => c.toUpperCase());
  const node = Object.hasOwn(icons, pascal) ? icons[pascal] : undefined;
  if (!Array.isArray(node)) throw new Error(`No Lucide icon "${name}"`);
  return node;
}

const num = (v, fallback = 0) => (v === undefined ? fallback : Number(v));

/** One element's outline as path data; circles and ellipses start at the top, clockwise. */
export function elementPath(tag, a) {
  switch (tag) {
    case "path":
      return a.d;
    case "circle":
    case "ellipse": {
      const cx = num(a.cx);
      const cy = num(a.cy);
      const rx = tag === "circle" ? num(a.r) : num(a.rx);
      const ry = tag === "circle" ? num(a.r) : num(a.ry);
      const arc = (x, y) => `A${rx} ${ry} 0 0 1 ${x} ${y}`;
      return `M${cx} ${cy - ry}${arc(cx + rx, cy)}${arc(cx, cy + ry)}${arc(cx - rx, cy)}${arc(cx, cy - ry)}Z`;
    }
    case "rect": {
      const x = num(a.x);
      const y = num(a.y);
      const w = num(a.width);
      const h = num(a.height);
      const rx = Math.min(num(a.rx, num(a.ry)), w / 2);
      const ry = Math.min(num(a.ry, num(a.rx)), h / 2);
      if (!rx || !ry) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      const arc = (px, py) => `A${rx} ${ry} 0 0 1 ${px} ${py}`;
      return (
        `M${x + rx} ${y}H${x + w - rx}${arc(x + w, y + ry)}V${y + h - ry}${arc(x + w - rx, y + h)}` +
        `H${x + rx}${arc(x, y + h - ry)}V${y + ry}${arc(x + rx, y)}Z`
      );
    }
    case "line":
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`;
    case "polyline":
    case "polygon":
      return `M${a.points.trim()}${tag === "polygon" ? "Z" : ""}`;
    default:
      throw new Error(`Lucide element <${tag}> is not supported`);
  }
}

/**
 * An icon as a list of its elements, in Lucide's order: { tag, filled, paths } where paths
 * are Lottie path values mapped by map (from the 24-unit grid to the composition).
 */
export function lucideIcon(name, map = (p) => p) {
  return lucideNode(name).map(([tag, attrs]) => ({
    tag,
    filled: attrs.fill !== undefined && attrs.fill !== "none",
    paths: toLottie(parseSvgPath(elementPath(tag, attrs)), map),
  }));
}
