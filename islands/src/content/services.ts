import type { LucideIcon } from "lucide-react";
import {
  Accessibility,
  Activity,
  BrainCircuit,
  Boxes,
  ChartColumn,
  Cloud,
  CodeXml,
  Compass,
  Cpu,
  Database,
  FileCheck,
  FileText,
  Fingerprint,
  Flag,
  Gauge,
  GitBranch,
  KeyRound,
  Layers,
  Lightbulb,
  ListChecks,
  Lock,
  Map as MapIcon,
  Palette,
  Plug,
  RefreshCw,
  Rocket,
  Scale,
  ScanSearch,
  Search,
  ServerCog,
  ShieldCheck,
  Smartphone,
  Store,
  Target,
  Telescope,
  Timer,
  Users,
  Wallet,
  WifiOff,
  Workflow,
  Wrench,
} from "lucide-react";
import { z } from "zod";

/**
 * The Services section: the /services overview, the eight service cards and every detail
 * page. Parsed at module load so a wrong count or a missing field fails the build, not a page.
 */
export const serviceSlugs = [
  "web-development",
  "mobile-apps",
  "ui-ux-design",
  "custom-software",
  "cloud-services",
  "digital-strategy",
  "cybersecurity",
  "innovation",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** The four cards on the home page, in display order. */
export const homeServiceSlugs = [
  "web-development",
  "mobile-apps",
  "ui-ux-design",
  "digital-strategy",
] as const satisfies readonly ServiceSlug[];

// Lucide icons are forwardRef objects; plain functions are accepted so a test double works too.
export const iconSchema = z.custom<LucideIcon>(
  (v) => (typeof v === "object" && v !== null) || typeof v === "function",
  "icon must be a lucide icon",
);

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const seoSchema = z.strictObject({
  // Without the " | Ignite Technologies" suffix, which the metadata helper adds.
  title: text(10, 40),
  description: text(120, 160),
  keywords: z.array(text(3, 50)).min(5).max(8),
});

export const heroSchema = z.strictObject({
  eyebrow: text(3, 40),
  headline: text(20, 80),
  lead: text(120, 400),
  ctaLabel: text(8, 32),
});

export const ctaSchema = z.strictObject({
  title: text(15, 70),
  text: text(60, 220),
  buttonLabel: text(8, 32),
});

export const stepSchema = z.strictObject({
  title: text(4, 40),
  description: text(60, 240),
});

export const benefitSchema = z.strictObject({
  title: text(8, 45),
  description: text(60, 240),
  icon: iconSchema,
});

export const testimonialSchema = z.strictObject({
  name: text(5, 40),
  role: text(3, 50),
  // Described, never a real brand: "Pune auto-components manufacturer".
  company: text(10, 60),
  quote: text(120, 420),
});

export const faqSchema = z.strictObject({
  question: text(15, 100),
  answer: text(120, 600),
});

export const fullDetailSchema = z.strictObject({
  kind: z.literal("full"),
  hero: heroSchema,
  benefits: z.array(benefitSchema).length(6),
  process: z.array(stepSchema).length(6),
  testimonials: z.array(testimonialSchema).length(2),
  faqs: z.array(faqSchema).length(4),
  cta: ctaSchema,
});

export const offeringSchema = z.strictObject({
  title: text(6, 40),
  description: text(40, 200),
  points: z.array(text(6, 50)).length(3),
});

export const designDetailSchema = z.strictObject({
  kind: z.literal("design"),
  hero: heroSchema,
  description: z.array(text(150, 600)).min(2).max(3),
  designProcess: z.array(stepSchema).length(5),
  offerings: z.array(offeringSchema).length(3),
  cta: ctaSchema,
});

export const serviceDetailSchema = z.discriminatedUnion("kind", [fullDetailSchema, designDetailSchema]);

export const serviceSchema = z
  .strictObject({
    slug: z.enum(serviceSlugs),
    title: text(4, 30),
    description: text(80, 190),
    features: z.array(text(6, 40)).length(4),
    icon: iconSchema,
    animation: z.string().regex(/^\/animations\/service-[a-z0-9-]+\.json$/),
    seo: seoSchema,
    tools: z.array(text(2, 30)).min(6).max(10),
    detail: serviceDetailSchema,
  })
  .refine((s) => s.animation === `/animations/service-${s.slug}.json`, {
    message: "animation must be /animations/service-{slug}.json",
    path: ["animation"],
  })
  .refine((s) => (s.slug === "ui-ux-design") === (s.detail.kind === "design"), {
    message: "ui-ux-design has the design layout; every other service the full layout",
    path: ["detail", "kind"],
  });

export const servicesSchema = z
  .array(serviceSchema)
  .length(serviceSlugs.length)
  .refine((list) => list.every((s, i) => s.slug === serviceSlugs[i]), {
    message: `services must be in this order: ${serviceSlugs.join(", ")}`,
  });

export const overviewProcessTitles = [
  "Discovery",
  "Strategy",
  "Design",
  "Development",
  "Testing",
  "Deployment",
  "Support",
] as const;

export const servicesPageSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text(3, 40),
    title: text(20, 80),
    lead: text(120, 400),
    ctaLabel: z.literal("Request a Consultation"),
  }),
  seo: seoSchema,
  processTitle: text(5, 60),
  processIntro: text(60, 240),
  process: z
    .array(stepSchema)
    .length(overviewProcessTitles.length)
    .refine((steps) => steps.every((s, i) => s.title === overviewProcessTitles[i]), {
      message: `process steps must be: ${overviewProcessTitles.join(", ")}`,
    }),
  cta: ctaSchema.extend({ buttonLabel: z.literal("Get Started") }),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
export type FullServiceDetail = z.infer<typeof fullDetailSchema>;
export type DesignServiceDetail = z.infer<typeof designDetailSchema>;
export type ServiceBenefit = z.infer<typeof benefitSchema>;
export type ServiceStep = z.infer<typeof stepSchema>;
export type ServiceTestimonial = z.infer<typeof testimonialSchema>;
export type ServiceFaq = z.infer<typeof faqSchema>;
export type ServiceOffering = z.infer<typeof offeringSchema>;
export type ServiceCta = z.infer<typeof ctaSchema>;
export type ServiceSeo = z.infer<typeof seoSchema>;
export type ServicesPage = z.infer<typeof servicesPageSchema>;

