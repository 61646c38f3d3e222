/**
 * Atlas Freight Portal: shipper self-service for a Delhi NCR operator with 400 trucks:
 * live tracking, instant quotes and booking, and proof of delivery from the driver's phone.
 * Dark slate portal with a signal-amber brand; a light mobile web app for drivers.
 */
import { caseStudy } from "./case-study.mjs";
import { DESKTOP, desktopScreen, homeIndicator, phoneScreen } from "./frames.mjs";
import { C, L, R, T, icon, inr, path, pill, tw } from "./ui.mjs";

const t = {
  bg: "#11161D",
  side: "#0C1016",
  panel: "#171D26",
  panel2: "#1E2631",
  line: "#26303C",
  text: "#E9EDF2",
  muted: "#8E9AA8",
  faint: "#5E6A78",
  brand: "#F5A524",
  brandSoft: "#3A2C12",
  green: "#3DD68C",
  greenSoft: "#123527",
  map: "#161C24",
  road: "#232C37",
  highway: "#38424F",
};
const desktop = desktopScreen({ bg: "#171D26", line: "#26303C", dot: "#3A4350", url: "#0C1016", urlText: "#8E9AA8" });
const { w: W, h: H } = DESKTOP;

function topnav(active) {
  const out = [R(0, 0, W, 54, { fill: t.side }), L(0, 53.5, W, 53.5, t.line)];
  out.push(`<path d="M22 36 L33 16 L44 36 Z" fill="${t.brand}"/><path d="M28 36 L33 27 L38 36 Z" fill="${t.side}"/>`);
  out.push(
    T("Atlas", 54, 33, { size: 17, w: 600, fill: t.text, face: "display" }),
    T("Freight", 98, 33, { size: 17, w: 400, fill: t.muted, face: "display" }),
  );
  ["Track", "Book a load", "Quotes", "Documents", "Invoices"].reduce((x, s) => {
    const on = s === active;
    out.push(T(s, x, 32, { size: 13, w: on ? 600 : 500, fill: on ? t.text : t.muted }));
    if (on) out.push(R(x, 51, tw(s, 13, 600), 3, { r: 1.5, fill: t.brand }));
    return x + tw(s, 13, 600) + 28;
  }, 200);
  out.push(
    T("Shivalik Auto Components", W - 58, 26, { size: 12.5, w: 600, fill: t.text, anchor: "end" }),
    T("Shipper account", W - 58, 42, { size: 11, fill: t.muted, anchor: "end" }),
  );
  out.push(C(W - 32, 27, 15, t.panel2), T("SA", W - 32, 31.5, { size: 11, w: 700, fill: t.brand, anchor: "middle" }));
  return out.join("");
}

/* A stylised dark map of the NCR to Punjab corridor: towns, highways and a route. */
const towns = {
  Manesar: [600, 520],
  Gurugram: [660, 470],
  Delhi: [700, 420],
  Sonipat: [690, 330],
  Panipat: [670, 250],
  Karnal: [640, 190],
  Ambala: [590, 110],
  Ludhiana: [420, 40],
};

