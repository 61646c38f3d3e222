import { topPages } from "./permalinks";

/**
 * The header's main navigation. Its own module, free of content imports, so that the header
 * island imports it instead of receiving it as props: props are serialised into every page's
 * HTML, a module is fetched once and cached. The top pages but Contact, which the header shows
 * as its button.
 */
export const primaryNav = topPages.filter((p) => p.id !== "contact").map(({ path, label }) => ({ path, label }));
