import type { Metadata } from "next";
import { Home } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { fullTitle } from "@/lib/seo";

export const metadata: Metadata = {
  title: { absolute: fullTitle("404: Page Not Found") },
  description: "The page you were looking for could not be found.",
  robots: { index: false, follow: false },
};

export default function NotFound() {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="container-page grid min-h-[60vh] place-items-center py-20 text-center"
    >
      <div className="max-w-xl">
        <p aria-hidden="true" className="text-spark font-display text-[7rem] leading-none font-bold sm:text-[9rem]">
          404
        </p>
        <h1 id="not-found-heading" className="mt-4 font-display text-3xl font-semibold text-fg sm:text-4xl">
          <span className="sr-only">404 </span>Page Not Found
        </h1>
        <p className="mt-4 text-lg text-fg-muted">
          The page you are looking for seems to have vanished into the digital void. It may have moved, or the link may
          be mistyped. You can return to the homepage and pick up from there.
        </p>
        <div className="mt-8 flex justify-center">
          <Button href="/" size="lg" leftIcon={<Home className="size-4" />}>
            Back to Homepage
          </Button>
        </div>
      </div>
    </section>
  );
}
