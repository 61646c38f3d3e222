import type { ReactNode } from "react";
import { toggleTheme } from "@/lib/ui/theme";
import { cn } from "@/lib/ui/cn";

/**
 * `lightIcon` shows in the dark theme (it switches to light), `darkIcon` in the light one.
 * Following the system setting while the visitor has not chosen is the inline theme script's
 * job (`themeInitScript`, src/lib/ui/theme.ts): it must work before this island hydrates, which
 * may be never.
 */
export function ThemeToggle({
  lightIcon,
  darkIcon,
  toDark,
  toLight,
  className,
}: {
  lightIcon?: ReactNode;
  darkIcon?: ReactNode;
  /** Its two names, in the page's language: "Switch to dark mode", "Switch to light mode". */
  toDark: string;
  toLight: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => toggleTheme()}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors duration-300 hover:border-accent hover:text-accent",
        className,
      )}
    >
      {/* Both labels and both icons render; CSS shows the one for the class on <html>, so the
          button's name is right from the first paint, before the island hydrates, and a
          display:none label is left out of its accessible name. */}
      <span className="sr-only">
        <span className="dark:hidden">{toDark}</span>
        <span className="hidden dark:inline">{toLight}</span>
      </span>
      {lightIcon}
      {darkIcon}
    </button>
  );
}
