/**
 * Nexus: an offline-first ordering app for a Jaipur FMCG distributor's 250 field reps.
 * Light UI, deep emerald brand, amber for "offline", big one-handed tap targets.
 */
import { caseStudy } from "./case-study.mjs";
import { PHONE, homeIndicator, phoneScreen, tabBar } from "./frames.mjs";
import { C, L, R, T, avatar, fit, icon, inr, pill } from "./ui.mjs";

const n = {
  bg: "#F4F6F4",
  card: "#FFFFFF",
  line: "#E2E7E4",
  text: "#13201A",
  muted: "#5D6A64",
  faint: "#8C9893",
  brand: "#0E7A55",
  brandDark: "#0A5C40",
  brandSoft: "#E2F2EA",
  amber: "#9A5B00",
  amberBg: "#FFF1CF",
  blue: "#1D5FD1",
  blueSoft: "#E5EEFD",
};

const { w: W, h: H } = PHONE;
const base = phoneScreen(n.text);

function header(title, sub, { back = true, right = "" } = {}) {
  return [
    R(0, 0, W, 118, { fill: n.card }),
    L(0, 117.5, W, 117.5, n.line),
    back ? icon("chevron-left", 14, 66, 26, n.text, 2.2) : "",
    T(title, back ? 48 : 20, 82, { size: 19, w: 700, fill: n.text, ls: -0.3 }),
    T(sub, back ? 48 : 20, 104, { size: 13, fill: n.muted }),
    right,
  ].join("");
}

const tabItems = [
  ["route", "Route"],
  ["shopping-cart", "Orders"],
  ["refresh-cw", "Sync"],
  ["user", "Profile"],
];
const tabs = (active) => tabBar(tabItems, active, n);

/* ---------- 1. order taking, offline ---------- */

const orderTotal = (d) => d.items.reduce((s, i) => s + i.qty * i.price, 0);

