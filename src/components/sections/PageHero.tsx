import type { ReactNode } from "react";
import { Breadcrumbs } from "./Breadcrumbs";

interface PageHeroProps {
  path: string;
  /** The breadcrumb label of a page made from content; fixed pages take theirs from the registry. */
  crumb?: string;
  eyebrow?: string;
  title: string;
  /** A string becomes one paragraph. */
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}

/** The opening block of an inner page: breadcrumbs, eyebrow, the page's h1, lead, actions. */
export function PageHero({ path, crumb, eyebrow, title, lead, actions, aside, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] h-96 w-[36rem] rounded-full bg-[radial-gradient(closest-side,rgb(249_115_22/0.16),transparent)] blur-2xl"
      />
      <div
        className={`container-page relative py-12 md:py-16 ${aside ? "grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div>
          <Breadcrumbs path={path} label={crumb} />
          {eyebrow ? (
            <p className="mt-8 text-sm font-semibold tracking-[0.14em] text-accent uppercase">{eyebrow}</p>
          ) : null}
          <h1
            id="page-title"
            className={`${eyebrow ? "mt-3" : "mt-8"} max-w-4xl font-display text-4xl font-bold text-fg sm:text-5xl lg:text-[3.4rem]`}
          >
            {title}
          </h1>
          {lead ? (
            <div className="mt-5 max-w-[62ch] text-lg text-fg-muted sm:text-xl">
              {typeof lead === "string" ? <p>{lead}</p> : lead}
            </div>
          ) : null}
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