export const servicesPage: ServicesPage = servicesPageSchema.parse({
  hero: {
    eyebrow: "Our Services",
    title: "Software services, from first idea to long-term support",
    lead: "Eight disciplines, one team in Greater Noida. Since 2018 we have designed, built and run more than 100 projects for start-ups and established businesses, with designers, engineers and security specialists working together from the first workshop to the last release.",
    ctaLabel: "Request a Consultation",
  },
  seo: {
    title: "Software Development Services",
    description:
      "Web, mobile, cloud, custom software, UI/UX, strategy, cybersecurity and innovation services from Ignite Technologies, a software agency in Greater Noida.",
    keywords: [
      "software development services",
      "web development company India",
      "mobile app development",
      "cloud services",
      "UI/UX design",
      "custom software development",
      "software agency Greater Noida",
    ],
  },
  processTitle: "How we work",
  processIntro:
    "Every engagement follows the same seven steps, scaled to the size of the project. You always know what happens next, what it costs and what you will receive.",
  process: [
    {
      title: "Discovery",
      description:
        "We learn your business, users and constraints through interviews and data. You get a clear problem statement and goals you can measure.",
    },
    {
      title: "Strategy",
      description:
        "We decide what to build first and how, weighing value against effort. You get a phased plan with a fixed price for the first phase.",
    },
    {
      title: "Design",
      description:
        "We prototype the key journeys and test them with real users. You get approved designs and a component library ready to build.",
    },
    {
      title: "Development",
      description:
        "We build in two-week sprints with a working staging link from week one. You see progress every sprint and can change priorities as you learn.",
    },
    {
      title: "Testing",
      description:
        "We combine automated tests, accessibility and performance audits, and security checks. You get a release you can trust and the reports to prove it.",
    },
    {
      title: "Deployment",
      description:
        "We release with monitoring in place and a rehearsed rollback plan. You get a calm launch day and documentation your own team can follow.",
    },
    {
      title: "Support",
      description:
        "We monitor, patch and improve the product under an agreed support plan. You keep a team that already knows your system and answers within agreed times.",
    },
  ],
  cta: {
    title: "Not sure which service you need?",
    text: "Tell us what you are trying to achieve. We reply within 24 hours and point you to the right people, even if that turns out not to be us.",
    buttonLabel: "Get Started",
  },
});

const webDevelopment: z.input<typeof serviceSchema> = {
  slug: "web-development",
  title: "Web Development",
  description:
    "Fast, accessible websites and web applications on Next.js and a headless CMS, built to pass Core Web Vitals and turn visitors into enquiries.",
  features: [
    "Next.js and React applications",
    "Headless CMS your team can edit",
    "Core Web Vitals in the green",
    "WCAG 2.2 AA accessibility",
  ],
  icon: CodeXml,
  animation: "/animations/service-web-development.json",
  seo: {
    title: "Web Development Services",
    description:
      "Next.js websites and web apps with a headless CMS, green Core Web Vitals and WCAG 2.2 AA accessibility, built by Ignite Technologies in Greater Noida.",
    keywords: [
      "web development company India",
      "Next.js development",
      "headless CMS",
      "Core Web Vitals",
      "accessible website development",
      "React web applications",
    ],
  },
  tools: [
    "Next.js",
    "React",
    "TypeScript",
    "Node.js",
    "Sanity",
    "Strapi",
    "PostgreSQL",
    "Tailwind CSS",
    "Playwright",
    "Vercel",
  ],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Web Development",
      headline: "Fast, accessible web platforms your team can run without us",
      lead: "We design and build marketing sites, customer portals and SaaS products on Next.js and a headless CMS. Pages pass Core Web Vitals on real mobile connections, meet WCAG 2.2 AA, and your marketing team publishes without raising a ticket.",
      ctaLabel: "Plan your web project",
    },
    benefits: [
      {
        title: "Speed you can measure",
        description:
          "We set performance budgets before the first component and check them in CI, so Largest Contentful Paint stays under 2.5 seconds on a mid-range Android phone, not just on our laptops.",
        icon: Gauge,
      },
      {
        title: "Accessible from the first sprint",
        description:
          "Semantic HTML, keyboard paths and colour contrast are part of our definition of done. Every release is checked against WCAG 2.2 AA with automated tests and a manual screen-reader pass.",
        icon: Accessibility,
      },
      {
        title: "Content your team controls",
        description:
          "A headless CMS such as Sanity or Strapi gives editors structured content, live previews and scheduled publishing, while developers keep a clean, versioned codebase.",
        icon: FileText,
      },
      {
        title: "Built to be found",
        description:
          "Server rendering, clean URLs, structured data, sitemaps and careful metadata come as standard, so search engines see every page exactly as your visitors do.",
        icon: Search,
      },
      {
        title: "Secure by default",
        description:
          "Security headers, dependency scanning and validated forms with spam protection ship with every site, and we keep frameworks patched for as long as your support plan runs.",
        icon: ShieldCheck,
      },
      {
        title: "Ready to grow",
        description:
          "A component library and typed APIs mean new pages, languages or product features slot in without a rebuild, and the code is documented for whoever maintains it next.",
        icon: Layers,
      },
    ],
    process: [
      {
        title: "Discovery and audit",
        description:
          "We review your analytics, current site and competitors, interview the people who use it, and agree measurable goals such as enquiry rate or page speed.",
      },
      {
        title: "Information architecture",
        description:
          "We map content, user journeys and URLs, plan redirects from the old site so search rankings carry over, and model the content types for the CMS.",
      },
      {
        title: "Design and prototype",
        description:
          "Our designers turn the key templates into a clickable Figma prototype and a component library, tested with real users before development starts.",
      },
      {
        title: "Build in sprints",
        description:
          "We develop in two-week sprints with a staging link from week one, so you review working pages rather than status reports.",
      },
      {
        title: "Quality checks and launch",
        description:
          "Automated tests, accessibility and performance audits, cross-browser checks and a redirect map all come before a zero-downtime launch on a date you choose.",
      },
      {
        title: "Measure and improve",
        description:
          "After launch we watch real-user Core Web Vitals and conversion data, fix what the numbers show, and train your editors to run the site themselves.",
      },
    ],
    testimonials: [
      {
        name: "Lakshmi Krishnan",
        role: "Head of Marketing",
        company: "Chennai industrial valve manufacturer",
        quote:
          "Our old site took seven seconds to load on a phone, and the sales team were embarrassed to share it. Ignite rebuilt it on Next.js with a CMS our marketing team actually uses, and inbound enquiries rose 41% in the first quarter after launch.",
      },
      {
        name: "Daniel Whitfield",
        role: "Chief Technology Officer",
        company: "London property-management software firm",
        quote:
          "We needed our tenant portal to pass an accessibility audit to renew a housing-association contract. Ignite fixed more than 200 issues and rebuilt every form, and we passed the WCAG 2.2 AA audit at the first attempt.",
      },
    ],
    faqs: [
      {
        question: "How long does a website project take?",
        answer:
          "Most marketing sites take 6–10 weeks from kick-off to launch. A web application with logins, dashboards and integrations usually needs 12–20 weeks for its first release. We agree a fixed scope for each phase, so the timeline does not drift quietly.",
      },
      {
        question: "What does a website cost?",
        answer:
          "A marketing site on a headless CMS typically costs ₹6–18 lakh (roughly US$7,000–20,000), depending on the number of templates, integrations and languages. Web applications usually start at around ₹20 lakh for a first release. After a short discovery we give you a fixed quote for the first phase.",
      },
      {
        question: "Which CMS do you recommend?",
        answer:
          "For most marketing teams we recommend Sanity or Strapi: both offer structured content and live preview, and Strapi can be self-hosted if your data must stay in India. If your editors already know WordPress, we can run it headless behind a Next.js front end so they keep a familiar screen.",
      },
      {
        question: "Will we lose our search rankings when we move to a new site?",
        answer:
          "Not if the migration is planned. We crawl your current site, map every indexed URL to its new address with permanent redirects, and carry over metadata and structured data. We then watch Search Console for several weeks after launch to catch anything missed.",
      },
    ],
    cta: {
      title: "Ready for a website that pulls its weight?",
      text: "Tell us what the site must achieve and by when. We reply within 24 hours with our questions, a rough timeline and a suggested next step.",
      buttonLabel: "Start your web project",
    },
  },
};

