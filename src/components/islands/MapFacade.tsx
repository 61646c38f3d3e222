import { useState } from "react";
import { ExternalLink, MapPin } from "@/components/ui/Icon";
import { buttonClasses } from "@/components/ui/Button";
import { Picture } from "@/components/ui/Picture";
import type { ResponsiveImage } from "@/lib/media/pictures";

/** The map's words, from the contact page's content. */
export interface MapCopy {
  title: string;
  alt: string;
  loadLabel: string;
  openLabel: string;
  notice: string;
}

/**
 * A static, self-hosted map preview; Google's interactive map (and its requests and
 * cookies) loads only when the visitor asks for it.
 */
interface MapFacadeProps {
  map: ResponsiveImage;
  /** The same map at night, shown in the dark theme. */
  mapDark: ResponsiveImage;
  /** The office: the company name and its one-line address. */
  place: { name: string; address: string };
  copy: MapCopy;
  /** "(opens in a new tab)", in the page's language. */
  newTab?: string;
}

export function MapFacade({ map, mapDark, place, copy, newTab = "(opens in a new tab)" }: MapFacadeProps) {
  const [live, setLive] = useState(false);
  const query = encodeURIComponent(`${place.name}, ${place.address}`);
  return (
    <figure className="overflow-hidden rounded-(--radius-card) border border-border bg-bg-elevated shadow-soft">
      <div className="relative aspect-[3/2] bg-bg-sunken">
        {live ? (
          <iframe
            src={`https://www.google.com/maps?q=${query}&output=embed`}
            title={copy.title}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            {/* One map per theme; both are lazy, and a hidden lazy image is never fetched. */}
            {[
              { image: map, theme: "dark:hidden" },
              { image: mapDark, theme: "hidden dark:block" },
            ].map(({ image, theme }) => (
              <div key={theme} className={`absolute inset-0 ${theme}`}>
                <Picture
                  image={image}
                  alt={copy.alt}
                  fill
                  sizes="(min-width: 1024px) 560px, 100vw"
                  className="object-cover"
                />
              </div>
            ))}
            <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-[rgb(11_16_32/0.55)] to-transparent p-4 pt-10">
              <button type="button" onClick={() => setLive(true)} className={buttonClasses({ size: "md" })}>
                <MapPin className="size-4" aria-hidden="true" />
                <span>{copy.loadLabel}</span>
              </button>
            </div>
          </>
        )}
      </div>
      <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <span className="text-fg-muted">{place.address}</span>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-accent hover:underline"
        >
          {copy.openLabel}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{newTab}</span>
        </a>
      </figcaption>
      {!live ? <p className="px-5 pb-5 text-xs text-fg-muted">{copy.notice}</p> : null}
    </figure>
  );
}
