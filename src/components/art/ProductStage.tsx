// Over 150 lines: one SVG drawing in one coordinate system (three product screens); its data and icons are apart (stage-data.ts, stage-icons.ts).
import type { ReactNode } from "react";
import { stage } from "./stage-data";
import { STAGE_ICONS, type StageIcon } from "./stage-icons";

/**
 * The home hero's picture: three products from our case studies, each in its own brand, drawn
 * from stage-data.ts. Fewer, larger surfaces, so each reads as a real screen:
 * - the Quantum payments console (violet Q logo, sidebar of Lucide icons, two KPI tiles and a
 *   large settlement chart), across the top of the stage;
 * - the Atlas Freight tracking card (amber A mark), lower left: a street map of the town the
 *   truck is passing (street grid, an arterial, a river, NH-48 with its shield, place labels)
 *   with the route drawn along the highway and the trip's progress under it;
 * - the Nexus field-sales phone (emerald), lower right: the rep's orders and a tab bar.
 * The card and the phone overlap only the dashboard's edges (the foot of its sidebar, the
 * column under the KPI tiles), never the chart's plot (tests/e2e/hero-stage.spec.ts checks).
 *
 * The drawing lives in one SVG file of symbols (StageSprite, served as STAGE_SPRITE_PATH), and
 * the page places it with <use>: the page's HTML stays small (a byte budget), the file is
 * cached, and the symbols still take the theme's colours (--st-* custom properties inherit
 * into <use>, one set per theme, including each product's brand colour tuned for contrast on
 * that theme). Gradients live in the file, so they use fixed brand colours that read on both
 * themes. The words are written here as <text>, and the build draws each as an outline in the
 * page's own font files (outline-text.ts, from src/pages/art/stage.svg.ts): laid out as text,
 * they cost the home page's layouts as much as the rest of the page (docs/performance.md).
 *
 * The animation ("the screens coming alive": the chart draws, the truck's position pulses, an
 * order syncs on the phone) is CSS on separate layers that only move with transform and
 * opacity, and runs only while [data-state="playing"] (set by src/client/motion.ts once the
 * page has loaded; never under reduced motion). Without it the picture shows its finished frame.
 *
 * Type: six sizes (6.5, 7.5, 8.5, 10, 12, 15) in two weights (400, 600), Inter and (for product
 * names and figures) Space Grotesk; a label may use only what outlineText draws (it throws
 * otherwise: a character neither font file has, like an arrow, is an Icon).
 */
export const STAGE_SPRITE_PATH = "/art/stage.svg";
const QUANTUM_VIOLET = "#8B7CF8";
const NEXUS_FROM = "#0E7A55";
const NEXUS_TO = "#14996B";
const DISPLAY = "var(--font-display)";

const D = stage.dashboard;
const F = stage.freight;
const P = stage.phone;

