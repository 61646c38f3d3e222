/**
 * Aurora: the headless storefront of a Jaipur home-textiles brand selling block-printed
 * linen in India and abroad. Warm linen ground, indigo and madder prints, three currencies.
 */
import { caseStudy } from "./case-study.mjs";
import { DESKTOP, desktopScreen, homeIndicator, phoneScreen } from "./frames.mjs";
import { C, L, R, T, icon, nextId, pill, tw } from "./ui.mjs";

const a = {
  bg: "#FBF8F3",
  card: "#FFFFFF",
  line: "#E8E1D6",
  text: "#2A211B",
  muted: "#7A6D62",
  brand: "#A8432A",
  indigo: "#243A73",
  soft: "#F3ECE1",
};
const desktop = desktopScreen({ bg: "#FFFFFF", line: "#ECE6DC", url: "#F4F1EC", urlText: "#7A6D62" });
const { w: W, h: H } = DESKTOP;

/** A block-printed fabric as a flat pattern: a small repeating motif on a linen ground. */
function fabric(x, y, w, h, { ground, ink, accent, motif, r = 0, size = 34 }) {
  const id = nextId("fab");
  const s = size;
  const motifs = {
    buti: `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.09}" fill="${accent}"/>${[0, 72, 144, 216, 288].map((deg) => `<ellipse cx="${s / 2}" cy="${s / 2 - s * 0.16}" rx="${s * 0.07}" ry="${s * 0.12}" fill="${ink}" transform="rotate(${deg} ${s / 2} ${s / 2})"/>`).join("")}<circle cx="0" cy="0" r="${s * 0.05}" fill="${ink}"/><circle cx="${s}" cy="0" r="${s * 0.05}" fill="${ink}"/><circle cx="0" cy="${s}" r="${s * 0.05}" fill="${ink}"/><circle cx="${s}" cy="${s}" r="${s * 0.05}" fill="${ink}"/>`,
    jaal: `<path d="M0 ${s / 2}Q${s / 4} 0 ${s / 2} ${s / 2}T${s} ${s / 2}M0 ${s / 2}Q${s / 4} ${s} ${s / 2} ${s / 2}T${s} ${s / 2}" fill="none" stroke="${ink}" stroke-width="${s * 0.05}"/><circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.08}" fill="${accent}"/>`,
    stripe: `<rect width="${s}" height="${s * 0.18}" fill="${ink}"/><rect y="${s * 0.3}" width="${s}" height="${s * 0.05}" fill="${accent}"/><circle cx="${s / 4}" cy="${s * 0.68}" r="${s * 0.07}" fill="${ink}"/><circle cx="${(s * 3) / 4}" cy="${s * 0.68}" r="${s * 0.07}" fill="${ink}"/>`,
    leaf: `<path d="M${s * 0.5} ${s * 0.15}C${s * 0.8} ${s * 0.35} ${s * 0.7} ${s * 0.7} ${s * 0.5} ${s * 0.85}C${s * 0.3} ${s * 0.7} ${s * 0.2} ${s * 0.35} ${s * 0.5} ${s * 0.15}Z" fill="${ink}"/><path d="M${s * 0.5} ${s * 0.25}V${s * 0.8}" stroke="${ground}" stroke-width="${s * 0.03}"/><circle cx="0" cy="${s / 2}" r="${s * 0.06}" fill="${accent}"/><circle cx="${s}" cy="${s / 2}" r="${s * 0.06}" fill="${accent}"/>`,
  };
  const shade = nextId("fold");
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="translate(${x} ${y})">${motifs[motif]}</pattern><linearGradient id="${shade}" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.08"/><stop offset="0.62" stop-color="#FFF" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.04"/></linearGradient>${R(x, y, w, h, { r, fill: ground })}${R(x, y, w, h, { r, fill: `url(#${id})` })}${R(x, y, w, h, { r, fill: `url(#${shade})` })}`;
}

/**
 * A studio photograph of folded cloth: a warm backdrop, a soft shadow and a stack of two
 * folds in the print, lit from the top left.
 */
function photo(x, y, w, h, print, { r = 0, backdrop = "#EDE5DA", lit = true } = {}) {
  const id = nextId("ph");
  const clip = nextId("pc");
  const cx = x + w * 0.13;
  const cw = w * 0.74;
  const top = y + h * 0.3;
  const ch = h * 0.4;
  const size = Math.max(18, Math.round(w * 0.15));
  const blur = nextId("bl");
  return [
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#${clip})">`,
    lit
      ? `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></linearGradient>`
      : "",
    R(x, y, w, h, { fill: backdrop }),
    lit ? R(x, y, w, h, { fill: `url(#${id})` }) : "",
    `<filter id="${blur}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${(w * 0.03).toFixed(1)}"/></filter>`,
    `<ellipse cx="${x + w / 2}" cy="${top + ch + h * 0.06}" rx="${cw * 0.52}" ry="${h * 0.045}" fill="#3A2A1E" opacity="0.28" filter="url(#${blur})"/>`,
    fabric(cx + w * 0.03, top + ch * 0.5, cw, ch * 0.62, { ...print, size, r: 3 }),
    R(cx + w * 0.03, top + ch * 0.5, cw, ch * 0.62, { r: 3, fill: "#000", op: 0.12 }),
    fabric(cx, top, cw, ch * 0.9, { ...print, size, r: 3 }),
    R(cx, top + ch * 0.62, cw, ch * 0.28, { fill: "#000", op: 0.07 }),
    R(cx, top + ch * 0.62, cw, 1.5, { fill: "#FFFFFF", op: 0.5 }),
    `</g>`,
  ].join("");
}

const products = {
  bagru: {
    name: "Bagru Indigo Buti Tablecloth",
    short: "Indigo Buti Tablecloth",
    print: { ground: "#F4EEE2", ink: "#243A73", accent: "#A8432A", motif: "buti" },
    inr: 3450,
    usd: 44,
    aed: 160,
    swatches: ["#243A73", "#A8432A"],
  },
  dabu: {
    name: "Dabu Leaf Napkins, set of 6",
    short: "Dabu Leaf Napkins, set of 6",
    print: { ground: "#DCE3D5", ink: "#3D5A45", accent: "#C08A3E", motif: "leaf" },
    inr: 1290,
    usd: 17,
    aed: 60,
    swatches: ["#3D5A45", "#8A6D3B"],
  },
  jaal: {
    name: "Sanganeri Jaal Table Runner",
    short: "Sanganeri Jaal Runner",
    print: { ground: "#F6E7DA", ink: "#A8432A", accent: "#243A73", motif: "jaal" },
    inr: 1850,
    usd: 24,
    aed: 88,
    swatches: ["#A8432A", "#D9A441"],
  },
  stripe: {
    name: "Kashish Stripe Linen, per metre",
    short: "Kashish Stripe Linen, 1 m",
    print: { ground: "#EFE4CF", ink: "#2A211B", accent: "#C08A3E", motif: "stripe" },
    inr: 980,
    usd: 13,
    aed: 46,
    swatches: ["#2A211B", "#C08A3E"],
  },
};

