/**
 * `client:afterload`: hydrates an island once the page has loaded and the browser is idle;
 * with `{ rootMargin }`, also only once the island is that near the viewport. Whatever comes
 * first, a visitor's intent (pointer, touch, focus or key inside the island) hydrates it at once.
 *
 * Why not `client:idle` or `client:visible`: on a light page they can fire before the first
 * paint, and then React competes with the page's first render for the network; after `load`
 * it never does. Why the intent: on a slow phone the visitor can reach a control before the
 * browser is idle, and what they do then must not be lost:
 * - typed text is safe, because React adopts the DOM value of an input when it hydrates;
 * - a click on a control that needs the island (a button, or an element marked
 *   `data-replay`) is held and replayed once the island has hydrated;
 * - links and submit buttons are left to the browser: they work without JavaScript.
 *
 * Astro inlines this directive in the pages that use it; its hash is allowed by the CSP
 * (integrations/csp-hashes.ts reads it from the build manifest).
 */
import type { ClientDirective } from "astro";

const IDLE_TIMEOUT_MS = 2000;
const INTENT_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/** A click the island must handle itself: not a link, not a form submission. */
function needsIsland(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>("[data-replay], button, [role='button'], summary");
  if (!control) return null;
  if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
  return control;
}

const afterLoad: ClientDirective = (load, options, el) => {
  let started = false;
  let observer: IntersectionObserver | undefined;
  const held: HTMLElement[] = [];

  const onIntent = () => void hydrate();
  const onClick = (event: MouseEvent) => {
    const control = needsIsland(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
    void hydrate();
  };
  el.addEventListener("click", onClick, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { capture: true, passive: true });

  async function hydrate() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent, { capture: true });
    const run = await load();
    // From here React listens on the island and hydrates it before it handles an event.
    el.removeEventListener("click", onClick, true);
    await run();
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }

  const value: unknown = options.value;
  const rootMargin =
    typeof value === "object" && value !== null && "rootMargin" in value ? String(value.rootMargin) : null;
  const whenNear = () => {
    if (started) return;
    if (rootMargin === null) return void hydrate();
    // The island element itself has no box (display: contents): watch what it contains.
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void hydrate();
      },
      { rootMargin },
    );
    for (const child of el.children) observer.observe(child);
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(whenNear, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(whenNear, 200);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default afterLoad;
