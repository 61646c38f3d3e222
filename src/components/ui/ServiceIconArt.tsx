import { contentIcons } from "@/components/ui/icons";
import type { IconName } from "@/content/schemas";

/**
 * A service's icon as its art: the glyph alone, in the accent colour, drawn exactly as its
 * animation draws it at rest (packages/art/lottie-icon.mjs: Lucide's 24-unit grid centred in a
 * 30-unit square, strokes of 1.5). So the icon is the same before the animation loads, without
 * JavaScript, under reduced motion and once it plays (issue 54: a small icon in a tinted circle
 * became a larger bare glyph). Decorative: the service's title says what it is.
 */
export function ServiceIconArt({ icon }: { icon: IconName }) {
  const Icon = contentIcons[icon];
  return (
    <span aria-hidden="true" className="grid size-full place-items-center" data-art="service-icon">
      <Icon className="size-[80%] text-accent" strokeWidth={1.5} />
    </span>
  );
}
