import { useEffect, useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { ThemeToggle } from "./ThemeToggle";
import { permalink } from "@/lib/navigation/permalinks";
import { NavLinks } from "./NavLinks";

/**
 * Static parts the layout renders on the server and hands in as slots, so that the island's
 * JavaScript carries no logo or icon code.
 */
export interface HeaderSlots {
  logo?: ReactNode;
  searchIcon?: ReactNode;
  menuIcon?: ReactNode;
  closeIcon?: ReactNode;
  lightIcon?: ReactNode;
  darkIcon?: ReactNode;
}

/**
 * The site header: an island for its mobile menu and theme toggle, hydrated when a visitor
 * reaches for either. Its compact, frosted state once the page scrolls is not React's: the
 * motion script sets `data-scrolled` on it (src/client/motion.ts) and CSS draws it
 * (`[data-site-header]` in global.css), so it works before and without hydration.
 */
export function Header({
  pathname,
  logo,
  searchIcon,
  menuIcon,
  closeIcon,
  lightIcon,
  darkIcon,
}: { pathname: string } & HeaderSlots) {
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        document.getElementById("menu-toggle")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <>
      {menuOpen ? (
        // Dims the page under the open menu; a tap on it closes the menu.
        <div
          aria-hidden="true"
          data-menu-backdrop=""
          onClick={() => setMenuOpen(false)}
          className="fixed inset-0 z-30 bg-[rgb(8_12_25/0.45)] backdrop-blur-[2px] lg:hidden"
        />
      ) : null}
      <header
        data-site-header=""
        data-menu-open={menuOpen ? "" : undefined}
        className="fixed inset-x-0 top-0 z-40 border-b border-transparent py-4 transition-[background-color,padding,border-color,box-shadow] duration-300"
      >
        <div className="container-page flex items-center justify-between gap-2 sm:gap-4">
          {logo}
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <NavLinks pathname={pathname} />
            </ul>
          </nav>
          <div className="flex items-center gap-1.5 sm:gap-2">
            <button
              type="button"
              // Opened by the page's script and the palette's island, which listen on the document
              // (src/client/palette-shell.ts, PaletteHost.tsx): one path however early the click.
              data-palette-trigger=""
              data-no-replay=""
              aria-label="Open command palette"
              aria-keyshortcuts="Meta+K Control+K /"
              className="inline-flex h-10 items-center gap-2 rounded-full border border-border px-2.5 text-sm sm:px-3 text-fg-muted transition-colors duration-300 hover:border-accent hover:text-fg"
            >
              {searchIcon}
              <span className="hidden xl:inline">Quick jump</span>
              {/* The label fits the platform (the head script marks one that is not Apple's). */}
              <kbd className="hidden rounded-md border border-border bg-bg-sunken px-1.5 font-sans text-xs sm:inline">
                <span className="in-data-[keys=ctrl]:hidden">⌘K</span>
                <span className="hidden in-data-[keys=ctrl]:inline">Ctrl K</span>
              </kbd>
            </button>
            <ThemeToggle lightIcon={lightIcon} darkIcon={darkIcon} />
            <a href={permalink.page("contact")} className={buttonClasses({ size: "sm", className: "max-lg:hidden" })}>
              Contact Us
            </a>
            <button
              id="menu-toggle"
              type="button"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-border text-fg lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {/* Keyed: a slot's static HTML never re-renders in place, so each icon gets its own node. */}
              {menuOpen ? (
                <span key="close" className="inline-flex" data-icon="close">
                  {closeIcon}
                </span>
              ) : (
                <span key="open" className="inline-flex" data-icon="open">
                  {menuIcon}
                </span>
              )}
            </button>
          </div>
        </div>
        <nav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} className="container-page pt-3 pb-4 lg:hidden">
          {/* Its links exist only while it is open: a closed menu's copy of the navigation would
              cost every page's HTML bytes that no one reads (the Main navigation has them). */}
          {menuOpen ? (
            <ul className="flex flex-col gap-1">
              <NavLinks
                pathname={pathname}
                linkClassName="block px-4 py-3 text-base"
                onNavigate={() => setMenuOpen(false)}
              />
              <li className="pt-2">
                <a
                  href={permalink.page("contact")}
                  className={buttonClasses({ fullWidth: true })}
                  onClick={() => setMenuOpen(false)}
                >
                  Contact Us
                </a>
              </li>
            </ul>
          ) : null}
        </nav>
      </header>
    </>
  );
}
