/**
 * `client:afterload`: an island hydrates when a visitor is about to use it, not because the
 * page loaded. React is the heaviest thing a page can run; on a slow phone its evaluation and
 * the hydration of every island cost more main-thread time than the whole static page, so a
 * visitor who only reads never pays for it.
 *
 * - `client:afterload`: hydrates on intent inside the island (pointer down, touch, focus or a
 *   key). Once the visitor engages with the page (a scroll, the pointer over it, a touch, a key
 *   or focus anywhere), and the page has loaded and the browser is idle, the island's own modules
 *   are fetched into the cache (`<link rel="prefetch">`: nothing is compiled or run), so the
 *   first touch waits for less. React's chunk, which they import, is fetched at that first
 *   touch. A visitor who only looks downloads nothing more: on a page left alone, that warm-up
 *   cost about 40 of its 340 main-thread tasks in Lighthouse (issue 40).
 * - `client:afterload={{ rootMargin }}`: for islands that show something by themselves (an
 *   animation, a map): hydrates after load and idle, once the island is that near the viewport.
 * - `client:afterload={{ keys, triggers }}`: also hydrates on intent on elements matching
 *   `triggers` elsewhere in the page (the palette's button lives in the header; the pointer
 *   resting on one counts there, as the island has something to fetch), and on the
 *   first key of a shortcut pressed anywhere on the page. `keys` lists the shortcuts, e.g.
 *   ["Mod+K", "G"]: Ctrl or Meta with K, or G outside a text field. That key is replayed to the
 *   island once it has hydrated, so a shortcut works from its first press.
 *
 * What a visitor does before the island is live is never lost:
 * - typed text is safe, because React adopts the DOM value of an input when it hydrates;
 * - a click on a control that needs the island (a button, or an element marked
 *   `data-replay`) is held and replayed once the island has hydrated (not one marked
 *   `data-no-replay`, which something outside the island handles at once);
 * - links and submit buttons are left to the browser (they work without JavaScript), and
 *   intent on them does not start the island: the visitor is leaving the page.
 *
 * Astro inlines this directive in the pages that use it; its hash is allowed by the CSP
 * (integrations/csp-hashes.ts reads it from the build manifest).
 */
import type { ClientDirective } from "astro";

const IDLE_TIMEOUT_MS = 2000;
const INTENT_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
const TRIGGER_EVENTS = [...INTENT_EVENTS, "pointerover"] as const;
const OPTIONS = { capture: true, passive: true } as const;

/** A click the island must handle itself: not a link, not a form submission. */
function needsIsland(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>("[data-replay], button, [role='button'], summary");
  // A control the page handles outside the island (`data-no-replay`: the palette's button, which
  // the page's script and the palette listen for on the document) is left alone: replayed later,
  // it would act a second time, after whatever the visitor did meanwhile.
  if (!control || control.hasAttribute("data-no-replay") || leavesPage(control)) return null;
  return control;
}

/** A link or a form submission: the browser handles it, the island is not needed. */
function leavesPage(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("a[href]:not([data-replay])")) return true;
  const button = target.closest("button");
  return button instanceof HTMLButtonElement && button.type === "submit" && button.form !== null;
}

