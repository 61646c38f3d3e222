import { stage, stageLabel } from "./stage-data";

/**
 * The home hero's picture: three screens from our case studies, layered (a payments
 * dashboard, a freight portal, a field-sales phone app), drawn from stage-data.ts.
 *
 * The drawing lives in one SVG file of symbols (StageSprite, served as STAGE_SPRITE_PATH), and
 * the page places it with <use>: the page's HTML stays small (a byte budget), the file is
 * cached, and the symbols still take the theme's colours (--st-* custom properties inherit
 * into <use>) and the page's font. Gradients live in the file, so they use fixed brand colours
 * that read on both themes.
 *
 * The animation ("the screens coming alive": the chart draws, the truck's position pulses, an
 * order syncs on the phone) is CSS on separate layers that only move with transform and
 * opacity, and runs only while [data-state="playing"] (set by src/client/motion.ts once the
 * page has loaded; never under reduced motion). Without it the picture shows its finished frame.
 */
export const STAGE_SPRITE_PATH = "/art/stage.svg";
const BRAND_FROM = "#f0652a";
const BRAND_TO = "#d83a7c";

const D = stage.dashboard;
const F = stage.freight;
const P = stage.phone;

// ---- Dashboard geometry (viewBox 560 × 350) ----
const PLOT = { x0: 92, x1: 512, top: 196, bottom: 306 };
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

// ---- Freight route (viewBox 300 × 230): a polyline along the roads, and the truck on it ----
const ROUTE = [
  [34, 156],
  [90, 142],
  [126, 116],
  [184, 106],
  [224, 82],
  [262, 66],
] as const;
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
const routePath = `M${ROUTE.map(([x, y]) => `${x} ${y}`).join(" L")}`;
const [truckX, truckY] = along(ROUTE, F.progress);

/** A layer placed over the stage in percentages of the whole (640 × 540). */
const place = (x: number, y: number, w: number, h?: number) => ({
  left: `${(x / 640) * 100}%`,
  top: `${(y / 540) * 100}%`,
  width: `${(w / 640) * 100}%`,
  ...(h ? { height: `${(h / 540) * 100}%` } : {}),
});
/** A layer placed inside another, in percentages of that layer's own box. */
const inside = (x: number, y: number, w: number, h: number, box: { w: number; h: number }) => ({
  left: `${(x / box.w) * 100}%`,
  top: `${(y / box.h) * 100}%`,
  width: `${(w / box.w) * 100}%`,
  height: `${(h / box.h) * 100}%`,
});

function Dashboard() {
  const tiles = D.kpis.map((kpi, i) => ({ ...kpi, x: 76 + i * 154 }));
  return (
    <symbol id="stage-dash" viewBox="0 0 560 350">
      <rect width="560" height="350" fill="var(--st-window)" />
      <rect width="560" height="30" fill="var(--st-chrome)" />
      <path d="M0 30.5 H560" stroke="var(--st-line)" />
      {[16, 30, 44].map((cx) => (
        <circle key={cx} cx={cx} cy="15" r="4.5" fill="var(--st-line-strong)" />
      ))}
      <rect x="200" y="8" width="160" height="14" rx="7" fill="var(--st-window)" stroke="var(--st-line)" />
      <text x="280" y="18.2" fontSize="8.5" textAnchor="middle" fill="var(--st-muted)">
        {D.address}
      </text>
      <rect y="31" width="56" height="319" fill="var(--st-chrome)" />
      <rect x="16" y="44" width="24" height="24" rx="7" fill="url(#stage-brand)" />
      <path d="M24 61 L28 51 L32 61 M25.5 57.5 H30.5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x="17"
          y={90 + i * 30}
          width="22"
          height="20"
          rx="6"
          fill={i === 0 ? "var(--st-accent-soft)" : "none"}
          stroke={i === 0 ? "none" : "var(--st-line-strong)"}
        />
      ))}
      <text x="76" y="58" fontSize="15" fontWeight="650">
        {D.title}
      </text>
      <text x="76" y="74" fontSize="9" fill="var(--st-muted)">
        {D.updated}
      </text>
      <rect x="478" y="46" width="50" height="20" rx="10" fill="var(--st-accent-soft)" />
      <circle cx="491" cy="56" r="3.5" fill="var(--st-accent)" />
      <text x="499" y="59.2" fontSize="9" fontWeight="600" fill="var(--st-accent-text)">
        Live
      </text>
      {tiles.map((t) => (
        <g key={t.label}>
          <rect x={t.x} y="88" width="144" height="60" rx="10" fill="var(--st-panel)" stroke="var(--st-line)" />
          <text x={t.x + 12} y="107" fontSize="9" fill="var(--st-muted)">
            {t.label}
          </text>
          <text x={t.x + 12} y="133" fontSize="17" fontWeight="650">
            {t.value}
          </text>
          <rect x={t.x + 88} y="97" width="46" height="15" rx="7.5" fill="var(--st-accent-soft)" />
          <text
            x={t.x + 111}
            y="107.6"
            fontSize="7.5"
            fontWeight="600"
            textAnchor="middle"
            fill="var(--st-accent-text)"
          >
            {t.delta}
          </text>
        </g>
      ))}
      <rect x="76" y="160" width="452" height="176" rx="10" fill="var(--st-panel)" stroke="var(--st-line)" />
      <text x="90" y="181" fontSize="10" fontWeight="600">
        {D.chartTitle}
      </text>
      {[0, 1, 2, 3].map((i) => {
        const y = PLOT.top + (i * (PLOT.bottom - PLOT.top)) / 3;
        return <path key={i} d={`M${PLOT.x0} ${y} H${PLOT.x1}`} stroke="var(--st-line)" strokeDasharray="3 4" />;
      })}
      {D.axis.map((label, i) => (
        <text
          key={label}
          x={PLOT.x0 + (i * (PLOT.x1 - PLOT.x0)) / (D.axis.length - 1)}
          y="324"
          fontSize="8"
          textAnchor={i === 0 ? "start" : i === D.axis.length - 1 ? "end" : "middle"}
          fill="var(--st-muted)"
        >
          {label}
        </text>
      ))}
    </symbol>
  );
}