const mobileApps: z.input<typeof serviceSchema> = {
  slug: "mobile-apps",
  title: "Mobile Apps",
  description:
    "iOS and Android apps built with React Native or Flutter, designed to keep working offline and released through the App Store and Google Play on a steady rhythm.",
  features: [
    "iOS and Android from one codebase",
    "Offline-first data sync",
    "App Store and Google Play releases",
    "Push notifications and analytics",
  ],
  icon: Smartphone,
  animation: "/animations/service-mobile-apps.json",
  seo: {
    title: "Mobile App Development Services",
    description:
      "iOS and Android apps built in React Native or Flutter by Ignite Technologies: offline-first sync, secure sign-in and smooth App Store and Google Play releases.",
    keywords: [
      "mobile app development company India",
      "React Native development",
      "Flutter app development",
      "iOS and Android apps",
      "offline-first apps",
      "app store release management",
    ],
  },
  tools: ["React Native", "Flutter", "Expo", "TypeScript", "Dart", "Kotlin", "Swift", "Firebase", "Fastlane", "Sentry"],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Mobile App Development",
      headline: "Apps people keep on their home screen",
      lead: "We build iOS and Android apps with React Native or Flutter that feel native, keep working when the signal drops, and ship to both stores on a predictable release schedule. One team covers the design, the app, the API behind it and the store listings.",
      ctaLabel: "Plan your mobile app",
    },
    benefits: [
      {
        title: "One codebase, two platforms",
        description:
          "React Native or Flutter lets us share most of the code between iOS and Android, so features land on both in the same week and you fund one team, not two.",
        icon: Smartphone,
      },
      {
        title: "Works without a signal",
        description:
          "Data is stored on the device and synced through a queue with clear conflict rules, so field staff and customers in patchy coverage never lose their work.",
        icon: WifiOff,
      },
      {
        title: "Routine store releases",
        description:
          "We handle signing, store listings, privacy labels and review guidelines, and automate builds with Fastlane, so a release becomes a routine rather than an event.",
        icon: Store,
      },
      {
        title: "Fast on modest phones",
        description:
          "We profile start-up time, frame rate and download size on low-cost Android devices, because that is what many of your users carry, and hold each release to agreed budgets.",
        icon: Gauge,
      },
      {
        title: "Secure sign-in and storage",
        description:
          "Biometric login, tokens kept in the device keystore, certificate pinning where the risk justifies it, and no sensitive data in logs, backups or app-switcher screenshots.",
        icon: Fingerprint,
      },
      {
        title: "Insight after launch",
        description:
          "Crash reporting, product analytics and staged rollouts show how each release behaves in the wild, so we can halt a bad build before most users ever see it.",
        icon: Activity,
      },
    ],
    process: [
      {
        title: "Product discovery",
        description:
          "We define the core jobs the app must do, who does them and on which devices, then cut the first release to the smallest version worth installing.",
      },
      {
        title: "UX and prototyping",
        description:
          "We design flows that respect each platform's conventions and test a clickable Figma prototype with five to eight target users before any code is written.",
      },
      {
        title: "Architecture and API",
        description:
          "We choose React Native or Flutter for your case, design the offline data model and sync, and build or extend the backend API the app depends on.",
      },
      {
        title: "Sprints with weekly builds",
        description:
          "Every week you receive a build through TestFlight and Google Play internal testing, so stakeholders try real features on their own phones.",
      },
      {
        title: "Testing on real devices",
        description:
          "We test on a matrix of real iOS and Android devices, low-memory phones included, with automated end-to-end tests covering the critical journeys.",
      },
      {
        title: "Release and growth",
        description:
          "We prepare the store listings, submit for review and roll out in stages, then keep improving the app from crash data, reviews and analytics.",
      },
    ],
    testimonials: [
      {
        name: "Farhan Qureshi",
        role: "Co-founder and COO",
        company: "Hyderabad home-services marketplace",
        quote:
          "Our technicians work in basements and plant rooms with no network, and the old app lost job notes every day. Ignite rebuilt it offline-first in React Native, and disputes over completed jobs fell by 60% within three months.",
      },
      {
        name: "Hannah Becker",
        role: "Product Director",
        company: "Berlin fitness-studio booking platform",
        quote:
          "We had two native apps drifting apart feature by feature. Ignite moved us to a single Flutter codebase in five months without a gap in service, and our store rating has climbed from 3.6 to 4.5 since.",
      },
    ],
    faqs: [
      {
        question: "Should we choose React Native or Flutter?",
        answer:
          "Both produce fast, native-feeling apps. We usually pick React Native when you already have a React or TypeScript web team, and Flutter when the app relies heavily on custom animation or must look identical on every device. A fully native Swift and Kotlin build is worth it only in a few cases, such as heavy use of device hardware.",
      },
      {
        question: "How long does it take to build an app?",
        answer:
          "A focused first release usually takes 12–18 weeks, including design, the backend API and store submission. Apps with payments, large offline data sets or complex integrations tend to take 20–28 weeks. Either way, we plan an early version that real users can try within the first couple of months.",
      },
      {
        question: "Do you handle App Store and Google Play submission?",
        answer:
          "Yes. We set up the developer accounts in your company's name, prepare screenshots, descriptions and privacy declarations, and deal with review feedback from Apple and Google. The apps and the accounts always belong to you.",
      },
      {
        question: "What happens after the app is live?",
        answer:
          "iOS and Android change every year, so apps need regular care. Our support plans cover OS and library updates, crash monitoring, store-policy changes and a monthly allowance for improvements. They typically cost 10–15% of the original build per year.",
      },
    ],
    cta: {
      title: "Have an app idea, or an app that needs rescuing?",
      text: "Send us a short description of who the app is for and what it must do. We reply within 24 hours and can usually give a first estimate after one call.",
      buttonLabel: "Talk to us about your app",
    },
  },
};

