import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

export type ButtonVariant = "primary" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Follows the pointer slightly (offset ÷ 8); wired up by MotionRuntime. */
  magnetic?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  className?: string;
  children: ReactNode;
}

type ButtonAsLink = CommonProps & Omit<ComponentPropsWithoutRef<"a">, keyof CommonProps | "href"> & { href: string };
type ButtonAsButton = CommonProps & Omit<ComponentPropsWithoutRef<"button">, keyof CommonProps> & { href?: undefined };

export type ButtonProps = ButtonAsLink | ButtonAsButton;

const variants: Record<ButtonVariant, string> = {
  primary: "bg-spark text-white shadow-soft hover:shadow-lift hover:brightness-110 active:brightness-95",
  outline:
    "border border-border-strong bg-bg-elevated/60 text-fg hover:border-accent hover:text-accent active:bg-bg-sunken",
  ghost: "text-fg hover:bg-bg-sunken active:bg-border",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 text-sm gap-1.5",
  md: "min-h-11 px-5 text-[0.95rem] gap-2",
  lg: "min-h-13 px-7 text-base gap-2.5",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: Pick<CommonProps, "variant" | "size" | "fullWidth" | "className">): string {
  return cn(
    "inline-flex items-center justify-center rounded-full font-semibold whitespace-nowrap select-none",
    "transition-[transform,box-shadow,background-color,color,border-color,filter] duration-300 ease-out",
    "disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55",
    variants[variant],
    sizes[size],
    fullWidth && "w-full",
    className,
  );
}

export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, magnetic = false, leftIcon, rightIcon, className, children, ...rest } = props;
  const classes = buttonClasses({ variant, size, fullWidth, className });
  const content = (
    <>
      {leftIcon ? (
        <span aria-hidden="true" className="inline-flex shrink-0">
          {leftIcon}
        </span>
      ) : null}
      <span>{children}</span>
      {rightIcon ? (
        <span aria-hidden="true" className="inline-flex shrink-0">
          {rightIcon}
        </span>
      ) : null}
    </>
  );
  const magneticProps = magnetic ? { "data-magnetic": "" } : {};

  if (rest.href !== undefined) {
    const { href, ...linkRest } = rest as ButtonAsLink;
    return (
      <a href={href} className={classes} {...magneticProps} {...linkRest}>
        {content}
      </a>
    );
  }
  const { type = "button", ...buttonRest } = rest as ButtonAsButton;
  return (
    <button type={type} className={classes} {...magneticProps} {...buttonRest}>
      {content}
    </button>
  );
}
