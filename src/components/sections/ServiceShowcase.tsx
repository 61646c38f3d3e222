import type { ShowcaseShot } from "@/lib/content/collections";
import { imagePreload, Picture, type ImagePreload } from "@/components/ui/Picture";

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
      priorityMedia={WIDE}
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

/** Where the hero's picture stands beside the text, and is the largest paint. */
const WIDE = "(min-width: 1024px)";

const px = (rem: number, zoom: number) => `${Math.round(rem * 16 * zoom)}px`;
/** The crop's width at each viewport: 34 rem beside the text, the screen's width (zoomed) under it. */
const mainSizes = (zoom: number) => `${WIDE} ${px(34, zoom)}, ${Math.round(100 * zoom)}vw`;

/** The head's preload of a service page's picture, for the screens where it is the LCP. */
export function showcasePreload(shots: readonly ShowcaseShot[]): ImagePreload | null {
  const [main] = shots;
  return main ? imagePreload(main.picture, mainSizes(main.zoom), WIDE) : null;
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
  const project = main.project;
  return (
    <figure className="relative mx-auto w-full max-w-[34rem]">
      <div className="relative aspect-[5/4] overflow-hidden rounded-[1.25rem] border border-border bg-bg-sunken shadow-lift">
        {/* The hero's largest paint on a wide screen: fetched at once there, not when layout finds
            it near; on a phone it is below the fold and waits its turn. */}
        <Crop shot={main} priority sizes={mainSizes(main.zoom)} />
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
