import { contentIcons } from "@/components/ui/icons";
import type { IconName } from "@/content/schemas";

/**
 * A service's art until it has an animation of its own: its icon, drawn large in the accent
 * colour inside two quiet rings, so a new service never shows an empty box. Decorative: the
 * service's title says what it is.
 */
export function ServiceIconArt({ icon }: { icon: IconName }) {
  const Icon = contentIcons[icon];
  return (
    <span aria-hidden="true" className="relative grid size-full place-items-center" data-art="service-icon">
      <span className="absolute inset-[8%] rounded-full border border-border" />
      <span className="absolute inset-[24%] rounded-full bg-accent-soft" />
      <Icon className="relative size-[34%] text-accent" strokeWidth={1.5} />
    </span>
  );
}
