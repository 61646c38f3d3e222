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
  /** A picture or animation beside the text (service pages); without it the title and the lead share the width. */
  aside?: ReactNode;
  /** Art that runs the full width of the window under the text (the portfolio's wall of screens). */
  art?: ReactNode;
  children?: ReactNode;
}

/**
 * The opening of an inner page: breadcrumbs, then the h1 set large. Without an aside, the title
 * takes the left and the lead and actions sit at its foot on the right, so the type fills the
 * width instead of leaving an empty half; with one, the text is on the left and the aside on
 * the right. Full-bleed `art` runs edge to edge below them. A hairline closes it.
 */
export function PageHero({ path, crumb, eyebrow, title, lead, actions, aside, art, children }: PageHeroProps) {
  const heading = (
    <div>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id="page-title" className={`text-title max-w-[22ch] text-fg ${eyebrow ? "mt-4" : ""}`}>
        {title}
      </h1>
    </div>
  );
  const body =
    lead || actions ? (
      <div>
        {lead ? (
          <div className="text-lead max-w-[56ch] text-fg-muted">{typeof lead === "string" ? <p>{lead}</p> : lead}</div>
        ) : null}
        {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
      </div>
    ) : null;
  return (
    <section aria-labelledby="page-title" className="border-b border-border">
      <div className="container-page pt-8 pb-12 md:pt-12 md:pb-16">
        <Breadcrumbs path={path} label={crumb} />
        {aside ? (
          <div className="mt-10 grid items-center gap-10 lg:grid-cols-[1.25fr_1fr]">
            <div className="space-y-7">
              {heading}
              {body}
              {children}
            </div>
            {aside}
          </div>
        ) : (
          <>
            <div className="mt-10 grid gap-7 lg:grid-cols-[1.3fr_1fr] lg:items-end lg:gap-16">
              {heading}
              {body}
            </div>
            {children}
          </>
        )}
      </div>
      {art}
    </section>
  );
}
