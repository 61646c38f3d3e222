/**
 * Fusion: the multi-tenant onboarding platform of a Pune HR-tech start-up. The screens are
 * its operators' console: tenants, provisioning a new one, and the migration of the 38 old
 * installations. Light UI, indigo brand, each tenant with its own colour.
 */
import { caseStudy } from "./case-study.mjs";
import { DESKTOP, desktopScreen } from "./frames.mjs";
import { C, L, R, T, avatar, icon, pill, table, tw } from "./ui.mjs";

const f = {
  bg: "#F7F8FB",
  card: "#FFFFFF",
  line: "#E4E7EE",
  text: "#161A2C",
  muted: "#626A82",
  faint: "#98A0B4",
  brand: "#4F46E5",
  brandSoft: "#EEEDFD",
  green: "#0F8A5F",
  greenSoft: "#E3F5EC",
  amber: "#A45E00",
  amberSoft: "#FFF2D9",
};
const desktop = desktopScreen({ bg: "#FFFFFF", line: "#E4E7EE", url: "#F1F3F7", urlText: "#626A82" });
const { w: W, h: H } = DESKTOP;
const SIDE = 208;
/** The release of the week the console and provisioning screens show (weekly since October). */
const RELEASE = ["v4.12", "December 12, 2022"];

function logo(x, y) {
  return (
    `<rect x="${x}" y="${y}" width="26" height="26" rx="8" fill="${f.brand}"/><rect x="${x + 6}" y="${y + 7}" width="9" height="12" rx="2.5" fill="#FFFFFF" opacity="0.6"/><rect x="${x + 11}" y="${y + 7}" width="9" height="12" rx="2.5" fill="#FFFFFF"/>` +
    T("Fusion", x + 36, y + 18.5, { size: 17, w: 600, fill: f.text, face: "display" }) +
    pill("Platform", x + 102, y + 4, { bg: f.brandSoft, fg: f.brand, size: 10.5, h: 18, padX: 6 }).svg
  );
}

/** The side menu, with the release of the week the screen shows: [version, date]. */
function sidebar(active, [version, date] = RELEASE) {
  const items = [
    ["building-2", "Tenants"],
    ["rocket", "Provisioning"],
    ["git-merge", "Migrations"],
    ["key-round", "Single sign-on"],
    ["package", "Releases"],
    ["activity", "Usage & costs"],
    ["scroll-text", "Audit log"],
  ];
  const out = [R(0, 0, SIDE, H, { fill: f.card }), L(SIDE - 0.5, 0, SIDE - 0.5, H, f.line), logo(20, 18)];
  items.forEach(([ic, label], i) => {
    const y = 70 + i * 34;
    const on = label === active;
    if (on) out.push(R(12, y, SIDE - 24, 28, { r: 7, fill: f.brandSoft }));
    out.push(
      icon(ic, 22, y + 6, 16, on ? f.brand : f.muted, 1.8),
      T(label, 48, y + 18.5, { size: 13, w: on ? 600 : 500, fill: on ? f.brand : f.text }),
    );
  });
  out.push(R(12, H - 110, SIDE - 24, 94, { r: 10, fill: f.bg, stroke: f.line }));
  out.push(
    T(`Release ${version}`, 26, H - 84, { size: 12.5, w: 600, fill: f.text }),
    T("Shipped to all tenants", 26, H - 66, { size: 11.5, fill: f.muted }),
    T(`${date} · weekly`, 26, H - 49, { size: 11.5, fill: f.muted }),
  );
  out.push(
    pill("Live", SIDE - 28, H - 98, {
      bg: f.greenSoft,
      fg: f.green,
      size: 10.5,
      h: 18,
      padX: 7,
      anchor: "end",
      dot: f.green,
    }).svg,
  );
  return out.join("");
}

const card = (x, y, w, h) => R(x, y, w, h, { r: 10, fill: f.card, stroke: f.line });
const tenantMark = (name, color, x, cy) =>
  R(x, cy - 12, 24, 24, { r: 6, fill: color }) +
  T(name[0], x + 12, cy + 4.5, { size: 12, w: 700, fill: "#FFFFFF", anchor: "middle" });

/* ---------- 1. tenants ---------- */

