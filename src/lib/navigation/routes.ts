/**
 * The route registry: every page of the site, with its path, label and whether search
 * engines may index it. The header, footer, sitemap and the end-to-end sweeps all read
 * it, so a page registered here is linked, listed and tested without further wiring.
 */
import { getPosts, getProjects, getServices } from "@/lib/content/collections";
import { ALL_CATEGORIES, blogUrl } from "@/lib/blog/filter";
import { listPageLabel, staticListPages } from "@/lib/blog/list-pages";
import { permalink, topPages } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { messages } from "@/lib/i18n/messages";

/** `list`: a static page of the blog list other than /blog (a later page, a category). */
export type RouteKind = "page" | "service" | "project" | "post" | "list" | "legal" | "system";

export interface RouteEntry {
  /** The page's URL: English paths as they are, Hindi ones under /hi. */
  path: string;
  /** Short name for navigation and breadcrumbs. */
  label: string;
  indexed: boolean;
  kind: RouteKind;
  /** Parent path for breadcrumbs (the home page has none). */
  parent?: string;
  /** The page's language. */
  locale: Locale;
}

/** The policies: their URLs (the spec fixes /CookiesPolicy) and files in src/content/legal. */
export const legalPages = [
  { path: "/privacy-policy", label: "Privacy Policy", file: "privacy-policy" },
  { path: "/terms-of-service", label: "Terms of Service", file: "terms-of-service" },
  { path: "/CookiesPolicy", label: "Cookies Policy", file: "cookies-policy" },
] as const;

/** The fixed pages in a language, with its paths (under /hi in Hindi) and its names. */
function staticRoutes(locale: Locale): RouteEntry[] {
  const t = messages(locale);
  const at = (path: string) => localizePath(path, locale);
  return [
    ...topPages.map(({ id, path }): RouteEntry => ({
      path: at(path),
      label: t.nav[id],
      indexed: true,
      kind: "page",
      locale,
      ...(path === "/" ? {} : { parent: at("/") }),
    })),
    ...legalPages.map((p) => ({
      path: at(p.path),
      label: t.legal.names[p.file],
      indexed: true,
      kind: "legal" as const,
      parent: at("/"),
      locale,
    })),
  ];
}

/** The not-found page is reachable at any unknown path; these are used by the tests. */
export const notFoundProbePath = "/this-page-does-not-exist";
export const hindiNotFoundProbePath = "/hi/this-page-does-not-exist";

/**
 * Every page in a language: the fixed ones, one per service, project and published post (in
 * Hindi, the posts translated: an English post is listed on the Hindi blog but lives at its
 * English URL), and the blog list's other static pages.
 */
export async function getRoutes(locale: Locale = "en"): Promise<RouteEntry[]> {
  const [services, projects, posts, listPages] = await Promise.all([
    getServices(locale),
    getProjects(locale),
    getPosts(locale),
    staticListPages(locale),
  ]);
  const fixed = staticRoutes(locale);
  const at = (path: string) => localizePath(path, locale);
  const blog = fixed.find((r) => r.path === at("/blog"))!;
  return [
    ...fixed,
    ...services.map((s) => ({
      path: at(permalink.service(s.slug)),
      label: s.title,
      indexed: true,
      kind: "service" as const,
      parent: at("/services"),
      locale,
    })),
    ...projects.map((p) => ({
      path: at(permalink.project(p.slug)),
      label: p.title,
      indexed: true,
      kind: "project" as const,
      parent: at("/projects"),
      locale,
    })),
    ...posts
      .filter((p) => p.locale === locale)
      .map((p) => ({
        path: p.href,
        label: p.title,
        indexed: true,
        kind: "post" as const,
        parent: at("/blog"),
        locale,
      })),
    ...listPages
      .filter((p) => p.category !== ALL_CATEGORIES || p.page > 1)
      .map((p) => ({
        path: at(blogUrl({ q: "", ...p })),
        label: listPageLabel(p, blog.label, locale),
        indexed: true,
        kind: "list" as const,
        parent: at("/blog"),
        locale,
      })),
  ];
}

/**
 * Home › … › this page, from the parent links of the fixed routes. A page made from content
 * (a service, project or post) passes its own label; its parent is the folder it sits in.
 * Paths are without their language; the trail's are too (the caller puts them in the page's).
 */
export function breadcrumbTrail(path: string, label?: string, locale: Locale = "en"): RouteEntry[] {
  const routes = staticRoutes("en").map((r, i) => ({ ...r, label: staticRoutes(locale)[i]!.label, locale }));
  const find = (p: string) => routes.find((r) => r.path === p);
  let current: RouteEntry | undefined = find(path);
  if (!current && label) {
    const parent = path.slice(0, path.lastIndexOf("/")) || "/";
    current = { path, label, indexed: true, kind: "page", parent, locale };
  }
  const trail: RouteEntry[] = [];
  while (current) {
    trail.unshift(current);
    current = current.parent ? find(current.parent) : undefined;
  }
  return trail;
}

/**
 * The path a visitor sees for the page being rendered. Prerendered pages are built as files
 * ("/services.html", and the home page as "/index" since Astro 7), and Astro.url says so.
 */
export function visitorPath(pathname: string): string {
  return pathname
    .replace(/\.html$/, "")
    .replace(/\/index$/, "/")
    .replace(/(.)\/$/, "$1");
}