/** A Lucide icon from STAGE_ICONS, drawn at (x, y) and size in the symbol's units. */
function Icon({
  name,
  x,
  y,
  size,
  color,
  width = 2,
}: {
  name: StageIcon;
  x: number;
  y: number;
  size: number;
  color: string;
  width?: number;
}) {
  return (
    <path
      d={STAGE_ICONS[name]}
      transform={`translate(${x} ${y}) scale(${size / 24})`}
      fill="none"
      stroke={color}
      strokeWidth={(width * 24) / size}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A small rounded label: soft ground, strong text. */
function Pill({
  x,
  y,
  w,
  text,
  bg,
  fg,
  dot,
}: {
  x: number;
  y: number;
  w: number;
  text: string;
  bg: string;
  fg: string;
  dot?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height="15" rx="7.5" fill={bg} />
      {dot && <circle cx={x + 8} cy={y + 7.5} r="2.6" fill={fg} />}
      <text
        x={dot ? x + w / 2 + 3.5 : x + w / 2}
        y={y + 10.3}
        fontSize="7.5"
        fontWeight="600"
        textAnchor="middle"
        fill={fg}
      >
        {text}
      </text>
    </g>
  );
}

// ---- Placement on the stage (640 × 540): layer boxes, in the stage's units ----
const DASH = { x: 24, y: 0, w: 616, h: 348 };
const CARD = { x: 0, y: 304, w: 288, h: 236 };
const PHONE = { x: 480, y: 210, w: 160, h: 330 };

// ---- Dashboard geometry (viewBox 616 × 348) ----
const SIDE = 124;
const MAIN = 140;
const CHART = { x: MAIN, y: 92, w: 300, h: 216 };
const PLOT = { x0: 176, x1: 424, top: 138, bottom: 276 };
const SERIES_MAX = 80;
const point = (v: number, i: number) => {
  const x = PLOT.x0 + (i * (PLOT.x1 - PLOT.x0)) / (D.series.length - 1);
  const y = PLOT.bottom - (v / SERIES_MAX) * (PLOT.bottom - PLOT.top);
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
};
const linePoints = D.series.map(point);
const linePath = `M${linePoints.map(([x, y]) => `${x} ${y}`).join(" L")}`;
const areaPath = `${linePath} L${PLOT.x1} ${PLOT.bottom} L${PLOT.x0} ${PLOT.bottom} Z`;
const [lastX, lastY] = linePoints[linePoints.length - 1]!;

const NAV: [StageIcon, string][] = [
  ["layout-dashboard", "Live overview"],
  ["arrow-left-right", "Transactions"],
  ["landmark", "Settlements"],
  ["shield-alert", "Risk alerts"],
  ["store", "Merchants"],
  ["bell", "Alert rules"],
];

function Dashboard() {
  return (
    <symbol id="stage-dash" viewBox="0 0 616 348">
      <rect width="616" height="348" fill="var(--st-window)" />
      {/* browser chrome */}
      <rect width="616" height="30" fill="var(--st-chrome)" />
      <path d="M0 30.5 H616" stroke="var(--st-line)" />
      {[16, 30, 44].map((cx) => (
        <circle key={cx} cx={cx} cy="15" r="4.5" fill="var(--st-line-strong)" />
      ))}
      <rect x="218" y="8" width="180" height="14" rx="7" fill="var(--st-window)" stroke="var(--st-line)" />
      <path
        d="M270 13.6 v-1.4 a2.2 2.2 0 0 1 4.4 0 v1.4 M269.2 13.6 h6 v4.4 h-6 z"
        fill="none"
        stroke="var(--st-muted)"
        strokeWidth="0.9"
      />
      <text x="280" y="18.2" fontSize="8.5" fill="var(--st-muted)">
        {D.address}
      </text>
      {/* sidebar: Quantum's logo, its workspace navigation */}
      <rect y="31" width={SIDE} height="317" fill="var(--st-chrome)" />
      <path d={`M${SIDE + 0.5} 31 V348`} stroke="var(--st-line)" />
      <rect x="14" y="44" width="20" height="20" rx="5.5" fill="var(--st-q)" />
      <circle cx="24" cy="54" r="4.8" fill="none" stroke="#0E1118" strokeWidth="2" />
      <path d="M26.4 56.4 l3.2 3.2" stroke="#0E1118" strokeWidth="2" strokeLinecap="round" />
      <text x="41" y="58.5" fontSize="12" fontWeight="600" fontFamily={DISPLAY}>
        Quantum
      </text>
      <text x="16" y="88" fontSize="6.5" fontWeight="600" letterSpacing="0.1em" fill="var(--st-muted)">
        WORKSPACE
      </text>
      {NAV.map(([icon, label], i) => {
        const y = 96 + i * 25;
        const on = i === 0;
        return (
          <g key={label}>
            {on && <rect x="8" y={y} width={SIDE - 16} height="21" rx="6" fill="var(--st-q-soft)" />}
            <Icon name={icon} x={16} y={y + 4.5} size={12} color={on ? "var(--st-q)" : "var(--st-muted)"} width={1.6} />
            <text
              x="35"
              y={y + 13.8}
              fontSize="8.5"
              fontWeight={on ? 600 : 400}
              fill={on ? "var(--st-text)" : "var(--st-muted)"}
            >
              {label}
            </text>
            {label === "Risk alerts" && (
              <g>
                <rect x={SIDE - 30} y={y + 5} width="16" height="11" rx="5.5" fill="var(--st-bad)" />
                <text
                  x={SIDE - 22}
                  y={y + 13}
                  fontSize="7.5"
                  fontWeight="600"
                  textAnchor="middle"
                  fill="var(--st-window)"
                >
                  3
                </text>
              </g>
            )}
          </g>
        );
      })}
      {/* header */}
      <text x={MAIN} y="60" fontSize="15" fontWeight="600" fontFamily={DISPLAY}>
        {D.title}
      </text>
      <text x={MAIN} y="76" fontSize="8.5" fill="var(--st-muted)">
        {D.updated}
      </text>
      <Icon name="search" x={510} y={49} size={13} color="var(--st-muted)" width={1.6} />
      <Icon name="bell" x={530} y={49} size={13} color="var(--st-muted)" width={1.6} />
      <Pill x={554} y={48} w={44} text="Live" bg="var(--st-good-soft)" fg="var(--st-good)" dot />
      {/* the chart's panel; its line and area are the stage-line symbol */}
      <rect
        x={CHART.x}
        y={CHART.y}
        width={CHART.w}
        height={CHART.h}
        rx="10"
        fill="var(--st-panel)"
        stroke="var(--st-line)"
      />
      <text x={CHART.x + 14} y={CHART.y + 20} fontSize="10" fontWeight="600">
        {D.chartTitle}
      </text>
      <circle cx={CHART.x + 16} cy={CHART.y + 33} r="3" fill="var(--st-q)" />
      <text x={CHART.x + 23} y={CHART.y + 35.6} fontSize="7.5" fill="var(--st-muted)">
        Today
      </text>
      <path
        d={`M${CHART.x + 54} ${CHART.y + 33} h10`}
        stroke="var(--st-line-strong)"
        strokeWidth="1.6"
        strokeDasharray="2.5 2"
      />
      <text x={CHART.x + 68} y={CHART.y + 35.6} fontSize="7.5" fill="var(--st-muted)">
        Last week
      </text>
      {[0, 1, 2, 3, 4].map((i) => {
        const y = PLOT.bottom - (i * (PLOT.bottom - PLOT.top)) / 4;
        return (
          <g key={i}>
            <path d={`M${PLOT.x0} ${y} H${PLOT.x1}`} stroke="var(--st-line)" strokeDasharray={i ? "3 4" : undefined} />
            <text x={PLOT.x0 - 7} y={y + 2.6} fontSize="7.5" textAnchor="end" fill="var(--st-muted)">
              {i * 20}
            </text>
          </g>
        );
      })}
      <path
        d={`M${D.lastWeek.map((v, i) => point(v, i).join(" ")).join(" L")}`}
        fill="none"
        stroke="var(--st-line-strong)"
        strokeWidth="1.5"
        strokeDasharray="3 3"
      />
      {D.axis.map((label, i) => (
        <text
          key={label}
          x={PLOT.x0 + (i * (PLOT.x1 - PLOT.x0)) / (D.axis.length - 1)}
          y={PLOT.bottom + 16}
          fontSize="7.5"
          textAnchor={i === 0 ? "start" : i === D.axis.length - 1 ? "end" : "middle"}
          fill="var(--st-muted)"
        >
          {label}
        </text>
      ))}
      {/* KPI tiles beside the chart (the phone covers the column below them) */}
      {D.kpis.slice(0, 2).map((k, i) => {
        const y = CHART.y + i * 62;
        return (
          <g key={k.label}>
            <rect x="452" y={y} width="148" height="54" rx="10" fill="var(--st-panel)" stroke="var(--st-line)" />
            <text x="464" y={y + 16} fontSize="8.5" fill="var(--st-muted)">
              {k.label}
            </text>
            <text x="464" y={y + 36} fontSize="15" fontWeight="600" fontFamily={DISPLAY}>
              {k.value}
            </text>
            <text x="464" y={y + 48} fontSize="7.5" fontWeight="600" fill="var(--st-good)">
              {k.delta} vs yesterday
            </text>
          </g>
        );
      })}
    </symbol>
  );
}

/** The chart's line and area: a symbol of its own, so its "drawing" is a composited wipe. */
const LINE_BOX = { x: PLOT.x0 - 4, y: PLOT.top - 12, w: PLOT.x1 - PLOT.x0 + 12, h: PLOT.bottom - PLOT.top + 16 };
function ChartLine() {
  const box = LINE_BOX;
  return (
    <symbol id="stage-line" viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}>
      <path d={areaPath} fill="url(#stage-area)" />
      <path d={linePath} fill="none" stroke="var(--st-q)" strokeWidth="2.2" strokeLinejoin="round" />
      <path d={`M${lastX} ${lastY} V${PLOT.bottom}`} stroke="var(--st-q)" strokeOpacity="0.6" strokeDasharray="2 3" />
      <rect x={lastX - 74} y={lastY - 9} width="64" height="18" rx="5" fill="var(--st-tooltip)" />
      <text
        x={lastX - 42}
        y={lastY + 3}
        fontSize="7.5"
        fontWeight="600"
        textAnchor="middle"
        fill="var(--st-tooltip-text)"
      >
        ₹{D.series[D.series.length - 1]} L · 18:00
      </text>
      <circle cx={lastX} cy={lastY} r="7" fill="var(--st-q)" fillOpacity="0.22" />
      <circle cx={lastX} cy={lastY} r="3.6" fill="var(--st-window)" stroke="var(--st-q)" strokeWidth="2" />
    </symbol>
  );
}

// ---- Freight card (viewBox 288 × 236): a street map at MAP_Y, NH-48 through it, the truck on it ----
const MAP_Y = 40;
const MAP_H = 134;
/** NH-48 across the map, in map units; the route runs along it. */
const HIGHWAY = [
  [-4, 118],
  [58, 104],
  [116, 82],
  [176, 70],
  [232, 46],
  [292, 28],
] as const;
const TRUCK_AT = 0.47;
function along(points: readonly (readonly [number, number])[], t: number): [number, number] {
  const lengths = points.slice(1).map(([x, y], i) => Math.hypot(x - points[i]![0], y - points[i]![1]));
  let left = lengths.reduce((a, b) => a + b, 0) * t;
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i]!) {
      const f = left / lengths[i]!;
      const [x0, y0] = points[i]!;
      const [x1, y1] = points[i + 1]!;
      return [Math.round(x0 + (x1 - x0) * f), Math.round(y0 + (y1 - y0) * f)];
    }
    left -= lengths[i]!;
  }
  return [...points[points.length - 1]!] as [number, number];
}
/** Map labels: a halo in the map's colour keeps them legible where they cross a street. */
const HALO = { fill: "var(--st-map-label)", stroke: "var(--st-map)", strokeWidth: 2.4, paintOrder: "stroke" } as const;
const pathOf = (pts: readonly (readonly [number, number])[]) => `M${pts.map(([x, y]) => `${x} ${y}`).join(" L")}`;
const highwayPath = pathOf(HIGHWAY);
const [truckX, truckY] = along(HIGHWAY, TRUCK_AT);

