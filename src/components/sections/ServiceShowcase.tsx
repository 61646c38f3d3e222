import type { ShowcaseShot } from "@/lib/content/collections";
import { Picture } from "@/components/ui/Picture";

interface ServiceShowcaseProps {
  shots: readonly ShowcaseShot[];
  /** "From our work", before the case study's name. */
  label: string;
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
 * A service page's picture: the work itself, one crop of a case-study screen that fits the
 * service (its `showcase`), whole, with nothing laid over it (issue 54: a second crop and the
 * service's icon on its corners covered the product's captions), and the case study it comes from
 * as a link under it. The crop holds still: its 4.5 s drift into place kept the compositor
 * drawing a frame every 16 ms through the page's load (docs/performance.md).
 */
export function ServiceShowcase({ shots, label }: ServiceShowcaseProps) {
  const [main] = shots;
  if (!main) return null;
  const px = (rem: number, zoom: number) => `${Math.round(rem * 16 * zoom)}px`;
  const project = main.project;
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
      <figcaption className="mt-5 text-sm text-fg-muted">
        {label}:{" "}
        <a
          href={project.href}
          className="font-semibold text-fg underline decoration-border-strong underline-offset-4 hover:text-accent"
        >
          {project.title}
        </a>{" "}
        ({project.year})
      </figcaption>
    </figure>
  );
}
