/**
 * One metadata helper for every page (title, description, keywords, Open Graph, Twitter,
 * robots, canonical) and the JSON-LD builders. Every value derives from the brand config.
 */
import { absoluteUrl, brand, brandIn, siteUrl } from "@/lib/brand/brand";
import { breadcrumbTrail } from "@/lib/navigation/routes";
import { permalink } from "@/lib/navigation/permalinks";
import { LANGUAGES, LOCALES, localizePath, otherLocale, type Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

export const DEFAULT_SHARE_IMAGE = {
  url: "/og-default.jpg",
  width: 1200,
  height: 630,
  alt: `${brand.name}: software, web and mobile products built to last`,
} as const;

export interface PageSeo {
  /** The page's own title, without the company suffix. Omit on the home page. */
  title?: string;
  description: string;
  keywords?: readonly string[];
  /** The page path without its language, e.g. "/services"; the canonical link is built from it. */
  path: string;
  /** The page's language (English by default): its URL is `path` under that language's prefix. */
  locale?: Locale;
  /**
   * Whether the same page exists in the other language (true unless said: every page does but a
   * post not translated yet). Without it, no hreflang pair, and the language switch leads to the
   * nearest page that has one (the post's list).
   */
  translated?: boolean;
  image?: { url: string; width: number; height: number; alt: string };
  type?: "website" | "article";
  publishedTime?: string;
  authors?: string[];
  noindex?: boolean;
  /** Whether the site's own search lists the page; by default, when search engines may. */
  siteSearch?: boolean;
}

export function fullTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : brand.name;
}

export interface MetaTag {
  /** `name` for standard and Twitter tags, `property` for Open Graph. */
  attribute: "name" | "property";
  key: string;
  content: string;
}

/** Everything a page puts in <head>; the layout renders it as tags. */
export interface PageHead {
  /** The page's language, and its path without the language prefix. */
  locale: Locale;
  path: string;
  /** The page in each language, hreflang links (x-default: English), when it has both. */
  alternates: { hreflang: string; href: string }[];
  /** Where the language switch leads: this page in the other language, or its nearest page that has one. */
  switchHref: string;
  title: string;
  /** The page's own title, without the company suffix: what site search shows. */
  pageTitle: string;
  /** Whether search engines index the page. */
  indexed: boolean;
  /** Whether the site's own search (Pagefind) indexes the page. */
  searchable: boolean;
  description: string;
  canonical: string;
  rss: { href: string; title: string };
  meta: MetaTag[];
}

export function pageHead(seo: PageSeo): PageHead {
  const locale = seo.locale ?? "en";
  const translated = seo.translated ?? true;
  const local = brandIn(locale);
  const title = fullTitle(seo.title);
  const url = absoluteUrl(localizePath(seo.path, locale));
  const image = seo.image ?? {
    ...DEFAULT_SHARE_IMAGE,
    alt: fill(messages(locale).meta.shareAlt, { brand: brand.name }),
  };
  const imageUrl = absoluteUrl(image.url);
  const keywords = [...new Set([...(seo.keywords ?? []), ...local.defaultKeywords])];
  const name = (key: string, content: string): MetaTag => ({ attribute: "name", key, content });
  const property = (key: string, content: string): MetaTag => ({ attribute: "property", key, content });
  const article =
    seo.type === "article"
      ? [
          ...(seo.publishedTime ? [property("article:published_time", seo.publishedTime)] : []),
          ...(seo.authors ?? []).map((author) => property("article:author", author)),
        ]
      : [];
  const other = otherLocale(locale);
  const parent = seo.path.slice(0, seo.path.lastIndexOf("/")) || "/";
  // A page with both languages names both (and English as the default); a search engine needs
  // each page of the pair to name the other, so both do.
  const alternates =
    translated && !seo.noindex
      ? [
          ...LOCALES.map((l) => ({ hreflang: LANGUAGES[l].hreflang, href: absoluteUrl(localizePath(seo.path, l)) })),
          { hreflang: "x-default", href: absoluteUrl(localizePath(seo.path, "en")) },
        ]
      : [];
  return {
    locale,
    path: seo.path,
    alternates,
    switchHref: localizePath(translated ? seo.path : parent, other),
    title,
    pageTitle: seo.title ?? brand.name,
    indexed: !seo.noindex,
    searchable: seo.siteSearch ?? !seo.noindex,
    description: seo.description,
    canonical: url,
    rss: {
      href: absoluteUrl(localizePath("/rss.xml", locale)),
      title: fill(messages(locale).meta.rssTitle, { brand: brand.name }),
    },
    meta: [
      name("description", seo.description),
      name("keywords", keywords.join(", ")),
      name("robots", seo.noindex ? "noindex, nofollow" : "index, follow"),
      property("og:title", title),
      property("og:description", seo.description),
      property("og:url", url),
      property("og:site_name", brand.name),
      property("og:locale", LANGUAGES[locale].ogLocale),
      property("og:image", imageUrl),
      property("og:image:width", String(image.width)),
      property("og:image:height", String(image.height)),
      property("og:image:alt", image.alt),
      property("og:type", seo.type ?? "website"),
      ...article,
      // X reads the title, description and image from the Open Graph tags above when its own
      // are absent, so only the card type is its own (the home page's HTML has a 12 KB budget).
      name("twitter:card", "summary_large_image"),
    ],
  };
}

