import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { applyTheme, currentTheme, readStoredTheme, subscribeToTheme, systemTheme, toggleTheme } from "@/lib/theme";
import { cn } from "@/lib/cn";

/** `lightIcon` shows in the dark theme (it switches to light), `darkIcon` in the light one. */
export function ThemeToggle({
  lightIcon,
  darkIcon,
  className,
}: {
  lightIcon?: ReactNode;
  darkIcon?: ReactNode;
  className?: string;
}) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => "dark" as const);

  // While the visitor has not chosen, follow the system setting live.
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => {
      if (readStoredTheme() === null) applyTheme(systemTheme());
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const label = theme === "dark" ? "Switch to light mode" : "Switch to dark mode";
  return (
    <button
      type="button"
      onClick={() => toggleTheme()}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors duration-300 hover:border-accent hover:text-accent",
        className,
      )}
    >
      {/* Both icons render; CSS picks one from the <html> class, so the first paint is right. */}
      {lightIcon}
      {darkIcon}
    </button>
  );
}
