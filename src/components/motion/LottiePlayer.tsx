import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import type { AnimationItem } from "lottie-web";
import { TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import { resolveAnimationData } from "./lottie-source";

export type PlayerState = "loading" | "playing" | "paused" | "stopped" | "frozen" | "error";

export interface LottiePlayerHandle {
  play(): void;
  pause(): void;
  stop(): void;
  seek(frame: number): void;
  /** Downloads the current frame as snapshot.svg. */
  snapshot(): void;
}

interface LottiePlayerProps {
  /** Inline Lottie JSON, or the URL of a file served by this site. */
  src: string;
  loop?: boolean;
  autoplay?: boolean;
  /** A text alternative when the animation carries meaning; without it, it is decorative. */
  label?: string;
  className?: string;
  onStateChange?: (state: PlayerState) => void;
  onError?: (error: Error) => void;
  ref?: Ref<LottiePlayerHandle>;
}

const NEAR_VIEWPORT = "200px";

/**
 * Resolves once the page has loaded and the main thread is idle, so that a decorative
 * animation never competes with the first paint and hydration (its library and data are
 * fetched and parsed afterwards). Its island already hydrates after load (client:afterload);
 * this keeps the player honest wherever else it is placed.
 */
function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2500 })
        : globalThis.setTimeout(resolve, 300);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * Lottie animation that costs nothing until it is near the viewport and the page is idle: lottie-web (light SVG
 * build) and the data are fetched then. It pauses ("frozen") off-screen and in hidden tabs,
 * shows a still frame under reduced motion, and shows a warning symbol when it fails.
 */
export function LottiePlayer({
  src,
  loop = true,
  autoplay = true,
  label,
  className,
  onStateChange,
  onError,
  ref,
}: LottiePlayerProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const animRef = useRef<AnimationItem | null>(null);
  const [state, setState] = useState<PlayerState>("loading");
  const stateRef = useRef(state);
  const callbacks = useRef({ onStateChange, onError });
  callbacks.current = { onStateChange, onError };

  const update = (next: PlayerState) => {
    stateRef.current = next;
    setState(next);
    callbacks.current.onStateChange?.(next);
  };

  useImperativeHandle(ref, () => ({
    play() {
      animRef.current?.play();
      if (animRef.current) update("playing");
    },
    pause() {
      animRef.current?.pause();
      if (animRef.current) update("paused");
    },
    stop() {
      animRef.current?.stop();
      if (animRef.current) update("stopped");
    },
    seek(frame: number) {
      const anim = animRef.current;
      if (!anim) return;
      if (stateRef.current === "playing") anim.goToAndPlay(frame, true);
      else {
        anim.goToAndStop(frame, true);
        update("paused");
      }
    },
    snapshot() {
      const svg = stageRef.current?.querySelector("svg");
      if (!svg) return;
      const blob = new Blob([new XMLSerializer().serializeToString(svg)], { type: "image/svg+xml" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "snapshot.svg";
      link.click();
      URL.revokeObjectURL(link.href);
    },
  }));

  useEffect(() => {
    const wrapper = wrapperRef.current;
    const stage = stageRef.current;
    if (!wrapper || !stage) return;
    let disposed = false;
    let visible = false;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

    const fail = (error: Error) => {
      if (disposed) return;
      update("error");
      wrapper.dispatchEvent(new CustomEvent("error", { detail: error }));
      callbacks.current.onError?.(error);
    };

    const freezeOrResume = () => {
      const anim = animRef.current;
      if (!anim || reducedMotion) return;
      const shouldRun = visible && document.visibilityState === "visible";
      if (!shouldRun && stateRef.current === "playing") {
        anim.pause();
        update("frozen");
      } else if (shouldRun && stateRef.current === "frozen") {
        anim.play();
        update("playing");
      }
    };

    const load = async () => {
      try {
        await afterLoadAndIdle();
        if (disposed) return;
        const [{ default: lottie }, animationData] = await Promise.all([
          import("lottie-web/build/player/lottie_light"),
          resolveAnimationData(src),
        ]);
        if (disposed) return;
        const anim = lottie.loadAnimation({
          container: stage,
          renderer: "svg",
          loop,
          autoplay: false,
          animationData,
          rendererSettings: { progressiveLoad: true, hideOnTransparent: true },
        });
        animRef.current = anim;
        // Draw at the file's own frame rate (30 fps for ours) instead of on every display
        // frame: half the main-thread work, with no visible difference for these loops.
        anim.setSubframe(false);
        anim.addEventListener("data_failed", () => fail(new Error("Animation data could not be fetched.")));
        anim.addEventListener("complete", () => update("paused"));
        if (reducedMotion) {
          anim.goToAndStop(Math.floor(anim.totalFrames / 2), true);
          update("paused");
        } else if (autoplay) {
          anim.play();
          update("playing");
          freezeOrResume();
        } else {
          update("stopped");
        }
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    };

    let started = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        visible = entry.intersectionRatio > 0 && entry.isIntersecting;
        if (entry.isIntersecting && !started) {
          started = true;
          void load();
        }
        freezeOrResume();
      },
      { rootMargin: NEAR_VIEWPORT, threshold: [0, 0.01] },
    );
    observer.observe(wrapper);
    document.addEventListener("visibilitychange", freezeOrResume);

    return () => {
      disposed = true;
      observer.disconnect();
      document.removeEventListener("visibilitychange", freezeOrResume);
      animRef.current?.destroy();
      animRef.current = null;
    };
    // The source and loop mode define the animation; changing them remounts the player.
  }, [src, loop, autoplay]);

  const decorative = !label;
  return (
    <div
      ref={wrapperRef}
      data-state={state}
      className={cn("relative", className)}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
    >
      <div ref={stageRef} className={cn("size-full", state === "error" && "hidden")} />
      {state === "error" ? (
        <div className="absolute inset-0 grid place-items-center text-accent">
          <TriangleAlert className="size-10" aria-hidden="true" />
          {decorative ? null : <span className="sr-only">The animation could not be loaded.</span>}
        </div>
      ) : null}
    </div>
  );
}
