/**
 * The route registry: every page of the site, with its path, label and whether search
 * engines may index it. The header, footer, sitemap and the end-to-end sweeps all read
 * it, so a page registered here is linked, listed and tested without further wiring.
 */
import { getPosts, getProjects, getServices } from "@/lib/content/collections";
import { ALL_CATEGORIES, blogUrl } from "@/lib/blog/filter";
import { listPageLabel, staticListPages } from "@/lib/blog/list-pages";
import { permalink, topPages } from "@/lib/navigation/permalinks";

/** `list`: a static page of the blog list other than /blog (a later page, a category). */
export type RouteKind = "page" | "service" | "project" | "post" | "list" | "legal" | "system";

export interface RouteEntry {
  path: string;
  /** Short name for navigation and breadcrumbs. */
  label: string;
  indexed: boolean;
  kind: RouteKind;
  /** Parent path for breadcrumbs (the home page has none). */
  parent?: string;
}

/** The policies: their URLs (the spec fixes /CookiesPolicy) and files in src/content/legal. */
export const legalPages = [
  { path: "/privacy-policy", label: "Privacy Policy", file: "privacy-policy" },
  { path: "/terms-of-service", label: "Terms of Service", file: "terms-of-service" },
  { path: "/CookiesPolicy", label: "Cookies Policy", file: "cookies-policy" },
] as const;

const staticRoutes: RouteEntry[] = [
  ...topPages.map(({ path, label }): RouteEntry => ({
    path,
    label,
    indexed: true,
    kind: "page",
    ...(path === "/" ? {} : { parent: "/" }),
  })),
  ...legalPages.map((p) => ({ path: p.path, label: p.label, indexed: true, kind: "legal" as const, parent: "/" })),
];

/** The not-found page is reachable at any unknown path; this one is used by the tests. */
export const notFoundProbePath = "/this-page-does-not-exist";

/**
 * Every page: the fixed ones, one per service, project and published post, and the blog list's
 * other static pages.
 */
export async function getRoutes(): Promise<RouteEntry[]> {
  const [services, projects, posts, listPages] = await Promise.all([
    getServices(),
    getProjects(),
    getPosts(),
    staticListPages(),
  ]);
  const blog = staticRoutes.find((r) => r.path === "/blog")!;
  return [
    ...staticRoutes,
    ...services.map((s) => ({
      path: permalink.service(s.slug),
      label: s.title,
      indexed: true,
      kind: "service" as const,
      parent: "/services",
    })),
    ...projects.map((p) => ({
      path: permalink.project(p.slug),
      label: p.title,
      indexed: true,
      kind: "project" as const,
      parent: "/projects",
    })),
    ...posts.map((p) => ({
      path: permalink.post(p.slug),
      label: p.title,
      indexed: true,
      kind: "post" as const,
      parent: "/blog",
    })),
    ...listPages
      .filter((p) => p.category !== ALL_CATEGORIES || p.page > 1)
      .map((p) => ({
        path: blogUrl({ q: "", ...p }),
        label: listPageLabel(p, blog.label),
        indexed: true,
        kind: "list" as const,
        parent: "/blog",
      })),
  ];
}

/**
 * Home › … › this page, from the parent links of the fixed routes. A page made from content
 * (a service, project or post) passes its own label; its parent is the folder it sits in.
 */
export function breadcrumbTrail(path: string, label?: string): RouteEntry[] {
  const find = (p: string) => staticRoutes.find((r) => r.path === p);
  let current: RouteEntry | undefined = find(path);
  if (!current && label) {
    const parent = path.slice(0, path.lastIndexOf("/")) || "/";
    current = { path, label, indexed: true, kind: "page", parent };
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
