import { cn } from "@/lib/ui/cn";

/** A link of the main navigation, marked as the current page's when it is. */
export const navLinkClass = (active: boolean) =>
  cn(
    "relative rounded-full px-3.5 py-2 text-[0.95rem] font-medium transition-colors duration-300",
    active ? "text-fg bg-fg/[0.07] shadow-[inset_0_0_0_1px_var(--border)]" : "text-fg-muted hover:text-fg",
  );

export interface NavItem {
  href: string;
  label: string;
  current: boolean;
}

/**
 * The mobile menu's copy of the main navigation, read from the bar's links when the menu opens
 * (the server rendered them, in the page's language, with the current page marked): the island
 * carries no labels of its own, and a closed menu costs the page no bytes.
 */
export function readNavItems(): NavItem[] {
  return [...document.querySelectorAll<HTMLAnchorElement>("[data-main-nav] a")].map((a) => ({
    href: a.getAttribute("href") ?? "/",
    label: a.textContent ?? "",
    current: a.getAttribute("aria-current") === "page",
  }));
}

/** The main navigation's items, as the mobile menu lists them. */
export function NavLinks({
  items,
  linkClassName,
  onNavigate,
}: {
  items: readonly NavItem[];
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  return items.map((item) => (
    <li key={item.href}>
      <a
        href={item.href}
        aria-current={item.current ? "page" : undefined}
        className={cn(navLinkClass(item.current), linkClassName)}
        onClick={onNavigate}
      >
        {item.label}
      </a>
    </li>
  ));
}
