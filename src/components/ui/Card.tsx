import type { ComponentPropsWithoutRef, ElementType } from "react";
import { cn } from "@/lib/ui/cn";

type CardProps<T extends ElementType> = {
  as?: T;
  /** Lifts on hover; for cards that are (or contain) one main link. */
  interactive?: boolean;
  /** Inner padding; off for cards whose media runs edge to edge. */
  padded?: boolean;
} & ComponentPropsWithoutRef<T>;

export function Card<T extends ElementType = "div">({
  as,
  interactive = false,
  padded = true,
  className,
  ...rest
}: CardProps<T>) {
  const Component = as ?? "div";
  return (
    <Component
      className={cn(
        "relative rounded-(--radius-card) border border-border bg-bg-elevated shadow-soft",
        padded && "p-6 md:p-7",
        interactive &&
          "transition-[transform,box-shadow,border-color] duration-300 ease-out hover:-translate-y-1 hover:border-border-strong hover:shadow-lift focus-within:border-border-strong",
        className,
      )}
      {...rest}
    />
  );
}
