/** A case study's gallery: the product's screens, each a link to its full size, and the lightbox dialog. */
import { ChevronLeft, ChevronRight, Maximize2, X } from "@/components/ui/Icon";
import type { GalleryPicture, PageCopy } from "@/lib/content/collections";
import { Picture } from "@/components/ui/Picture";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { Reveal } from "@/components/motion/Reveal";

/** The largest file of a picture (its widest WebP), for the full-size view. */
function largest(image: ResponsiveImage): string {
  const webp = image.sources.find((s) => s.type === "image/webp")?.srcset ?? "";
  const widest = webp
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .sort((a, b) => Number.parseInt(b[1] ?? "0") - Number.parseInt(a[1] ?? "0"))[0]?.[0];
  return widest ?? image.src;
}

interface CaseStudyGalleryProps {
  /** The gallery's screens, with the build's responsive files. */
  screens: (GalleryPicture & { picture: ResponsiveImage })[];
  /** The section's heading, which also names the dialog. */
  title: string;
  copy: Pick<PageCopy<"case-study">, "zoomLabel" | "closeLabel">;
  /** The lightbox's steps, in the page's language. */
  steps: { previous: string; next: string };
}

/**
 * The screens, nothing when there are none. The first runs the full width, the rest in pairs; a
 * last one left alone runs full width too, instead of leaving half a row empty.
 */
export function CaseStudyGallery({ screens, title, copy, steps }: CaseStudyGalleryProps) {
  if (screens.length === 0) return null;
  const wide = (index: number) => index === 0 || (index === screens.length - 1 && index % 2 === 1);
  return (
    <section
      aria-labelledby="gallery-heading"
      data-gallery=""
      className="border-y border-border bg-bg-sunken py-16 md:py-24"
    >
      <div className="container-page">
        <h2 id="gallery-heading" className="text-heading text-fg">
          {title}
        </h2>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {screens.map((screen, index) => (
            <Reveal as="figure" key={screen.src} className={wide(index) ? "md:col-span-2" : undefined}>
              {/* A plain link to the full-size screen; src/client/lightbox.ts opens it in place. */}
              <a
                href={largest(screen.picture)}
                data-lightbox=""
                data-caption={screen.caption}
                className="group relative block overflow-hidden rounded-[1.25rem] border border-border bg-bg-elevated shadow-lift"
              >
                <Picture
                  image={screen.picture}
                  alt={screen.alt}
                  sizes={wide(index) ? "(min-width: 1200px) 1136px, 100vw" : "(min-width: 768px) 50vw, 100vw"}
                  className="aspect-[16/10] w-full object-cover"
                />
                <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-(--brand-ink)/80 px-3 py-1.5 text-xs font-semibold text-white opacity-90 transition-opacity group-hover:opacity-100">
                  <Maximize2 className="size-3.5" aria-hidden="true" />
                  {copy.zoomLabel}
                </span>
              </a>
              <figcaption className="mt-3 text-sm text-fg-muted">{screen.caption}</figcaption>
            </Reveal>
          ))}
        </div>
        <Lightbox label={title} closeLabel={copy.closeLabel} steps={steps} />
      </div>
    </section>
  );
}

/** The empty dialog src/client/lightbox.ts fills with the screen it opens, and steps through. */
function Lightbox({
  label,
  closeLabel,
  steps,
}: {
  label: string;
  closeLabel: string;
  steps: { previous: string; next: string };
}) {
  return (
    <dialog
      data-lightbox-dialog=""
      aria-label={label}
      className="m-auto max-h-[96vh] max-w-[96vw] rounded-2xl bg-[#0b1020] p-3 text-white backdrop:bg-black/85 md:p-4"
    >
      <figure className="flex flex-col items-center gap-3">
        <img alt="" className="max-h-[80vh] w-auto max-w-[94vw] rounded-xl object-contain shadow-lift" />
        <figcaption className="flex w-full flex-wrap items-center justify-between gap-3 text-sm">
          <span data-lightbox-caption="" />
          <span data-lightbox-count="" className="tabular-nums opacity-80" />
        </figcaption>
      </figure>
      <div className="mt-3 flex justify-center gap-2">
        {(["previous", "next"] as const).map((step) => (
          <button
            key={step}
            type="button"
            data-step={step}
            aria-label={steps[step]}
            className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 hover:bg-white/10"
          >
            {step === "previous" ? (
              <ChevronLeft className="size-5" aria-hidden="true" />
            ) : (
              <ChevronRight className="size-5" aria-hidden="true" />
            )}
          </button>
        ))}
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex h-11 items-center gap-2 rounded-full border border-white/30 px-4 font-semibold hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" />
            {closeLabel}
          </button>
        </form>
      </div>
    </dialog>
  );
}