/** The chart's line and area: a symbol of its own, so its "drawing" is a composited wipe. */
const LINE_BOX = { x: PLOT.x0 - 6, y: PLOT.top - 30, w: PLOT.x1 - PLOT.x0 + 14, h: PLOT.bottom - PLOT.top + 36 };
function ChartLine() {
  const box = LINE_BOX;
  return (
    <symbol id="stage-line" viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}>
      <path d={areaPath} fill="url(#stage-area)" />
      <path d={linePath} fill="none" stroke="url(#stage-brand)" strokeWidth="2.6" strokeLinejoin="round" />
      <rect x={lastX - 76} y={lastY - 26} width="64" height="18" rx="6" fill="var(--st-tooltip)" />
      <text
        x={lastX - 44}
        y={lastY - 14}
        fontSize="8"
        fontWeight="600"
        textAnchor="middle"
        fill="var(--st-tooltip-text)"
      >
        ₹{D.series[D.series.length - 1]} L · 18:00
      </text>
      <circle cx={lastX} cy={lastY} r="4.2" fill="var(--st-window)" stroke="var(--st-accent-2)" strokeWidth="2.2" />
    </symbol>
  );
}

function Freight() {
  return (
    <symbol id="stage-freight" viewBox="0 0 300 230">
      <rect width="300" height="230" fill="var(--st-window)" />
      <text x="14" y="21" fontSize="7.5" fontWeight="600" letterSpacing="0.12em" fill="var(--st-muted)">
        {F.product.toUpperCase()}
      </text>
      <text x="14" y="37" fontSize="12" fontWeight="650">
        Shipment {F.shipment}
      </text>
      <rect x="224" y="16" width="62" height="18" rx="9" fill="var(--st-accent-soft)" />
      <text x="255" y="28" fontSize="8" fontWeight="600" textAnchor="middle" fill="var(--st-accent-text)">
        In transit
      </text>
      <rect x="10" y="48" width="280" height="130" rx="10" fill="var(--st-map)" />
      <path d="M196 48 C214 78 262 86 290 82 V48 Z" fill="var(--st-water)" />
      <path d="M10 118 C60 110 90 152 150 150 S246 130 290 140" stroke="var(--st-road)" strokeWidth="5" fill="none" />
      <path d="M70 48 C76 92 118 126 120 178" stroke="var(--st-road)" strokeWidth="4" fill="none" />
      <path d="M180 178 C176 150 196 120 236 104" stroke="var(--st-road)" strokeWidth="4" fill="none" />
      <path
        d={routePath}
        stroke="var(--st-accent)"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeDasharray="2 5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d={routePath}
        pathLength={1}
        strokeDasharray={`${F.progress} 1`}
        stroke="var(--st-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle
        cx={ROUTE[0][0]}
        cy={ROUTE[0][1]}
        r="4.5"
        fill="var(--st-window)"
        stroke="var(--st-text)"
        strokeWidth="2"
      />
      <path
        d={`M${ROUTE[5][0]} ${ROUTE[5][1] + 2} c-6 -7 -8 -10 -8 -14 a8 8 0 0 1 16 0 c0 4 -2 7 -8 14 z`}
        fill="var(--st-accent-2)"
      />
      <circle cx={ROUTE[5][0]} cy={ROUTE[5][1] - 12} r="3" fill="var(--st-window)" />
      <circle cx={truckX} cy={truckY} r="7" fill="var(--st-accent)" stroke="var(--st-window)" strokeWidth="2.5" />
      <text x="14" y="197" fontSize="8.5" fill="var(--st-muted)">
        {F.from}
      </text>
      <text x="150" y="197" fontSize="8.5" fontWeight="600" textAnchor="middle">
        {F.eta}
      </text>
      <text x="286" y="197" fontSize="8.5" textAnchor="end" fill="var(--st-muted)">
        {F.to}
      </text>
      <rect x="14" y="206" width="272" height="6" rx="3" fill="var(--st-line)" />
      <rect x="14" y="206" width={272 * F.progress} height="6" rx="3" fill="var(--st-accent)" />
    </symbol>
  );
}

