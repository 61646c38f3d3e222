/**
 * The insights' page view (docs/insights.md): one beacon per page, sent after the page has
 * loaded, to this site only. Nothing is stored on the device for it. Not sent for a prerender
 * until it is shown, from an automated browser, when the visitor asks not to be tracked (Do
 * Not Track, Global Privacy Control), or from a browser the agency switched off on the cookies
 * policy ([data-insights-switch]: one flag in localStorage, its only use of the device).
 */
const OFF = "ignite:insights-off";

function isOff(): boolean {
  try {
    return localStorage.getItem(OFF) === "1";
  } catch {
    return false;
  }
}

function send(): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.webdriver || nav.globalPrivacyControl || nav.doNotTrack === "1" || isOff()) return;
  const campaign = new URLSearchParams();
  new URLSearchParams(location.search).forEach((value, name) => {
    if (/^utm_(source|medium|campaign)$/.test(name)) campaign.set(name, value);
  });
  nav.sendBeacon("/api/view", JSON.stringify({ p: location.pathname, q: campaign.toString(), r: document.referrer }));
}

/** The cookies policy's switch: counts this browser or not, and says which. */
function wireSwitch(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-insights-switch]");
  if (!button) return;
  const show = () => button.setAttribute("aria-pressed", String(isOff()));
  button.addEventListener("click", () => {
    try {
      if (isOff()) localStorage.removeItem(OFF);
      else localStorage.setItem(OFF, "1");
    } catch {
      // Storage blocked: nothing to switch, and nothing is counted from here anyway.
    }
    show();
  });
  show();
  button.hidden = false;
}

export function startInsights(): void {
  wireSwitch();
  const whenShown = () =>
    (document as Document & { prerendering?: boolean }).prerendering
      ? document.addEventListener("prerenderingchange", send, { once: true })
      : send();
  if (document.readyState === "complete") whenShown();
  else window.addEventListener("load", whenShown, { once: true });
}
