import type { CSSProperties } from "react";
import { cn } from "@/lib/ui/cn";
import type { ResponsiveImage } from "@/lib/media/pictures";

interface PictureProps {
  /** The share JPEG is not needed here, so a card can leave it out of its props. */
  image: Omit<ResponsiveImage, "share">;
  alt: string;
  /** Which width the picture takes at each viewport, as in <img sizes>. */
  sizes: string;
  /** The page's largest contentful paint: loaded at once, with high priority. */
  priority?: boolean;
  /**
   * With `priority`: the screens on which the picture is the LCP, as a media query (a service
   * hero's is on a wide screen and below the fold on a phone). The page's head preloads it there
   * with high priority (`imagePreload`, BaseLayout's `head` slot), and the <img> uses that response.
   * The <img> itself is eager with low priority, so on a phone it does not take bandwidth from the
   * heading's fonts, and decoded off the main thread (there a sync decode would be a long task).
   */
  priorityMedia?: string;
  /** Fills its positioned parent (object-fit does the cropping). */
  fill?: boolean;
  className?: string;
  /** Inline style for the <img>: a crop's object-position and zoom. */
  style?: CSSProperties;
}

/** AVIF with a WebP fallback, width and height set, lazy unless it is the LCP image. */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  priorityMedia,
  fill = false,
  className,
  style,
}: PictureProps) {
  // With priorityMedia the page's head preloads the picture where it is the LCP (imagePreload).
  const everywhere = priority && !priorityMedia;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        decoding={everywhere ? "sync" : "async"}
        fetchPriority={everywhere ? "high" : priority ? "low" : undefined}
        className={cn(fill && "absolute inset-0 size-full", className)}
        style={style}
      />
    </picture>
  );
}

/** What a head's <link rel="preload"> needs for a picture that is the LCP only where `media` matches. */
export interface ImagePreload {
  type: string;
  srcset: string;
  sizes: string;
  media: string;
}

/** The preload for a `priorityMedia` picture: its first source (AVIF, the lightest), at the same sizes. */
export function imagePreload(image: Pick<ResponsiveImage, "sources">, sizes: string, media: string): ImagePreload {
  const [first] = image.sources;
  if (!first) throw new Error("imagePreload: the picture has no sources");
  return { type: first.type, srcset: first.srcset, sizes, media };
}