const uiUxDesign: z.input<typeof serviceSchema> = {
  slug: "ui-ux-design",
  title: "UI/UX Design",
  description:
    "Research-led product design: user interviews, journey maps, Figma prototypes and design systems that make your product easier to use and faster to build.",
  features: [
    "User research and usability tests",
    "Clickable Figma prototypes",
    "Design systems and tokens",
    "Accessibility designed in",
  ],
  icon: Palette,
  animation: "/animations/service-ui-ux-design.json",
  seo: {
    title: "UI/UX Design Services",
    description:
      "Research-led UI/UX design from Ignite Technologies: user research, Figma prototypes, usability testing and design systems that help products ship faster.",
    keywords: [
      "UI/UX design agency India",
      "product design",
      "user research",
      "Figma prototyping",
      "design systems",
      "usability testing",
    ],
  },
  tools: ["Figma", "FigJam", "Maze", "Storybook", "Tokens Studio", "Lottie", "Hotjar", "Adobe Illustrator"],
  detail: {
    kind: "design",
    hero: {
      eyebrow: "UI/UX Design",
      headline: "Design that makes the next step obvious",
      lead: "We help product teams understand their users, then design interfaces that are clear, accessible and straightforward to build. Every screen we hand over comes with the reasoning behind it and the components to build it.",
      ctaLabel: "Start a design project",
    },
    description: [
      "Good design starts before anyone opens Figma. We talk to your users, study your analytics and support tickets, and walk through the product the way a first-time customer would. That gives us a short list of the moments where people hesitate, make mistakes or give up, and those are the moments we design for first.",
      "Our designers, led by Priya Raghavan, work in the same sprints as our engineers. Prototypes are tested with real users before they are built, and every interface is delivered as a documented design system with tokens for colour, type and spacing, so what ships matches what was approved and the next feature takes days rather than weeks.",
      "We design to WCAG 2.2 AA from the first wireframe. Contrast, focus order, target sizes and plain-language labels are reviewed at every stage rather than patched in after launch, which serves every user better and costs far less than retrofitting.",
    ],
    designProcess: [
      {
        title: "Research",
        description:
          "Stakeholder and user interviews, plus a review of your analytics and support tickets, show who your users are and where the product lets them down.",
      },
      {
        title: "Define",
        description:
          "We turn the findings into personas, journey maps and a prioritised list of problems, and agree with you which ones this project will solve.",
      },
      {
        title: "Ideate and wireframe",
        description:
          "We explore several directions as low-fidelity wireframes and user flows, so structure and content are settled before any visual detail.",
      },
      {
        title: "Prototype and test",
        description:
          "High-fidelity Figma prototypes go in front of five to eight real users per round; we fix whatever confuses them and test again.",
      },
      {
        title: "Handover and build support",
        description:
          "You receive a documented design system, annotated screens and component specs, and our designers stay on hand while the product is built.",
      },
    ],
    offerings: [
      {
        title: "Product and app design",
        description:
          "End-to-end design of web and mobile products, from first concept to screens your developers can build from.",
        points: [
          "User flows and wireframes",
          "High-fidelity UI for web and mobile",
          "Interactive prototypes for testing",
        ],
      },
      {
        title: "UX research and audits",
        description: "Evidence about what is really happening in your product, and a prioritised plan to fix it.",
        points: [
          "User interviews and usability tests",
          "Heuristic and accessibility audits",
          "Analytics and funnel reviews",
        ],
      },
      {
        title: "Design systems",
        description:
          "A shared library of components and tokens that keeps your product consistent as it and your team grow.",
        points: [
          "Tokens for colour, type and spacing",
          "Figma library matched to Storybook",
          "Usage guidelines and governance",
        ],
      },
    ],
    cta: {
      title: "Let's make your product easier to use",
      text: "Tell us about your product and where users struggle. We reply within 24 hours and can often begin with a two-week research sprint.",
      buttonLabel: "Book a design consultation",
    },
  },
};