function storeHeader(currency) {
  const out = [R(0, 0, W, 64, { fill: a.bg }), L(0, 63.5, W, 63.5, a.line)];
  out.push(T("AURORA", 32, 40, { size: 20, w: 600, fill: a.text, face: "display", ls: 4 }));
  ["New in", "Table linen", "Bedding", "Fabric by the metre", "Lookbook"].reduce((x, t) => {
    out.push(
      T(t, x, 38, { size: 13, w: t === "Table linen" ? 600 : 500, fill: t === "Table linen" ? a.text : a.muted }),
    );
    if (t === "Table linen") out.push(R(x, 44, tw(t, 13, 600), 2, { fill: a.brand }));
    return x + tw(t, 13, 600) + 26;
  }, 200);
  out.push(
    R(W - 200, 20, 70, 26, { r: 13, fill: a.soft }),
    T(currency, W - 165, 37.5, { size: 12, w: 600, fill: a.text, anchor: "middle" }),
  );
  out.push(
    icon("search", W - 116, 22, 20, a.text, 1.8),
    icon("heart", W - 84, 22, 20, a.text, 1.8),
    icon("shopping-bag", W - 52, 22, 20, a.text, 1.8),
  );
  out.push(C(W - 32, 24, 8, a.brand), T("2", W - 32, 28, { size: 10, w: 700, fill: "#FFFFFF", anchor: "middle" }));
  return out.join("");
}

/* ---------- 1. collection page ---------- */

const collection = {
  ...desktop,
  name: "collection",
  url: "aurorajaipur.com/collections/table-linen",
  data: {
    title: "Table linen",
    count: 48,
    items: ["bagru", "dabu", "jaal", "stripe"],
    currency: "₹ INR",
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: a.bg }), storeHeader(d.currency)];
    out.push(T("Home / Table linen", 32, 98, { size: 12, fill: a.muted }));
    out.push(T(d.title, 32, 140, { size: 34, w: 600, fill: a.text, ls: -0.8 }));
    out.push(
      T("Hand block-printed in Bagru and Sanganer on pure linen and cotton.", 32, 166, { size: 14, fill: a.muted }),
    );
    ["Fabric weight", "Colour", "Print", "Size"].reduce((x, t) => {
      const w = tw(t, 12.5, 500) + 40;
      out.push(
        R(x, 186, w, 32, { r: 16, fill: a.card, stroke: a.line }),
        T(t, x + 14, 206.5, { size: 12.5, w: 500, fill: a.text }),
        icon("chevron-down", x + w - 22, 196, 12, a.muted, 2),
      );
      return x + w + 8;
    }, 32);
    out.push(T(`${d.count} products · Sort: Bestselling`, W - 32, 207, { size: 12.5, fill: a.muted, anchor: "end" }));
    const cw = (W - 64 - 3 * 20) / 4;
    d.items.forEach((key, i) => {
      const p = products[key];
      const x = 32 + i * (cw + 20);
      const y = 238;
      out.push(photo(x, y, cw, 300, p.print, { r: 6, backdrop: ["#ECE4D8", "#E6E9E0", "#F1E4DA", "#EAE3D6"][i] }));
      if (i === 0) out.push(pill("Bestseller", x + 10, y + 10, { bg: a.card, fg: a.text, size: 10.5, h: 20 }).svg);
      if (i === 2) out.push(pill("New", x + 10, y + 10, { bg: a.brand, fg: "#FFFFFF", size: 10.5, h: 20 }).svg);
      out.push(C(x + cw - 22, y + 22, 14, a.card), icon("heart", x + cw - 30, y + 14, 16, a.text, 1.8));
      out.push(T(p.short, x, y + 326, { size: 13.5, w: 600, fill: a.text }));
      out.push(T(`₹${p.inr.toLocaleString("en-IN")}`, x, y + 348, { size: 13.5, fill: a.text, tnum: true }));
      p.swatches.forEach((c, k) =>
        out.push(C(x + cw - 10 - k * 18, y + 343, 6.5, c, ` stroke="${a.card}" stroke-width="2"`)),
      );
    });
    return out.join("");
  },
  alt: (d) =>
    `Aurora storefront ${d.title} collection on a warm linen page: product cards with block-printed fabric, prices in rupees and colour swatches, and filters for fabric weight and colour`,
  caption: (d) => `The ${d.title.toLowerCase()} collection: ${d.count} hand block-printed products`,
};

/* ---------- 2. product page on a phone ---------- */

const product = {
  ...phoneScreen(a.text),
  name: "product-page",
  status: { time: "18:22" },
  data: {
    key: "bagru",
    currency: "AED",
    weight: "180 GSM, medium weight",
    size: "6 seater · 150 × 225 cm",
    lcp: "1.9 s",
  },
  draw(d) {
    const p = products[d.key];
    const w = 390;
    const out = [R(0, 0, w, 844, { fill: a.bg })];
    out.push(photo(0, 0, w, 420, p.print, { backdrop: "#ECE4D8" }));
    out.push(
      C(36, 80, 18, a.card, ' opacity="0.92"'),
      icon("chevron-left", 26, 70, 20, a.text, 2.2),
      C(w - 36, 80, 18, a.card, ' opacity="0.92"'),
      icon("heart", w - 46, 70, 20, a.text, 2),
    );
    [0, 1, 2, 3].forEach((i) => out.push(C(w / 2 - 24 + i * 16, 400, 3.5, "#FFFFFF", i ? ' opacity="0.55"' : "")));
    out.push(T(p.name.replace(" Tablecloth", ""), 20, 460, { size: 21, w: 600, fill: a.text, ls: -0.3 }));
    out.push(T("Tablecloth · hand block-printed in Bagru", 20, 482, { size: 13.5, fill: a.muted }));
    out.push(T(`${d.currency} ${p.aed}`, 20, 518, { size: 20, w: 700, fill: a.text, tnum: true }));
    out.push(T("incl. duties · ships to UAE in 5 days", 20, 538, { size: 12.5, fill: a.muted }));
    // currency switch
    const cur = ["INR", "USD", "AED"];
    out.push(R(w - 20 - 150, 500, 150, 30, { r: 15, fill: a.soft }));
    cur.forEach((c, i) => {
      const x = w - 170 + i * 50;
      if (c === d.currency) out.push(R(x + 2, 502, 46, 26, { r: 13, fill: a.card }));
      out.push(
        T(c, x + 25, 519.5, {
          size: 12,
          w: c === d.currency ? 700 : 500,
          fill: c === d.currency ? a.text : a.muted,
          anchor: "middle",
        }),
      );
    });
    // size
    out.push(
      R(20, 556, w - 40, 44, { r: 10, fill: a.card, stroke: a.line }),
      T("Size", 34, 583, { size: 13, fill: a.muted }),
      T(d.size, 78, 583, { size: 13.5, w: 600, fill: a.text }),
      icon("chevron-down", w - 46, 570, 16, a.muted, 2),
    );
    // facts buyers asked for
    const facts = [
      ["scale", "Fabric weight", d.weight],
      ["sun", "True colour", "Photographed in daylight"],
      ["droplets", "Care", "Cold wash, dry in shade"],
    ];
    facts.forEach(([ic, k, v], i) => {
      const y = 616 + i * 44;
      out.push(
        icon(ic, 20, y + 4, 20, a.brand, 1.8),
        T(k, 52, y + 19, { size: 13, w: 600, fill: a.text }),
        T(v, w - 20, y + 19, { size: 13, fill: a.muted, anchor: "end" }),
      );
      out.push(L(20, y + 36, w - 20, y + 36, a.line));
    });
    out.push(
      R(20, 760, w - 40, 52, { r: 26, fill: a.text }),
      T(`Add to bag · ${d.currency} ${p.aed}`, w / 2, 791, { size: 15, w: 600, fill: "#FFFFFF", anchor: "middle" }),
    );
    out.push(homeIndicator(a.text, 830));
    return out.join("");
  },
  alt: (d) =>
    `Aurora product page on a phone: the ${products[d.key].name} in indigo block print, priced ${d.currency} ${products[d.key].aed} with an INR, USD and AED switch, fabric weight, daylight colour and care`,
  caption: (d) => `A product page priced in ${d.currency}, with the fabric facts buyers asked about`,
  note: (d) => ({
    eyebrow: "Product page",
    title: ["The fabric is on", `screen in ${d.lcp}`],
    points: [
      `Main image in ${d.lcp} on a mid-range phone`,
      "Prices in rupees, dollars or dirhams",
      "Weight, true colour and care up front",
    ],
  }),
};

