import type { ReactNode } from "react";
import type { ShowcaseShot } from "@/lib/content/collections";
import { Picture } from "@/components/ui/Picture";

interface ServiceShowcaseProps {
  shots: readonly ShowcaseShot[];
  /** "From our work", before the case studies' names. */
  label: string;
  /** The service's animation (ServiceArt), small, on the picture's corner. */
  animation?: ReactNode;
}

/**
 * The crop a shot asks for: centred on its focus, zoomed in around it. showcase-crop.ts works out
 * the same rectangle of the screen, and tools/showcase-crops.test.ts checks that no crop's edge
 * runs through the screen's text (a browser test checks the two agree).
 */
function Crop({ shot, sizes, priority = false }: { shot: ShowcaseShot; sizes: string; priority?: boolean }) {
  return (
    <Picture
      image={shot.picture}
      alt={shot.alt}
      fill
      priority={priority}
      asyncDecode
      sizes={sizes}
      className="showcase-crop object-cover"
      style={{
        objectPosition: `${shot.focusX}% ${shot.focusY}%`,
        transformOrigin: `${shot.focusX}% ${shot.focusY}%`,
        scale: String(shot.zoom),
      }}
    />
  );
}

/**
 * A service page's picture: the work itself, as crops of our case-study screens (the service's
 * `showcase`): a large crop, a second one overlapping its corner from 640 px up, the case studies
 * they come from as links, and the service's animation in a small disc on the corner from 1024 px
 * up (on a phone it stays hidden, so its player's 110 KB of script never loads there, as before). The
 * crops hold still: their 4.5 s drift into place kept the compositor drawing a frame every 16 ms
 * through the page's load and was the service page's margin over the peer (docs/performance.md).
 */
export function ServiceShowcase({ shots, label, animation }: ServiceShowcaseProps) {
  const [main, detail] = shots;
  if (!main) return null;
  const px = (rem: number, zoom: number) => `${Math.round(rem * 16 * zoom)}px`;
  const projects = [...new Map(shots.map((s) => [s.project.href, s.project])).values()];
  return (
    <figure className="relative mx-auto w-full max-w-[34rem]">
      <div className="relative aspect-[5/4] overflow-hidden rounded-[1.25rem] border border-border bg-bg-sunken shadow-lift">
        {/* The hero's largest paint on a wide screen: fetched at once, not when layout finds it near;
            decoded off the main thread (on a phone it is below the fold). */}
        <Crop
          shot={main}
          priority
          sizes={`(min-width: 1024px) ${px(34, main.zoom)}, ${Math.round(100 * main.zoom)}vw`}
        />
      </div>
      {detail ? (
        <div className="absolute -bottom-10 -left-8 hidden aspect-square w-[44%] overflow-hidden rounded-2xl border border-border bg-bg-sunken shadow-lift sm:block">
          <Crop shot={detail} sizes={px(15, detail.zoom)} />
        </div>
      ) : null}
      {animation ? (
        <div className="absolute -top-6 -right-4 hidden size-24 lg:block rounded-full border border-border bg-bg-elevated p-3 shadow-soft">
          {animation}
        </div>
      ) : null}
      <figcaption className={`text-sm text-fg-muted ${detail ? "mt-5 sm:mt-14 sm:pl-[40%]" : "mt-5"}`}>
        {label}:{" "}
        {projects.map((p, i) => (
          <span key={p.href}>
            {i > 0 ? ", " : null}
            <a
              href={p.href}
              className="font-semibold text-fg underline decoration-border-strong underline-offset-4 hover:text-accent"
            >
              {p.title}
            </a>{" "}
            ({p.year})
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