/** The town's streets: [x1, y1, x2, y2], a slightly skewed grid with gaps, as a real one has. */
const STREETS = [
  [60, 22, 252, 8],
  [34, 50, 150, 42],
  [176, 38, 270, 30],
  [64, 76, 112, 73],
  [150, 104, 292, 90],
  [92, 128, 210, 118],
  [84, 10, 92, 134],
  [112, 0, 120, 78],
  [196, 20, 204, 134],
  [228, 6, 234, 130],
  [258, 0, 262, 134],
  [40, 34, 46, 110],
  [0, 72, 40, 67],
  [10, 130, 84, 122],
];

function Freight() {
  const [tx, ty] = [truckX, truckY];
  return (
    <symbol id="stage-freight" viewBox="0 0 288 236">
      <rect width="288" height="236" fill="var(--st-window)" />
      {/* Atlas Freight's mark and name */}
      <path d="M12 29 L22 11 L32 29 Z" fill="var(--st-atlas)" />
      <path d="M17.6 29 L22 21 L26.4 29 Z" fill="var(--st-window)" />
      <text x="38" y="25" fontSize="12" fontWeight="600" fontFamily={DISPLAY}>
        Atlas{" "}
        <tspan fontWeight="400" fill="var(--st-muted)">
          Freight
        </tspan>
      </text>
      <Pill x={216} y={13} w={58} text="In transit" bg="var(--st-atlas-soft)" fg="var(--st-atlas-text)" dot />
      {/* the map */}
      <g transform={`translate(0 ${MAP_Y})`}>
        <rect width="288" height={MAP_H} fill="var(--st-map)" />
        <path d="M132 50 h44 l4 28 h-44 z M214 98 h38 v24 h-40 z" fill="var(--st-park)" />
        <path d="M-4 30 C24 24 44 40 70 30 S104 2 124 -4" stroke="var(--st-water)" strokeWidth="8" fill="none" />
        <g stroke="var(--st-road)" strokeWidth="2.6" strokeLinecap="round">
          {STREETS.map(([x1, y1, x2, y2]) => (
            <path key={`${x1}-${y1}`} d={`M${x1} ${y1} L${x2} ${y2}`} />
          ))}
        </g>
        {/* an arterial, Bansur Road */}
        <path d="M150 -4 C152 34 144 68 160 94 S168 124 164 138" stroke="var(--st-road)" strokeWidth="5" fill="none" />
        <text transform="translate(165 100) rotate(82)" fontSize="6.5" fontWeight="400" {...HALO}>
          Bansur Rd
        </text>
        {/* NH-48, its casing, then the route along it: travelled solid, still to go dashed */}
        <path d={highwayPath} stroke="var(--st-hwy-edge)" strokeWidth="10" strokeLinejoin="round" fill="none" />
        <path d={highwayPath} stroke="var(--st-hwy)" strokeWidth="7" strokeLinejoin="round" fill="none" />
        <path
          d={highwayPath}
          pathLength={1}
          strokeDasharray={`${TRUCK_AT} 1`}
          stroke="var(--st-atlas)"
          strokeWidth="3.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <path
          d={highwayPath}
          pathLength={1}
          strokeDasharray="0.012 0.018"
          strokeDashoffset={-TRUCK_AT}
          stroke="var(--st-atlas)"
          strokeWidth="2.4"
          strokeLinecap="round"
          fill="none"
        />
        <text x="50" y="64" fontSize="7.5" fontWeight="600" letterSpacing="0.16em" {...HALO}>
          KOTPUTLI
        </text>
        <rect x="20" y="104" width="27" height="11" rx="3" fill="var(--st-window)" stroke="var(--st-hwy-edge)" />
        <text x="33.5" y="112" fontSize="6.5" fontWeight="600" textAnchor="middle">
          NH-48
        </text>
        <rect x="222" y="6" width="60" height="14" rx="7" fill="var(--st-window)" stroke="var(--st-line)" />
        {/* The arrow is an icon: no font file of the site's has a glyph for it. */}
        <text x="268.5" y="15.6" fontSize="6.5" fontWeight="600" textAnchor="end">
          {F.to} {F.left}
        </text>
        <Icon name="arrow-right" x={268.5} y={9.4} size={7.5} color="var(--st-text)" width={1.1} />
        <circle cx={tx} cy={ty} r="9.5" fill="var(--st-atlas)" stroke="var(--st-window)" strokeWidth="2.2" />
        <Icon name="truck" x={tx - 5.5} y={ty - 5.5} size={11} color="#1A1204" width={1.6} />
      </g>
      <path d={`M0 ${MAP_Y + MAP_H + 0.5} H288`} stroke="var(--st-line)" />
      {/* the trip */}
      <text x="14" y="194" fontSize="10" fontWeight="600">
        Shipment {F.shipment}
      </text>
      <text x="274" y="194" fontSize="10" fontWeight="600" textAnchor="end" fill="var(--st-atlas-text)">
        {F.eta}
      </text>
      <rect x="14" y="203" width="260" height="5" rx="2.5" fill="var(--st-line)" />
      <rect x="14" y="203" width={260 * F.progress} height="5" rx="2.5" fill="var(--st-atlas)" />
      <circle
        cx={14 + 260 * F.progress}
        cy="205.5"
        r="4"
        fill="var(--st-window)"
        stroke="var(--st-atlas)"
        strokeWidth="2"
      />
      <text x="14" y="223" fontSize="8.5" fill="var(--st-muted)">
        {F.from}
      </text>
      <text x="144" y="223" fontSize="8.5" textAnchor="middle" fill="var(--st-muted)">
        {F.done}
      </text>
      <text x="274" y="223" fontSize="8.5" textAnchor="end" fill="var(--st-muted)">
        {F.to}
      </text>
    </symbol>
  );
}

