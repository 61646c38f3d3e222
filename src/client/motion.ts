/**
 * The site's only non-island script, a few hundred bytes: compacts the header once the page
 * scrolls, reveals [data-reveal] elements as they scroll into view, gives [data-magnetic]
 * buttons their pull, plays the hero's stage, prefetches the pages a visitor reaches for, draws
 * the cursor trail on fine pointers once the pointer moves, keeps the footer's year current,
 * sends the page's view to the agency's insights after load (insights.ts), and opens the command
 * palette's stand-in on Ctrl+K until the palette's own code has loaded (palette-shell.ts).
 */
import { mountCursorTrail } from "./cursor-trail";
import { startInsights } from "./insights";
import { listenForPaletteShell } from "./palette-shell";

const MAGNETIC_DIVISOR = 8;
/** How much of the hero's stage must be on screen for it to play. */
const VISIBLE_RATIO = 0.5;
/** How far the page scrolls before the header turns compact. */
const SCROLL_COMPACT_PX = 50;

const PREFETCH_DELAY_MS = 80;

/**
 * A link hovered for a moment, focused or touched: its page is fetched ahead
 * (`<link rel="prefetch">`), so the navigation that likely follows starts from the cache. Only
 * this site's pages, each once; not on a data-saving or 2G connection.
 */
function prefetchOnIntent(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? "")) return;
  const done = new Set<string>([location.pathname]);
  const prefetch = (link: HTMLAnchorElement) => {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || done.has(url.pathname) || link.hasAttribute("download")) return;
    done.add(url.pathname);
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url.pathname + url.search;
    document.head.append(hint);
  };
  const linkOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener(
    "pointerover",
    (event) => {
      clearTimeout(timer);
      const link = linkOf(event);
      if (link) timer = setTimeout(() => prefetch(link), PREFETCH_DELAY_MS);
    },
    { passive: true },
  );
  for (const type of ["focusin", "touchstart"] as const) {
    document.addEventListener(
      type,
      (event) => {
        const link = linkOf(event);
        if (link) prefetch(link);
      },
      { passive: true },
    );
  }
}

/**
 * The header turns compact once the page has scrolled its first 50 px. An observer watches a
 * strip of those 50 px (out of the flow, at the top of the page) leave the screen; nothing reads
 * scrollY. Read while the page is still being built, scrollY makes the browser lay the page out
 * at once, and again for its first frame: on the home page that was 16 ms of style and layout
 * unthrottled, before its first frame (docs/performance.md, 2026-12-02; idle.spec.ts guards it).
 */
function compactHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header || !("IntersectionObserver" in window)) return;
  const strip = document.createElement("div");
  strip.setAttribute("aria-hidden", "true");
  strip.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${SCROLL_COMPACT_PX}px;pointer-events:none`;
  document.body.prepend(strip);
  new IntersectionObserver(([entry]) => header.toggleAttribute("data-scrolled", !entry!.isIntersecting)).observe(strip);
}

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function observeReveals(): void {
  if (reducedMotion || !("IntersectionObserver" in window)) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (!seen.has(el)) {
          seen.add(el);
          // Already on screen at start: leave it visible, never flash it away.
          if (entry.isIntersecting) observer.unobserve(el);
          else el.dataset.reveal = "pending";
          continue;
        }
        if (entry.isIntersecting) {
          el.dataset.reveal = "shown";
          observer.unobserve(el);
        }
      }
    },
    { threshold: 0.1 },
  );
  document.querySelectorAll<HTMLElement>('[data-reveal=""]').forEach((el) => observer.observe(el));
}

function magneticButtons(): void {
  let active: HTMLElement | null = null;
  document.addEventListener(
    "pointermove",
    (event) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>("[data-magnetic]") ?? null;
      if (active && active !== target) active.style.transform = "";
      active = target;
      if (!target) return;
      const rect = target.getBoundingClientRect();
      const dx = (event.clientX - (rect.left + rect.width / 2)) / MAGNETIC_DIVISOR;
      const dy = (event.clientY - (rect.top + rect.height / 2)) / MAGNETIC_DIVISOR;
      target.style.transform = `translate(${dx.toFixed(1)}px, ${dy.toFixed(1)}px)`;
    },
    { passive: true },
  );
  document.documentElement.addEventListener("pointerleave", () => {
    if (active) active.style.transform = "";
    active = null;
  });
}

/**
 * The hero's product stage (ProductStage.tsx) plays once the page has loaded and the browser
 * is idle, so its start costs nothing while the page is busy. It pauses off screen, in a
 * hidden tab, and when the visitor presses its pause button (WCAG 2.2.2); under reduced
 * motion it stays still. Its loop runs a few times (global.css) and rests on the finished frame:
 * the stage is still from then on, and the button that would pause nothing is hidden. Its state
 * is on [data-state]: still, playing or paused.
 */
function productStage(): void {
  const stage = document.querySelector<HTMLElement>("[data-stage]");
  if (!stage || reducedMotion) return;
  const toggle = document.querySelector<HTMLButtonElement>("[data-stage-toggle]");
  // Plays while at least half of it is on screen (a phone that shows only its top edge under
  // the headline does not pay for a loop the visitor cannot see yet).
  let visible = false;
  let stopped = false;
  let finished = false;
  const update = () => {
    if (finished) {
      stage.dataset.state = "still";
      if (toggle) toggle.hidden = true;
      return;
    }
    stage.dataset.state = stopped || !visible || document.hidden ? "paused" : "playing";
    if (toggle) {
      toggle.setAttribute("aria-pressed", String(stopped));
      // Its two names come with the page, in the page's language (HomeHero).
      toggle.querySelector("[data-label]")!.textContent = (stopped ? toggle.dataset.play : toggle.dataset.pause) ?? "";
    }
  };
  const start = () => {
    new IntersectionObserver(
      (entries) => {
        visible = entries.some((e) => e.intersectionRatio >= VISIBLE_RATIO);
        update();
      },
      { threshold: [0, VISIBLE_RATIO] },
    ).observe(stage);
    document.addEventListener("visibilitychange", update);
    toggle?.addEventListener("click", () => {
      stopped = !stopped;
      update();
    });
    // The wipe is the longest of the stage's animations: when it ends, the loop is over.
    stage.querySelector(".stage-wipe")?.addEventListener("animationend", () => {
      finished = true;
      update();
    });
    if (toggle) toggle.hidden = false;
    update();
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

// First: a Ctrl+K pressed while the page is still loading opens the palette's stand-in.
listenForPaletteShell();
compactHeader();
prefetchOnIntent();
startInsights();
observeReveals();
productStage();
if (window.matchMedia("(pointer: fine)").matches && !reducedMotion) {
  magneticButtons();
  // The trail follows a pointer: it is drawn when the pointer first moves, not before. Its code
  // (half a kilobyte) is part of this script: loaded apart, it made the bundler fetch its
  // preload helper as a module of its own on every page (docs/performance.md, 2026-12-02).
  document.addEventListener("pointermove", () => mountCursorTrail(), { once: true, passive: true });
}
const year = String(new Date().getFullYear());
document.querySelectorAll("[data-current-year]").forEach((el) => {
  if (el.textContent !== year) el.textContent = year;
});
