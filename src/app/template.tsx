import type { ReactNode } from "react";
import { PageFade } from "@/components/motion/PageFade";

/** Remounts on every navigation, so each new page fades in (0.5 s; none under reduced motion). */
export default function PageTemplate({ children }: { children: ReactNode }) {
  return <PageFade>{children}</PageFade>;
}