/* ---------- 3. checkout ---------- */

const checkout = {
  ...desktop,
  name: "checkout",
  url: "aurorajaipur.com/checkout",
  data: {
    currency: "USD",
    city: "London, United Kingdom",
    lines: [
      ["bagru", 1],
      ["jaal", 2],
    ],
    shipping: 18,
    delivery: "November 21 – 25, 2022",
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: a.bg })];
    out.push(
      R(0, 0, W, 64, { fill: a.bg }),
      L(0, 63.5, W, 63.5, a.line),
      T("AURORA", 32, 40, { size: 20, w: 600, fill: a.text, face: "display", ls: 4 }),
    );
    out.push(icon("lock", W - 180, 23, 16, a.muted, 2), T("Secure checkout", W - 158, 36, { size: 13, fill: a.muted }));
    // steps
    ["Contact", "Shipping", "Payment"].forEach((s, i) => {
      const x = 32 + i * 120;
      out.push(
        C(x + 10, 104, 10, i < 2 ? a.text : a.brand),
        i < 2
          ? icon("check", x + 4, 98, 12, "#FFFFFF", 3)
          : T("3", x + 10, 108, { size: 11, w: 700, fill: "#FFFFFF", anchor: "middle" }),
        T(s, x + 28, 108.5, { size: 13, w: 600, fill: a.text }),
      );
    });
    const lx = 32;
    const lw = 560;
    out.push(
      T("Ship to", lx, 156, { size: 12.5, fill: a.muted }),
      T(`Eleanor Hughes · ${d.city}`, lx + 60, 156, { size: 13, w: 600, fill: a.text }),
      T("Change", lx + lw, 156, { size: 12.5, w: 600, fill: a.brand, anchor: "end" }),
    );
    out.push(L(lx, 176, lx + lw, 176, a.line));
    out.push(T("Pay in", lx, 208, { size: 15, w: 600, fill: a.text }));
    const cur = [
      ["INR", "₹ Rupees"],
      ["USD", "$ US dollars"],
      ["AED", "د.إ Dirhams"],
    ];
    cur.forEach(([c, label], i) => {
      const x = lx + i * 188;
      const on = c === d.currency;
      out.push(R(x, 222, 180, 48, { r: 10, fill: a.card, stroke: on ? a.text : a.line, sw: on ? 2 : 1 }));
      out.push(C(x + 22, 246, 7, "none", ` stroke="${on ? a.text : a.line}" stroke-width="${on ? 5 : 1.5}"`));
      out.push(
        T(c, x + 40, 251, { size: 14, w: 700, fill: a.text }),
        T(label.replace(/^\S+ /, ""), x + 80, 251, { size: 13, fill: a.muted }),
      );
    });
    out.push(T("Payment", lx, 308, { size: 15, w: 600, fill: a.text }));
    out.push(R(lx, 322, lw, 132, { r: 10, fill: a.card, stroke: a.line }));
    out.push(
      C(lx + 22, 346, 7, "none", ` stroke="${a.text}" stroke-width="5"`),
      T("Card", lx + 40, 351, { size: 14, w: 600, fill: a.text }),
    );
    ["VISA", "MC", "AMEX"].forEach((b, i) =>
      out.push(
        R(lx + lw - 150 + i * 48, 336, 42, 22, { r: 4, fill: a.soft }),
        T(b, lx + lw - 129 + i * 48, 351, { size: 10, w: 700, fill: a.indigo, anchor: "middle" }),
      ),
    );
    out.push(
      R(lx + 16, 370, lw - 32, 36, { r: 8, fill: a.bg, stroke: a.line }),
      T("4929 ···· ···· 3817", lx + 28, 393, { size: 13, fill: a.text, tnum: true }),
    );
    out.push(
      R(lx + 16, 412, (lw - 40) / 2, 32, { r: 8, fill: a.bg, stroke: a.line }),
      T("09 / 27", lx + 28, 432.5, { size: 13, fill: a.text }),
    );
    out.push(
      R(lx + 24 + (lw - 40) / 2, 412, (lw - 40) / 2, 32, { r: 8, fill: a.bg, stroke: a.line }),
      T("CVC", lx + 36 + (lw - 40) / 2, 432.5, { size: 13, fill: a.muted }),
    );
    out.push(
      R(lx, 466, lw, 44, { r: 10, fill: a.card, stroke: a.line }),
      C(lx + 22, 488, 7, "none", ` stroke="${a.line}" stroke-width="1.5"`),
      T("UPI", lx + 40, 493, { size: 14, w: 600, fill: a.muted }),
      T("Available when paying in rupees", lx + 80, 493, { size: 12.5, fill: a.muted }),
    );
    // summary
    const sx = 632;
    const sw = W - sx - 32;
    out.push(R(sx, 84, sw, H - 108, { r: 12, fill: a.soft }));
    out.push(T("Your order", sx + 20, 116, { size: 15, w: 600, fill: a.text }));
    let sub = 0;
    d.lines.forEach(([k, qty], i) => {
      const p = products[k];
      const y = 136 + i * 84;
      out.push(fabric(sx + 20, y, 64, 64, { ...p.print, r: 8, size: 26 }));
      out.push(
        C(sx + 80, y + 4, 10, a.text),
        T(String(qty), sx + 80, y + 8, { size: 11, w: 700, fill: "#FFFFFF", anchor: "middle" }),
      );
      out.push(
        T(p.short, sx + 100, y + 26, { size: 13, w: 600, fill: a.text }),
        T(k === "bagru" ? "150 × 225 cm" : "35 × 180 cm", sx + 100, y + 46, { size: 12, fill: a.muted }),
      );
      out.push(
        T(`$${(p.usd * qty).toFixed(2)}`, sx + sw - 20, y + 26, {
          size: 13,
          w: 600,
          fill: a.text,
          anchor: "end",
          tnum: true,
        }),
      );
      sub += p.usd * qty;
    });
    const rows = [
      ["Subtotal", `$${sub.toFixed(2)}`],
      [`Shipping to ${d.city.split(",")[0]}`, `$${d.shipping.toFixed(2)}`],
      ["Duties and taxes", "Included"],
    ];
    rows.forEach(([k, v], i) => {
      const y = 330 + i * 30;
      out.push(
        T(k, sx + 20, y, { size: 13, fill: a.muted }),
        T(v, sx + sw - 20, y, { size: 13, fill: a.text, anchor: "end", tnum: true }),
      );
    });
    out.push(L(sx + 20, 410, sx + sw - 20, 410, a.line));
    out.push(
      T("Total", sx + 20, 444, { size: 15, w: 600, fill: a.text }),
      T(`USD $${(sub + d.shipping).toFixed(2)}`, sx + sw - 20, 444, {
        size: 19,
        w: 700,
        fill: a.text,
        anchor: "end",
        tnum: true,
      }),
    );
    out.push(T(`Arrives ${d.delivery}`, sx + 20, 472, { size: 12.5, fill: a.muted }));
    out.push(
      R(sx + 20, 496, sw - 40, 50, { r: 25, fill: a.brand }),
      T(`Pay $${(sub + d.shipping).toFixed(2)}`, sx + sw / 2, 526, {
        size: 15,
        w: 600,
        fill: "#FFFFFF",
        anchor: "middle",
      }),
    );
    out.push(
      T("Shipping shown before you pay. Free returns in 30 days.", sx + sw / 2, 572, {
        size: 11.5,
        fill: a.muted,
        anchor: "middle",
      }),
    );
    return out.join("");
  },
  total: (d) => d.lines.reduce((s, [k, q]) => s + products[k].usd * q, 0) + d.shipping,
  alt: (d) =>
    `Aurora checkout in US dollars for a buyer in ${d.city}: a choice of INR, USD or AED, card payment, and an order summary with shipping shown before payment`,
  caption: (d) => `Checkout in ${d.currency} for ${d.city.split(",")[0]}, with shipping shown before payment`,
};