const order = {
  ...base,
  name: "offline-order",
  status: { time: "11:47", offline: true },
  data: {
    shop: "Shree Ganesh Kirana",
    area: "Johari Bazaar",
    visit: [14, 36],
    credit: 18400,
    items: [
      { name: "Sunrise Glucose 250 g", pack: "Case of 48", price: 1104, qty: 3, scheme: "Buy 10 get 1" },
      { name: "Amrit Mustard Oil 1 L", pack: "Carton of 12", price: 2028, qty: 2 },
      { name: "Chai Gold Tea 500 g", pack: "Case of 24", price: 5520, qty: 1 },
      { name: "Sparkle Detergent 1 kg", pack: "Bag of 20", price: 1540, qty: 1 },
      { name: "Masala Magic Noodles 70 g", pack: "Case of 96", price: 1152, qty: 0 },
    ],
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: n.bg })];
    out.push(
      header(d.shop, `${d.area} · visit ${d.visit[0]} of ${d.visit[1]}`, {
        right: icon("phone", W - 42, 70, 22, n.brand, 2),
      }),
    );
    // offline banner
    out.push(R(16, 132, W - 32, 58, { r: 12, fill: n.amberBg }));
    out.push(icon("wifi-off", 30, 149, 22, n.amber, 2.2));
    out.push(T("No signal: working offline", 64, 156, { size: 14, w: 700, fill: n.amber }));
    out.push(T("Orders are saved here and sync later", 64, 176, { size: 13, fill: n.amber }));
    // repeat + credit
    out.push(
      R(16, 204, 176, 44, { r: 12, fill: n.brandSoft }),
      icon("repeat", 30, 216, 20, n.brand, 2.2),
      T("Repeat last order", 58, 231, { size: 14, w: 700, fill: n.brand }),
    );
    out.push(
      T("Credit available", W - 16, 222, { size: 12, fill: n.muted, anchor: "end" }),
      T(`₹${inr(d.credit)}`, W - 16, 242, { size: 15, w: 700, fill: n.text, anchor: "end", tnum: true }),
    );
    // items
    d.items.forEach((it, i) => {
      const y = 262 + i * 92;
      out.push(R(16, y, W - 32, 82, { r: 14, fill: n.card, stroke: n.line }));
      out.push(T(fit(it.name, 210, 14.5, 600), 30, y + 26, { size: 14.5, w: 600, fill: n.text }));
      out.push(T(`${it.pack} · ₹${inr(it.price)}`, 30, y + 46, { size: 12.5, fill: n.muted, tnum: true }));
      if (it.scheme)
        out.push(
          pill(`Scheme: ${it.scheme}`, 30, y + 56, { bg: n.blueSoft, fg: n.blue, size: 11, h: 19, padX: 7 }).svg,
        );
      // stepper
      const sx = W - 30 - 120;
      const on = it.qty > 0;
      out.push(R(sx, y + 21, 120, 40, { r: 20, fill: on ? n.brand : n.card, stroke: on ? "none" : n.line }));
      if (on) {
        out.push(icon("minus", sx + 10, y + 31, 20, "#FFFFFF", 2.4), icon("plus", sx + 90, y + 31, 20, "#FFFFFF", 2.4));
        out.push(
          T(String(it.qty), sx + 60, y + 47, { size: 17, w: 700, fill: "#FFFFFF", anchor: "middle", tnum: true }),
        );
      } else {
        out.push(
          icon("plus", sx + 26, y + 31, 20, n.brand, 2.4),
          T("Add", sx + 52, y + 46.5, { size: 15, w: 700, fill: n.brand }),
        );
      }
    });
    // footer with total
    const lines = d.items.filter((i) => i.qty);
    const total = orderTotal(d);
    out.push(R(0, H - 118, W, 118, { fill: n.card }), L(0, H - 118, W, H - 118, n.line));
    out.push(
      T(`${lines.length} products · ${lines.reduce((s, i) => s + i.qty, 0)} cases`, 20, H - 88, {
        size: 13,
        fill: n.muted,
      }),
    );
    out.push(T(`₹${inr(total)}`, 20, H - 62, { size: 22, w: 700, fill: n.text, tnum: true, ls: -0.3 }));
    out.push(
      R(W - 20 - 170, H - 104, 170, 54, { r: 16, fill: n.brand }),
      T("Save order", W - 105, H - 71, { size: 16, w: 700, fill: "#FFFFFF", anchor: "middle" }),
    );
    out.push(homeIndicator(n.text));
    return out.join("");
  },
  alt: (d) =>
    `Nexus order screen with no signal: ${d.shop}, an offline banner, products with quantity steppers and a scheme badge, and a ₹${inr(orderTotal(d))} order ready to save`,
  caption(d) {
    return `Taking an order with no signal at ${d.shop}, ${d.area}: saved on the phone`;
  },
  note(d) {
    return {
      eyebrow: "Offline first",
      title: ["An order in a shop", "with no signal"],
      points: [
        `Catalogue and prices on the phone`,
        `Schemes and ₹${inr(d.credit)} credit checked offline`,
        "Repeat last order in one tap",
      ],
    };
  },
};

/* ---------- 2. sync status ---------- */

