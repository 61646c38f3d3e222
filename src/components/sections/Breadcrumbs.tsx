import { ChevronRight } from "lucide-react";
import { breadcrumbTrail } from "@/lib/navigation/routes";

/** Home › … › this page, from the route registry (the same trail as the BreadcrumbList JSON-LD). */
export function Breadcrumbs({ path, label }: { path: string; label?: string }) {
  const trail = breadcrumbTrail(path, label);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-fg-muted" data-pagefind-ignore="">
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
                  <a href={entry.path} className="link-muted">
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