/* ---------- 4. the design file: mobile frames and the component sheet ---------- */

/** The design tool's own neutral chrome (a generic editor, no product's brand). */
const ed = {
  bar: "#2B2B2B",
  barText: "#FFFFFF",
  barMuted: "#A6A6A6",
  panel: "#FFFFFF",
  line: "#E5E5E5",
  text: "#1F1F1F",
  muted: "#8C8C8C",
  canvas: "#E6E6E6",
  label: "#6E6E6E",
  select: "#2F6FEB",
  selectSoft: "#E4EDFD",
  component: "#7B55E0",
};
/** The canvas zoom: every frame is drawn in its own design pixels and scaled by it. */
const ZOOM = 0.4;

/** A phone's status bar as designers draw it in a frame (390 px wide). */
function frameStatus(fg) {
  return [
    T("9:41", 46, 31, { size: 15, w: 600, fill: fg, anchor: "middle" }),
    ...[4, 6.5, 9, 11.5].map((h, i) => R(300 + i * 5, 30 - h, 3, h, { r: 1, fill: fg })),
    R(328, 19, 24, 12, { r: 3.5, stroke: fg, sw: 1, op: 0.45 }),
    R(330, 21, 17, 8, { r: 2, fill: fg }),
    R(353, 23, 1.8, 4, { r: 1, fill: fg, op: 0.45 }),
  ].join("");
}

/** The storefront's mobile header: menu, wordmark, search and bag. */
function mobileHeader(y) {
  return [
    icon("menu", 20, y + 12, 22, a.text, 1.8),
    T("AURORA", 195, y + 30, { size: 18, w: 600, fill: a.text, face: "display", ls: 3.6, anchor: "middle" }),
    icon("search", 316, y + 12, 22, a.text, 1.8),
    icon("shopping-bag", 350, y + 12, 22, a.text, 1.8),
    C(368, y + 14, 7, a.brand),
    T("2", 368, y + 17.5, { size: 9, w: 700, fill: "#FFFFFF", anchor: "middle" }),
    L(0, y + 47.5, 390, y + 47.5, a.line),
  ].join("");
}

/** A product card as the collection grid draws it, at any width. */
function productCard(key, x, y, w, { badge, soldOut = false, backdrop = "#ECE4D8", photoH = w * 1.2 } = {}) {
  const p = products[key];
  // small on the canvas: a flat backdrop, without the studio light, keeps the picture light
  const out = [photo(x, y, w, photoH, p.print, { r: 6, backdrop, lit: false })];
  if (soldOut) out.push(R(x, y, w, photoH, { r: 6, fill: a.bg, op: 0.45 }));
  if (badge) out.push(pill(badge.text, x + 8, y + 8, { bg: badge.bg, fg: badge.fg, size: 10, h: 19 }).svg);
  out.push(C(x + w - 19, y + 19, 12, a.card), icon("heart", x + w - 26, y + 12, 14, a.text, 1.8));
  out.push(T(fitText(p.short, w - 4, 13), x, y + photoH + 22, { size: 13, w: 600, fill: soldOut ? a.muted : a.text }));
  out.push(
    T(`₹${p.inr.toLocaleString("en-IN")}`, x, y + photoH + 42, {
      size: 13,
      fill: soldOut ? a.muted : a.text,
      tnum: true,
    }),
  );
  p.swatches.forEach((c, k) =>
    out.push(C(x + w - 8 - k * 16, y + photoH + 38, 5.5, c, ` stroke="${a.card}" stroke-width="2"`)),
  );
  return out.join("");
}

const fitText = (text, maxW, size) => {
  let s = text;
  while (tw(s, size, 600) > maxW && s.length > 4) s = `${s.slice(0, -2).trimEnd()}…`;
  return s;
};

