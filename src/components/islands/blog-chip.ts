/** The look of the blog list's chips: its category filters and its page links (the current one, active). */
import { cn } from "@/lib/ui/cn";

export const chipClass = (active: boolean) =>
  cn(
    "min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors duration-300",
    active
      ? "border-transparent bg-fg text-bg"
      : "border-border bg-bg-elevated text-fg-muted hover:border-accent hover:text-fg",
  );
