import { brand } from "@/lib/brand/brand";
import { localizePath, type Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

export function Logo({ compact = false, locale }: { compact?: boolean; locale: Locale }) {
  return (
    <a
      href={localizePath("/", locale)}
      className="group inline-flex items-center gap-2.5 rounded-lg"
      aria-label={fill(messages(locale).layout.homeLink, { brand: brand.name })}
    >
      <span
        aria-hidden="true"
        className={`bg-spark inline-flex items-center justify-center rounded-[0.6rem] shadow-soft ${compact ? "size-8" : "size-9"}`}
      >
        <svg viewBox="0 0 32 32" className="size-[70%]" focusable="false">
          <path
            d="M16.6 3.5c.8 4-1.4 6.3-3.7 8.6-2.3 2.4-4.5 4.8-4.5 8.6a7.6 7.6 0 0 0 15.2.4c.1-3-1.2-5.2-2.9-7 .1 2.1-.6 3.7-2.2 4.5.8-4.1-.5-8.4-1.9-15.1Z"
            fill="#fff"
          />
        </svg>
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-bold tracking-tight text-fg">{brand.wordmark}</span>
        <span className="text-[0.62rem] font-semibold tracking-[0.2em] text-fg-muted uppercase max-[359px]:hidden min-[360px]:tracking-[0.28em]">
          {brand.tagline}
        </span>
      </span>
    </a>
  );
}