function Phone() {
  return (
    <symbol id="stage-phone" viewBox="0 0 180 370">
      <rect width="180" height="370" rx="30" fill="var(--st-bezel)" />
      <rect x="7" y="7" width="166" height="356" rx="24" fill="var(--st-window)" />
      <rect x="68" y="14" width="44" height="12" rx="6" fill="var(--st-bezel)" />
      <text x="22" y="24" fontSize="8.5" fontWeight="600">
        9:41
      </text>
      <rect x="144" y="17.5" width="14" height="7" rx="2" fill="none" stroke="var(--st-text)" strokeWidth="1" />
      <rect x="145.5" y="19" width="8" height="4" rx="1" fill="var(--st-text)" />
      <text x="18" y="62" fontSize="13" fontWeight="650">
        {P.title}
      </text>
      <text x="18" y="76" fontSize="8" fill="var(--st-muted)">
        {P.subtitle}
      </text>
      <rect x="16" y="88" width="148" height="52" rx="12" fill="url(#stage-brand)" />
      <text x="28" y="112" fontSize="15" fontWeight="650" fill="#fff">
        ₹28,780
      </text>
      <text x="28" y="127" fontSize="7.5" fill="#fff" fillOpacity="0.85">
        booked today · 3 of 9 shops
      </text>
      {P.orders.map((order, i) => {
        const y = 152 + i * 50;
        const initials = order.shop
          .split(" ")
          .slice(0, 2)
          .map((w) => w[0])
          .join("");
        return (
          <g key={order.shop}>
            <rect x="16" y={y} width="148" height="42" rx="10" fill="var(--st-panel)" stroke="var(--st-line)" />
            <circle cx="35" cy={y + 21} r="10" fill="var(--st-accent-soft)" />
            <text x="35" y={y + 24} fontSize="7.5" fontWeight="700" textAnchor="middle" fill="var(--st-accent-text)">
              {initials}
            </text>
            <text x="51" y={y + 18} fontSize="8" fontWeight="600">
              {order.shop}
            </text>
            <text x="51" y={y + 31} fontSize="7.2" fill="var(--st-muted)">
              {order.items}
            </text>
            <text x="156" y={y + 31} fontSize="8" fontWeight="650" textAnchor="end">
              {order.total}
            </text>
          </g>
        );
      })}
      <rect x="16" y="312" width="148" height="32" rx="16" fill="var(--st-text)" />
      <text x="90" y="331" fontSize="9" fontWeight="600" textAnchor="middle" fill="var(--st-window)">
        New order
      </text>
    </symbol>
  );
}

function Toast() {
  return (
    <symbol id="stage-toast" viewBox="0 0 156 42">
      <rect width="156" height="42" rx="12" fill="var(--st-toast)" />
      <circle cx="20" cy="21" r="10" fill="var(--st-accent)" />
      <path d="M15.5 21.5 L18.8 24.6 L24.8 17.6" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      <text x="37" y="18" fontSize="8.5" fontWeight="650" fill="var(--st-toast-text)">
        {P.toast.title}
      </text>
      <text x="37" y="30" fontSize="7" fill="var(--st-toast-muted)">
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
        <linearGradient id="stage-brand" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND_FROM} />
          <stop offset="1" stopColor={BRAND_TO} />
        </linearGradient>
        <linearGradient id="stage-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={BRAND_FROM} stopOpacity="0.26" />
          <stop offset="1" stopColor={BRAND_FROM} stopOpacity="0" />
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
function Use({ id, viewBox }: { id: string; viewBox: string }) {
  return (
    <svg viewBox={viewBox}>
      <use href={`${STAGE_SPRITE_PATH}#${id}`} />
    </svg>
  );
}

export function ProductStage({ className }: { className?: string }) {
  const box = LINE_BOX;
  return (
    <figure
      role="img"
      aria-label={stageLabel()}
      data-stage=""
      data-state="still"
      className={`stage relative aspect-[640/540] w-full ${className ?? ""}`}
    >
      <div className="stage-layer stage-dash" style={place(70, 10, 560, 350)}>
        <Use id="stage-dash" viewBox="0 0 560 350" />
        <div className="stage-wipe absolute" style={inside(box.x, box.y, box.w, box.h, { w: 560, h: 350 })}>
          <div className="stage-wipe-inner size-full">
            <Use id="stage-line" viewBox={`0 0 ${box.w} ${box.h}`} />
          </div>
        </div>
      </div>
      <div className="stage-layer stage-freight" style={place(0, 262, 300, 230)}>
        <Use id="stage-freight" viewBox="0 0 300 230" />
        <span
          className="stage-pulse absolute rounded-full"
          style={inside(truckX - 14, truckY - 14, 28, 28, { w: 300, h: 230 })}
        />
      </div>
      <div className="stage-layer stage-phone" style={place(448, 150, 180, 370)}>
        <Use id="stage-phone" viewBox="0 0 180 370" />
        <div className="stage-toast absolute" style={inside(12, 40, 156, 42, { w: 180, h: 370 })}>
          <Use id="stage-toast" viewBox="0 0 156 42" />
        </div>
      </div>
    </figure>
  );
}
