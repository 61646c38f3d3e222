/**
 * The header's parts the server renders, in the page's language, and hands to the header island
 * as slots (BaseLayout): the main navigation with the current page marked, the palette's button,
 * the contact button and the language switch. None of them needs the island's JavaScript: the
 * palette's button is answered by document listeners (src/client/palette-shell.ts, PaletteHost),
 * the others are links. So the island carries no words of either language.
 */
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { navLinkClass } from "@/components/islands/NavLinks";
import { messages } from "@/lib/i18n/messages";
import { LANGUAGES, localizePath, otherLocale, type Locale } from "@/lib/i18n/locale";
import { permalink, topPages } from "@/lib/navigation/permalinks";
import { cn } from "@/lib/ui/cn";

function isActive(pathname: string, path: string): boolean {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

/** The top pages but Contact, which the header shows as its button. `pathname` is without the language prefix. */
export function MainNav({ pathname, locale }: { pathname: string; locale: Locale }) {
  const t = messages(locale);
  return (
    <nav aria-label={t.header.main} className="hidden lg:block">
      <ul data-main-nav="" className="flex items-center gap-1">
        {topPages
          .filter((p) => p.id !== "contact")
          .map((page) => {
            const active = isActive(pathname, page.path);
            return (
              <li key={page.id}>
                <a
                  href={localizePath(page.path, locale)}
                  aria-current={active ? "page" : undefined}
                  className={navLinkClass(active)}
                >
                  {t.nav[page.id]}
                </a>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

/**
 * The bar's round-ended buttons (the palette's, the language switch): one string, in one order, so
 * that the page's gzip stores it once (the home page's HTML has a 12.5 KB budget).
 */
const PILL =
  "inline-flex h-10 items-center rounded-full border border-border px-2.5 text-sm sm:px-3 text-fg-muted transition-colors duration-300 hover:border-accent hover:text-fg";

/** The palette's button: "Quick jump" and the shortcut's label, which suits the platform (the head script marks one that is not Apple's). */
export function PaletteButton({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const t = messages(locale).header;
  const p = messages(locale).palette;
  return (
    <button
      type="button"
      data-palette-trigger=""
      data-no-replay=""
      // The stand-in's words (src/client/palette-shell.ts), so the page-wide script carries none.
      data-shell-dialog={p.dialog}
      data-shell-placeholder={p.placeholder}
      data-shell-loading={p.loading}
      aria-label={t.openPalette}
      aria-keyshortcuts="Meta+K Control+K /"
      className={`${PILL} gap-2`}
    >
      {children}
      <span className="hidden xl:inline">{t.quickJump}</span>
      <kbd className="hidden rounded-md border border-border bg-bg-sunken px-1.5 font-sans text-xs sm:inline">
        <span className="in-data-[keys=ctrl]:hidden">⌘K</span>
        <span className="hidden in-data-[keys=ctrl]:inline">Ctrl K</span>
      </kbd>
    </button>
  );
}

/** The header's contact button (the mobile menu copies it when it opens). */
export function HeaderContact({ locale }: { locale: Locale }) {
  return (
    <a
      href={localizePath(permalink.page("contact"), locale)}
      data-header-contact=""
      className={buttonClasses({ size: "sm", className: "max-lg:hidden" })}
    >
      {messages(locale).header.contactUs}
    </a>
  );
}

/**
 * The language switch: a link to this page in the other language (or its nearest translated
 * parent), so it works without JavaScript and remembers nothing. In the header a pill whose name
 * shortens on a phone ("EN", "हि") so the bar keeps its menu button at 320 px; in the footer a
 * text link among the others (`look="link"`). The name is in its own language (and read so); the
 * rest, for a screen reader, in the page's.
 */
export function LanguageSwitch({
  locale,
  href,
  look = "pill",
  className,
}: {
  locale: Locale;
  href: string;
  look?: "pill" | "link";
  className?: string;
}) {
  const other = otherLocale(locale);
  const t = messages(locale).language;
  // On an English page "हिन्दी" is set in a 2.4 KB cut of the face (global.css): the whole web
  // font for Devanagari (121 KB) is for Hindi pages.
  const native = locale === "en" ? "font-hindi-name" : undefined;
  // The link is in the other language (lang, and the face); its name for a screen reader in the page's.
  const label = <span lang={LANGUAGES[locale].htmlLang} className="sr-only">{` (${t.switchLabel})`}</span>;
  const common = {
    href,
    hrefLang: LANGUAGES[other].hreflang,
    lang: LANGUAGES[other].htmlLang,
    "data-language-switch": "",
  };
  if (look === "link")
    return (
      <a {...common} className={cn(native, className)}>
        {t.other}
        {label}
      </a>
    );
  return (
    <a {...common} className={cn(PILL, "min-w-10 justify-center font-semibold", native, className)}>
      <span className="max-sm:hidden">{t.other}</span>
      <span className="sm:hidden">{t.otherShort}</span>
      {label}
    </a>
  );
}
