export const blogPage = {
  hero: {
    eyebrow: "Insights",
    title: "Notes from the studio",
    lead: "Practical writing on performance, design systems, scoping, TypeScript, AI and cloud costs, from the people who build and run our clients' products.",
  },
  seo: {
    title: "Blog",
    description:
      "Articles from Ignite Technologies on web performance, design systems, project scoping, TypeScript, AI in regulated industries and cloud cost control.",
    keywords: ["software development blog", "web performance", "design systems", "TypeScript", "cloud costs"],
  },
  newsletter: {
    title: "Get new articles by e-mail",
    text: "One e-mail when we publish something new, roughly once a month. No tracking pixels, and you can leave at any time.",
  },
} as const;
