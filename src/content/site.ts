/**
 * The single source of every company fact. Pages, footer, metadata, structured data and
 * legal pages read from here; nothing else hard-codes a brand fact.
 */
const DEFAULT_SITE_URL = "https://ignite.example";

function readSiteUrl(): string {
  const raw = process.env.SITE_URL ?? DEFAULT_SITE_URL;
  try {
    const url = new URL(raw);
    return url.origin;
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got "${raw}"`);
  }
}

export const site = {
  name: "Ignite Technologies",
  wordmark: "Ignite",
  tagline: "Technologies",
  url: readSiteUrl(),
  description:
    "Ignite Technologies is a software development agency in Greater Noida, India, building web platforms, mobile apps and cloud software for ambitious businesses since 2018.",
  footerBlurb:
    "Igniting innovation through cutting-edge technology solutions. Building the future, one pixel at a time.",
  email: "hello@ignite.example",
  phone: { display: "+91 120 456 7890", href: "tel:+911204567890" },
  address: {
    street: "Plot 14, Knowledge Park III",
    locality: "Greater Noida",
    region: "Uttar Pradesh",
    postalCode: "201308",
    country: "India",
    countryCode: "IN",
    geo: { latitude: 28.4744, longitude: 77.504 },
  },
  founded: 2018,
  social: {
    linkedin: "https://www.linkedin.com/company/ignite-technologies",
  },
  stats: [
    { value: 100, suffix: "+", label: "Projects completed" },
    { value: 50, suffix: "+", label: "Happy clients" },
    { value: 15, suffix: "+", label: "Team members" },
    { value: 7, suffix: "+", label: "Years of experience" },
  ],
  trustedBy: "Trusted by 500+ companies worldwide",
  replyPromise: "We reply to every message within 24 hours.",
  replyHours: 24,
  legalUpdated: "2025-05-14",
  defaultKeywords: [
    "software development agency",
    "web development",
    "mobile app development",
    "UI/UX design",
    "Greater Noida",
    "India",
  ],
} as const;

export type Site = typeof site;

/** One-line postal address, e.g. for the footer and legal pages. */
export function formatAddress(a: Site["address"] = site.address): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** Absolute URL on this site for a path such as "/blog". */
export function absoluteUrl(path = "/"): string {
  return new URL(path, site.url).toString();
}
