import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Reveal } from "@/components/motion/Reveal";

interface CallToActionProps {
  title: string;
  text: string;
  buttonLabel: string;
  href?: string;
}

/** The closing band of a page: one clear next step. */
export function CallToAction({ title, text, buttonLabel, href = "/contact" }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="container-page py-20">
      <Reveal className="relative overflow-hidden rounded-[2rem] bg-(--brand-ink) px-6 py-16 text-center text-white shadow-lift sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 left-1/2 h-72 w-[42rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(249_115_22/0.45),transparent)] blur-2xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -bottom-32 h-72 w-96 rounded-full bg-[radial-gradient(closest-side,rgb(219_39_119/0.4),transparent)] blur-2xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="cta-heading" className="font-display text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-[60ch] text-lg text-[#c9cfe0]">{text}</p>
          <div className="mt-8 flex justify-center">
            <Button href={href} size="lg" magnetic rightIcon={<ArrowRight className="size-4" />}>
              {buttonLabel}
            </Button>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
