import type { ResponsiveImage } from "@/lib/media/pictures";
import { Picture } from "@/components/ui/Picture";

export interface WallScreen {
  picture: Omit<ResponsiveImage, "share">;
  alt: string;
}

/**
 * A full-bleed row of product screens from the case studies, edge to edge under a page's
 * heading: the portfolio opens on the work itself. From 640 px up (a phone goes straight to the
 * cards, which show the same products); lazy, so it costs nothing where it is hidden.
 */
export function ScreenWall({ screens }: { screens: readonly WallScreen[] }) {
  return (
    <div className="hidden overflow-hidden pb-12 sm:block md:pb-16">
      <ul
        className="-mx-[6vw] grid grid-flow-col gap-4 md:gap-6"
        style={{ gridAutoColumns: `${100 / (screens.length - 0.6)}vw` }}
      >
        {screens.map((s, i) => (
          <li
            key={s.picture.src}
            className={`relative aspect-[16/10] overflow-hidden rounded-2xl border border-border bg-bg-sunken shadow-soft ${i % 2 ? "translate-y-6" : ""}`}
          >
            <Picture image={s.picture} alt={s.alt} fill sizes="34vw" className="object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}
