import type { ReactNode } from "react";
import { Breadcrumbs } from "./Breadcrumbs";
import { Eyebrow } from "@/components/ui/Eyebrow";
import type { Locale } from "@/lib/i18n/locale";

interface PageHeroProps {
  /** The page's path without its language (the breadcrumbs put it in `locale`). */
  path: string;
  locale: Locale;
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
  /**
   * The shape of the opening, so that the inner pages do not share one skeleton:
   * - "split" (default): the title on the left, the lead and actions at its foot on the right;
   * - "statement" (/about): the title set larger across the width, then a rule, the lead on the
   *   left and `children` (the studio's figures) on the right;
   * - "masthead" (/blog): the title at poster size over a heavy rule, like a publication's name,
   *   with the eyebrow and the lead under the rule.
   */
  layout?: "split" | "statement" | "masthead";
  /**
   * In the split layout, where the title sits beside the lead: at its foot (default), or at its
   * top, for a lead of many lines (a policy's), beside which a title at the foot floated under
   * 200 px of nothing (issue 54).
   */
  titleAt?: "foot" | "top";
  children?: ReactNode;
}

/**
 * The opening of an inner page: breadcrumbs, then the h1 set large. Without an aside, the title
 * takes the left and the lead and actions sit at its foot on the right, so the type fills the
 * width instead of leaving an empty half; with one, the text is on the left and the aside on
 * the right. Full-bleed `art` runs edge to edge below them. A hairline closes it.
 */
export function PageHero({
  path,
  locale,
  crumb,
  eyebrow,
  title,
  lead,
  actions,
  aside,
  art,
  layout = "split",
  titleAt = "foot",
  children,
}: PageHeroProps) {
  const heading = (
    <div>
      {eyebrow ? <Eyebrow text={eyebrow} /> : null}
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
  const leadText = lead ? (
    <div className="text-lead max-w-[56ch] text-fg-muted">{typeof lead === "string" ? <p>{lead}</p> : lead}</div>
  ) : null;
  if (layout === "statement" || layout === "masthead") {
    const masthead = layout === "masthead";
    return (
      <section aria-labelledby="page-title" className="border-b border-border">
        <div className="container-page pt-8 pb-12 md:pt-12 md:pb-16">
          <Breadcrumbs path={path} label={crumb} locale={locale} />
          {masthead ? (
            <h1 id="page-title" className="text-masthead mt-10 border-b-2 border-fg pb-5 text-fg md:pb-7">
              {title}
            </h1>
          ) : (
            <div className="mt-8 md:mt-10">
              {eyebrow ? <Eyebrow text={eyebrow} /> : null}
              <h1 id="page-title" className="text-statement mt-4 max-w-[15ch] text-fg">
                {title}
              </h1>
            </div>
          )}
          <div
            className={`grid gap-8 lg:grid-cols-[1fr_1fr] lg:gap-16 ${masthead ? "mt-6 lg:items-baseline" : "mt-8 border-t border-border pt-7 md:mt-14 md:pt-10"}`}
          >
            {masthead ? eyebrow ? <Eyebrow text={eyebrow} /> : <span /> : leadText}
            {masthead ? leadText : children}
          </div>
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
        </div>
        {art}
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title" className="border-b border-border">
      <div className="container-page pt-8 pb-12 md:pt-12 md:pb-16">
        <Breadcrumbs path={path} label={crumb} locale={locale} />
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
            <div
              className={`mt-10 grid gap-7 lg:grid-cols-[1.3fr_1fr] lg:gap-16 ${titleAt === "top" ? "lg:items-start" : "lg:items-end"}`}
            >
              {titleAt === "top" ? (
                <div>
                  {heading}
                  {children}
                </div>
              ) : (
                heading
              )}
              {body}
            </div>
            {titleAt === "top" ? null : children}
          </>
        )}
      </div>
      {art}
    </section>
  );
}