const tenants = {
  ...desktop,
  name: "tenant-console",
  url: "console.fusionhr.app/tenants",
  data: {
    total: 57,
    migrated: 38,
    setup: "6 h 40 min",
    hosting: "41%",
    rows: [
      ["Kalyani Forge Works", "#B45309", "Enterprise", "SAML · Azure AD", "2,140", "Live"],
      ["Deccan Agro Foods", "#0F766E", "Growth", "OIDC · Google", "860", "Live"],
      ["Sahyadri Hospitals", "#BE123C", "Enterprise", "SAML · Okta", "3,412", "Live"],
      ["Al Noor Facilities, Dubai", "#1D4ED8", "Growth", "OIDC · Google", "517", "Live"],
      ["Vidarbha Textiles", "#7C3AED", "Starter", "Password", "128", "Provisioning"],
      ["Indrayani Motors", "#0E7490", "Growth", "SAML · Okta", "944", "Live"],
      ["Godavari Sugars", "#4D7C0F", "Growth", "OIDC · Google", "1,206", "Live"],
      ["Panchgani Schools Trust", "#C2410C", "Starter", "Password", "312", "Live"],
    ],
  },
  draw(d) {
    const x0 = SIDE + 24;
    const cw = W - x0 - 24;
    const out = [R(0, 0, W, H, { fill: f.bg }), sidebar("Tenants")];
    out.push(
      T("Tenants", x0, 44, { size: 21, w: 600, fill: f.text, ls: -0.3 }),
      T(`${d.total} on one platform`, x0 + 96, 44, { size: 13, fill: f.muted }),
    );
    out.push(
      R(W - 24 - 132, 20, 132, 34, { r: 8, fill: f.brand }),
      icon("plus", W - 144, 29, 16, "#FFFFFF", 2.2),
      T("New tenant", W - 122, 42, { size: 13, w: 600, fill: "#FFFFFF" }),
    );
    const kp = [
      ["Tenants live", String(d.total - 1), "1 provisioning"],
      ["Installs migrated", `${d.migrated} of ${d.migrated}`, "no unplanned downtime"],
      ["Median set-up time", d.setup, "was about 3 weeks"],
      ["Hosting cost", `−${d.hosting}`, "vs one install per customer"],
    ];
    const kw = (cw - 36) / 4;
    kp.forEach(([l, v, s], i) => {
      const x = x0 + i * (kw + 12);
      out.push(
        card(x, 72, kw, 90),
        T(l, x + 16, 96, { size: 12, w: 500, fill: f.muted }),
        T(v, x + 16, 128, { size: 23, w: 600, fill: i === 3 ? f.green : f.text, tnum: true, ls: -0.4 }),
        T(s, x + 16, 148, { size: 11.5, fill: f.faint }),
      );
    });
    out.push(card(x0, 178, cw, H - 202));
    out.push(
      R(x0 + 16, 194, 260, 32, { r: 8, fill: f.bg, stroke: f.line }),
      icon("search", x0 + 26, 202, 16, f.faint, 2),
      T("Search tenants", x0 + 50, 214.5, { size: 13, fill: f.faint }),
    );
    ["All plans", "All regions"].forEach((t, i) => {
      const x = x0 + 288 + i * 112;
      out.push(
        R(x, 194, 102, 32, { r: 8, fill: f.card, stroke: f.line }),
        T(t, x + 12, 214.5, { size: 12.5, fill: f.text }),
        icon("chevron-down", x + 80, 203, 14, f.muted, 2),
      );
    });
    out.push(T("Hosted in Mumbai and the UAE", x0 + cw - 16, 214.5, { size: 12, fill: f.muted, anchor: "end" }));
    const rows = d.rows.map(([name, color, plan, sso, users, st]) => [
      (x, y) => tenantMark(name, color, x, y - 4.5) + T(name, x + 34, y, { size: 13, w: 600, fill: f.text }),
      plan,
      sso,
      users,
      (x, _y, _col, top) =>
        pill(st, x, top + 12, {
          bg: st === "Live" ? f.greenSoft : f.amberSoft,
          fg: st === "Live" ? f.green : f.amber,
          dot: st === "Live" ? f.green : f.amber,
          size: 11,
          h: 22,
          anchor: "end",
        }).svg,
    ]);
    out.push(
      table(
        x0 + 16,
        240,
        [
          { label: "Tenant", w: 250 },
          { label: "Plan", w: 110 },
          { label: "Sign-on", w: 150 },
          { label: "Employees", w: 90, align: "end" },
          { label: "Status", w: cw - 32 - 600, align: "end" },
        ],
        rows,
        { text: f.text, muted: f.muted, line: f.line, rowH: 41, headH: 30, size: 13 },
      ),
    );
    return out.join("");
  },
  alt: (d) =>
    `Fusion platform console listing ${d.total} tenants with plan, single sign-on and status, above tiles for ${d.migrated} of ${d.migrated} installs migrated and hosting cost down ${d.hosting}`,
  caption: (d) => `The operators’ console: ${d.total} customers as tenants of one platform`,
};

