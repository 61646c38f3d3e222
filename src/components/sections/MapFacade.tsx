import { useState } from "react";
import { ExternalLink, MapPin } from "lucide-react";
import { formatAddress, site } from "@/content/site";
import { buttonClasses } from "@/components/ui/Button";
import { Picture, type ResponsiveImage } from "@/components/ui/Picture";

const query = encodeURIComponent(`${site.name}, ${formatAddress()}`);
export const MAPS_LINK = `https://www.google.com/maps/search/?api=1&query=${query}`;
export const MAPS_EMBED = `https://www.google.com/maps?q=${query}&output=embed`;

/**
 * A static, self-hosted map preview; Google's interactive map (and its requests and
 * cookies) loads only when the visitor asks for it.
 */
export function MapFacade({ map }: { map: ResponsiveImage }) {
  const [live, setLive] = useState(false);
  return (
    <figure className="overflow-hidden rounded-(--radius-card) border border-border bg-bg-elevated shadow-soft">
      <div className="relative aspect-[3/2] bg-bg-sunken">
        {live ? (
          <iframe
            src={MAPS_EMBED}
            title={`Interactive map: ${site.name}, ${site.address.locality}`}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            <Picture
              image={map}
              alt={`Illustrated map of Knowledge Park, ${site.address.locality}, with a pin on our office`}
              fill
              sizes="(min-width: 1024px) 560px, 100vw"
              className="object-cover"
            />
            <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-[rgb(11_16_32/0.55)] to-transparent p-4 pt-10">
              <button type="button" onClick={() => setLive(true)} className={buttonClasses({ size: "md" })}>
                <MapPin className="size-4" aria-hidden="true" />
                <span>Load interactive map</span>
              </button>
            </div>
          </>
        )}
      </div>
      <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <span className="text-fg-muted">{formatAddress()}</span>
        <a
          href={MAPS_LINK}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-accent hover:underline"
        >
          Open in Google Maps
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
      {!live ? (
        <p className="px-5 pb-5 text-xs text-fg-muted">
          Loading the interactive map connects to Google Maps, whose own privacy terms then apply.
        </p>
      ) : null}
    </figure>
  );
}
