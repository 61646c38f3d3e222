import { avatarSvg, type AvatarTraits } from "@/lib/avatar";
import { cn } from "@/lib/cn";

export interface AvatarProps {
  name: string;
  /** Width and height in px. */
  size?: number;
  /** Traits chosen by hand: a team member's `looks`. */
  looks?: Partial<AvatarTraits>;
  className?: string;
}

/**
 * An illustrated portrait drawn from the person's name and chosen looks (see lib/avatar). Inline SVG, so
 * there is no image request and nothing to break. The span carries the accessible name;
 * the SVG inside is hidden from assistive tech.
 */
export function Avatar({ name, size = 64, looks, className }: AvatarProps) {
  return (
    <span
      role="img"
      aria-label={`Portrait of ${name}`}
      className={cn("inline-block shrink-0 overflow-hidden rounded-full align-middle [&>svg]:block", className)}
      style={{ width: size, height: size }}
      // avatarSvg emits only our own shapes; the name is hashed, never inserted as markup.
      dangerouslySetInnerHTML={{ __html: avatarSvg(name, { size, looks }) }}
    />
  );
}
