import { site } from "./site";

export const homePage = {
  seo: {
    description:
      "Ignite Technologies designs and builds fast, accessible websites, mobile apps and cloud software for ambitious businesses. 100+ projects shipped since 2018.",
    keywords: ["software development company India", "Next.js agency", "React Native apps", "product design studio"],
  },
  hero: {
    badge: "Igniting Digital Innovation",
    headlineLead: "We build digital experiences",
    headlineSpark: "that spark innovation",
    subline: `From first sketch to production, our ${site.founded}-founded team in Greater Noida designs, engineers and runs web platforms, mobile apps and cloud software that your customers enjoy and your engineers can maintain.`,
    primary: { label: "Explore Our Services", href: "/services" },
    secondary: { label: "Get in Touch", href: "/contact" },
    animation: "/animations/hero-spark.json",
  },
  services: {
    eyebrow: "What we do",
    title: "Product engineering, end to end",
    description:
      "Four disciplines under one roof, so strategy, design and code arrive as one coherent product rather than three hand-offs.",
  },
  projects: {
    eyebrow: "Selected work",
    title: "Featured projects",
    description: "A few recent launches, with the problems they solved and the numbers they moved.",
    allLabel: "View All Projects",
  },
  cta: {
    title: "Ready to transform your digital presence?",
    text: "Tell us where you want to be in twelve months. We will come back within a day with questions, a rough shape of the work and an honest view of what it takes.",
    buttonLabel: "Let's Talk",
  },
} as const;