/* ---- JSON-LD ------------------------------------------------------------- */

type JsonLdObject = { "@context"?: string; "@type": string; [key: string]: unknown };

const organizationId = absoluteUrl("/#organization");

export function organizationLd(locale: Locale = "en"): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: brand.name,
    url: siteUrl,
    logo: absoluteUrl("/icon.svg"),
    email: brand.email,
    telephone: brand.phone.display,
    foundingDate: String(brand.founded),
    description: brandIn(locale).description,
    address: {
      "@type": "PostalAddress",
      streetAddress: brand.address.street,
      addressLocality: brand.address.locality,
      addressRegion: brand.address.region,
      postalCode: brand.address.postalCode,
      addressCountry: brand.address.countryCode,
    },
    sameAs: [brand.social.linkedin],
  };
}

export function websiteLd(locale: Locale = "en"): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand.name,
    url: absoluteUrl(localizePath("/", locale)),
    publisher: { "@id": organizationId },
    inLanguage: LANGUAGES[locale].hreflang,
  };
}

/** `label` names a page made from content (see `breadcrumbTrail`); `path` is without its language. */
export function breadcrumbLd(path: string, label?: string, locale: Locale = "en"): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: LANGUAGES[locale].hreflang,
    itemListElement: breadcrumbTrail(path, label, locale).map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.label,
      item: absoluteUrl(localizePath(entry.path, locale)),
    })),
  };
}

export function faqLd(faqs: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export function serviceLd(
  service: { title: string; description: string; slug: string },
  locale: Locale = "en",
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: LANGUAGES[locale].hreflang,
    name: service.title,
    description: service.description,
    url: absoluteUrl(localizePath(permalink.service(service.slug), locale)),
    serviceType: service.title,
    provider: { "@type": "Organization", "@id": organizationId, name: brand.name },
    areaServed: "Worldwide",
  };
}

export function creativeWorkLd(
  project: {
    title: string;
    slug: string;
    description: string;
    year: number;
    category: string;
    techStack: readonly string[];
  },
  imageUrl: string,
  locale: Locale = "en",
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    inLanguage: LANGUAGES[locale].hreflang,
    name: project.title,
    headline: fill(messages(locale).meta.caseStudy, { project: project.title }),
    description: project.description,
    url: absoluteUrl(localizePath(permalink.project(project.slug), locale)),
    image: absoluteUrl(imageUrl),
    dateCreated: String(project.year),
    genre: project.category,
    keywords: project.techStack.join(", "),
    creator: { "@type": "Organization", "@id": organizationId, name: brand.name },
  };
}

export function blogPostingLd(
  post: {
    slug: string;
    title: string;
    excerpt: string;
    isoDate: string;
    keywords: readonly string[];
    category: string;
    wordCount: number;
    author: { name: string; role: string };
  },
  coverUrl: string,
  locale: Locale = "en",
): JsonLdObject {
  const url = absoluteUrl(localizePath(permalink.post(post.slug), locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    inLanguage: LANGUAGES[locale].hreflang,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(coverUrl), absoluteUrl(localizePath(permalink.shareImage("blog", post.slug), locale))],
    articleSection: post.category,
    keywords: post.keywords.join(", "),
    wordCount: post.wordCount,
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.role,
      worksFor: { "@id": organizationId },
    },
    publisher: { "@type": "Organization", "@id": organizationId, name: brand.name, logo: absoluteUrl("/icon.svg") },
  };
}
