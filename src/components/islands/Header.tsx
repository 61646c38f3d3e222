import { useEffect, useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { ThemeToggle } from "./ThemeToggle";
import { NavLinks, readNavItems, type NavItem } from "./NavLinks";

/**
 * Static parts the layout renders on the server, in the page's language, and hands in as slots
 * (components/layout/HeaderParts.tsx), so that the island's JavaScript carries no logo, icon or
 * words of either language.
 */
export interface HeaderSlots {
  logo?: ReactNode;
  nav?: ReactNode;
  palette?: ReactNode;
  contact?: ReactNode;
  language?: ReactNode;
  menuIcon?: ReactNode;
  closeIcon?: ReactNode;
  lightIcon?: ReactNode;
  darkIcon?: ReactNode;
}

/** The few words the island itself says (messages' header), in the page's language. */
export interface HeaderText {
  mobile: string;
  openMenu: string;
  closeMenu: string;
  toDark: string;
  toLight: string;
}

/**
 * The site header: an island for its mobile menu and theme toggle, hydrated when a visitor
 * reaches for either. Its compact, frosted state once the page scrolls is not React's: the
 * motion script sets `data-scrolled` on it (src/client/motion.ts) and CSS draws it
 * (`[data-site-header]` in global.css), so it works before and without hydration.
 */
export function Header({
  text,
  logo,
  nav,
  palette,
  contact,
  language,
  menuIcon,
  closeIcon,
  lightIcon,
  darkIcon,
}: { text: HeaderText } & HeaderSlots) {
  const [menu, setMenu] = useState<{ items: NavItem[]; contact?: { href: string; label: string } } | null>(null);
  const menuOpen = menu !== null;
  const setMenuOpen = (open: boolean) => {
    if (!open) return setMenu(null);
    // The open menu lists what the server rendered in the bar: its links, in the page's language.
    const link = document.querySelector<HTMLAnchorElement>("[data-header-contact]");
    setMenu({
      items: readNavItems(),
      contact: link ? { href: link.getAttribute("href") ?? "/contact", label: link.textContent ?? "" } : undefined,
    });
  };

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenu(null);
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
          {nav}
          <div className="flex items-center gap-1 min-[360px]:gap-1.5 sm:gap-2">
            {palette}
            {language}
            <ThemeToggle lightIcon={lightIcon} darkIcon={darkIcon} toDark={text.toDark} toLight={text.toLight} />
            {contact}
            <button
              id="menu-toggle"
              type="button"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-border text-fg lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? text.closeMenu : text.openMenu}
              onClick={() => setMenuOpen(!menuOpen)}
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
        <nav
          id="mobile-menu"
          aria-label={text.mobile}
          hidden={!menuOpen}
          className="container-page pt-3 pb-4 lg:hidden"
        >
          {/* Its links exist only while it is open: a closed menu's copy of the navigation would
              cost every page's HTML bytes that no one reads (the bar's navigation has them). */}
          {menu ? (
            <ul className="flex flex-col gap-1">
              <NavLinks items={menu.items} linkClassName="block px-4 py-3 text-base" onNavigate={() => setMenu(null)} />
              {menu.contact ? (
                <li className="pt-2">
                  <a
                    href={menu.contact.href}
                    className={buttonClasses({ fullWidth: true })}
                    onClick={() => setMenu(null)}
                  >
                    {menu.contact.label}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </nav>
      </header>
    </>
  );
}
