import { Mail, MapPin, Phone } from "@/components/ui/Icon";
import { LinkedInIcon } from "@/components/ui/LinkedInIcon";
import type { PageCopy } from "@/lib/content/collections";
import { legalPages } from "@/lib/navigation/routes";
import { brand, brandIn, formatAddress } from "@/lib/brand/brand";
import { Logo } from "./Logo";
import { CurrentYear } from "./CurrentYear";
import { LanguageSwitch } from "./HeaderParts";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

/** Muted, and at least 24 px tall, as a tap target must be (global.css). */
const linkClass = "link-muted";

/**
 * A column's links, with the one that asks for a conversation (to /contact) set apart at its foot
 * as the column's action: among the services, "Request a Consultation" read as a ninth service
 * (issue 54), which it is not (product.md).
 */
function splitAction<T extends { href: string }>(links: readonly T[]): { list: T[]; action?: T } {
  const action = links.find((link) => link.href === permalink.page("contact"));
  return { list: links.filter((link) => link !== action), action };
}

/**
 * The site footer, in the page's language; its columns come from src/content/pages/footer.yaml
 * (or its Hindi twin), whose paths are the English ones, put in the page's language here.
 * `switchHref` is where the language switch leads (PageHead).
 */
export function Footer({ copy, locale, switchHref }: { copy: PageCopy<"footer">; locale: Locale; switchHref: string }) {
  const t = messages(locale).footer;
  const at = (path: string) => localizePath(path, locale);
  const legalLinks = legalPages.map((p) => ({ href: at(p.path), label: messages(locale).legal.names[p.file] }));
  return (
    <footer className="mt-auto border-t border-border bg-bg-sunken">
      {/* On a phone the two link lists sit side by side, between the brand and the contact details. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-9 py-12 md:gap-12 md:py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="max-w-sm max-md:col-span-2">
          <Logo locale={locale} />
          <p className="mt-5 text-fg-muted">{brandIn(locale).footerBlurb}</p>
          <ul className="mt-6 flex gap-3" aria-label={t.social}>
            <li>
              <a
                href={brand.social.linkedin}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors duration-300 hover:border-accent hover:text-accent"
              >
                <LinkedInIcon className="size-4" />
                <span className="sr-only">{fill(t.linkedIn, { brand: brand.name })}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${brand.email}`}
                className="inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors duration-300 hover:border-accent hover:text-accent"
              >
                <Mail className="size-4" aria-hidden="true" />
                <span className="sr-only">{fill(t.email, { email: brand.email })}</span>
              </a>
            </li>
          </ul>
        </div>
        {copy.columns.map((column) => {
          const { list, action } = splitAction(column.links);
          return (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-display text-sm font-semibold tracking-[0.14em] text-fg uppercase">{column.title}</h2>
              <ul className="mt-5 space-y-2">
                {list.map((link) => (
                  <li key={link.label}>
                    <a href={at(link.href)} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
              {action ? (
                <p className="mt-5 border-t border-border pt-4">
                  <a
                    href={at(action.href)}
                    className="inline-flex min-h-6 items-center gap-1 font-semibold text-accent hover:underline"
                  >
                    {`${action.label} `}
                    <span aria-hidden="true">→</span>
                  </a>
                </p>
              ) : null}
            </nav>
          );
        })}
        <div className="max-md:col-span-2">
          <h2 className="font-display text-sm font-semibold tracking-[0.14em] text-fg uppercase">
            {copy.contact.title}
          </h2>
          <address className="mt-5 space-y-3 not-italic">
            <p className="flex gap-3 text-fg-muted">
              <MapPin className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
              <span>{formatAddress()}</span>
            </p>
            <p className="flex gap-3">
              <Mail className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
              <a href={`mailto:${brand.email}`} className={linkClass}>
                {brand.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
              <a href={brand.phone.href} className={linkClass}>
                {brand.phone.display}
              </a>
            </p>
          </address>
          <a
            href={at(permalink.page("contact"))}
            className="mt-5 inline-flex min-h-6 items-center font-semibold text-accent hover:underline"
          >
            {`${copy.contact.linkLabel} →`}
          </a>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-fg-muted md:flex-row md:items-center md:justify-between">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} />
            {` ${brand.name}. ${t.rights}`}
          </p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <LanguageSwitch locale={locale} href={switchHref} look="link" className={linkClass} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
