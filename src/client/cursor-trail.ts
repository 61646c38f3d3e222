/**
 * The custom cursor: five dots trailing the pointer, shrinking from 8 to 4 px, each
 * 50 ms behind the one before. Plain DOM (no React) so it costs nothing until loaded; the
 * native cursor stays, and the dots never take pointer events or cover focus rings.
 */
export const TRAIL_DOTS = 5;
export const TRAIL_DELAY_MS = 50;
export const TRAIL_MAX_PX = 8;
export const TRAIL_MIN_PX = 4;

export function dotSize(index: number): number {
  const step = (TRAIL_MAX_PX - TRAIL_MIN_PX) / (TRAIL_DOTS - 1);
  return TRAIL_MAX_PX - step * index;
}

interface Sample {
  t: number;
  x: number;
  y: number;
}

/** Where the pointer was `delay` ms before `now`, from a time-ordered list of samples. */
export function positionAt(samples: readonly Sample[], now: number, delay: number): Sample | undefined {
  const target = now - delay;
  for (let i = samples.length - 1; i >= 0; i--) {
    const s = samples[i]!;
    if (s.t <= target) return s;
  }
  return samples[0];
}

export function mountCursorTrail(): () => void {
  const layer = document.createElement("div");
  layer.setAttribute("aria-hidden", "true");
  layer.dataset.cursorTrail = "";
  layer.style.cssText = "position:fixed;inset:0;pointer-events:none;z-index:60;";
  const dots = Array.from({ length: TRAIL_DOTS }, (_, i) => {
    const dot = document.createElement("span");
    const size = dotSize(i);
    dot.style.cssText = `position:absolute;left:0;top:0;width:${size}px;height:${size}px;border-radius:9999px;background:linear-gradient(110deg,#ff7a2f,#f0468c);opacity:${(0.85 - i * 0.12).toFixed(2)};transform:translate(-100px,-100px);will-change:transform;`;
    layer.appendChild(dot);
    return dot;
  });
  document.body.appendChild(layer);

  const samples: Sample[] = [];
  let frame = 0;
  let lastMove = 0;
  const onMove = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" && e.pointerType !== "pen") return;
    lastMove = performance.now();
    samples.push({ t: lastMove, x: e.clientX, y: e.clientY });
    if (samples.length > 64) samples.splice(0, samples.length - 64);
    if (!frame) frame = requestAnimationFrame(tick);
  };
  const tick = (now: number) => {
    dots.forEach((dot, i) => {
      const p = positionAt(samples, now, (i + 1) * TRAIL_DELAY_MS);
      if (!p) return;
      const half = dotSize(i) / 2;
      dot.style.transform = `translate(${p.x - half}px, ${p.y - half}px)`;
    });
    // Keep animating until the last dot has caught up with the pointer, then rest.
    frame = now - lastMove < TRAIL_DELAY_MS * (TRAIL_DOTS + 1) ? requestAnimationFrame(tick) : 0;
  };
  document.addEventListener("pointermove", onMove, { passive: true });

  return () => {
    document.removeEventListener("pointermove", onMove);
    if (frame) cancelAnimationFrame(frame);
    layer.remove();
  };
}
