/**
 * The brand: the company's facts (`src/content/brand.json`, checked by the content schema), and
 * the site's public origin. Read synchronously, because the head, footer, share images and JSON-LD all
 * need them; server-side only, so islands receive what they need as props.
 */
import { readSiteUrl } from "@/config";
import brandFile from "@/content/brand.json";
import hindiBrandFile from "@/content/hi/brand.json";
import { brandSchema } from "@/content/schemas";
import { brandPlaceholders, fillPlaceholders } from "./placeholders";

const parsed = brandSchema.parse(brandFile);
/** The description names its facts as placeholders (`{city}`, `{founded}`…), filled from the same file. */
const description = fillPlaceholders(
  parsed.description,
  brandPlaceholders(parsed),
  { file: "src/content/brand.json" },
  ["description"],
);

/** The company's facts: brand.json as its schema reads it, with the description filled. */
export const brand = { ...parsed, description };

export type Brand = typeof brand;

/**
 * The Hindi brand (src/content/hi/brand.json): its words only. The facts (figures, address,
 * e-mail, phone, dates) always come from the English file, so that one edit changes both
 * languages (issue 55); tools/translations.ts reports a Hindi file whose facts drifted.
 */
function inHindi(): Brand {
  const hi = brandSchema.parse(hindiBrandFile);
  const words = {
    description: fillPlaceholders(hi.description, brandPlaceholders(parsed), { file: "src/content/hi/brand.json" }, [
      "description",
    ]),
    footerBlurb: hi.footerBlurb,
    trustedBy: hi.trustedBy,
    trustedByNote: hi.trustedByNote,
    replyPromise: hi.replyPromise,
    defaultKeywords: hi.defaultKeywords,
    stats: parsed.stats.map((stat, i) => ({ ...stat, label: hi.stats[i]?.label ?? stat.label })),
  };
  return { ...brand, ...words };
}

const brands = { en: brand, hi: inHindi() };

/** The brand in a language: its words in that language, its facts the English file's. */
export function brandIn(locale: "en" | "hi"): Brand {
  return brands[locale];
}

/** The site's public origin (`SITE_URL`), e.g. "https://ignite.example". */
export const siteUrl = readSiteUrl();

/** One-line postal address, e.g. for the footer and legal pages. */
export function formatAddress(a: Brand["address"] = brand.address): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** Absolute URL on this site for a path such as "/blog". */
export function absoluteUrl(path = "/"): string {
  return new URL(path, siteUrl).toString();
}
