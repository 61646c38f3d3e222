import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  as?: "h1" | "h2";
  align?: "left" | "center";
  id?: string;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  as: Heading = "h2",
  align = "left",
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
      <Heading id={id} className={cn(Heading === "h1" ? "text-title" : "text-heading", "text-fg")}>
        {title}
      </Heading>
      {description ? (
        <p className={cn("text-lead mt-5 text-fg-muted", align === "center" && "mx-auto", "max-w-[60ch]")}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
