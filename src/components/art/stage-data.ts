/**
 * What the home hero's product stage shows: three screens from our case studies, with the
 * figures they display. The drawing (ProductStage) and its text alternative (stageLabel) are
 * both made from this one object, so the description always matches the picture.
 */
export const stage = {
  dashboard: {
    product: "Quantum Dashboard",
    address: "quantum.app/live",
    title: "Live settlements",
    updated: "Today · updated 2 s ago",
    kpis: [
      { label: "Settled today", value: "₹4.21 Cr", delta: "+12.4%" },
      { label: "Transactions", value: "1.18 M", delta: "+3.1%" },
      { label: "Failed", value: "0.38%", delta: "−0.05 pt" },
    ],
    chartTitle: "Settlement volume by hour (₹ lakh)",
    /** Hourly settlements in ₹ lakh, 06:00 to 18:00. */
    series: [12, 18, 26, 31, 29, 38, 44, 41, 52, 58, 55, 63, 71],
    /** The same hours a week earlier, the dashed comparison line. */
    lastWeek: [10, 15, 22, 27, 28, 33, 37, 39, 44, 49, 50, 54, 60],
    axis: ["06:00", "09:00", "12:00", "15:00", "18:00"],
  },
  freight: {
    product: "Atlas Freight Portal",
    shipment: "AF-2291",
    from: "Manesar",
    to: "Jaipur",
    eta: "ETA 14:20",
    progress: 0.62,
    /** Where the truck is now: the town its map shows, on NH-48, and what is left to go. */
    done: "62% · 134 of 216 km",
    left: "82 km",
  },
  phone: {
    product: "Nexus Mobile App",
    title: "Today's orders",
    subtitle: "Malviya Nagar route · 9 shops",
    rep: "AK",
    booked: "₹28,780",
    visited: "3 of 9 shops",
    orders: [
      { shop: "Shree Ganesh Kirana", items: "14 items", total: "₹8,240" },
      { shop: "Jain Provision Store", items: "9 items", total: "₹5,610" },
      { shop: "New Bharat Traders", items: "22 items", total: "₹14,930" },
    ],
    toast: { title: "Order #4821 synced", detail: "3 items · ₹12,480 · back online" },
  },
} as const;

/** The stage's text alternative, from the same figures the picture draws. */
export function stageLabel(template: string, s: typeof stage = stage): string {
  const values: Record<string, string> = {
    dashboard: s.dashboard.product,
    settled: s.dashboard.kpis[0].value,
    freight: s.freight.product,
    shipment: s.freight.shipment,
    from: s.freight.from,
    to: s.freight.to,
    phone: s.phone.product,
    toast: s.phone.toast.title.replace(/^Order/, "order"),
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