const customSoftware: z.input<typeof serviceSchema> = {
  slug: "custom-software",
  title: "Custom Software",
  description:
    "Business software that fits how you work: workflow automation, ERP and CRM integrations, internal tools and careful modernisation of legacy systems.",
  features: [
    "Workflow automation",
    "ERP and CRM integrations",
    "Legacy system modernisation",
    "Internal tools and dashboards",
  ],
  icon: Boxes,
  animation: "/animations/service-custom-software.json",
  seo: {
    title: "Custom Software Development",
    description:
      "Custom software from Ignite Technologies: workflow automation, ERP and CRM integrations, internal tools and legacy modernisation without business disruption.",
    keywords: [
      "custom software development India",
      "workflow automation",
      "ERP integration",
      "CRM integration",
      "legacy modernisation",
      "internal tools development",
    ],
  },
  tools: [
    "TypeScript",
    "Node.js",
    "NestJS",
    ".NET",
    "Python",
    "PostgreSQL",
    "RabbitMQ",
    "Docker",
    "Salesforce APIs",
    "SAP integration",
  ],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Custom Software Development",
      headline: "Software shaped around how your business actually runs",
      lead: "Off-the-shelf tools get you most of the way, then spreadsheets, re-keying and workarounds take over. We build the missing piece: automated workflows, integrations between your ERP, CRM and finance systems, and modern replacements for the legacy applications nobody dares to touch.",
      ctaLabel: "Discuss your workflow",
    },
    benefits: [
      {
        title: "Less manual work",
        description:
          "We automate the approvals, hand-offs and data entry that currently live in e-mail and spreadsheets, so your people spend their time on judgement, not on copying numbers.",
        icon: Workflow,
      },
      {
        title: "Systems that talk to each other",
        description:
          "We connect ERP, CRM, accounting and e-commerce platforms through documented APIs and message queues, with retries and alerts so a failed sync never goes unnoticed.",
        icon: Plug,
      },
      {
        title: "Modernisation without a big bang",
        description:
          "We replace legacy systems piece by piece, running old and new side by side until each part is proven, so the business never has to stop.",
        icon: RefreshCw,
      },
      {
        title: "Fits your process",
        description:
          "The software follows your real roles, approval limits and exceptions, learned by sitting with the people who do the work, instead of forcing them to adapt.",
        icon: Users,
      },
      {
        title: "One version of the truth",
        description:
          "A clean data model and a single source for customers, orders and stock ends the arguments about whose spreadsheet is right.",
        icon: Database,
      },
      {
        title: "You own it",
        description:
          "You receive the source code, the infrastructure accounts and the documentation. There is no per-user licence fee and no lock-in to us.",
        icon: KeyRound,
      },
    ],
    process: [
      {
        title: "Process mapping",
        description:
          "We shadow the people who do the work, map each step, system and hand-off, and measure where time and errors pile up.",
      },
      {
        title: "Solution design",
        description:
          "We decide what to build, what to buy and what to integrate, and produce an architecture, a data model and a phased plan with costs.",
      },
      {
        title: "Integration spikes",
        description:
          "We test the connections to your ERP, CRM and other systems early, because undocumented APIs and data quirks are the biggest risk to any timeline.",
      },
      {
        title: "Iterative build",
        description:
          "We deliver in two-week sprints and release to a small group of users first, so feedback arrives while changes are still cheap.",
      },
      {
        title: "Data migration and cut-over",
        description:
          "We clean and migrate historical data through rehearsed dry runs, then switch over at a quiet time with a tested rollback plan.",
      },
      {
        title: "Training and support",
        description:
          "We train your team, hand over runbooks and documentation, and support the system afterwards with agreed response times.",
      },
    ],
    testimonials: [
      {
        name: "Suresh Patil",
        role: "Chief Financial Officer",
        company: "Pune auto-components manufacturer",
        quote:
          "Purchase approvals used to bounce between five inboxes and took eight days on average. Ignite built an approval workflow connected to our SAP system, and the average is now under two days, with a full audit trail for every order.",
      },
      {
        name: "Claire O'Donnell",
        role: "Operations Director",
        company: "Dublin specialist insurance broker",
        quote:
          "Our policy administration ran on a twenty-year-old desktop system that only one contractor understood. Ignite replaced it module by module over nine months without a single day of downtime, and renewals are now processed 45% faster.",
      },
    ],
    faqs: [
      {
        question: "Should we build custom software or buy an off-the-shelf product?",
        answer:
          "Buy when a product covers your process well and the gaps are small; build when the process is what sets you apart, or when the workarounds cost more than the software would. Often the answer is both: keep your ERP or CRM and build the integrations and tools around it. If buying is the better option, we will say so during discovery.",
      },
      {
        question: "Can you integrate with our existing ERP or CRM?",
        answer:
          "Almost certainly. We have connected SAP, Microsoft Dynamics, Zoho, Salesforce, Tally and many in-house systems through their APIs, database connectors or file exchanges. The first sprint includes a spike that proves each integration before we commit to a timeline.",
      },
      {
        question: "How do you modernise a legacy system without disrupting the business?",
        answer:
          "We avoid a single big switch-over. New modules are built alongside the old system and take over one function at a time, with data kept in sync between them, so every step can be tested and reversed. Most modernisation programmes run for 6–12 months in phases that each deliver something useful.",
      },
      {
        question: "Who owns the code and the intellectual property?",
        answer:
          "You do. When each phase is paid for, its source code, documentation and intellectual property transfer to you, and everything runs in accounts you own. We are happy to keep supporting it, but you are free to take it in-house or to another team.",
      },
    ],
    cta: {
      title: "Tired of running the business on spreadsheets?",
      text: "Describe the process that costs you the most time. We reply within 24 hours and can map it with you in a half-day workshop.",
      buttonLabel: "Book a process workshop",
    },
  },
};

const cloudServices: z.input<typeof serviceSchema> = {
  slug: "cloud-services",
  title: "Cloud Services",
  description:
    "Cloud architecture, migration and operations on AWS, Azure and Google Cloud, with infrastructure as code, clear observability and bills that stay on budget.",
  features: [
    "AWS, Azure and Google Cloud",
    "Infrastructure as code",
    "Monitoring and observability",
    "Cloud cost optimisation",
  ],
  icon: Cloud,
  animation: "/animations/service-cloud-services.json",
  seo: {
    title: "Cloud Services and DevOps",
    description:
      "Cloud migration, DevOps and cost control on AWS, Azure and Google Cloud from Ignite Technologies: Terraform, observability and bills that stop surprising you.",
    keywords: [
      "cloud services India",
      "AWS consulting",
      "cloud migration",
      "DevOps services",
      "infrastructure as code",
      "cloud cost optimisation",
      "Kubernetes",
    ],
  },
  tools: [
    "AWS",
    "Microsoft Azure",
    "Google Cloud",
    "Terraform",
    "Kubernetes",
    "Docker",
    "GitHub Actions",
    "Prometheus",
    "Grafana",
    "OpenTelemetry",
  ],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Cloud Services",
      headline: "Cloud infrastructure that is reliable, observable and affordable",
      lead: "We design, migrate and run workloads on AWS, Azure and Google Cloud. Everything is defined as code in Terraform, every service reports metrics, logs and traces, and each month you see what you pay for and why.",
      ctaLabel: "Review your cloud setup",
    },
    benefits: [
      {
        title: "Lower, predictable bills",
        description:
          "Right-sizing, commitment discounts, autoscaling and removing idle resources typically cut cloud spend by 20–40%, and budgets with alerts stop the surprises coming back.",
        icon: Wallet,
      },
      {
        title: "Infrastructure as code",
        description:
          "Every network, database and permission is defined in Terraform and reviewed like application code, so environments are reproducible and every change leaves an audit trail.",
        icon: GitBranch,
      },
      {
        title: "See problems before customers do",
        description:
          "Dashboards, alerts and distributed tracing with OpenTelemetry show latency, errors and saturation across services, with a runbook for every alert that matters.",
        icon: Activity,
      },
      {
        title: "Built to stay up",
        description:
          "Multi-zone architecture, automated backups and disaster recovery that is actually rehearsed give you uptime targets you can put in a contract.",
        icon: ServerCog,
      },
      {
        title: "Secure and compliant",
        description:
          "Least-privilege access, encryption at rest and in transit, network segmentation, and data kept in Indian regions whenever your customers or regulators require it.",
        icon: Lock,
      },
      {
        title: "Faster, safer releases",
        description:
          "CI/CD pipelines with automated tests and blue-green or canary deployments let your team ship several times a day, without weekend release windows.",
        icon: Rocket,
      },
    ],
    process: [
      {
        title: "Assessment",
        description:
          "We review your current architecture, bills, incidents and security posture, and report both the quick wins and the structural risks.",
      },
      {
        title: "Target architecture",
        description:
          "We design the landing zone, networking, identity and service choices, with a monthly cost estimate for each option.",
      },
      {
        title: "Foundations as code",
        description:
          "We build accounts, networks, permissions and CI/CD pipelines in Terraform, so every environment is identical and every change is reviewed.",
      },
      {
        title: "Migration waves",
        description:
          "We move workloads in planned waves, starting with low-risk services, each with a rehearsed cut-over and a rollback plan.",
      },
      {
        title: "Observability and hardening",
        description:
          "We add metrics, logs, traces and alerts, run load and failover tests, and close the security gaps found during the assessment.",
      },
      {
        title: "Operate and optimise",
        description:
          "We run the platform with agreed response times, review costs with you every month and keep improving reliability and spend.",
      },
    ],
    testimonials: [
      {
        name: "Nikhil Arora",
        role: "VP of Engineering",
        company: "Noida online-tutoring platform",
        quote:
          "Our AWS bill had doubled in a year and nobody could explain why. Ignite tagged every resource, right-sized our databases and moved batch jobs to spot instances, and we now spend 34% less while serving more students.",
      },
      {
        name: "Omar Haddad",
        role: "Head of Technology",
        company: "Dubai freight-booking marketplace",
        quote:
          "Ignite moved us from a single rented server to AWS, with Terraform and Kubernetes, in twelve weeks, and the final cut-over took under fifteen minutes. We have met our 99.95% availability target every month since.",
      },
    ],
    faqs: [
      {
        question: "Which cloud provider should we use?",
        answer:
          "It depends on your team's skills, the services you need, existing contracts and where your customers are. AWS has the widest range of services, Azure suits organisations already on Microsoft 365 and Entra ID, and Google Cloud is strong for data and analytics. We compare the options with real costs for your workload rather than recommending one out of habit.",
      },
      {
        question: "How much can we save on our cloud bill?",
        answer:
          "Most accounts we review can save 20–40% without any loss of performance, usually through right-sizing, commitment discounts, storage tiering and switching off idle environments. We start with a two-week cost review that lists each saving with its effort and risk, so you decide what to act on.",
      },
      {
        question: "How long does a cloud migration take?",
        answer:
          "Moving a handful of applications typically takes 8–12 weeks. A larger estate with dozens of services and databases is planned in waves over 4–9 months. Each wave has its own rehearsed cut-over and rollback plan, so the business keeps running throughout.",
      },
      {
        question: "Can you manage our infrastructure after the migration?",
        answer:
          "Yes. Our managed cloud plans cover round-the-clock monitoring, incident response with agreed response times, patching, backups and a monthly review of cost and reliability. Everything stays in your accounts and in code, so you can bring it in-house whenever you choose.",
      },
    ],
    cta: {
      title: "Find out what your cloud should cost",
      text: "Share a recent bill or a short description of your setup. We reply within 24 hours, and our two-week cost and reliability review usually pays for itself.",
      buttonLabel: "Request a cloud review",
    },
  },
};