const sync = {
  ...base,
  name: "sync-status",
  status: { time: "12:06" },
  data: {
    lastSync: "12:05",
    month: { orders: 612, reentered: 0 },
    queue: [
      { shop: "Shree Ganesh Kirana", time: "11:47", value: 14428, state: "Synced" },
      { shop: "Jain General Store", time: "11:31", value: 8912, state: "Synced" },
      { shop: "Mahaveer Provisions", time: "11:12", value: 23380, state: "Synced" },
      { shop: "Agarwal Super Bazaar", time: "10:54", value: 12074, state: "Synced" },
    ],
    updates: [
      ["Price list", "2 prices changed today"],
      ["Schemes", "3 active for your route"],
      ["Catalogue", "1,284 products on this phone"],
    ],
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: n.bg })];
    out.push(header("Sync", `Last synced at ${d.lastSync}`, { back: false }));
    // status card
    out.push(R(16, 132, W - 32, 144, { r: 18, fill: n.brand }));
    out.push(C(58, 180, 24, "#FFFFFF", ' opacity="0.16"'), icon("check", 46, 168, 24, "#FFFFFF", 3));
    out.push(T("All orders synced", 96, 176, { size: 19, w: 700, fill: "#FFFFFF" }));
    out.push(T(`${d.queue.length} saved offline this morning`, 96, 197, { size: 13.5, fill: "#D5EFE3" }));
    out.push(L(32, 218, W - 32, 218, "#FFFFFF", 1, ' opacity="0.2"'));
    out.push(
      T(String(d.month.orders), 32, 248, { size: 22, w: 700, fill: "#FFFFFF", tnum: true }),
      T("orders this month", 32, 266, { size: 12.5, fill: "#D5EFE3" }),
    );
    out.push(
      T(String(d.month.reentered), 210, 248, { size: 22, w: 700, fill: "#FFFFFF", tnum: true }),
      T("typed in again by hand", 210, 266, { size: 12.5, fill: "#D5EFE3" }),
    );
    // queue
    out.push(T("SYNC QUEUE", 20, 304, { size: 12, w: 700, fill: n.muted, ls: 0.8 }));
    out.push(R(16, 316, W - 32, d.queue.length * 62, { r: 16, fill: n.card, stroke: n.line }));
    d.queue.forEach((q, i) => {
      const y = 316 + i * 62;
      if (i) out.push(L(32, y, W - 32, y, n.line));
      out.push(T(q.shop, 32, y + 27, { size: 15, w: 600, fill: n.text }));
      out.push(
        T(`Saved offline at ${q.time} · ₹${inr(q.value)}`, 32, y + 47, { size: 12.5, fill: n.muted, tnum: true }),
      );
      out.push(C(W - 46, y + 31, 13, n.brandSoft), icon("check", W - 54, y + 23, 16, n.brand, 2.8));
    });
    // data on phone
    const y0 = 316 + d.queue.length * 62 + 30;
    out.push(T("ON THIS PHONE", 20, y0, { size: 12, w: 700, fill: n.muted, ls: 0.8 }));
    out.push(R(16, y0 + 12, W - 32, d.updates.length * 48, { r: 16, fill: n.card, stroke: n.line }));
    const ics = ["tag", "badge-percent", "package"];
    d.updates.forEach(([k, v], i) => {
      const y = y0 + 12 + i * 48;
      if (i) out.push(L(32, y, W - 32, y, n.line));
      out.push(icon(ics[i], 30, y + 13, 22, n.brand, 2));
      out.push(
        T(k, 66, y + 29, { size: 14.5, w: 600, fill: n.text }),
        T(v, W - 32, y + 29, { size: 13, fill: n.muted, anchor: "end" }),
      );
    });
    out.push(tabs("Sync"));
    return out.join("");
  },
  alt: (d) =>
    `Nexus sync screen: all ${d.queue.length} orders saved offline this morning synced, ${d.month.orders} orders this month with ${d.month.reentered} re-keyed, and the price lists and schemes stored on the phone`,
  caption: (d) => `Back in signal: the ${d.queue.length} offline orders synced at ${d.lastSync}, none re-keyed`,
  note: (d) => ({
    eyebrow: "Sync you can trust",
    title: ["Back in signal,", "every order lands"],
    points: [
      `A queue that syncs by itself at ${d.lastSync}`,
      "Conflicts settled by rules, not by hand",
      `${d.month.orders} orders this month, ${d.month.reentered} re-keyed`,
    ],
  }),
};

/* ---------- 3. the rep's day route ---------- */

