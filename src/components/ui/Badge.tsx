import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

export function Badge({
  children,
  tone = "spark",
  className,
}: {
  children: ReactNode;
  tone?: "spark" | "neutral";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-3.5 py-1 text-xs font-semibold tracking-wide uppercase",
        tone === "spark"
          ? "border border-accent/30 bg-accent-soft text-fg"
          : "border border-border bg-bg-sunken text-fg-muted",
        className,
      )}
    >
      {tone === "spark" ? <span aria-hidden="true" className="bg-spark inline-block size-2 rounded-full" /> : null}
      {children}
    </span>
  );
}