/** Nexus's app icon: an emerald rounded square with its N. */
function NexusIcon({ x, y, size }: { x: number; y: number; size: number }) {
  const k = size / 16;
  return (
    <g transform={`translate(${x} ${y}) scale(${k})`}>
      <rect width="16" height="16" rx="4.5" fill="url(#stage-nexus)" />
      <path
        d="M4.6 12 V4 L11.4 12 V4"
        fill="none"
        stroke="#fff"
        strokeWidth="1.7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </g>
  );
}

const TABS: [StageIcon, string][] = [
  ["route", "Route"],
  ["shopping-cart", "Orders"],
  ["refresh-cw", "Sync"],
  ["user", "Profile"],
];

function Phone() {
  return (
    <symbol id="stage-phone" viewBox="0 0 160 330">
      <rect width="160" height="330" rx="26" fill="var(--st-bezel)" />
      <rect x="6" y="6" width="148" height="318" rx="21" fill="var(--st-window)" />
      <rect x="62" y="12" width="36" height="10" rx="5" fill="var(--st-bezel)" />
      <text x="20" y="20.5" fontSize="7.5" fontWeight="600">
        9:41
      </text>
      <rect x="126" y="14.5" width="13" height="6.5" rx="2" fill="none" stroke="var(--st-text)" strokeWidth="0.9" />
      <rect x="127.5" y="16" width="8" height="3.5" rx="0.8" fill="var(--st-text)" />
      {/* Nexus's header */}
      <NexusIcon x={14} y={33} size={16} />
      <text x="35" y="44.6" fontSize="10" fontWeight="600" fontFamily={DISPLAY}>
        Nexus
      </text>
      <circle cx="138" cy="41" r="8" fill="var(--st-nexus-soft)" />
      <text x="138" y="43.6" fontSize="6.5" fontWeight="600" textAnchor="middle" fill="var(--st-nexus-ink)">
        {P.rep}
      </text>
      <text x="14" y="74" fontSize="12" fontWeight="600" fontFamily={DISPLAY}>
        {P.title}
      </text>
      <text x="14" y="86" fontSize="6.5" fill="var(--st-muted)">
        {P.subtitle}
      </text>
      <rect x="12" y="94" width="136" height="46" rx="10" fill="url(#stage-nexus)" />
      <text x="22" y="114" fontSize="15" fontWeight="600" fill="#fff" fontFamily={DISPLAY}>
        {P.booked}
      </text>
      <text x="22" y="128" fontSize="6.5" fill="#fff" fillOpacity="0.85">
        booked today · {P.visited}
      </text>
      {P.orders.map((order, i) => {
        const y = 148 + i * 40;
        const initials = order.shop
          .split(" ")
          .slice(0, 2)
          .map((w) => w[0])
          .join("");
        return (
          <g key={order.shop}>
            <rect x="12" y={y} width="136" height="34" rx="9" fill="var(--st-panel)" stroke="var(--st-line)" />
            <circle cx="29" cy={y + 17} r="9" fill="var(--st-nexus-soft)" />
            <text x="29" y={y + 19.6} fontSize="6.5" fontWeight="600" textAnchor="middle" fill="var(--st-nexus-ink)">
              {initials}
            </text>
            <text x="43" y={y + 14.5} fontSize="7.5" fontWeight="600">
              {order.shop}
            </text>
            <text x="43" y={y + 26} fontSize="6.5" fill="var(--st-muted)">
              {order.items}
            </text>
            <text x="140" y={y + 26} fontSize="7.5" fontWeight="600" textAnchor="end">
              {order.total}
            </text>
          </g>
        );
      })}
      {/* tab bar */}
      <path d="M6 278.5 H154" stroke="var(--st-line)" />
      {TABS.map(([icon, label], i) => {
        const cx = 6 + (148 * (i + 0.5)) / TABS.length;
        const color = i === 1 ? "var(--st-nexus-ink)" : "var(--st-muted)";
        return (
          <g key={label}>
            <Icon name={icon} x={cx - 6} y={284} size={12} color={color} width={1.5} />
            <text x={cx} y="305" fontSize="6.5" fontWeight={i === 1 ? 600 : 400} textAnchor="middle" fill={color}>
              {label}
            </text>
          </g>
        );
      })}
      <rect x="56" y="313" width="48" height="3" rx="1.5" fill="var(--st-text)" />
    </symbol>
  );
}

