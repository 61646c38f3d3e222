/**
 * The flags every Chromium we drive is launched with (Playwright, Lighthouse, screenshots, the
 * art package's render check). Background networking would otherwise flood a closed network.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