const digitalStrategy: z.input<typeof serviceSchema> = {
  slug: "digital-strategy",
  title: "Digital Strategy",
  description:
    "Discovery workshops, product roadmaps and analytics that turn a broad ambition into a prioritised, costed plan your board and your engineers can both follow.",
  features: [
    "Discovery workshops",
    "Outcome-based product roadmaps",
    "Product analytics set-up",
    "Technology due diligence",
  ],
  icon: Compass,
  animation: "/animations/service-digital-strategy.json",
  seo: {
    title: "Digital Strategy Consulting",
    description:
      "Digital strategy from Ignite Technologies: discovery workshops, product roadmaps and analytics that turn your goals into a costed plan your team can act on.",
    keywords: [
      "digital strategy consulting",
      "product discovery workshop",
      "product roadmap",
      "product analytics",
      "technology consulting India",
      "digital transformation",
    ],
  },
  tools: ["Miro", "Mixpanel", "Amplitude", "Google Analytics 4", "Looker Studio", "Jira", "Notion", "Productboard"],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Digital Strategy",
      headline: "Know what to build next, and why",
      lead: "Before you commit budget to software, we help you decide what is worth building. Focused discovery workshops bring your leadership, evidence from your customers and our engineers into one room, and leave you with a prioritised roadmap, realistic costs and the metrics that will show whether it worked.",
      ctaLabel: "Book a discovery workshop",
    },
    benefits: [
      {
        title: "Clear priorities",
        description:
          "We rank opportunities by customer value, revenue impact and effort, so the roadmap reflects evidence rather than the loudest voice in the meeting.",
        icon: Target,
      },
      {
        title: "A roadmap people trust",
        description:
          "Roadmaps are organised around outcomes, with near-term work detailed and later bets kept flexible, and every item is estimated by engineers who build software for a living.",
        icon: MapIcon,
      },
      {
        title: "Decisions backed by data",
        description:
          "We set up product analytics with a clear event plan, so you see activation, retention and conversion instead of guessing from page views.",
        icon: ChartColumn,
      },
      {
        title: "Alignment across teams",
        description:
          "Workshops bring leadership, sales, operations and technology to the same conclusions, which saves months of debate later on.",
        icon: Users,
      },
      {
        title: "Fewer expensive mistakes",
        description:
          "Assumptions are tested cheaply with prototypes, interviews and data before they turn into a six-month build.",
        icon: Scale,
      },
      {
        title: "Technology that looks ahead",
        description:
          "We assess your current stack, vendors and team, and show where the architecture or skills will limit growth over the next two to three years.",
        icon: Telescope,
      },
    ],
    process: [
      {
        title: "Stakeholder interviews",
        description:
          "We interview leadership, customer-facing teams and a sample of customers to understand goals, constraints and pain points.",
      },
      {
        title: "Evidence review",
        description:
          "We study your analytics, sales data, support tickets and competitors to separate what is known from what is assumed.",
      },
      {
        title: "Discovery workshops",
        description:
          "Two to four facilitated sessions define the problems worth solving, the users to serve first and the measures of success.",
      },
      {
        title: "Opportunity sizing",
        description:
          "Our engineers and designers estimate the effort and risk of each opportunity, and we rank them against the value they promise.",
      },
      {
        title: "Roadmap and business case",
        description:
          "We produce a phased roadmap, budget ranges, a recommended team shape and a business case your board can approve.",
      },
      {
        title: "Measurement plan",
        description:
          "We define the metrics, set up product analytics and agree review points, so the roadmap is adjusted on evidence rather than opinion.",
      },
    ],
    testimonials: [
      {
        name: "Kavita Deshmukh",
        role: "Managing Director",
        company: "Nagpur agricultural-inputs distributor",
        quote:
          "We arrived wanting an app for farmers and a portal for dealers, with the budget for one. The discovery workshops showed that dealer ordering was where the money was, so we built that first, and it paid back its cost within seven months.",
      },
      {
        name: "James Thornton",
        role: "Chief Executive",
        company: "Manchester group of dental practices",
        quote:
          "Ignite's roadmap gave our board something it had never had: every initiative tied to a metric and a cost range. We dropped two projects we had argued about for a year and put the budget into online booking, which now takes 38% of all appointments.",
      },
    ],
    faqs: [
      {
        question: "What happens in a discovery workshop?",
        answer:
          "A discovery engagement usually runs for two to four weeks. We interview stakeholders and customers, review your data, then run two to four facilitated workshops to agree the problems, the users and the measures of success. You come away with a written summary, a prioritised backlog and cost ranges for the first phase.",
      },
      {
        question: "What do we receive at the end of a strategy engagement?",
        answer:
          "A phased product roadmap, a business case with budget ranges, a recommended team and technology approach, and a measurement plan with the metrics to track. It is written for decision-makers, yet detailed enough for a development team, ours or another, to start from.",
      },
      {
        question: "Do we have to build the product with you afterwards?",
        answer:
          "No. The roadmap and documentation are yours, and they are written so that any capable team can pick them up. Many clients do continue with us because the people who ran discovery already understand the problem, but there is no obligation.",
      },
      {
        question: "How much does a discovery engagement cost?",
        answer:
          "A focused discovery for a single product typically costs ₹3–8 lakh (roughly US$3,500–9,000) and takes two to four weeks. Larger programmes spanning several business units are scoped separately. The fee is fixed before we start.",
      },
    ],
    cta: {
      title: "Turn a big idea into a plan you can fund",
      text: "Tell us about the decision you are facing. We reply within 24 hours and suggest the shortest discovery that would answer it.",
      buttonLabel: "Start with discovery",
    },
  },
};

