import { ChevronRight } from "@/components/ui/Icon";
import { breadcrumbTrail } from "@/lib/navigation/routes";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { messages } from "@/lib/i18n/messages";

/**
 * Home › … › this page, from the route registry (the same trail as the BreadcrumbList JSON-LD).
 * `path` is without its language; the links are in the page's.
 */
export function Breadcrumbs({ path, label, locale }: { path: string; label?: string; locale: Locale }) {
  const trail = breadcrumbTrail(path, label, locale);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={messages(locale).breadcrumbs.label} className="text-sm text-fg-muted" data-pagefind-ignore="">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((entry, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={entry.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {entry.label}
                </span>
              ) : (
                <>
                  <a href={localizePath(entry.path, locale)} className="link-muted">
                    {entry.label}
                  </a>
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
