import { cn } from "@/lib/ui/cn";
import { Picture } from "./Picture";
import type { ResponsiveImage } from "@/lib/media/pictures";

/** The wide cover under a post's or a case study's heading: the page's largest image, loaded first. */
export function CoverPicture({ image, alt, aspect }: { image: ResponsiveImage; alt: string; aspect: string }) {
  return (
    <div className="container-page">
      <div
        className={cn("relative overflow-hidden rounded-[2rem] border border-border bg-bg-sunken shadow-lift", aspect)}
      >
        <Picture
          image={image}
          alt={alt}
          fill
          priority
          sizes="(min-width: 1200px) 1136px, 100vw"
          className="object-cover"
        />
      </div>
    </div>
  );
}
