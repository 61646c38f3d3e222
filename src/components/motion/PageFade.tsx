"use client";

import { useEffect, useState, type ReactNode } from "react";

// True once the first page has hydrated: only later pages (client navigations) fade in, so
// the first paint of a page load is never held back by an animation.
let hydrated = false;

export function PageFade({ children }: { children: ReactNode }) {
  const [animate] = useState(() => hydrated);
  useEffect(() => {
    hydrated = true;
  }, []);
  return <div className={animate ? "page-fade" : undefined}>{children}</div>;
}