const cybersecurity: z.input<typeof serviceSchema> = {
  slug: "cybersecurity",
  title: "Cybersecurity",
  description:
    "VAPT against OWASP ASVS, ISO 27001 and SOC 2 readiness, and DPDP Act privacy controls, delivered by engineers who help you fix what the tests find.",
  features: [
    "VAPT for web, mobile and APIs",
    "OWASP ASVS verification",
    "ISO 27001 and SOC 2 readiness",
    "DPDP Act compliance",
  ],
  icon: ShieldCheck,
  animation: "/animations/service-cybersecurity.json",
  seo: {
    title: "Cybersecurity and VAPT Services",
    description:
      "VAPT, OWASP ASVS testing, ISO 27001 and SOC 2 readiness and DPDP Act compliance from Ignite Technologies, with engineers who fix what the tests find.",
    keywords: [
      "VAPT services India",
      "penetration testing",
      "OWASP ASVS",
      "ISO 27001 readiness",
      "SOC 2 readiness",
      "DPDP Act compliance",
      "application security",
    ],
  },
  tools: ["Burp Suite Professional", "OWASP ZAP", "Semgrep", "Trivy", "Nmap", "MobSF", "Metasploit", "Prowler"],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Cybersecurity",
      headline: "Find the weaknesses before attackers do, then fix them",
      lead: "We test web apps, mobile apps, APIs and cloud accounts the way an attacker would, map the results to OWASP ASVS, and prepare you for ISO 27001, SOC 2 and India's Digital Personal Data Protection Act. Because we are engineers too, we help your team fix what we find instead of leaving you with a report.",
      ctaLabel: "Scope a security test",
    },
    benefits: [
      {
        title: "Thorough VAPT",
        description:
          "Manual penetration testing backed by automated scanning covers the business-logic, access-control and API flaws that scanners alone miss.",
        icon: ScanSearch,
      },
      {
        title: "Measured against a standard",
        description:
          "Findings are mapped to OWASP ASVS levels and the OWASP Top 10, so you know exactly where you stand and what an auditor or enterprise customer will ask for.",
        icon: ListChecks,
      },
      {
        title: "Audit-ready evidence",
        description:
          "We write the policies, implement the controls and set up evidence collection for ISO 27001 and SOC 2, so your certification audit holds no surprises.",
        icon: FileCheck,
      },
      {
        title: "DPDP Act compliance",
        description:
          "We map personal data flows and put notice, consent, retention and breach procedures in place, aligning your products with the DPDP Act, 2023 and its Rules.",
        icon: Scale,
      },
      {
        title: "Fixes, not just findings",
        description:
          "Our engineers pair with your developers to fix critical issues, then retest and issue a clean report you can share with customers and partners.",
        icon: Wrench,
      },
      {
        title: "Security in every release",
        description:
          "We add static analysis, dependency and container scanning and secret detection to your CI pipeline, so new vulnerabilities are caught at the pull request, not in production.",
        icon: GitBranch,
      },
    ],
    process: [
      {
        title: "Scoping",
        description:
          "We agree the applications, APIs, environments and rules of engagement, and sign a non-disclosure agreement and written testing authorisation.",
      },
      {
        title: "Threat modelling",
        description:
          "We study how your system works and who would want to attack it, so testing concentrates on the data and functions that matter most.",
      },
      {
        title: "Testing",
        description:
          "Our testers combine automated scans with manual exploitation of authentication, access control, business logic and infrastructure.",
      },
      {
        title: "Reporting",
        description:
          "You receive an executive summary and a technical report, with each finding rated by risk and backed by proof of concept and clear fix guidance.",
      },
      {
        title: "Remediation support",
        description:
          "We walk your developers through the findings and, if you wish, fix the critical and high-risk issues alongside them.",
      },
      {
        title: "Retest and attest",
        description:
          "We retest every fix, issue an attestation letter for customers and auditors, and plan the next test or compliance milestone.",
      },
    ],
    testimonials: [
      {
        name: "Aditi Sharma",
        role: "Chief Technology Officer",
        company: "Bengaluru digital-lending start-up",
        quote:
          "A banking partner wanted a clean VAPT report before it would sign. Ignite found 23 issues, including two critical access-control flaws, helped us fix them in three weeks and retested, so the partnership went live on schedule.",
      },
      {
        name: "Lucas Moreau",
        role: "Head of Engineering",
        company: "Singapore HR software provider",
        quote:
          "We needed SOC 2 to close enterprise deals and had nobody in compliance. Ignite wrote the policies, set up the controls and evidence collection, and we received a clean SOC 2 Type I report five months after we started.",
      },
    ],
    faqs: [
      {
        question: "What is VAPT and how often should we do it?",
        answer:
          "Vulnerability Assessment and Penetration Testing combines automated scanning for known weaknesses with manual attempts to exploit them, as a real attacker would. We recommend a full test at least once a year and after every major release, with automated scanning in your pipeline in between. Many regulators and enterprise customers in India now expect an annual VAPT report.",
      },
      {
        question: "How long does a penetration test take?",
        answer:
          "A typical web application and its API take 7–12 working days to test, and the report follows within five working days. Mobile apps and larger estates with several applications or cloud accounts take longer. We agree the scope and dates in writing before we start.",
      },
      {
        question: "Can you help us get ISO 27001 or SOC 2 certified?",
        answer:
          "We prepare you for it: a gap assessment, policies, controls, evidence collection and an internal audit. The certificate or report itself comes from an independent accredited auditor, and we support you through that audit. Readiness usually takes 3–6 months, depending on where you start.",
      },
      {
        question: "What does the DPDP Act mean for our product?",
        answer:
          "The Digital Personal Data Protection Act, 2023 requires clear notice and consent, limits on how long personal data is kept, reasonable security safeguards and prompt breach reporting, with penalties of up to ₹250 crore. We map where personal data enters and moves through your systems, close the gaps in product and process, and leave you with the records to demonstrate compliance.",
      },
    ],
    cta: {
      title: "Know where you stand before someone else does",
      text: "Tell us what you need tested or which standard you are working towards. We reply within 24 hours with a proposed scope and dates.",
      buttonLabel: "Request a security assessment",
    },
  },
};