/* ---------- 2. provisioning ---------- */

const provision = {
  ...desktop,
  name: "new-tenant",
  url: "console.fusionhr.app/provisioning/vidarbha-textiles",
  data: {
    tenant: "Vidarbha Textiles",
    color: "#7C3AED",
    started: "December 14, 2022, 10:05",
    eta: "about 20 minutes",
    steps: [
      ["Tenant record and subdomain", "vidarbha.fusionhr.app", "done", "10:05"],
      ["Database role and row-level security", "Policy tenant_isolation on 64 tables", "done", "10:06"],
      ["Infrastructure with Terraform", "Plan applied: 9 added, 0 changed", "done", "10:11"],
      ["Branding and e-mail templates", "Logo, colour #7C3AED, sender domain", "running", "10:14"],
      ["Single sign-on", "Password now; SAML when IT is ready", "waiting", ""],
      ["Invite HR admins", "2 admins: Pooja Deshmukh, Amit Kulkarni", "waiting", ""],
    ],
  },
  draw(d) {
    const x0 = SIDE + 24;
    const cw = W - x0 - 24;
    const out = [R(0, 0, W, H, { fill: f.bg }), sidebar("Provisioning")];
    out.push(
      tenantMark(d.tenant, d.color, x0, 38),
      T(`Provisioning ${d.tenant}`, x0 + 36, 44, { size: 21, w: 600, fill: f.text, ls: -0.3 }),
    );
    out.push(T(`Started ${d.started} · ready in ${d.eta}`, x0, 72, { size: 13, fill: f.muted }));
    const done = d.steps.filter((s) => s[2] === "done").length;
    out.push(T(`${done} of ${d.steps.length} steps`, W - 24, 44, { size: 13, w: 600, fill: f.text, anchor: "end" }));
    out.push(
      R(W - 24 - 200, 58, 200, 6, { r: 3, fill: f.line }),
      R(W - 24 - 200, 58, (200 * (done + 0.5)) / d.steps.length, 6, { r: 3, fill: f.brand }),
    );
    const lw = 470;
    out.push(card(x0, 94, lw, H - 118));
    d.steps.forEach(([title, sub, st, t], i) => {
      const y = 112 + i * 80;
      if (i < d.steps.length - 1) out.push(L(x0 + 36, y + 32, x0 + 36, y + 80, st === "done" ? f.brand : f.line, 2));
      if (st === "done") out.push(C(x0 + 36, y + 16, 14, f.brand), icon("check", x0 + 28, y + 8, 16, "#FFFFFF", 3));
      else if (st === "running")
        out.push(
          C(x0 + 36, y + 16, 14, f.brandSoft, ` stroke="${f.brand}" stroke-width="2"`),
          icon("loader", x0 + 28, y + 8, 16, f.brand, 2.4),
        );
      else
        out.push(
          C(x0 + 36, y + 16, 14, f.card, ` stroke="${f.line}" stroke-width="2"`),
          T(String(i + 1), x0 + 36, y + 20.5, { size: 12, w: 600, fill: f.faint, anchor: "middle" }),
        );
      out.push(T(title, x0 + 64, y + 15, { size: 14, w: 600, fill: st === "waiting" ? f.muted : f.text }));
      out.push(T(sub, x0 + 64, y + 35, { size: 12.5, fill: f.muted }));
      if (t) out.push(T(t, x0 + lw - 18, y + 15, { size: 12, fill: f.faint, anchor: "end", tnum: true }));
      if (st === "running")
        out.push(
          pill("Running", x0 + lw - 18, y + 24, { bg: f.brandSoft, fg: f.brand, size: 11, h: 20, anchor: "end" }).svg,
        );
    });
    // preview of the tenant's branded sign-in
    const px = x0 + lw + 16;
    const pw = cw - lw - 16;
    out.push(card(px, 94, pw, H - 118));
    out.push(
      T("Preview: employee sign-in", px + 18, 122, { size: 13.5, w: 600, fill: f.text }),
      T("What new hires at the tenant see", px + 18, 141, { size: 12, fill: f.muted }),
    );
    const sx = px + 18;
    const sw = pw - 36;
    out.push(R(sx, 158, sw, H - 118 - 82, { r: 10, fill: "#F5F1FD", stroke: f.line }));
    out.push(
      R(sx + sw / 2 - 22, 186, 44, 44, { r: 12, fill: d.color }),
      T("V", sx + sw / 2, 216, { size: 22, w: 700, fill: "#FFFFFF", anchor: "middle" }),
    );
    out.push(T(`Welcome to ${d.tenant}`, sx + sw / 2, 262, { size: 17, w: 700, fill: f.text, anchor: "middle" }));
    out.push(
      T("Finish your joining formalities online", sx + sw / 2, 284, { size: 12.5, fill: f.muted, anchor: "middle" }),
    );
    out.push(
      R(sx + 24, 306, sw - 48, 40, { r: 8, fill: "#FFFFFF", stroke: f.line }),
      T("Work e-mail", sx + 38, 331, { size: 13, fill: f.faint }),
    );
    out.push(
      R(sx + 24, 356, sw - 48, 40, { r: 8, fill: d.color }),
      T("Continue", sx + sw / 2, 381, { size: 13.5, w: 600, fill: "#FFFFFF", anchor: "middle" }),
    );
    const steps = ["Personal details", "Documents (PAN, Aadhaar)", "Bank account for salary", "Policies to sign"];
    steps.forEach((s, i) => {
      const y = 426 + i * 30;
      out.push(
        C(sx + 36, y - 4, 9, i === 0 ? d.color : "#E3DAF7"),
        T(String(i + 1), sx + 36, y, { size: 10.5, w: 700, fill: i === 0 ? "#FFFFFF" : d.color, anchor: "middle" }),
        T(s, sx + 54, y, { size: 12.5, fill: f.text }),
      );
    });
    return out.join("");
  },
  alt: (d) =>
    `Fusion provisioning ${d.tenant} as a new tenant: a checklist from database row-level security and Terraform to single sign-on, beside a preview of its branded sign-in`,
  caption: (d) => `A new customer, ${d.tenant}, provisioned in one scripted step`,
};