/** The INR · USD · AED segmented switch of the product page. */
function currencySwitch(x, y, on) {
  const out = [R(x, y, 150, 30, { r: 15, fill: a.soft })];
  ["INR", "USD", "AED"].forEach((c, i) => {
    const cx = x + i * 50;
    if (c === on) out.push(R(cx + 2, y + 2, 46, 26, { r: 13, fill: a.card }));
    out.push(
      T(c, cx + 25, y + 19.5, {
        size: 12,
        w: c === on ? 700 : 500,
        fill: c === on ? a.text : a.muted,
        anchor: "middle",
      }),
    );
  });
  return out.join("");
}

/** Mobile frame 1: the collection, two cards across. */
function mobileCollection(d) {
  const out = [R(0, 0, 390, 844, { fill: a.bg }), frameStatus(a.text), mobileHeader(44)];
  out.push(T("Home / Table linen", 20, 124, { size: 12, fill: a.muted }));
  out.push(T("Table linen", 20, 158, { size: 28, w: 600, fill: a.text, ls: -0.6 }));
  out.push(T(`${d.count} products · hand block-printed`, 20, 180, { size: 13, fill: a.muted }));
  ["Fabric weight", "Colour", "Print", "Size"].reduce((x, t) => {
    const w = tw(t, 12, 500) + 36;
    out.push(
      R(x, 196, w, 30, { r: 15, fill: a.card, stroke: a.line }),
      T(t, x + 12, 215, { size: 12, w: 500, fill: a.text }),
      icon("chevron-down", x + w - 20, 206, 11, a.muted, 2),
    );
    return x + w + 8;
  }, 20);
  const cw = (390 - 40 - 12) / 2;
  d.items.forEach((key, i) => {
    const x = 20 + (i % 2) * (cw + 12);
    const y = 244 + Math.floor(i / 2) * 270;
    out.push(
      productCard(key, x, y, cw, {
        photoH: 204,
        backdrop: ["#ECE4D8", "#E6E9E0", "#F1E4DA", "#EAE3D6"][i],
        badge:
          i === 0
            ? { text: "Bestseller", bg: a.card, fg: a.text }
            : i === 2
              ? { text: "New", bg: a.brand, fg: "#FFFFFF" }
              : undefined,
      }),
    );
  });
  out.push(
    R(123, 776, 144, 40, { r: 20, fill: a.text }),
    icon("sliders-horizontal", 141, 788, 16, "#FFFFFF", 2),
    T("Filter & sort", 164, 800.5, { size: 13, w: 600, fill: "#FFFFFF" }),
    homeIndicator(a.text, 830),
  );
  return out.join("");
}

/** Mobile frame 3: checkout in the buyer's currency. */
function mobileCheckout(d) {
  const out = [R(0, 0, 390, 844, { fill: a.bg }), frameStatus(a.text)];
  out.push(
    T("AURORA", 20, 78, { size: 18, w: 600, fill: a.text, face: "display", ls: 3.6 }),
    icon("lock", 370 - tw("Secure checkout", 12.5) - 20, 64, 14, a.muted, 2),
    T("Secure checkout", 370, 76, { size: 12.5, fill: a.muted, anchor: "end" }),
    L(0, 91.5, 390, 91.5, a.line),
  );
  ["Contact", "Shipping", "Payment"].forEach((s, i) => {
    const x = 20 + i * 118;
    out.push(
      C(x + 9, 122, 9, i < 2 ? a.text : a.brand),
      i < 2
        ? icon("check", x + 4, 117, 10, "#FFFFFF", 3)
        : T("3", x + 9, 126, { size: 10, w: 700, fill: "#FFFFFF", anchor: "middle" }),
      T(s, x + 24, 126.5, { size: 12.5, w: 600, fill: a.text }),
    );
  });
  const lines = d.lines.map(([k, q]) => products[k].usd * q);
  const sub = lines.reduce((s, v) => s + v, 0);
  const total = sub + d.shipping;
  out.push(
    R(0, 148, 390, 48, { fill: a.soft }),
    icon("shopping-bag", 20, 163, 18, a.brand, 1.8),
    T("Show order summary", 46, 177, { size: 13, w: 600, fill: a.brand }),
    icon("chevron-down", 190, 166, 12, a.brand, 2.2),
    T(`$${total.toFixed(2)}`, 370, 177.5, { size: 15, w: 700, fill: a.text, anchor: "end", tnum: true }),
  );
  out.push(
    T("Ship to", 20, 228, { size: 12, fill: a.muted }),
    T(`Eleanor Hughes · ${d.city.split(",")[0]}`, 20, 248, { size: 13.5, w: 600, fill: a.text }),
    T("Change", 370, 248, { size: 12.5, w: 600, fill: a.brand, anchor: "end" }),
    L(20, 266, 370, 266, a.line),
  );
  out.push(T("Pay in", 20, 296, { size: 15, w: 600, fill: a.text }));
  ["INR", "USD", "AED"].forEach((c, i) => {
    const x = 20 + i * 120;
    const on = c === d.currency;
    out.push(
      R(x, 310, 110, 44, { r: 10, fill: a.card, stroke: on ? a.text : a.line, sw: on ? 2 : 1 }),
      C(x + 20, 332, 6.5, "none", ` stroke="${on ? a.text : a.line}" stroke-width="${on ? 4.5 : 1.5}"`),
      T(c, x + 36, 337, { size: 13.5, w: 700, fill: a.text }),
    );
  });
  out.push(T("Payment", 20, 392, { size: 15, w: 600, fill: a.text }));
  out.push(
    R(20, 406, 350, 160, { r: 10, fill: a.card, stroke: a.line }),
    C(42, 430, 6.5, "none", ` stroke="${a.text}" stroke-width="4.5"`),
    T("Card", 58, 435, { size: 13.5, w: 600, fill: a.text }),
  );
  ["VISA", "MC", "AMEX"].forEach((b, i) =>
    out.push(
      R(228 + i * 44, 420, 38, 20, { r: 4, fill: a.soft }),
      T(b, 247 + i * 44, 434, { size: 9, w: 700, fill: a.indigo, anchor: "middle" }),
    ),
  );
  out.push(
    R(34, 454, 322, 40, { r: 8, fill: a.bg, stroke: a.line }),
    T("4929 ···· ···· 3817", 46, 479, { size: 13, fill: a.text, tnum: true }),
    R(34, 504, 156, 40, { r: 8, fill: a.bg, stroke: a.line }),
    T("09 / 27", 46, 529, { size: 13, fill: a.text }),
    R(200, 504, 156, 40, { r: 8, fill: a.bg, stroke: a.line }),
    T("CVC", 212, 529, { size: 13, fill: a.muted }),
  );
  out.push(
    R(20, 578, 350, 44, { r: 10, fill: a.card, stroke: a.line }),
    C(42, 600, 6.5, "none", ` stroke="${a.line}" stroke-width="1.5"`),
    T("UPI", 58, 605, { size: 13.5, w: 600, fill: a.muted }),
    T("When paying in rupees", 92, 605, { size: 12, fill: a.muted }),
  );
  [
    [`Shipping to ${d.city.split(",")[0]}`, `$${d.shipping.toFixed(2)}`],
    ["Duties and taxes", "Included"],
  ].forEach(([k, v], i) =>
    out.push(
      T(k, 20, 656 + i * 24, { size: 12.5, fill: a.muted }),
      T(v, 370, 656 + i * 24, { size: 12.5, fill: a.text, anchor: "end", tnum: true }),
    ),
  );
  out.push(
    R(20, 716, 350, 52, { r: 26, fill: a.brand }),
    T(`Pay $${total.toFixed(2)}`, 195, 747, { size: 15, w: 600, fill: "#FFFFFF", anchor: "middle" }),
    T("Shipping shown before you pay", 195, 792, { size: 11.5, fill: a.muted, anchor: "middle" }),
    homeIndicator(a.text, 830),
  );
  return out.join("");
}

