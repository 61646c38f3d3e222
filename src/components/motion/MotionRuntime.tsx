"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

const MAGNETIC_DIVISOR = 8;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * One observer for the whole site: reveals [data-reveal] elements as they scroll into view,
 * gives [data-magnetic] buttons their pull, and loads the custom cursor on fine pointers.
 */
export function MotionRuntime() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          if (!seen.has(el)) {
            seen.add(el);
            // Already on screen at start: leave it visible, never flash it away.
            if (entry.isIntersecting) {
              observer.unobserve(el);
              continue;
            }
            el.dataset.reveal = "pending";
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
    return () => observer.disconnect();
  }, [pathname]);

  useEffect(() => {
    const fine = window.matchMedia("(pointer: fine)").matches;
    if (!fine || prefersReducedMotion()) return;

    let active: HTMLElement | null = null;
    const onMove = (event: PointerEvent) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>("[data-magnetic]") ?? null;
      if (active && active !== target) active.style.transform = "";
      active = target;
      if (!target) return;
      const rect = target.getBoundingClientRect();
      const dx = (event.clientX - (rect.left + rect.width / 2)) / MAGNETIC_DIVISOR;
      const dy = (event.clientY - (rect.top + rect.height / 2)) / MAGNETIC_DIVISOR;
      target.style.transform = `translate(${dx.toFixed(1)}px, ${dy.toFixed(1)}px)`;
    };
    const onLeave = () => {
      if (active) active.style.transform = "";
      active = null;
    };
    document.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);

    let cancelled = false;
    let unmountCursor: (() => void) | undefined;
    const loadCursor = () =>
      import("@/components/layout/CursorTrail").then(({ mountCursorTrail }) => {
        if (!cancelled) unmountCursor = mountCursorTrail();
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1200));
    idle(() => void loadCursor());

    return () => {
      cancelled = true;
      document.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", onLeave);
      unmountCursor?.();
    };
  }, []);

  return null;
}