/* ---------- 3. migration ---------- */

const migration = {
  ...desktop,
  name: "migration-cutover",
  url: "console.fusionhr.app/migrations/sahyadri-hospitals",
  data: {
    tenant: "Sahyadri Hospitals",
    color: "#BE123C",
    wave: [31, 38],
    window: "Saturday, October 15, 2022, 22:00 – 02:00",
    warmUntil: "October 22, 2022",
    tables: [
      ["employees", "3,412", "3,412", "9f2c…41ab"],
      ["onboarding_tasks", "48,906", "48,906", "07d1…c3e2"],
      ["documents", "21,388", "21,388", "b84e…90f7"],
      ["offer_letters", "4,105", "4,105", "5a63…2d18"],
      ["audit_events", "6,12,733", "6,12,733", "e1c9…7b04"],
    ],
    checks: [
      "Row counts match on 64 of 64 tables",
      "Checksums match on 64 of 64 tables",
      "SSO login tested by the tenant’s IT",
      "Old install kept warm as fallback",
    ],
  },
  draw(d) {
    const x0 = SIDE + 24;
    const cw = W - x0 - 24;
    const out = [R(0, 0, W, H, { fill: f.bg }), sidebar("Migrations", ["v4.3", "October 10, 2022"])];
    out.push(T(`Migration ${d.wave[0]} of ${d.wave[1]}`, x0, 30, { size: 12.5, fill: f.muted }));
    out.push(
      tenantMark(d.tenant, d.color, x0, 52),
      T(d.tenant, x0 + 36, 58, { size: 21, w: 600, fill: f.text, ls: -0.3 }),
    );
    out.push(
      pill("Verified · ready to cut over", x0 + 44 + tw(d.tenant, 21, 600), 44, {
        bg: f.greenSoft,
        fg: f.green,
        dot: f.green,
        size: 11.5,
        h: 24,
        padX: 10,
      }).svg,
    );
    out.push(
      R(W - 24 - 128, 36, 128, 34, { r: 8, fill: f.brand }),
      T("Start cut-over", W - 88, 58, { size: 13, w: 600, fill: "#FFFFFF", anchor: "middle" }),
    );
    out.push(T(`Window ${d.window}`, x0, 90, { size: 13, fill: f.muted }));
    // progress of all migrations
    out.push(card(x0, 106, cw, 70));
    out.push(
      T("All installations", x0 + 16, 132, { size: 13, w: 600, fill: f.text }),
      T(`${d.wave[0] - 1} migrated · 1 in progress · ${d.wave[1] - d.wave[0]} scheduled`, x0 + 16, 152, {
        size: 12,
        fill: f.muted,
      }),
    );
    const gx = x0 + 330;
    const gw = (cw - 346) / d.wave[1];
    for (let i = 0; i < d.wave[1]; i += 1) {
      const st = i < d.wave[0] - 1 ? f.brand : i === d.wave[0] - 1 ? "#F59E0B" : f.line;
      out.push(R(gx + i * gw, 128, gw - 3, 28, { r: 3, fill: st }));
    }
    // verification table
    const tw2 = 500;
    out.push(card(x0, 190, tw2, H - 214));
    out.push(T("Verification: old install vs shared database", x0 + 16, 216, { size: 13.5, w: 600, fill: f.text }));
    const rows = d.tables.map(([t, a, b, c]) => [
      (x, y) => T(t, x, y, { size: 12.5, w: 500, fill: f.text }),
      a,
      b,
      (x, y) =>
        T(c, x, y, { size: 12, fill: f.muted, anchor: "end", tnum: true }) +
        icon("circle-check", x - tw(c, 12) - 22, y - 12, 15, f.green, 2),
    ]);
    out.push(
      table(
        x0 + 16,
        230,
        [
          { label: "Table", w: 150 },
          { label: "Old rows", w: 100, align: "end" },
          { label: "New rows", w: 100, align: "end" },
          { label: "Checksum", w: tw2 - 32 - 350, align: "end" },
        ],
        rows,
        {
          text: f.text,
          muted: f.muted,
          line: f.line,
          rowH: 44,
          headH: 30,
          size: 12.5,
        },
      ),
    );
    out.push(T("+ 59 more tables, all matching", x0 + 16, H - 42, { size: 12, w: 500, fill: f.brand }));
    // checklist
    const cx = x0 + tw2 + 16;
    const cwid = cw - tw2 - 16;
    out.push(card(cx, 190, cwid, H - 214));
    out.push(T("Go / no-go", cx + 16, 216, { size: 13.5, w: 600, fill: f.text }));
    d.checks.forEach((c, i) => {
      const y = 250 + i * 46;
      out.push(
        C(cx + 28, y, 11, f.greenSoft),
        icon("check", cx + 21, y - 7, 14, f.green, 2.8),
        T(c, cx + 48, y + 4.5, { size: 12, fill: f.text }),
      );
    });
    out.push(L(cx + 16, 436, cx + cwid - 16, 436, f.line));
    out.push(T("Fallback", cx + 16, 462, { size: 12, w: 600, fill: f.muted }));
    out.push(T(`Kept warm until ${d.warmUntil}`, cx + 16, 482, { size: 12.5, fill: f.text }));
    out.push(
      avatar("Karan Malhotra", cx + 30, 530, 14, f.brandSoft, f.brand),
      T("Karan Malhotra", cx + 52, 526, { size: 12.5, w: 600, fill: f.text }),
      T("Approver · architecture lead", cx + 52, 542, { size: 11.5, fill: f.muted }),
    );
    return out.join("");
  },
  alt: (d) =>
    `Fusion migration ${d.wave[0]} of ${d.wave[1]} for ${d.tenant}: row counts and checksums of the old install and the shared database matching table by table, and a go/no-go checklist`,
  caption: (d) => `Migration ${d.wave[0]} of ${d.wave[1]}: row counts and checksums verified before cut-over`,
};

export default caseStudy({
  slug: "fusion-platform",
  tint: "#4F46E5",
  // The cover is the tenants' console, so the gallery opens on a migration's cut-over.
  screens: [migration, provision, tenants],
  cover: [
    { screen: "tenant-console", x: 420, y: 60, s: 1.1, shadow: 0.22 },
    { screen: "new-tenant", x: 60, y: 372, s: 0.86, shadow: 0.3 },
  ],
  coverAlt: (s) =>
    `Fusion’s light operator console listing ${s["tenant-console"].data.total} tenants, with the provisioning checklist for ${s["new-tenant"].data.tenant} and its branded sign-in in front`,
});
