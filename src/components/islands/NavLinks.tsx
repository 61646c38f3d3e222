import { cn } from "@/lib/ui/cn";
import { primaryNav as nav } from "@/lib/navigation/nav";

function isActive(pathname: string, path: string): boolean {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

/** A link of the main navigation, marked as the current page's when it is. */
const navLinkClass = (active: boolean) =>
  cn(
    "relative rounded-full px-3.5 py-2 text-[0.95rem] font-medium transition-colors duration-300",
    active ? "text-fg bg-fg/[0.07] shadow-[inset_0_0_0_1px_var(--border)]" : "text-fg-muted hover:text-fg",
  );

/** The main navigation's items, as the header's bar and its mobile menu both list them. */
export function NavLinks({
  pathname,
  linkClassName,
  onNavigate,
}: {
  pathname: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  return nav.map((item) => {
    const active = isActive(pathname, item.path);
    return (
      <li key={item.path}>
        <a
          href={item.path}
          aria-current={active ? "page" : undefined}
          className={cn(navLinkClass(active), linkClassName)}
          onClick={onNavigate}
        >
          {item.label}
        </a>
      </li>
    );
  });
}
