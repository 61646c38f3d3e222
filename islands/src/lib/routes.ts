/**
 * The route registry: every page of the site, with its path, label and whether search
 * engines may index it. The header, footer, sitemap and the end-to-end sweeps all read
 * it, so a page registered here is linked, listed and tested without further wiring.
 */
import { services } from "@/content/services";
import { projects } from "@/content/projects";
import { getAllPosts } from "@/content/posts";

export type RouteKind = "page" | "service" | "project" | "post" | "legal" | "system";

export interface RouteEntry {
  path: string;
  /** Short name for navigation and breadcrumbs. */
  label: string;
  indexed: boolean;
  kind: RouteKind;
  /** Parent path for breadcrumbs (the home page has none). */
  parent?: string;
}

export const primaryNav = [
  { path: "/", label: "Home" },
  { path: "/services", label: "Services" },
  { path: "/projects", label: "Projects" },
  { path: "/about", label: "About" },
  { path: "/blog", label: "Blog" },
] as const;

const staticRoutes: RouteEntry[] = [
  { path: "/", label: "Home", indexed: true, kind: "page" },
  { path: "/services", label: "Services", indexed: true, kind: "page", parent: "/" },
  { path: "/projects", label: "Projects", indexed: true, kind: "page", parent: "/" },
  { path: "/about", label: "About", indexed: true, kind: "page", parent: "/" },
  { path: "/blog", label: "Blog", indexed: true, kind: "page", parent: "/" },
  { path: "/contact", label: "Contact", indexed: true, kind: "page", parent: "/" },
  { path: "/privacy-policy", label: "Privacy Policy", indexed: true, kind: "legal", parent: "/" },
  { path: "/terms-of-service", label: "Terms of Service", indexed: true, kind: "legal", parent: "/" },
  { path: "/CookiesPolicy", label: "Cookies Policy", indexed: true, kind: "legal", parent: "/" },
];

/** The not-found page is reachable at any unknown path; this one is used by the tests. */
export const notFoundProbePath = "/this-page-does-not-exist";

export function getRoutes(): RouteEntry[] {
  return [
    ...staticRoutes,
    ...services.map((s) => ({
      path: `/services/${s.slug}`,
      label: s.title,
      indexed: true,
      kind: "service" as const,
      parent: "/services",
    })),
    ...projects.map((p) => ({
      path: `/projects/${p.slug}`,
      label: p.title,
      indexed: true,
      kind: "project" as const,
      parent: "/projects",
    })),
    ...getAllPosts().map((p) => ({
      path: `/blog/${p.slug}`,
      label: p.title,
      indexed: true,
      kind: "post" as const,
      parent: "/blog",
    })),
  ];
}

export function findRoute(path: string): RouteEntry | undefined {
  return getRoutes().find((r) => r.path === path);
}

/** Home › … › this page, from the registry's parent links. */
export function breadcrumbTrail(path: string): RouteEntry[] {
  const trail: RouteEntry[] = [];
  let current = findRoute(path);
  while (current) {
    trail.unshift(current);
    current = current.parent ? findRoute(current.parent) : undefined;
  }
  return trail;
}
