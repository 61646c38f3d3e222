import { Children, type CSSProperties, type ElementType, type ReactNode } from "react";

export const STAGGER_STEP_S = 0.1;

interface RevealProps {
  as?: ElementType;
  /** Seconds before this element starts revealing once it is in view. */
  delay?: number;
  variant?: "slide" | "fade";
  className?: string;
  children: ReactNode;
  id?: string;
}

/**
 * Fades or slides its content in when 10 % of it enters the viewport (MotionRuntime does
 * the observing). Server-rendered visible: only JavaScript ever hides it, and only while
 * it is below the fold.
 */
export function Reveal({ as: Component = "div", delay = 0, variant = "slide", className, children, id }: RevealProps) {
  const style = delay ? ({ "--reveal-delay": `${delay}s` } as CSSProperties) : undefined;
  return (
    <Component
      id={id}
      data-reveal=""
      data-reveal-variant={variant === "fade" ? "fade" : undefined}
      className={className}
      style={style}
    >
      {children}
    </Component>
  );
}

/** Reveals each child in turn: 0.1 s × index. */
export function Stagger({
  as: Component = "div",
  itemAs = "div",
  className,
  itemClassName,
  step = STAGGER_STEP_S,
  children,
}: {
  as?: ElementType;
  itemAs?: ElementType;
  className?: string;
  itemClassName?: string;
  step?: number;
  children: ReactNode;
}) {
  return (
    <Component className={className}>
      {Children.toArray(children).map((child, index) => (
        <Reveal key={index} as={itemAs} delay={index * step} className={itemClassName}>
          {child}
        </Reveal>
      ))}
    </Component>
  );
}