/** The component sheet, in design pixels: tokens, type, buttons, inputs, cards, currency. */
function componentSheet(d) {
  const SW = d.sheet.w;
  const P = 36;
  const cw = SW - P * 2;
  const out = [R(0, 0, SW, d.sheet.h, { fill: a.bg })];
  out.push(
    T("AURORA", P, 58, { size: 22, w: 600, fill: a.text, face: "display", ls: 4.4 }),
    T(`UI kit ${d.version} · ${d.updated}`, SW - P, 57, { size: 15, fill: a.muted, anchor: "end" }),
    T("Components", P, 102, { size: 34, w: 600, fill: a.text, ls: -0.8 }),
    T("Tokens and parts of the storefront, mobile first", P, 128, { size: 16, fill: a.muted }),
    L(P, 148, SW - P, 148, a.line, 1.5),
  );
  const section = (n, title, x, y) =>
    T(`${String(n).padStart(2, "0")}  ${title.toUpperCase()}`, x, y, { size: 13, w: 700, fill: a.brand, ls: 1.4 });
  // 01 colour
  let y = 182;
  out.push(section(1, "Colour", P, y));
  const cols = 5;
  const gap = 14;
  const sw = (cw - gap * (cols - 1)) / cols;
  d.tokens.forEach(([name, hex], i) => {
    const x = P + (i % cols) * (sw + gap);
    const top = y + 16 + Math.floor(i / cols) * 106;
    out.push(R(x, top, sw, 52, { r: 8, fill: hex, stroke: a.line, sw: 1.5 }));
    out.push(T(name, x, top + 73, { size: 14, w: 600, fill: a.text }));
    out.push(T(hex, x, top + 91, { size: 13.5, fill: a.muted, tnum: true }));
  });
  // 02 type
  y += 16 + 2 * 106 + 24;
  out.push(section(2, "Type", P, y));
  let ty = y + 16;
  d.type.forEach(([name, spec, sample, size, weight, ink], i) => {
    const h = Math.max(36, size * 1.45);
    const base = ty + h / 2 + size * 0.36;
    out.push(
      T(name, P, ty + h / 2 - 2, { size: 14, w: 600, fill: a.text }),
      T(spec, P, ty + h / 2 + 16, { size: 12.5, fill: a.muted }),
      T(sample, P + 176, base, {
        size,
        w: weight,
        fill: ink === "muted" ? a.muted : a.text,
        ls: size > 30 ? -0.8 : size > 20 ? -0.3 : 0,
        tnum: true,
      }),
    );
    ty += h + 6;
    if (i < d.type.length - 1) out.push(L(P, ty - 4, SW - P, ty - 4, a.line));
  });
  // 03 buttons
  y = ty + 28;
  out.push(section(3, "Button", P, y));
  const bw = (cw - 20) / 2;
  const buttons = [
    ["Primary", "Default", { fill: a.brand, fg: "#FFFFFF" }],
    ["Secondary", "Default", { fill: a.card, fg: a.text, stroke: a.text }],
    ["Primary", "Disabled", { fill: a.line, fg: "#A89B8F" }],
    ["Primary", "Focus · 2 px ring, 2 px offset", { fill: a.brand, fg: "#FFFFFF", ring: a.indigo }],
  ];
  const selected = {};
  buttons.forEach(([kind, state, s], i) => {
    const x = P + (i % 2) * (bw + 20);
    const top = y + 22 + Math.floor(i / 2) * 96;
    out.push(
      T(kind, x, top + 14, { size: 13.5, w: 600, fill: a.text }),
      T(state, x + tw(kind, 13.5, 600) + 8, top + 14, { size: 13, fill: a.muted }),
    );
    const by = top + 28;
    if (s.ring) out.push(R(x - 4, by - 4, bw + 8, 60, { r: 30, stroke: s.ring, sw: 2.5 }));
    out.push(R(x, by, bw, 52, { r: 26, fill: s.fill, stroke: s.stroke, sw: 1.5 }));
    out.push(
      T(i === 1 ? "Save to wishlist" : "Add to bag · AED 160", x + bw / 2, by + 31, {
        size: 15,
        w: 600,
        fill: s.fg,
        anchor: "middle",
      }),
    );
    if (i === 2) Object.assign(selected, { x, y: by, w: bw, h: 52 });
  });
  // 04 input
  y += 22 + 2 * 96 + 34;
  out.push(section(4, "Input", P, y));
  const iw = bw;
  d.inputs.forEach(([label, value, note, error], i) => {
    const x = P + i * (iw + 20);
    const top = y + 20;
    out.push(T(label, x, top + 14, { size: 13.5, w: 600, fill: a.text }));
    out.push(R(x, top + 24, iw, 48, { r: 10, fill: a.card, stroke: error ? d.error : a.line, sw: error ? 2 : 1.5 }));
    out.push(T(value, x + 14, top + 53.5, { size: 14.5, fill: a.text, tnum: true }));
    if (error) out.push(icon("circle-alert", x + iw - 34, top + 38, 20, d.error, 2));
    out.push(T(note, x, top + 94, { size: 12.5, w: error ? 500 : 400, fill: error ? d.error : a.muted }));
  });
  // 05 product card, 06 currency
  y += 20 + 104 + 28;
  out.push(section(5, "Product card", P, y), section(6, "Currency", P + bw + 20, y));
  const pw = (bw - 16) / 2;
  out.push(
    productCard("bagru", P, y + 18, pw, { photoH: 170, badge: { text: "Bestseller", bg: a.card, fg: a.text } }),
    productCard("jaal", P + pw + 16, y + 18, pw, {
      photoH: 170,
      soldOut: true,
      backdrop: "#F1E4DA",
      badge: { text: "Sold out", bg: a.text, fg: "#FFFFFF" },
    }),
  );
  const cx = P + bw + 20;
  ["INR", "USD", "AED"].forEach((c, i) => {
    const top = y + 22 + i * 42;
    out.push(currencySwitch(cx, top, c));
    out.push(T(`Selected · ${c}`, cx + 164, top + 20, { size: 12.5, fill: a.muted }));
  });
  const py = y + 22 + 3 * 42 + 4;
  out.push(
    R(cx, py, 70, 26, { r: 13, fill: a.soft }),
    T("₹ INR", cx + 35, py + 17.5, { size: 12, w: 600, fill: a.text, anchor: "middle" }),
    T("Header pill", cx + 84, py + 17.5, { size: 12.5, fill: a.muted }),
  );
  return { svg: out.join(""), selected, end: y + 18 + 170 + 50 };
}