const innovation: z.input<typeof serviceSchema> = {
  slug: "innovation",
  title: "Innovation",
  description:
    "AI and LLM prototypes, IoT pilots and rapid validation sprints that test a new idea with real users in weeks, before you commit a full budget.",
  features: [
    "AI and LLM prototypes",
    "Rapid validation sprints",
    "IoT and connected devices",
    "Proof of concept to production",
  ],
  icon: Lightbulb,
  animation: "/animations/service-innovation.json",
  seo: {
    title: "AI, IoT and Innovation Services",
    description:
      "AI and LLM prototypes, IoT pilots and rapid validation sprints from Ignite Technologies: test a new idea with real users in weeks before committing a budget.",
    keywords: [
      "AI prototype development",
      "LLM application development",
      "generative AI consulting India",
      "IoT development",
      "proof of concept development",
      "innovation sprint",
    ],
  },
  tools: [
    "Python",
    "FastAPI",
    "PyTorch",
    "Hugging Face",
    "pgvector",
    "OpenAI API",
    "AWS IoT Core",
    "MQTT",
    "ESP32",
    "Next.js",
  ],
  detail: {
    kind: "full",
    hero: {
      eyebrow: "Innovation Lab",
      headline: "Test the bold idea in weeks, not quarters",
      lead: "New technology only earns its keep once it works for real users. We build focused prototypes with large language models, machine learning and connected devices, put them in front of the people they are meant for, and give you the evidence to scale up, change course or stop.",
      ctaLabel: "Pitch us your idea",
    },
    benefits: [
      {
        title: "Answers in weeks",
        description:
          "A validation sprint takes two to six weeks and ends with a working prototype and evidence from real users, not a slide deck.",
        icon: Timer,
      },
      {
        title: "Practical AI",
        description:
          "We build retrieval-augmented assistants, document extraction and classification on your own data, with evaluation sets that measure accuracy before anyone relies on the output.",
        icon: BrainCircuit,
      },
      {
        title: "Responsible by design",
        description:
          "Personal data is minimised or masked, prompts and outputs are logged for review, and a person stays in the loop wherever a wrong answer has consequences.",
        icon: ShieldCheck,
      },
      {
        title: "Hardware meets software",
        description:
          "For IoT pilots we prototype sensors on ESP32 or Raspberry Pi, connect them over MQTT to the cloud, and build the dashboards and alerts that make the data useful.",
        icon: Cpu,
      },
      {
        title: "Small bets, clear exits",
        description:
          "Each stage has a fixed budget and agreed success criteria, so you can stop cheaply if an idea does not work and scale with confidence if it does.",
        icon: Flag,
      },
      {
        title: "A path to production",
        description:
          "Prototypes are built by the engineers who ship our production systems, so a successful experiment becomes a product without starting again from scratch.",
        icon: Rocket,
      },
    ],
    process: [
      {
        title: "Frame the bet",
        description:
          "We agree the problem, the users, the riskiest assumption and the result that would count as success.",
      },
      {
        title: "Explore options",
        description:
          "We compare approaches, models and hardware, and check data availability, cost per use and any regulatory limits.",
      },
      {
        title: "Build the prototype",
        description:
          "In one to three weeks we build the smallest working version that can test the riskiest assumption with real users or real data.",
      },
      {
        title: "Evaluate",
        description:
          "We measure accuracy, latency, cost and user response against the success criteria, using an evaluation set for every AI feature.",
      },
      {
        title: "Decide",
        description:
          "We present the evidence and a recommendation to scale up, change direction or stop, with the cost of each path.",
      },
      {
        title: "Scale to production",
        description:
          "If the idea proves itself, we harden it with security, monitoring and scalable infrastructure, and roll it out in stages.",
      },
    ],
    testimonials: [
      {
        name: "Ritu Venkatesh",
        role: "Head of Claims",
        company: "Mumbai health-insurance claims administrator",
        quote:
          "We doubted that an AI model could read hospital bills reliably. Ignite's four-week prototype extracted line items with 96% accuracy on a sample of 2,000 of our own claims, and the production version now saves our team around 1,100 hours a month.",
      },
      {
        name: "Erik Lindqvist",
        role: "Innovation Manager",
        company: "Swedish cold-chain logistics operator",
        quote:
          "Ignite built a temperature-monitoring pilot for twenty refrigerated trucks in six weeks, from the sensors to the dashboard. Spoilage on the pilot routes fell by 27% in the first quarter, which made the case for equipping the whole fleet.",
      },
    ],
    faqs: [
      {
        question: "What is a rapid validation sprint?",
        answer:
          "It is a fixed-length, fixed-price engagement of two to six weeks aimed at one question, such as whether customers will use a feature or whether a model is accurate enough. We build only what is needed to answer that question, test it with real users or data, and finish with a clear recommendation.",
      },
      {
        question: "Is our data safe if we use large language models?",
        answer:
          "We choose the set-up to match your risk: enterprise APIs that do not train on your data, models hosted in your own cloud account, or open-weight models on your own infrastructure. Personal data is masked wherever possible, and we design for the DPDP Act and your sector's rules from the start.",
      },
      {
        question: "How do you make sure an AI feature gives correct answers?",
        answer:
          "We build an evaluation set of real examples with known correct answers and measure the feature against it before release and after every change. Answers cite their sources where possible, uncertain cases are routed to a person, and we monitor quality in production.",
      },
      {
        question: "What does an innovation project cost?",
        answer:
          "Validation sprints typically cost ₹4–12 lakh (roughly US$4,500–13,500), depending on their length and whether hardware is involved. Scaling a proven prototype to production is quoted separately, once we know what works. Each stage has a fixed budget, so you never commit more than the next step.",
      },
    ],
    cta: {
      title: "Have an idea worth testing?",
      text: "Tell us the idea and the assumption that worries you most. We reply within 24 hours and can usually start a validation sprint within two weeks.",
      buttonLabel: "Start a validation sprint",
    },
  },
};

export const services: Service[] = servicesSchema.parse([
  webDevelopment,
  mobileApps,
  uiUxDesign,
  customSoftware,
  cloudServices,
  digitalStrategy,
  cybersecurity,
  innovation,
]);

export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

export function serviceHref(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}

/** The four services shown on the home page, in `homeServiceSlugs` order. */
export const homeServices: Service[] = homeServiceSlugs.map((slug) => {
  const service = getService(slug);
  if (!service) throw new Error(`home service "${slug}" is missing from services`);
  return service;
});
