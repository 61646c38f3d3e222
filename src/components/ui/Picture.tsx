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
   * Decode off the main thread even when `priority`: for a picture that is the LCP on a wide
   * screen only (a service hero's), whose decode on a phone, below the fold, would be a long task.
   */
  asyncDecode?: boolean;
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
  asyncDecode = false,
  fill = false,
  className,
  style,
}: PictureProps) {
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
        decoding={priority && !asyncDecode ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn(fill && "absolute inset-0 size-full", className)}
        style={style}
      />
    </picture>
  );
}
