import type { ReactNode } from "react";
import { Stagger } from "@/components/motion/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";

interface Step {
  title: string;
  description: string;
}

/**
 * A numbered process as a vertical stepper: one line joins the numbered stops, so five, six or
 * seven steps all read as one path and never leave a hole in a grid.
 */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <Stagger as="ol" itemAs="li" className="relative" itemClassName="relative grid grid-cols-[3rem_1fr] gap-x-5">
      {steps.map((step, index) => (
        <div key={step.title} className="contents">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-12 bottom-0 left-6 w-px -translate-x-1/2 bg-border-strong"
            />
          ) : null}
          <span
            aria-hidden="true"
            className="relative flex size-12 items-center justify-center rounded-full border border-border-strong bg-bg font-display text-sm font-semibold text-fg tabular-nums"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className={index < steps.length - 1 ? "pt-2.5 pb-10" : "pt-2.5"}>
            <h3 className="text-subheading text-fg">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 max-w-[58ch] text-fg-muted">{step.description}</p>
          </div>
        </div>
      ))}
    </Stagger>
  );
}

/** A process section: its heading held beside the stepper on wide screens, above it on phones. */
export function ProcessSection({
  heading,
  steps,
  children,
}: {
  heading: { eyebrow?: string; title: string; description?: string };
  steps: readonly Step[];
  children?: ReactNode;
}) {
  return (
    <section
      id="process"
      aria-labelledby="process-heading"
      className="scroll-mt-24 border-y border-border bg-bg-sunken py-20 md:py-28"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="process-heading" {...heading} />
          {children}
        </div>
        <ProcessSteps steps={steps} />
      </div>
    </section>
  );
}
