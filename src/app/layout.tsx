import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { grotesk, inter } from "./fonts";
import { site } from "@/content/site";
import { themeInitScript } from "@/lib/theme";
import { primaryNav } from "@/lib/routes";
import { Header } from "@/components/layout/Header";
import { Footer } from "@/components/layout/Footer";
import { Logo } from "@/components/layout/Logo";
import { PaletteHost } from "@/components/layout/PaletteHost";
import { MotionRuntime } from "@/components/motion/MotionRuntime";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.name,
  authors: [{ name: site.name, url: site.url }],
  creator: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbf7f2" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1020" },
  ],
  colorScheme: "light dark",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${inter.variable} ${grotesk.variable}`} suppressHydrationWarning>
      <head>
        {/* Applies the stored or system theme before first paint: no flash of the wrong theme. */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="bg-bg font-sans text-fg antialiased">
        <a
          href="#main"
          className="fixed top-3 left-3 z-[70] -translate-y-24 rounded-full bg-fg px-5 py-3 font-semibold text-bg transition-transform focus:translate-y-0"
        >
          Skip to main content
        </a>
        <Header nav={primaryNav} logo={<Logo compact />} />
        <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none">
          {children}
        </main>
        <Footer />
        <PaletteHost />
        <MotionRuntime />
      </body>
    </html>
  );
}