/** "A, B and C". */
const list = (xs) => `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;

const designFile = {
  ...desktop,
  name: "design-system",
  url: "design.ignite-tech.in/aurora/storefront-2-0",
  data: {
    file: "Aurora — Storefront 2.0",
    team: "Ignite Design",
    frames: ["Collection", "Product", "Checkout"],
    version: "2.0",
    updated: "18 Aug 2022",
    sheet: { w: 724, h: 1368 },
    error: "#B42318",
    tokens: [
      ["bg/linen", "#FBF8F3"],
      ["bg/surface", "#FFFFFF"],
      ["bg/soft", "#F3ECE1"],
      ["border", "#E8E1D6"],
      ["text/ink", "#2A211B"],
      ["text/muted", "#7A6D62"],
      ["brand/madder", "#A8432A"],
      ["accent/indigo", "#243A73"],
      ["accent/dabu", "#3D5A45"],
      ["status/error", "#B42318"],
    ],
    type: [
      ["Display", "600 · 34/40", "Table linen", 34, 600],
      ["Heading", "600 · 21/28", "Bagru Indigo Buti", 21, 600],
      ["Price", "700 · 20/24 · tabular", "₹3,450 · $44 · AED 160", 20, 700],
      ["Body", "400 · 15/22", "Hand block-printed on pure linen.", 15, 400],
      ["Caption", "400 · 12.5/16", "incl. duties · ships to UAE in 5 days", 12.5, 400, "muted"],
    ],
    inputs: [
      ["Card number", "4929 ···· ···· 3817", "Cards and UPI for rupees", false],
      ["Postcode", "SW1A 1", "Enter a full UK postcode, like SW1A 1AA", true],
    ],
    notes: [
      ["Filters", "Fabric weight and colour first, the two", "things buyers filtered by most"],
      ["Fabric facts", "Weight, daylight colour and care above", "Add to bag, as buyers asked"],
      ["Currency", "Currency picked before payment;", "shipping shown before Pay"],
    ],
  },
  draw(d) {
    const out = [R(0, 0, W, H, { fill: ed.canvas })];
    const TB = 40;
    const LP = 188;
    // ---- canvas: frames at 40%
    const fw = 390 * ZOOM;
    const fh = 844 * ZOOM;
    const fx = (i) => LP + 18 + i * (fw + 14);
    const fy = TB + 32;
    const screens = [
      mobileCollection(collection.data),
      `${product.draw(product.data)}${frameStatus(a.text)}`,
      mobileCheckout(checkout.data),
    ];
    screens.forEach((svg, i) => {
      const clip = nextId("fr");
      out.push(
        T(d.frames[i], fx(i), fy - 7, { size: 10.5, w: 500, fill: ed.label }),
        `<g transform="translate(${fx(i)} ${fy}) scale(${ZOOM})"><clipPath id="${clip}"><rect width="390" height="844"/></clipPath><g clip-path="url(#${clip})">${svg}</g></g>`,
      );
    });
    // a comment pin from the client on the product frame
    const px = fx(1) + fw - 12;
    const py = fy + 208;
    out.push(
      `<path d="M${px} ${py + 22}V${py + 11}A11 11 0 1 1 ${px + 11} ${py + 22}Z" fill="#FFFFFF"/>`,
      C(px + 11, py + 11, 8.5, a.indigo),
      T("MS", px + 11, py + 14.2, { size: 7.5, w: 700, fill: "#FFFFFF", anchor: "middle" }),
    );
    // design notes under the frames
    const ny = fy + fh + 32;
    const nw = 3 * fw + 2 * 14;
    out.push(T("Notes", fx(0), ny - 7, { size: 10.5, w: 500, fill: ed.label }));
    out.push(R(fx(0), ny, nw, 86, { fill: "#FFFFFF" }));
    out.push(
      T(`Priya R. · ${d.updated}`, fx(0) + nw - 12, ny + 18, { size: 8.5, fill: ed.muted, anchor: "end" }),
      T("Why the frames look like this", fx(0) + 12, ny + 18, { size: 9.5, w: 600, fill: ed.text }),
    );
    d.notes.forEach(([title, l1, l2], i) => {
      const x = fx(i) + 12;
      out.push(
        C(x + 6, ny + 38, 6, a.brand),
        T(String(i + 1), x + 6, ny + 41, { size: 7.5, w: 700, fill: "#FFFFFF", anchor: "middle" }),
        T(title, x + 17, ny + 41.5, { size: 9, w: 600, fill: ed.text }),
        T(l1, x, ny + 60, { size: 8, fill: "#4D4D4D" }),
        T(l2, x, ny + 73, { size: 8, fill: "#4D4D4D" }),
      );
    });
    // the component sheet
    const sx = fx(2) + fw + 22;
    const sy = fy;
    const sheet = componentSheet(d);
    const sclip = nextId("fr");
    out.push(
      T("Components — Aurora UI", sx, sy - 7, { size: 10.5, w: 500, fill: ed.label }),
      `<g transform="translate(${sx} ${sy}) scale(${ZOOM})"><clipPath id="${sclip}"><rect width="${d.sheet.w}" height="${d.sheet.h}"/></clipPath><g clip-path="url(#${sclip})">${sheet.svg}</g></g>`,
    );
    // the selected layer: Button / Primary / Disabled, with its handles and size
    const s = sheet.selected;
    const bx = sx + s.x * ZOOM;
    const by = sy + s.y * ZOOM;
    const bw = s.w * ZOOM;
    const bh = s.h * ZOOM;
    out.push(R(bx, by, bw, bh, { stroke: ed.select, sw: 1 }));
    [
      [bx, by],
      [bx + bw, by],
      [bx, by + bh],
      [bx + bw, by + bh],
    ].forEach(([hx, hy]) => out.push(R(hx - 3, hy - 3, 6, 6, { fill: "#FFFFFF", stroke: ed.select, sw: 1 })));
    const dim = `${Math.round(s.w)} × ${s.h}`;
    const dw = tw(dim, 8.5, 600) + 10;
    out.push(
      R(bx + bw / 2 - dw / 2, by + bh + 5, dw, 13, { r: 3, fill: ed.select }),
      T(dim, bx + bw / 2, by + bh + 14.3, { size: 8.5, w: 600, fill: "#FFFFFF", anchor: "middle", tnum: true }),
    );
    // ---- toolbar
    out.push(R(0, 0, W, TB, { fill: ed.bar }));
    out.push(icon("layout-grid", 14, 12, 16, ed.barText, 1.8));
    ["mouse-pointer-2", "hash", "square", "pen-tool", "type", "hand", "message-circle"].forEach((name, i) => {
      const x = 48 + i * 36;
      if (i === 0) out.push(R(x, 4, 32, 32, { r: 4, fill: ed.select }));
      out.push(icon(name, x + 8, 12, 16, i === 0 ? "#FFFFFF" : ed.barMuted, 1.8));
      if (i < 4) out.push(icon("chevron-down", x + 26, 26, 6, ed.barMuted, 2));
    });
    const title = `${d.team} / `;
    const tx = W / 2 - (tw(title, 12) + tw(d.file, 12, 600)) / 2;
    out.push(
      T(title, tx, 25, { size: 12, fill: ed.barMuted }),
      T(d.file, tx + tw(title, 12), 25, { size: 12, w: 600, fill: ed.barText }),
      icon("chevron-down", tx + tw(title, 12) + tw(d.file, 12, 600) + 5, 15, 10, ed.barMuted, 2),
    );
    [
      ["PR", "#C2410C"],
      ["SK", "#0F766E"],
      ["KM", "#4F46E5"],
    ].forEach(([ini, bg], i) => {
      const cx = W - 236 + i * 18;
      out.push(
        C(cx, 20, 12, ed.bar),
        C(cx, 20, 10.5, bg),
        T(ini, cx, 23.6, { size: 9, w: 600, fill: "#FFFFFF", anchor: "middle" }),
      );
    });
    out.push(
      icon("play", W - 170, 12, 16, ed.barText, 1.8),
      R(W - 140, 9, 56, 22, { r: 5, fill: ed.select }),
      T("Share", W - 112, 24, { size: 11.5, w: 600, fill: "#FFFFFF", anchor: "middle" }),
      T(`${Math.round(ZOOM * 100)}%`, W - 56, 24.5, { size: 11.5, fill: ed.barText, tnum: true }),
      icon("chevron-down", W - 28, 15, 10, ed.barMuted, 2),
    );
    // ---- layers panel
    out.push(R(0, TB, LP, H - TB, { fill: ed.panel }), L(LP - 0.5, TB, LP - 0.5, H, ed.line));
    out.push(
      T("Layers", 14, TB + 24, { size: 11.5, w: 600, fill: ed.text }),
      T("Assets", 66, TB + 24, { size: 11.5, w: 500, fill: ed.muted }),
      icon("search", LP - 30, TB + 13, 14, ed.muted, 1.8),
      L(0, TB + 39.5, LP, TB + 39.5, ed.line),
      T("Pages", 14, TB + 62, { size: 11, w: 600, fill: ed.text }),
      icon("plus", LP - 28, TB + 51, 13, ed.muted, 1.8),
    );
    ["Cover", "Storefront 2.0 — Mobile", "Components", "Handoff · Sprint 6", "Archive · 2021 theme"].forEach(
      (pg, i) => {
        const y = TB + 84 + i * 22;
        if (i === 1) out.push(icon("check", 12, y - 10, 11, ed.text, 2.2));
        out.push(T(pg, 30, y, { size: 11, w: i === 1 ? 600 : 400, fill: i === 1 ? ed.text : "#4D4D4D" }));
      },
    );
    const ly0 = TB + 200;
    out.push(L(0, ly0 - 14.5, LP, ly0 - 14.5, ed.line));
    const layers = [
      [0, "frame", "Components — Aurora UI", "open"],
      [1, "frame", "06 Currency", "closed"],
      [1, "component", "Product card", "closed"],
      [1, "component", "Input", "closed"],
      [1, "component", "Button", "open", "parent"],
      [2, "component", "Primary", ""],
      [2, "component", "Secondary", ""],
      [2, "component", "Primary / Disabled", "", "selected"],
      [2, "component", "Primary / Focus", ""],
      [1, "frame", "02 Type", "closed"],
      [1, "frame", "01 Colour", "closed"],
      [0, "frame", "Checkout", "closed"],
      [0, "frame", "Product", "closed"],
      [0, "frame", "Collection", "closed"],
      [0, "frame", "Notes", "closed"],
    ];
    layers.forEach(([lvl, kind, name, state, mark], i) => {
      const y = ly0 + i * 24;
      if (mark === "selected") out.push(R(0, y - 8, LP - 1, 24, { fill: ed.selectSoft }));
      if (mark === "parent") out.push(R(0, y - 8, LP - 1, 24, { fill: "#F3F6FD" }));
      const x = 10 + lvl * 14;
      if (state) out.push(icon(state === "open" ? "chevron-down" : "chevron-right", x, y - 0.5, 9, ed.muted, 2));
      const ink = kind === "component" ? ed.component : ed.muted;
      out.push(icon(kind === "component" ? "component" : "hash", x + 12, y - 1, 11, ink, 2));
      out.push(
        T(name, x + 28, y + 8, {
          size: 11,
          w: lvl === 0 || mark === "selected" ? 600 : 400,
          fill: kind === "component" ? ed.component : ed.text,
        }),
      );
    });
    return out.join("");
  },
  alt: (d) =>
    `Aurora’s ${d.file.split(" — ")[1]} design file: ${list(d.frames).toLowerCase()} phone frames beside a component sheet of colour tokens, type scale, buttons, inputs, product cards and an INR, USD and AED switch`,
  caption: (d) => `${list(d.frames.map((f, i) => (i ? f.toLowerCase() : f)))} frames built from one component sheet`,
};

export default caseStudy({
  slug: "aurora-storefront",
  tint: "#A8432A",
  card: { bg: "#3A2119", text: "#FBF1EA", muted: "#E2C6B8", accent: "#F2A07F" },
  // The cover is the collection, so the gallery opens on the checkout; the design file stays last.
  screens: [checkout, product, collection, designFile],
  // The phone stands in the gutter after the third product, below the store's bar: it covers the
  // fourth product and the count above it whole.
  cover: [
    { screen: "collection", x: 56, y: 64, s: 1.14, shadow: 0.32 },
    { screen: "product-page", x: 916, y: 168, s: 0.92, shadow: 0.45 },
  ],
  coverAlt: (s) =>
    `Aurora’s light storefront: the table linen collection with block-printed product cards on a desktop, and in front a phone showing the ${products[s["product-page"].data.key].name} priced in AED`,
});
