import { cn } from "@/lib/ui/cn";
import type { ResponsiveImage } from "@/lib/media/pictures";

export interface AvatarProps {
  name: string;
  /** Width and height in px. */
  size?: number;
  /** The person's portrait, an upload (a photograph or a drawing); without one, their initials. */
  portrait?: { picture: Omit<ResponsiveImage, "share">; alt: string };
  className?: string;
}

const HONORIFICS = /^(dr|mr|mrs|ms|prof|shri|smt)\.?$/i;

/** "Priya Raghavan" gives "PR", "Dr Anjali Verma" "AV"; one name gives its first letter. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !HONORIFICS.test(w));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase()).join("");
}

/**
 * A person in a circle: their portrait, cropped square from the centre, or a monogram of their
 * initials in the brand's type on a quiet tint when there is none (a client, a new hire). The
 * monogram carries the person's name for screen readers; a portrait its own alt text.
 */
export function Avatar({ name, size = 64, portrait, className }: AvatarProps) {
  const frame = "relative shrink-0 overflow-hidden rounded-full align-middle";
  if (portrait) {
    const { picture, alt } = portrait;
    return (
      <span className={cn(frame, "inline-block bg-bg-sunken", className)} style={{ width: size, height: size }}>
        <picture>
          {picture.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={`${size}px`} />
          ))}
          <img
            src={picture.src}
            alt={alt}
            width={size}
            height={size}
            sizes={`${size}px`}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </picture>
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(
        frame,
        "inline-grid place-items-center border border-border bg-accent-soft font-display leading-none font-semibold text-accent",
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