function mapLayer(x, y, w, h, { truckAt = 0.58 } = {}) {
  const out = [R(x, y, w, h, { fill: t.map })];
  // minor roads: a loose grid of soft lines
  for (let i = 0; i < 14; i += 1) out.push(L(x, y + i * 46 + 10, x + w, y + i * 46 - 30, t.road, 1.5));
  for (let i = 0; i < 16; i += 1) out.push(L(x + i * 64, y, x + i * 64 + 40, y + h, t.road, 1.5));
  // river and a park
  out.push(
    `<path d="${path([
      [x + 760, y],
      [x + 740, y + 160],
      [x + 770, y + 320],
      [x + 745, y + h],
    ])}" fill="none" stroke="#1B2A3A" stroke-width="10"/>`,
  );
  // highways
  const pts = Object.values(towns).map(([px, py]) => [x + px, y + py]);
  out.push(`<path d="${path(pts)}" fill="none" stroke="${t.highway}" stroke-width="6"/>`);
  out.push(
    `<path d="${path([
      [x + 700, y + 420],
      [x + 830, y + 380],
      [x + w, y + 360],
    ])}" fill="none" stroke="${t.highway}" stroke-width="5"/>`,
  );
  out.push(
    `<path d="${path([
      [x + 600, y + 520],
      [x + 480, y + 600],
      [x + 300, y + h],
    ])}" fill="none" stroke="${t.highway}" stroke-width="5"/>`,
  );
  // the route, done part solid, rest dashed
  const n = pts.length - 1;
  const k = Math.floor(truckAt * n);
  const done = pts.slice(0, k + 1);
  const f = truckAt * n - k;
  const truck = [
    done.at(-1)[0] + (pts[k + 1][0] - done.at(-1)[0]) * f,
    done.at(-1)[1] + (pts[k + 1][1] - done.at(-1)[1]) * f,
  ];
  out.push(
    `<path d="${path([...done, truck], false)}" fill="none" stroke="${t.brand}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  out.push(
    `<path d="${path([truck, ...pts.slice(k + 1)], false)}" fill="none" stroke="${t.brand}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round" opacity="0.8"/>`,
  );
  Object.entries(towns).forEach(([name, [px, py]], i) => {
    const end = i === 0 || name === "Ludhiana";
    out.push(
      C(x + px, y + py, end ? 7 : 3.5, end ? t.brand : t.muted, end ? ` stroke="${t.map}" stroke-width="3"` : ""),
    );
    out.push(
      T(name, x + px + 12, y + py + 4, { size: end ? 12.5 : 11.5, w: end ? 600 : 500, fill: end ? t.text : t.muted }),
    );
  });
  // the truck marker with a pulse
  out.push(
    C(truck[0], truck[1], 22, t.brand, ' opacity="0.16"'),
    C(truck[0], truck[1], 14, t.brand),
    icon("truck", truck[0] - 8, truck[1] - 8, 16, "#1A1204", 2.2),
  );
  return { svg: out.join(""), truck };
}

/* ---------- 1. live tracking ---------- */

const tracking = {
  ...desktop,
  name: "live-tracking",
  url: "portal.atlasfreight.in/track/ATL-58213",
  data: {
    id: "ATL-58213",
    from: "Manesar",
    to: "Ludhiana",
    truck: "HR 55 AK 4127",
    driver: "Gurmeet Singh",
    eta: "November 18, 2021, 19:40",
    left: "188 km",
    speed: "52 km/h",
    shipments: [
      ["ATL-58213", "Manesar to Ludhiana", "In transit", "ETA 19:40"],
      ["ATL-58207", "Bawal to Jaipur", "In transit", "ETA 21:15"],
      ["ATL-58199", "Manesar to Pune", "Loading", "Departs 16:00"],
      ["ATL-58188", "Gurugram to Lucknow", "Delivered", "e-POD ready"],
    ],
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: t.bg }), topnav("Track")];
    const m = mapLayer(0, 54, W, H - 54, { truckAt: 0.64 });
    out.push(
      `<clipPath id="atMap"><rect x="0" y="54" width="${W}" height="${H - 54}"/></clipPath><g clip-path="url(#atMap)">${m.svg}</g>`,
    );
    // truck callout
    const [tx, ty] = m.truck;
    out.push(R(tx + 26, ty - 58, 196, 62, { r: 8, fill: t.panel2, stroke: t.line }));
    out.push(
      T(d.truck, tx + 40, ty - 34, { size: 13, w: 700, fill: t.text, tnum: true }),
      T(`${d.speed} · updated 40 s ago`, tx + 40, ty - 15, { size: 11.5, fill: t.muted }),
    );
    // shipments panel
    const px = 16;
    const pw = 330;
    out.push(R(px, 70, pw, H - 86, { r: 12, fill: t.panel, stroke: t.line }));
    out.push(
      T("Your shipments", px + 16, 98, { size: 14, w: 600, fill: t.text }),
      T("4 active", px + pw - 16, 98, { size: 12, fill: t.muted, anchor: "end" }),
    );
    d.shipments.forEach(([id, lane, st, eta], i) => {
      const y = 114 + i * 64;
      const sel = i === 0;
      out.push(R(px + 10, y, pw - 20, 56, { r: 8, fill: sel ? t.panel2 : "none", stroke: sel ? t.brand : "none" }));
      out.push(
        T(id, px + 22, y + 22, { size: 12.5, w: 700, fill: t.text, tnum: true }),
        T(lane, px + 22, y + 42, { size: 12, fill: t.muted }),
      );
      const col =
        st === "Delivered" ? [t.green, t.greenSoft] : st === "Loading" ? [t.muted, t.panel2] : [t.brand, t.brandSoft];
      out.push(
        pill(st, px + pw - 22, y + 9, { bg: col[1], fg: col[0], size: 10.5, h: 19, anchor: "end" }).svg,
        T(eta, px + pw - 22, y + 44, { size: 11.5, fill: t.muted, anchor: "end" }),
      );
    });
    // selected shipment detail
    const dy = 378;
    out.push(L(px + 16, dy, px + pw - 16, dy, t.line));
    out.push(
      T("ARRIVING", px + 16, dy + 26, { size: 10.5, w: 700, fill: t.muted, ls: 0.8 }),
      T(d.eta, px + 16, dy + 50, { size: 16, w: 700, fill: t.text }),
    );
    out.push(T(`${d.left} to go`, px + pw - 16, dy + 50, { size: 13, w: 600, fill: t.brand, anchor: "end" }));
    const steps = [
      ["Picked up at Manesar", "10:12"],
      ["Crossed Panipat toll", "15:48"],
      ["Ludhiana drop point", "ETA 19:40"],
    ];
    steps.forEach(([s, tm], i) => {
      const y = dy + 84 + i * 34;
      if (i < 2) out.push(L(px + 22, y, px + 22, y + 34, i === 0 ? t.brand : t.line, 2));
      out.push(C(px + 22, y, 5, i < 2 ? t.brand : t.panel, i === 2 ? ` stroke="${t.muted}" stroke-width="2"` : ""));
      out.push(
        T(s, px + 38, y + 4.5, { size: 12.5, fill: t.text }),
        T(tm, px + pw - 16, y + 4.5, { size: 12, fill: t.muted, anchor: "end", tnum: true }),
      );
    });
    out.push(
      R(px + 16, H - 66, pw - 32, 34, { r: 8, fill: t.panel2, stroke: t.line }),
      icon("share-2", px + 96, H - 57, 15, t.text, 2),
      T("Share tracking link", px + 118, H - 44.5, { size: 12.5, w: 600, fill: t.text }),
    );
    // map controls
    out.push(
      R(W - 52, 70, 36, 72, { r: 8, fill: t.panel, stroke: t.line }),
      icon("plus", W - 43, 79, 18, t.text, 2),
      L(W - 48, 106, W - 20, 106, t.line),
      icon("minus", W - 43, 115, 18, t.text, 2),
    );
    return out.join("");
  },
  alt: (d) =>
    `Atlas Freight Portal live tracking on a dark map: truck ${d.truck} on the ${d.from} to ${d.to} route with ${d.left} to go, a list of shipments and an arrival estimate of ${d.eta.split(", ").at(-1)}`,
  caption: (d) => `Live tracking: ${d.id} from ${d.from} to ${d.to}, arriving ${d.eta.split(", ").at(-1)}`,
};

/* ---------- 2. instant quote ---------- */

const quote = {
  ...desktop,
  name: "instant-quote",
  url: "portal.atlasfreight.in/book",
  data: {
    from: "Manesar, Haryana",
    to: "Ludhiana, Punjab",
    distance: "338 km",
    pickup: "November 20, 2021",
    goods: "Auto parts on pallets",
    weight: "9 t",
    options: [
      { truck: "32 ft single axle", cap: "up to 9 t", price: 38400, eta: "Delivers Nov 21", pick: false },
      { truck: "32 ft multi axle", cap: "up to 15 t", price: 44900, eta: "Delivers Nov 21", pick: true },
      { truck: "20 ft container", cap: "up to 7 t", price: 31200, eta: "Too small for 9 t", off: true },
    ],
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: t.bg }), topnav("Book a load")];
    out.push(
      T("Book a load", 24, 94, { size: 21, w: 600, fill: t.text, ls: -0.3 }),
      T("Prices from your rate card, valid for 24 hours", 24, 116, { size: 13, fill: t.muted }),
    );
    // form
    const fw = 420;
    out.push(R(24, 136, fw, H - 160, { r: 12, fill: t.panel, stroke: t.line }));
    const field = (label, value, y, ic, w = fw - 32, x = 40) => {
      out.push(T(label, x, y, { size: 12, w: 500, fill: t.muted }));
      out.push(
        R(x, y + 10, w, 40, { r: 8, fill: t.bg, stroke: t.line }),
        icon(ic, x + 12, y + 22, 16, t.brand, 2),
        T(value, x + 38, y + 35, { size: 13.5, w: 500, fill: t.text }),
      );
    };
    field("Pick up from", d.from, 164, "map-pin");
    field("Deliver to", d.to, 234, "flag");
    out.push(T(`${d.distance} by NH 44`, 40 + fw - 32, 234, { size: 12, fill: t.muted, anchor: "end" }));
    field("Pick-up date", d.pickup, 304, "calendar", (fw - 44) / 2);
    field("Weight", d.weight, 304, "weight", (fw - 44) / 2, 40 + (fw - 44) / 2 + 12);
    field("Goods", d.goods, 374, "package");
    out.push(T("Extras", 40, 450, { size: 12, w: 500, fill: t.muted }));
    [
      ["Loading help at pick-up", true],
      ["Transit insurance (0.15%)", true],
      ["Tail-lift at drop", false],
    ].forEach(([s, on], i) => {
      const y = 472 + i * 30;
      out.push(R(40, y - 13, 18, 18, { r: 4, fill: on ? t.brand : "none", stroke: on ? "none" : t.muted, sw: 1.5 }));
      if (on) out.push(icon("check", 42, y - 11, 14, "#1A1204", 3));
      out.push(T(s, 68, y + 1, { size: 13, fill: t.text }));
    });
    // quote options
    const qx = 24 + fw + 16;
    const qw = W - qx - 24;
    out.push(
      T("Instant quote", qx, 158, { size: 14, w: 600, fill: t.text }),
      pill("3 trucks available", qx + qw, 144, {
        bg: t.greenSoft,
        fg: t.green,
        dot: t.green,
        size: 11,
        h: 22,
        anchor: "end",
      }).svg,
    );
    d.options.forEach((o, i) => {
      const y = 176 + i * 96;
      out.push(
        R(qx, y, qw, 84, {
          r: 10,
          fill: o.pick ? t.panel2 : t.panel,
          stroke: o.pick ? t.brand : t.line,
          sw: o.pick ? 2 : 1,
          op: o.off ? 0.55 : 1,
        }),
      );
      out.push(
        C(
          qx + 26,
          y + 42,
          8,
          "none",
          ` stroke="${o.pick ? t.brand : t.muted}" stroke-width="${o.pick ? 5 : 1.5}"${o.off ? ' opacity="0.5"' : ""}`,
        ),
      );
      out.push(icon("truck", qx + 48, y + 28, 28, o.off ? t.faint : t.text, 1.8));
      out.push(
        T(o.truck, qx + 90, y + 38, { size: 14.5, w: 600, fill: o.off ? t.faint : t.text }),
        T(`${o.cap} · ${o.eta}`, qx + 90, y + 59, { size: 12.5, fill: o.off ? t.faint : t.muted }),
      );
      out.push(
        T(`₹${inr(o.price)}`, qx + qw - 20, y + 44, {
          size: 19,
          w: 700,
          fill: o.off ? t.faint : t.text,
          anchor: "end",
          tnum: true,
        }),
      );
      if (!o.off) out.push(T("incl. GST", qx + qw - 20, y + 63, { size: 11.5, fill: t.muted, anchor: "end" }));
    });
    const pick = d.options.find((o) => o.pick);
    out.push(
      R(qx, 476, qw, 50, { r: 10, fill: t.brand }),
      T(`Book for ₹${inr(pick.price)}`, qx + qw / 2, 507, { size: 15, w: 700, fill: "#1A1204", anchor: "middle" }),
    );
    out.push(
      icon("info", qx, 548, 15, t.muted, 2),
      T("No call needed. A coordinator confirms the truck within 30 minutes.", qx + 22, 560, {
        size: 12.5,
        fill: t.muted,
      }),
    );
    return out.join("");
  },
  alt: (d) =>
    `Atlas Freight Portal booking form for ${d.weight} of ${d.goods.toLowerCase()} from ${d.from.split(",")[0]} to ${d.to.split(",")[0]}, with an instant quote for three trucks and the 32 ft multi axle at ₹${inr(d.options[1].price)}`,
  caption: (d) =>
    `An instant quote: ${d.from.split(",")[0]} to ${d.to.split(",")[0]}, ${d.weight}, booked without a phone call`,
};

/* ---------- 3. proof of delivery on the driver's phone ---------- */

const epod = {
  ...phoneScreen("#101418"),
  name: "proof-of-delivery",
  status: { time: "19:46" },
  data: {
    id: "ATL-58213",
    consignee: "Punjab Tractor Spares, Focal Point",
    time: "19:44",
    date: "November 18, 2021",
    receiver: "Baljit Kaur",
    lr: "LR 884120",
  },
  draw(d) {
    const w = 390;
    const light = { bg: "#F4F5F7", card: "#FFFFFF", line: "#E2E5EA", text: "#101418", muted: "#606A76" };
    const out = [R(0, 0, w, 844, { fill: light.bg })];
    out.push(R(0, 0, w, 118, { fill: light.card }), L(0, 117.5, w, 117.5, light.line));
    out.push(
      icon("chevron-left", 14, 66, 26, light.text, 2.2),
      T("Proof of delivery", 48, 82, { size: 19, w: 700, fill: light.text }),
      T(`${d.id} · ${d.lr}`, 48, 104, { size: 13, fill: light.muted, tnum: true }),
    );
    out.push(
      T("DROP POINT", 20, 150, { size: 11.5, w: 700, fill: light.muted, ls: 0.8 }),
      T(d.consignee, 20, 172, { size: 15, w: 600, fill: light.text }),
      T("Ludhiana, Punjab", 20, 192, { size: 13, fill: light.muted }),
    );
    // photo of the signed receipt
    out.push(R(16, 212, w - 32, 360, { r: 16, fill: "#3A3F46" }));
    out.push(`<g transform="rotate(-3 195 392)">`);
    out.push(R(62, 240, 266, 300, { r: 3, fill: "#F7F3EA" }));
    out.push(
      T("ATLAS FREIGHT", 80, 270, { size: 12, w: 700, fill: "#2B2F36", ls: 1 }),
      T("Lorry receipt", 80, 288, { size: 11, fill: "#5B6068" }),
      T(d.lr, 310, 270, { size: 11, w: 600, fill: "#2B2F36", anchor: "end", tnum: true }),
    );
    for (let i = 0; i < 6; i += 1) {
      out.push(L(80, 312 + i * 26, 310, 312 + i * 26, "#D8D2C4", 1));
      const rowsTxt = [
        ["Consignor", "Shivalik Auto Comp."],
        ["Consignee", "Punjab Tractor Spares"],
        ["Packages", "18 pallets"],
        ["Weight", "8,940 kg"],
        ["Vehicle", "HR 55 AK 4127"],
        ["Received", "18 pallets, good order"],
      ][i];
      out.push(
        T(rowsTxt[0], 80, 330 + i * 26, { size: 10.5, fill: "#5B6068" }),
        T(rowsTxt[1], 310, 330 + i * 26, { size: 10.5, w: 600, fill: "#2B2F36", anchor: "end" }),
      );
    }
    out.push(
      `<path d="M110 500c14-22 22 8 34-8s14-20 22 0 16-6 26-12 10 10 30 4" fill="none" stroke="#23408E" stroke-width="2.4" stroke-linecap="round"/>`,
    );
    out.push(
      L(96, 514, 236, 514, "#9AA0A8", 1),
      T("Receiver’s signature and stamp", 96, 528, { size: 9.5, fill: "#5B6068" }),
    );
    out.push(
      C(276, 496, 26, "none", ' stroke="#7A3E9D" stroke-width="2.5" opacity="0.7"'),
      T("RECEIVED", 276, 499, { size: 8.5, w: 700, fill: "#7A3E9D", anchor: "middle", op: 0.8 }),
    );
    out.push(`</g>`);
    // corner guides of the camera
    [
      [34, 230],
      [w - 34, 230],
      [34, 554],
      [w - 34, 554],
    ].forEach(([x, y], i) => {
      const sx = i % 2 ? -1 : 1;
      const sy = i > 1 ? -1 : 1;
      out.push(
        `<path d="M${x} ${y + sy * 22}V${y}H${x + sx * 22}" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"/>`,
      );
    });
    const okW = tw("Sharp and readable", 12, 600) + 32;
    out.push(
      pill("Sharp and readable", w / 2 - okW / 2, 538, {
        bg: "#101418",
        fg: "#FFFFFF",
        size: 12,
        h: 26,
        padX: 10,
        dot: "#3DD68C",
      }).svg,
    );
    // receiver + submit
    out.push(
      R(16, 588, w - 32, 52, { r: 12, fill: light.card, stroke: light.line }),
      T("Received by", 32, 619, { size: 13, fill: light.muted }),
      T(d.receiver, w - 32, 619, { size: 14, w: 600, fill: light.text, anchor: "end" }),
    );
    out.push(
      R(16, 648, w - 32, 52, { r: 12, fill: light.card, stroke: light.line }),
      T("Delivered at", 32, 679, { size: 13, fill: light.muted }),
      T(`${d.time}, ${d.date}`, w - 32, 679, { size: 14, w: 600, fill: light.text, anchor: "end", tnum: true }),
    );
    out.push(
      R(16, 720, w - 32, 56, { r: 14, fill: "#F5A524" }),
      icon("upload", w / 2 - 70, 738, 20, "#1A1204", 2.4),
      T("Upload and close trip", w / 2 - 42, 754, { size: 15.5, w: 700, fill: "#1A1204" }),
    );
    out.push(
      T("The shipper’s invoice goes out today", w / 2, 800, { size: 12.5, fill: light.muted, anchor: "middle" }),
    );
    out.push(homeIndicator(light.text, 830));
    return out.join("");
  },
  alt: (d) =>
    `Atlas driver web app on a phone: a photo of the signed lorry receipt ${d.lr} for ${d.id}, received by ${d.receiver} at ${d.time}, with a button to upload it and close the trip`,
  caption: (d) => `Proof of delivery: the signed receipt photographed at the drop at ${d.time}`,
  note: (d) => ({
    eyebrow: "e-POD",
    title: ["Invoiced the day", "the truck delivers"],
    points: [
      `Signed receipt photographed at ${d.time}`,
      "Attached to the booking at once",
      "Paid in 31 days, down from 45",
    ],
  }),
};

export default caseStudy({
  slug: "atlas-freight-portal",
  tint: "#B87206",
  card: { bg: "#2B2214", text: "#FBF6EC", muted: "#D6CAB3", accent: "#F5B347" },
  // The gallery follows a load: the quote and booking, then tracking and proof of delivery (the
  // cover is the live map, so the gallery does not open on it).
  screens: [quote, tracking, epod],
  // The phone stands on the map's open eastern side, below the portal's bar: it hides no text
  // (the shipper's account name stays whole).
  cover: [
    { screen: "live-tracking", x: 64, y: 84, s: 1.14, shadow: 0.34 },
    { screen: "proof-of-delivery", x: 1150, y: 190, s: 0.9, shadow: 0.45 },
  ],
  coverAlt: (s) =>
    `Atlas Freight Portal: a dark live map tracking truck ${s["live-tracking"].data.truck} from Manesar to Ludhiana, and in front a phone with the driver’s proof-of-delivery photo`,
});
