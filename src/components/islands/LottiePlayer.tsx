import { useEffect, useRef, useState } from "react";
import type { AnimationItem } from "lottie-web";
import { TriangleAlert } from "@/components/ui/Icon";
import { cn } from "@/lib/ui/cn";
import { resolveAnimationData } from "./lottie-source";

/** What the player is doing, in its `data-state` attribute (the tests and styles read it). */
export type PlayerState = "loading" | "playing" | "paused" | "frozen" | "error";

interface LottiePlayerProps {
  /** Inline Lottie JSON, or the URL of a file served by this site. */
  src: string;
  className?: string;
}

const NEAR_VIEWPORT = "200px";

/**
 * A decorative Lottie loop. Its island hydrates once the page has loaded, the browser is idle
 * and it is near the viewport (`client:afterload={{ rootMargin }}`); lottie-web (the light SVG
 * build) and the data are fetched only then. It pauses ("frozen") off-screen and in hidden
 * tabs, shows a still frame under reduced motion ("paused"), and shows a warning symbol when
 * it fails ("error", with an `error` event on its element).
 */
export function LottiePlayer({ src, className }: LottiePlayerProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const animRef = useRef<AnimationItem | null>(null);
  const [state, setState] = useState<PlayerState>("loading");
  const stateRef = useRef(state);

  const update = (next: PlayerState) => {
    stateRef.current = next;
    setState(next);
  };

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
        const [{ default: lottie }, animationData] = await Promise.all([
          import("lottie-web/build/player/lottie_light"),
          resolveAnimationData(src),
        ]);
        if (disposed) return;
        const anim = lottie.loadAnimation({
          container: stage,
          renderer: "svg",
          loop: true,
          autoplay: false,
          animationData,
          rendererSettings: { progressiveLoad: true, hideOnTransparent: true },
        });
        animRef.current = anim;
        // Draw at the file's own frame rate (30 fps for ours) instead of on every display
        // frame: half the main-thread work, with no visible difference for these loops.
        anim.setSubframe(false);
        anim.addEventListener("data_failed", () => fail(new Error("Animation data could not be fetched.")));
        if (reducedMotion) {
          anim.goToAndStop(Math.floor(anim.totalFrames / 2), true);
          update("paused");
        } else {
          anim.play();
          update("playing");
          freezeOrResume();
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
    // The source defines the animation; a new one remounts the player.
  }, [src]);

  return (
    <div ref={wrapperRef} data-lottie="" data-state={state} className={cn("relative", className)} aria-hidden="true">
      <div ref={stageRef} className={cn("size-full", state === "error" && "hidden")} />
      {state === "error" ? (
        <div className="absolute inset-0 grid place-items-center text-accent" data-lottie-error="">
          <TriangleAlert className="size-10" aria-hidden="true" />
        </div>
      ) : null}
    </div>
  );
}