/** The "order synced" notification that drops in over the phone's header, as the OS shows it. */
function Toast() {
  return (
    <symbol id="stage-toast" viewBox="0 0 140 38">
      <rect width="140" height="38" rx="11" fill="var(--st-toast)" />
      <NexusIcon x={8} y={9.5} size={19} />
      <text x="34" y="16.5" fontSize="7.5" fontWeight="600" fill="var(--st-toast-text)">
        {P.toast.title}
      </text>
      <text x="133" y="15.5" fontSize="6.5" textAnchor="end" fill="var(--st-toast-muted)">
        now
      </text>
      <text x="34" y="27.5" fontSize="6.5" fill="var(--st-toast-muted)">
        {P.toast.detail}
      </text>
    </symbol>
  );
}

/** The stage's SVG file: every layer as a symbol, and the gradients they share. */
export function StageSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id="stage-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={QUANTUM_VIOLET} stopOpacity="0.32" />
          <stop offset="1" stopColor={QUANTUM_VIOLET} stopOpacity="0" />
        </linearGradient>
        <linearGradient id="stage-nexus" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={NEXUS_FROM} />
          <stop offset="1" stopColor={NEXUS_TO} />
        </linearGradient>
      </defs>
      <Dashboard />
      <ChartLine />
      <Freight />
      <Phone />
      <Toast />
    </svg>
  );
}