/** Runs `fn` once the page has loaded and the browser is idle. */
function afterLoadAndIdle(fn: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(fn, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Page-wide signs that the visitor is engaging with the page, not only looking at it. */
const ENGAGE_EVENTS = ["scroll", ...TRIGGER_EVENTS] as const;

/** Runs `fn` after load and idle, once the visitor has first engaged with the page. */
function afterEngagement(fn: () => void): void {
  const go = () => {
    for (const type of ENGAGE_EVENTS) window.removeEventListener(type, go, OPTIONS);
    afterLoadAndIdle(fn);
  };
  for (const type of ENGAGE_EVENTS) window.addEventListener(type, go, OPTIONS);
}

/**
 * Fetches the island's modules into the cache at the lowest priority (`prefetch`, not
 * `modulepreload`, which would also compile them on the main thread while the page settles).
 */
const warmed = new Set<string>();
function warm(el: HTMLElement): void {
  for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
    const href = el.getAttribute(name);
    // Islands share the renderer: one prefetch per module and page.
    if (!href || warmed.has(href)) continue;
    warmed.add(href);
    const link = document.createElement("link");
    link.rel = "prefetch";
    // The credentials mode of a module script, so the cached copy is the one it uses.
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.append(link);
  }
}

interface Options {
  rootMargin?: string;
  keys?: string[];
  triggers?: string;
}

const TEXT_FIELD = "input, textarea, select, [contenteditable]";

const afterLoad: ClientDirective = (load, options, el) => {
  const value = (typeof options.value === "object" && options.value !== null ? options.value : {}) as Options;
  let started = false;
  const held: HTMLElement[] = [];
  const heldKeys: KeyboardEvent[] = [];

  // Intent on a plain link or a form's submit button is the visitor leaving: the browser follows
  // it without the island, and starting React then would only compete with the navigation.
  const onIntent = (event: Event) => {
    if (leavesPage(event.target)) return;
    void hydrate();
  };
  const onClick = (event: MouseEvent) => {
    const control = needsIsland(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
    void hydrate();
  };
  const onTrigger = (event: Event) => {
    if (value.triggers && event.target instanceof Element && event.target.closest(value.triggers)) void hydrate();
  };
  // Shortcut keys, as "Mod+K" (Ctrl or Meta) or a single key pressed outside a text field (the
  // first of a two-key shortcut). Any other key (Tab, typing) leaves the island alone.
  const keys = new Set((value.keys ?? []).map((k) => k.toLowerCase()));
  let keysLive = false;
  const onKey = (event: KeyboardEvent) => {
    if (keysLive) return;
    const key = event.key.toLowerCase();
    const inTextField = event.target instanceof Element && event.target.closest(TEXT_FIELD) !== null;
    if (started) {
      // Loading: every key outside a text field may be the second of a shortcut; keep it.
      if (inTextField) return;
    } else if (event.altKey) {
      return;
    } else if (event.ctrlKey || event.metaKey) {
      if (!keys.has(`mod+${key}`)) return;
      // The browser's own binding for the key (Ctrl+K: the address bar) must not win.
      event.preventDefault();
    } else if (!keys.has(key) || inTextField) {
      return;
    }
    heldKeys.push(event);
    void hydrate();
  };

  el.addEventListener("click", onClick, true);
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, OPTIONS);
  if (value.triggers) for (const type of TRIGGER_EVENTS) document.addEventListener(type, onTrigger, OPTIONS);
  if (value.keys?.length) document.addEventListener("keydown", onKey, true);

  let observer: IntersectionObserver | undefined;
  async function hydrate() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent, OPTIONS);
    for (const type of TRIGGER_EVENTS) document.removeEventListener(type, onTrigger, OPTIONS);
    const run = await load();
    // The island's module has run: an island that takes `keys` listens for them from its
    // module (not from a React effect, which runs later), so the held keys go to it now.
    keysLive = true;
    document.removeEventListener("keydown", onKey, true);
    for (const key of heldKeys.splice(0)) {
      const target = key.target instanceof Node && key.target.isConnected ? key.target : document.body;
      // The held event is its own init dictionary: key, code, modifiers, bubbles, cancelable.
      target.dispatchEvent(new KeyboardEvent("keydown", key));
    }
    // From here React listens on the island and hydrates it before it handles an event.
    el.removeEventListener("click", onClick, true);
    await run();
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }

  if (value.rootMargin === undefined) {
    afterEngagement(() => warm(el));
    return;
  }
  const rootMargin = value.rootMargin;
  afterLoadAndIdle(() => {
    if (started) return;
    // The island element itself has no box (display: contents): watch what it contains.
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void hydrate();
      },
      { rootMargin },
    );
    for (const child of el.children) observer.observe(child);
  });
};

export default afterLoad;
