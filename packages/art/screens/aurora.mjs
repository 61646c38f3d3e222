/**
 * Aurora: the headless storefront of a Jaipur home-textiles brand selling block-printed
 * linen in India and abroad. Warm linen ground, indigo and madder prints, three currencies.
 */
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
const chrome = {
  bg: "#FFFFFF",
  line: "#ECE6DC",
  dots: ["#F26B5E", "#F5BE4F", "#5FC454"],
  url: "#F4F1EC",
  urlText: "#7A6D62",
};
const W = 1024;
const H = 640;

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
function photo(x, y, w, h, print, { r = 0, backdrop = "#EDE5DA" } = {}) {
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
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></linearGradient>`,
    R(x, y, w, h, { fill: backdrop }),
    R(x, y, w, h, { fill: `url(#${id})` }),
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
  name: "collection",
  kind: "desktop",
  w: W,
  h: H,
  url: "aurorajaipur.com/collections/table-linen",
  chrome,
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
  name: "product-page",
  kind: "phone",
  w: 390,
  h: 844,
  statusFg: a.text,
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
    out.push(R(w / 2 - 67, 830, 134, 5, { r: 2.5, fill: a.text }));
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
  name: "checkout",
  kind: "desktop",
  w: W,
  h: H,
  url: "aurorajaipur.com/checkout",
  chrome,
  data: {
    currency: "USD",
    city: "London, United Kingdom",
    lines: [
      ["bagru", 1],
      ["jaal", 2],
    ],
    shipping: 18,
    delivery: "May 22 – 26, 2025",
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

const cover = {
  alt: (s) =>
    `Aurora’s light storefront: the table linen collection with block-printed product cards on a desktop, and in front a phone showing the ${products[s["product-page"].data.key].name} priced in AED`,
  draw(s, k) {
    const out = [
      k.stage(k.W, k.H, {
        from: "#C9785C",
        to: "#9E4F3A",
        glow: { x: 1200, y: 200, r: 700, color: "#F2C3A2", op: 0.35 },
      }),
    ];
    const c = s.collection;
    const p = s["product-page"];
    out.push(k.windowAt(c, c.draw(c.data), 70, 90, 1.14, { shadowOp: 0.32 }));
    out.push(k.phoneAt(p, p.draw(p.data), 1130, 150, 0.94, { shadowOp: 0.45 }));
    return out.join("");
  },
};

export default {
  slug: "aurora-storefront",
  stage: {
    from: "#F1E3D6",
    to: "#E2C5AE",
    glow: { x: 800, y: 100, r: 900, color: "#FFFFFF", op: 0.45 },
    text: "#2A211B",
    muted: "#6B5A4D",
    accent: "#A8432A",
  },
  screens: [collection, product, checkout],
  cover,
};
