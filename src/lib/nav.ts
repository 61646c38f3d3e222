/**
 * The header's main navigation. Its own module, free of content imports, so that the header
 * island imports it instead of receiving it as props: props are serialised into every page's
 * HTML, a module is fetched once and cached.
 */
export const primaryNav = [
  { path: "/", label: "Home" },
  { path: "/services", label: "Services" },
  { path: "/projects", label: "Projects" },
  { path: "/about", label: "About" },
  { path: "/blog", label: "Blog" },
] as const;
