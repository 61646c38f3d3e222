/**
 * The brand facts (`src/content/brand.json`, checked by the content schema) and the site's
 * public origin. Read synchronously, because the head, footer, share images and JSON-LD all
 * need them; server-side only, so islands receive what they need as props.
 */
import { readSiteUrl } from "@/config";
import brandFile from "@/content/brand.json";
import { brandSchema } from "@/content/schemas";
import { brandFacts, fillFacts } from "./facts";

const brand = brandSchema.parse(brandFile);
/** The description names its facts as placeholders (`{city}`, `{founded}`…), filled from the same file. */
const description = fillFacts(brand.description, brandFacts(brand), { file: "src/content/brand.json" }, [
  "description",
]);

export const site = { ...brand, description, url: readSiteUrl() };

export type Site = typeof site;

/** One-line postal address, e.g. for the footer and legal pages. */
export function formatAddress(a: Site["address"] = site.address): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** Absolute URL on this site for a path such as "/blog". */
export function absoluteUrl(path = "/"): string {
  return new URL(path, site.url).toString();
}
