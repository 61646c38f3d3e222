/**
 * Lucide's line icons (the `lucide` package's element lists, never copied by hand), drawn
 * compact: an `<svg>` with its viewBox and the `icon` class, and nothing else. The stroke that
 * Lucide writes on every icon as six attributes (fill, stroke, its width, caps and joins) is
 * one rule in global.css (`.icon`), and the size is the caller's class (`size-4`), so each icon
 * costs the page its shapes alone: about 240 B of the home page's gzipped HTML (issue 55).
 *
 * Decorative unless labelled: without an aria-label (or -labelledby, or a role) the icon is
 * hidden from assistive technology, as Lucide's own components do. A `strokeWidth` other than
 * Lucide's 2 goes in the style, since the class's rule would outrank an attribute.
 */
import { createElement, type ReactElement, type SVGProps } from "react";
import {
  ArrowRight as arrowRight,
  ArrowUpRight as arrowUpRight,
  Building2 as building2,
  Check as check,
  CircleCheck as circleCheck,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  Clock as clock,
  ExternalLink as externalLink,
  FileText as fileText,
  House as house,
  LoaderCircle as loaderCircle,
  Mail as mail,
  MapPin as mapPin,
  Maximize2 as maximize2,
  Menu as menu,
  Moon as moon,
  Phone as phone,
  PhoneCall as phoneCall,
  Search as search,
  Send as send,
  Share2 as share2,
  Sun as sun,
  TriangleAlert as triangleAlert,
  X as x,
  type IconNode,
} from "lucide";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;
export type Icon = ((props: IconProps) => ReactElement) & { displayName: string };

/** A component that draws one Lucide icon; `name` is its display name in React's tools. */
export function iconOf(node: IconNode, name: string): Icon {
  function LucideIcon({ className, strokeWidth, style, ...rest }: IconProps) {
    const labelled = rest["aria-label"] != null || rest["aria-labelledby"] != null || rest.role != null;
    return (
      <svg
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : "icon"}
        aria-hidden={labelled ? undefined : "true"}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        {...rest}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}

export const ArrowRight = /* @__PURE__ */ iconOf(arrowRight, "arrow-right");
export const ArrowUpRight = /* @__PURE__ */ iconOf(arrowUpRight, "arrow-up-right");
export const Building2 = /* @__PURE__ */ iconOf(building2, "building-2");
export const Check = /* @__PURE__ */ iconOf(check, "check");
export const CircleCheck = /* @__PURE__ */ iconOf(circleCheck, "circle-check");
export const ChevronDown = /* @__PURE__ */ iconOf(chevronDown, "chevron-down");
export const ChevronLeft = /* @__PURE__ */ iconOf(chevronLeft, "chevron-left");
export const ChevronRight = /* @__PURE__ */ iconOf(chevronRight, "chevron-right");
export const Clock = /* @__PURE__ */ iconOf(clock, "clock");
export const ExternalLink = /* @__PURE__ */ iconOf(externalLink, "external-link");
export const FileText = /* @__PURE__ */ iconOf(fileText, "file-text");
export const House = /* @__PURE__ */ iconOf(house, "house");
export const LoaderCircle = /* @__PURE__ */ iconOf(loaderCircle, "loader-circle");
export const Mail = /* @__PURE__ */ iconOf(mail, "mail");
export const MapPin = /* @__PURE__ */ iconOf(mapPin, "map-pin");
export const Maximize2 = /* @__PURE__ */ iconOf(maximize2, "maximize-2");
export const Menu = /* @__PURE__ */ iconOf(menu, "menu");
export const Moon = /* @__PURE__ */ iconOf(moon, "moon");
export const Phone = /* @__PURE__ */ iconOf(phone, "phone");
export const PhoneCall = /* @__PURE__ */ iconOf(phoneCall, "phone-call");
export const Search = /* @__PURE__ */ iconOf(search, "search");
export const Send = /* @__PURE__ */ iconOf(send, "send");
export const Share2 = /* @__PURE__ */ iconOf(share2, "share-2");
export const Sun = /* @__PURE__ */ iconOf(sun, "sun");
export const TriangleAlert = /* @__PURE__ */ iconOf(triangleAlert, "triangle-alert");
export const X = /* @__PURE__ */ iconOf(x, "x");