/** One symbol of the sprite, at the size of its layer (the symbol maps its own view box onto it). */
function Use({ id, w, h }: { id: string; w: number; h: number }) {
  return (
    <svg viewBox={`0 0 ${w} ${h}`}>
      <use href={`${STAGE_SPRITE_PATH}#${id}`} />
    </svg>
  );
}

/** A percentage, short: the page carries these, and its HTML has a byte budget. */
const pct = (n: number, of: number) => `${+((n / of) * 100).toFixed(2)}%`;
type Box = { x: number; y: number; w: number; h: number };
/** A box placed inside another (the stage, or a layer), in percentages of that one's size. */
const within = (b: Box, outer: { w: number; h: number }, height = true) => ({
  left: pct(b.x, outer.w),
  top: pct(b.y, outer.h),
  width: pct(b.w, outer.w),
  ...(height ? { height: pct(b.h, outer.h) } : {}),
});
const STAGE = { w: 640, h: 540 };

function Layer({ name, box, id, children }: { name: string; box: Box; id: string; children: ReactNode }) {
  return (
    <div className={`stage-layer stage-${name}`} style={within(box, STAGE, false)}>
      <Use id={id} w={box.w} h={box.h} />
      {children}
    </div>
  );
}

export function ProductStage({ className, label }: { className?: string; label: string }) {
  const box = LINE_BOX;
  return (
    <figure
      role="img"
      aria-label={label}
      data-stage=""
      data-state="still"
      className={`stage relative aspect-[640/540] w-full${className ? ` ${className}` : ""}`}
    >
      <Layer name="dash" box={DASH} id="stage-dash">
        <div className="stage-wipe absolute" style={within(box, DASH)}>
          <div className="stage-wipe-inner size-full">
            <Use id="stage-line" w={box.w} h={box.h} />
          </div>
        </div>
      </Layer>
      <Layer name="freight" box={CARD} id="stage-freight">
        <span
          className="stage-pulse absolute rounded-full"
          style={within({ x: truckX - 14, y: MAP_Y + truckY - 14, w: 28, h: 28 }, CARD)}
        />
      </Layer>
      <Layer name="phone" box={PHONE} id="stage-phone">
        <div className="stage-toast absolute" style={within({ x: 10, y: 24, w: 140, h: 38 }, PHONE)}>
          <Use id="stage-toast" w={140} h={38} />
        </div>
      </Layer>
    </figure>
  );
}
