import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Reveal } from "@/components/motion/Reveal";

interface CallToActionProps {
  title: string;
  text: string;
  buttonLabel: string;
  href?: string;
}

/**
 * The closing band of a page: one clear next step, the title large on the left and the way
 * to act on the right. An ink ground in the light theme; in the dark one a raised navy with a
 * hairline edge, so it never melts into the page.
 */
export function CallToAction({ title, text, buttonLabel, href = "/contact" }: CallToActionProps) {
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
            <div className="mt-8">
              <Button href={href} size="lg" magnetic rightIcon={<ArrowRight className="size-4" />}>
                {buttonLabel}
              </Button>
            </div>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
