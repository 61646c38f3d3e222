import { Stagger } from "@/components/motion/Reveal";
import { cn } from "@/lib/cn";

interface Step {
  title: string;
  description: string;
}

/** A numbered process (7 steps on the overview, 6 on a service, 5 for design). */
export function ProcessSteps({ steps, columns = 3 }: { steps: readonly Step[]; columns?: 3 | 4 | 5 }) {
  return (
    <Stagger
      as="ol"
      itemAs="li"
      className={cn(
        "grid gap-5 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
        columns === 5 && "lg:grid-cols-5",
      )}
      itemClassName="relative h-full rounded-(--radius-card) border border-border bg-bg-elevated p-6 shadow-soft"
    >
      {steps.map((step, index) => (
        <div key={step.title}>
          <span aria-hidden="true" className="text-spark font-display text-3xl font-bold tabular-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 font-display text-lg font-semibold text-fg">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-fg-muted">{step.description}</p>
        </div>
      ))}
    </Stagger>
  );
}