const route = {
  ...base,
  name: "day-route",
  status: { time: "12:10" },
  data: {
    rep: "Mohit Sharma",
    date: "October 12, 2023",
    beat: "Johari Bazaar beat",
    done: 14,
    total: 36,
    booked: 142380,
    stops: [
      { shop: "Mahaveer Provisions", place: "Haldiyon ka Rasta", state: "done", value: 23380 },
      { shop: "Shree Ganesh Kirana", place: "Johari Bazaar", state: "done", value: 14428 },
      { shop: "Agarwal Stores", place: "Gopalji ka Rasta · 350 m", state: "next" },
      { shop: "Bansal Medical & General", place: "Tripolia Bazaar · 900 m", state: "todo" },
      { shop: "New Rajasthan Traders", place: "Chaura Rasta · 1.4 km", state: "todo" },
    ],
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: n.bg })];
    out.push(
      header("Today’s route", `${d.beat} · ${d.date}`, {
        back: false,
        right: avatar(d.rep, W - 38, 88, 18, n.brandSoft, n.brand),
      }),
    );
    // map
    const mx = 16;
    const my = 132;
    const mw = W - 32;
    const mh = 226;
    out.push(
      `<clipPath id="nxMap"><rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="16"/></clipPath><g clip-path="url(#nxMap)">`,
    );
    out.push(R(mx, my, mw, mh, { fill: "#EAEDE6" }));
    // old-city grid of streets, a park and the main roads
    for (let i = 0; i < 7; i += 1) out.push(L(mx, my + 18 + i * 34, mx + mw, my + 6 + i * 34, "#FFFFFF", 7));
    for (let i = 0; i < 8; i += 1) out.push(L(mx + 14 + i * 50, my, mx + 24 + i * 50, my + mh, "#FFFFFF", 7));
    out.push(R(mx + 230, my + 150, 80, 60, { r: 4, fill: "#D3E6C9" }));
    out.push(L(mx, my + 118, mx + mw, my + 104, "#F5D98E", 12), L(mx + 180, my, mx + 190, my + mh, "#F5D98E", 10));
    const pts = [
      [60, 300],
      [112, 262],
      [170, 228],
      [206, 190],
      [262, 214],
      [318, 176],
    ];
    const dpath = pts.map((p, i) => `${i ? "L" : "M"}${p[0]} ${p[1]}`).join("");
    out.push(
      `<path d="${pts
        .slice(0, 3)
        .map((p, i) => `${i ? "L" : "M"}${p[0]} ${p[1]}`)
        .join("")}" stroke="${n.brand}" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
    out.push(
      `<path d="${dpath}" stroke="${n.brand}" stroke-width="4" fill="none" stroke-dasharray="2 8" stroke-linecap="round" opacity="0.7"/>`,
    );
    pts.forEach(([x, y], i) => {
      const state = i < 2 ? "done" : i === 2 ? "next" : "todo";
      if (state === "next") out.push(C(x, y, 20, n.brand, ' opacity="0.18"'));
      out.push(
        C(
          x,
          y,
          12,
          state === "todo" ? "#FFFFFF" : n.brand,
          state === "todo" ? ` stroke="${n.brand}" stroke-width="2.5"` : "",
        ),
      );
      out.push(
        T(String(d.done - 1 + i), x, y + 4.5, {
          size: 11,
          w: 700,
          fill: state === "todo" ? n.brand : "#FFFFFF",
          anchor: "middle",
          tnum: true,
        }),
      );
    });
    out.push(C(140, 300, 9, n.blue, ' stroke="#FFFFFF" stroke-width="3"'));
    out.push(`</g>`);
    // progress
    out.push(R(16, 372, W - 32, 86, { r: 16, fill: n.card, stroke: n.line }));
    out.push(T(`${d.done} of ${d.total} shops visited`, 32, 400, { size: 15, w: 700, fill: n.text }));
    out.push(
      T(`₹${inr(d.booked)} booked`, W - 32, 400, { size: 15, w: 700, fill: n.brand, anchor: "end", tnum: true }),
    );
    out.push(
      R(32, 414, W - 64, 8, { r: 4, fill: n.brandSoft }),
      R(32, 414, ((W - 64) * d.done) / d.total, 8, { r: 4, fill: n.brand }),
    );
    out.push(T("On pace for 36 visits by 19:00", 32, 444, { size: 12.5, fill: n.muted }));
    // stops
    d.stops.forEach((s, i) => {
      const y = 472 + i * 64;
      const next = s.state === "next";
      out.push(
        R(16, y, W - 32, 56, {
          r: 14,
          fill: next ? n.brandSoft : n.card,
          stroke: next ? n.brand : n.line,
          sw: next ? 1.5 : 1,
        }),
      );
      const num = d.done - 1 + i;
      out.push(C(42, y + 28, 13, s.state === "todo" ? n.bg : n.brand, s.state === "todo" ? ` stroke="${n.line}"` : ""));
      out.push(
        s.state === "done"
          ? icon("check", 34, y + 20, 16, "#FFFFFF", 3)
          : T(String(num), 42, y + 32.5, {
              size: 12,
              w: 700,
              fill: s.state === "todo" ? n.muted : "#FFFFFF",
              anchor: "middle",
              tnum: true,
            }),
      );
      out.push(T(s.shop, 66, y + 25, { size: 14.5, w: 600, fill: n.text }));
      out.push(T(s.place, 66, y + 44, { size: 12.5, fill: n.muted }));
      if (s.value)
        out.push(
          T(`₹${inr(s.value)}`, W - 32, y + 33, { size: 13.5, w: 600, fill: n.text, anchor: "end", tnum: true }),
        );
      if (next)
        out.push(
          R(W - 32 - 84, y + 12, 84, 32, { r: 16, fill: n.brand }),
          icon("navigation", W - 106, y + 20, 16, "#FFFFFF", 2.4),
          T("Go", W - 66, y + 33, { size: 14, w: 700, fill: "#FFFFFF" }),
        );
    });
    out.push(tabs("Route"));
    return out.join("");
  },
  alt: (d) =>
    `Nexus route screen for a rep's day on the ${d.beat}: a street map with numbered shop pins, ${d.done} of ${d.total} shops visited, ₹${inr(d.booked)} booked, and the next stop`,
  caption: (d) => `The rep’s day: ${d.done} of ${d.total} shops visited and ₹${inr(d.booked)} booked by noon`,
  note: (d) => ({
    eyebrow: "The day’s route",
    title: ["More shops", "in the same day"],
    points: [
      `${d.total} stops planned on the ${d.beat}`,
      "Next shop and distance at a glance",
      `₹${inr(d.booked)} booked by noon`,
    ],
  }),
};

/* ---------- cover ---------- */

export default caseStudy({
  slug: "nexus-mobile-app",
  tint: "#1F8A5F",
  card: { bg: "#0F3526", text: "#F2F7F4", muted: "#B9CFC4", accent: "#7FDCB3" },
  // The cover is built on the order, so the gallery opens on the rep's day.
  screens: [route, sync, order],
  // two phones 402 px either side of the middle, running 130 px off the foot between two lines,
  // and the order raised between them: they meet at their bezels, so none covers another's text
  cover: [
    { screen: "day-route", cx: 398, bottom: 1130, s: 0.96, shadow: 0.4 },
    { screen: "sync-status", cx: 1202, bottom: 1130, s: 0.96, shadow: 0.4 },
    { screen: "offline-order", cx: 800, y: 60, s: 1.02, shadow: 0.5 },
  ],
  coverAlt: (s) =>
    `Three phones running the Nexus field-sales app: the day’s route, an order taken with no signal at ${s["offline-order"].data.shop}, and the sync screen with every order synced`,
});
