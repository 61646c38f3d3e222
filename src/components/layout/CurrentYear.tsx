"use client";

import { useEffect, useState } from "react";

/** The build-time year, corrected in the browser if the site has not been rebuilt since. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
