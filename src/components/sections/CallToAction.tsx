import { ArrowRight } from "@/components/ui/Icon";
import { Button } from "@/components/ui/Button";
import { Reveal } from "@/components/motion/Reveal";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";

interface CallToActionProps {
  title: string;
  text: string;
  buttonLabel: string;
  /** Where the button leads; the contact page, in the page's language, by default. */
  href?: string;
  locale: Locale;
  /**
   * Its shape, chosen to fit the page: "card", an ink card with a glow (the home page's closing
   * line); "band", a full-width sunken band with the title set large (the index pages); "rule",
   * open type under a heavy rule, like the close of an article (pages that end on their own
   * content: a service, a case study, a post); "centred", a short spark rule over centred type
   * (the studio's own page, which ends on an invitation to join it).
   */
  variant?: "card" | "band" | "rule" | "centred";
}

/**
 * The close of a page: one clear next step, the title large on the left and the way to act on
 * the right, in the shape the page calls for (`variant`). The card is an ink ground in the light
 * theme and a raised navy with a hairline edge in the dark one, so it never melts into the page.
 */
export function CallToAction({
  title,
  text,
  buttonLabel,
  locale,
  href = localizePath(permalink.page("contact"), locale),
  variant = "card",
}: CallToActionProps) {
  const action = (
    // On a narrow phone a long label ("Request a security assessment") wraps inside the button.
    <Button
      href={href}
      size="lg"
      magnetic
      rightIcon={<ArrowRight className="size-4" />}
      className="max-w-full text-center max-sm:whitespace-normal"
    >
      {buttonLabel}
    </Button>
  );
  if (variant === "band")
    return (
      <section aria-labelledby="cta-heading" className="mt-12 border-y border-border bg-bg-sunken">
        <Reveal className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-20 md:py-28 lg:grid-cols-[1.5fr_1fr] lg:items-end lg:gap-16">
          <h2 id="cta-heading" className="text-display max-w-[16ch] text-fg">
            {title}
          </h2>
          <div>
            <p className="max-w-[44ch] text-lg text-fg-muted">{text}</p>
            <div className="mt-8">{action}</div>
          </div>
        </Reveal>
      </section>
    );
  if (variant === "centred")
    return (
      <section aria-labelledby="cta-heading" className="container-page py-14 md:py-24">
        <Reveal className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <span aria-hidden="true" className="bg-spark block h-1 w-16 rounded-full" />
          <h2 id="cta-heading" className="text-heading mt-7 max-w-[20ch] text-fg md:mt-9">
            {title}
          </h2>
          <p className="mt-5 max-w-[52ch] text-lg text-fg-muted">{text}</p>
          <div className="mt-8">{action}</div>
        </Reveal>
      </section>
    );
  if (variant === "rule")
    return (
      <section aria-labelledby="cta-heading" className="container-page py-14 md:py-24">
        <Reveal className="grid grid-cols-[minmax(0,1fr)] gap-6 border-t-2 border-fg pt-8 md:gap-8 md:pt-10 lg:grid-cols-[1.35fr_1fr] lg:gap-16 lg:pt-14">
          <h2 id="cta-heading" className="text-heading max-w-[20ch] text-fg">
            {title}
          </h2>
          <div>
            <p className="max-w-[48ch] text-lg text-fg-muted">{text}</p>
            <div className="mt-8">{action}</div>
          </div>
        </Reveal>
      </section>
    );
  return (
    <section aria-labelledby="cta-heading" className="container-page py-20 md:py-24">
      <Reveal className="relative overflow-hidden rounded-[1.75rem] bg-(--brand-ink) px-7 py-14 text-white shadow-lift ring-1 ring-white/10 ring-inset sm:px-14 sm:py-20 dark:bg-[#151e40] dark:shadow-none dark:ring-[#3a4675]">
        <div aria-hidden="true" className="bg-cta-glow pointer-events-none absolute inset-0" />
        <div className="relative grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:items-end lg:gap-16">
          <h2 id="cta-heading" className="text-heading max-w-[18ch] text-white">
            {title}
          </h2>
          <div>
            <p className="max-w-[48ch] text-lg text-[#c9cfe0]">{text}</p>
            <div className="mt-8">{action}</div>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
