import { z } from "zod";

/**
 * Portfolio projects and their case studies. Parsed at module load so a wrong field fails the
 * build rather than a page at runtime.
 */
export const projectCategories = [
  "Web Application",
  "Mobile Application",
  "Platform Development",
  "E-commerce",
] as const;

export type ProjectCategory = (typeof projectCategories)[number];

// Kept in step with the service routes under /services/{slug}.
const serviceSlugs = [
  "web-development",
  "mobile-apps",
  "ui-ux-design",
  "custom-software",
  "cloud-services",
  "digital-strategy",
  "cybersecurity",
  "innovation",
] as const;

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case kebab-case slug");

export const projectSeoSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(120).max(160),
  keywords: z.array(z.string().min(2)).min(5).max(8),
});

export const caseStudySchema = z.object({
  summary: z.string().min(40).max(320),
  problem: z.array(z.string().min(80)).length(2),
  approach: z.array(z.string().min(80)).min(2).max(3),
  results: z.array(z.object({ value: z.string().min(1).max(12), label: z.string().min(8) })).length(4),
  techStack: z.array(z.string().min(1)).min(5).max(9),
  quote: z.object({ text: z.string().min(40), name: z.string().min(3), role: z.string().min(3) }).optional(),
});

export const projectSchema = z
  .object({
    id: z.number().int().positive(),
    slug: slugSchema,
    title: z.string().min(3),
    category: z.enum(projectCategories),
    year: z.number().int().min(2018).max(2026),
    featured: z.boolean(),
    client: z.string().min(10),
    description: z.string().min(60).max(200),
    image: z.object({ src: z.string().startsWith("/images/projects/"), alt: z.string().min(20) }),
    duration: z.string().regex(/^\d+ weeks$/),
    services: z.array(z.enum(serviceSlugs)).min(1).max(3),
    caseStudy: caseStudySchema,
    seo: projectSeoSchema,
  })
  .refine((p) => p.image.src === `/images/projects/${p.slug}.jpg`, {
    message: "image.src must be /images/projects/{slug}.jpg",
    path: ["image", "src"],
  });

export const projectListSchema = z
  .array(projectSchema)
  .length(6)
  .refine((list) => new Set(list.map((p) => p.slug)).size === list.length, "duplicate slug")
  .refine((list) => list.every((p, i) => p.id === i + 1), "ids must run 1..n in order");

export type Project = z.infer<typeof projectSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;

const rawProjects: z.input<typeof projectListSchema> = [
  {
    id: 1,
    slug: "quantum-dashboard",
    title: "Quantum Dashboard",
    category: "Web Application",
    year: 2023,
    featured: true,
    client: "A Gurugram payments processor handling about 1.2 million transactions a day",
    description:
      "A real-time analytics dashboard that shows finance, risk and operations teams every transaction within seconds, replacing next-morning batch reports.",
    image: {
      src: "/images/projects/quantum-dashboard.jpg",
      alt: "Abstract ember-coloured data lines rising across a dark grid, the Quantum Dashboard cover",
    },
    duration: "14 weeks",
    services: ["web-development", "cloud-services", "ui-ux-design"],
    caseStudy: {
      summary:
        "We replaced a payments processor's overnight reports with a live dashboard fed straight from its transaction stream, so risk and finance teams act on the same numbers within seconds.",
      problem: [
        "Every figure the company's finance and risk teams used came from a warehouse job that ran once a night. A spike in failed settlements or a burst of suspicious card activity was usually spotted the next morning, hours after merchants had started calling.",
        "Month-end close took six working days of exporting, reconciling and re-keying spreadsheets, and the two engineers who owned the warehouse spent roughly a third of their week answering one-off data requests from other teams.",
      ],
      approach: [
        "We tapped the Kafka topics the platform already published and streamed them into ClickHouse, which aggregates millions of rows per second on modest hardware. Nothing in the payment path changed, so the integration carried no risk to live transactions.",
        "Priya Raghavan's team ran interviews with eleven analysts and built the interface around the five questions they asked most often, each answered on one screen with drill-down to the individual transaction. Charts update over WebSockets, and role-based access keeps cardholder data visible only to the risk team.",
        "Alert rules that analysts write themselves replaced the morning check: a threshold breach now posts to the right team's channel with a link to the filtered view.",
      ],
      results: [
        { value: "< 5 s", label: "from transaction to dashboard, down from next-morning reports" },
        { value: "38%", label: "faster month-end reporting" },
        { value: "62%", label: "fewer ad-hoc data requests to engineering" },
        { value: "400+", label: "daily users across finance, risk and operations" },
      ],
      techStack: ["TypeScript", "Next.js", "React", "Node.js", "Apache Kafka", "ClickHouse", "PostgreSQL", "AWS"],
      quote: {
        text: "We used to find out about a settlement problem from angry merchants. Now the risk desk sees it before the merchant does, and month-end no longer eats a week.",
        name: "Rohit Bansal",
        role: "Head of Risk Operations, the payments processor",
      },
    },
    seo: {
      title: "Quantum Dashboard: real-time payments analytics",
      description:
        "How we built a real-time analytics dashboard for a payments processor: live data in under five seconds and month-end reporting 38% faster.",
      keywords: [
        "real-time analytics dashboard",
        "payments analytics",
        "ClickHouse",
        "Kafka streaming",
        "fintech case study",
        "Next.js dashboard",
      ],
    },
  },
  {
    id: 2,
    slug: "nexus-mobile-app",
    title: "Nexus Mobile App",
    category: "Mobile Application",
    year: 2023,
    featured: true,
    client: "A Jaipur FMCG distributor with 250 field sales representatives",
    description:
      "An offline-first ordering app that lets field sales reps take orders in shops with no signal and sync them the moment a connection returns.",
    image: {
      src: "/images/projects/nexus-mobile-app.jpg",
      alt: "Glowing orange and magenta nodes joined by fine lines on a deep navy ground, the Nexus Mobile App cover",
    },
    duration: "16 weeks",
    services: ["mobile-apps", "ui-ux-design", "custom-software"],
    caseStudy: {
      summary:
        "We gave a distributor's 250 field reps an ordering app that works without signal, syncs reliably and cuts the time spent on each order by two thirds.",
      problem: [
        "Reps visited 30 to 40 neighbourhood shops a day and wrote orders in a paper book, then photographed the pages for a back-office team to type into the ERP each evening. Mis-keyed quantities and missing pages caused short deliveries and disputed invoices.",
        "An earlier app from another vendor needed a live connection for every screen. In market lanes and basements with poor coverage it froze, so reps quietly went back to paper within a month.",
      ],
      approach: [
        "We designed for no signal first. The full catalogue, price lists and each rep's route are stored on the phone, every order is saved locally, and a sync queue with conflict rules pushes changes when a connection appears. Schemes and credit limits are checked on the device so a rep can quote with confidence in the shop.",
        "We shadowed reps on their routes in Jaipur before designing a screen. The result is a one-handed order flow with large tap targets, Hindi and English labels, and a repeat-last-order shortcut that covers most visits.",
        "A nightly integration writes orders straight into the distributor's ERP, so the evening re-keying shift was redeployed to customer follow-up.",
      ],
      results: [
        { value: "67%", label: "less time per order: about three minutes, down from nine" },
        { value: "99.2%", label: "of orders synced without manual re-entry" },
        { value: "18%", label: "more shop visits per rep per day" },
        { value: "94%", label: "of reps using the app weekly after eight weeks" },
      ],
      techStack: [
        "React Native",
        "TypeScript",
        "WatermelonDB",
        "Node.js",
        "NestJS",
        "PostgreSQL",
        "Firebase Cloud Messaging",
        "Google Cloud",
      ],
      quote: {
        text: "The test was simple: would reps keep using it in the lanes where the last app died? Two months in, almost all of them do, and the paper order books are gone.",
        name: "Vikram Rathore",
        role: "Director of Sales, the distributor",
      },
    },
    seo: {
      title: "Nexus Mobile App: offline-first field sales ordering",
      description:
        "An offline-first React Native ordering app for 250 field sales reps: orders in three minutes instead of nine, with 99.2% syncing without re-entry.",
      keywords: [
        "offline-first mobile app",
        "field sales app",
        "React Native",
        "FMCG distribution",
        "mobile app case study",
        "order management app",
      ],
    },
  },
  {
    id: 3,
    slug: "fusion-platform",
    title: "Fusion Platform",
    category: "Platform Development",
    year: 2022,
    featured: true,
    client: "A Pune HR-tech start-up selling onboarding software to mid-size employers",
    description:
      "A multi-tenant rebuild that folded 38 separate customer installations into one secure platform, so new customers go live in a day instead of three weeks.",
    image: {
      src: "/images/projects/fusion-platform.jpg",
      alt: "Translucent layered panels in ember and magenta tones merging into one block, the Fusion Platform cover",
    },
    duration: "26 weeks",
    services: ["custom-software", "cloud-services", "web-development"],
    caseStudy: {
      summary:
        "We turned a start-up's 38 single-tenant installations into one multi-tenant platform with strict data isolation, cutting hosting costs and the time it takes to sign up a customer.",
      problem: [
        "Each customer ran on its own copy of the application, database and servers. By the time the company reached 38 customers, a release meant 38 deployments, and a security fix could take a fortnight to reach everyone.",
        "Setting up a new customer took about three weeks of engineering time, which capped how fast sales could grow, and the hosting bill was climbing faster than revenue.",
      ],
      approach: [
        "Karan Malhotra led an architecture review that settled on a shared database with PostgreSQL row-level security, so every query is scoped to one tenant by the database itself, not by application code that someone might forget to write.",
        "Per-tenant configuration, branding and single sign-on over SAML and OpenID Connect replaced the code forks that had crept into individual installs. Provisioning a tenant became a single scripted step with Terraform.",
        "We migrated customers one at a time over weekends, with a verified row-count and checksum comparison before each cut-over and the old installation kept warm for a week as a fallback.",
      ],
      results: [
        { value: "< 1 day", label: "to set up a new customer, down from three weeks" },
        { value: "41%", label: "lower monthly hosting cost" },
        { value: "4×", label: "more frequent releases: weekly instead of monthly" },
        { value: "38", label: "installations migrated with no unplanned downtime" },
      ],
      techStack: ["TypeScript", "Node.js", "NestJS", "PostgreSQL", "Redis", "Docker", "Kubernetes", "Terraform", "AWS"],
    },
    seo: {
      title: "Fusion Platform: multi-tenant SaaS rebuild",
      description:
        "How we merged 38 single-tenant installs into one multi-tenant SaaS platform with row-level security, cutting hosting costs by 41% and onboarding to a day.",
      keywords: [
        "multi-tenant SaaS",
        "platform development",
        "PostgreSQL row-level security",
        "SaaS migration",
        "HR tech",
        "Kubernetes",
      ],
    },
  },
  {
    id: 4,
    slug: "aurora-storefront",
    title: "Aurora Storefront",
    category: "E-commerce",
    year: 2022,
    featured: false,
    client: "A Jaipur home-textiles brand selling block-printed linen in India and abroad",
    description:
      "A headless storefront that loads in under two seconds on a mid-range phone and sells in three currencies, lifting mobile conversion by 27%.",
    image: {
      src: "/images/projects/aurora-storefront.jpg",
      alt: "Soft ribbons of orange, rose and violet light flowing across a dark sky, the Aurora Storefront cover",
    },
    duration: "12 weeks",
    services: ["web-development", "ui-ux-design", "digital-strategy"],
    caseStudy: {
      summary:
        "We moved a textiles brand from a slow themed store to a headless storefront with a fast Next.js front end, editorial pages its team can run alone, and checkout in three currencies.",
      problem: [
        "Four out of five visitors arrived on a phone, yet the product pages took almost seven seconds to show their main image on a 4G connection. Paid traffic was bouncing before the first photograph of the fabric appeared.",
        "The store could only price in rupees, so buyers in the Gulf and the UK saw converted totals they could not trust, and the 3,000-item catalogue lived in spreadsheets that two people updated by hand.",
      ],
      approach: [
        "We separated the shop front from the commerce engine. An open-source headless commerce back end handles catalogue, stock, orders and pricing per region, and a statically generated Next.js storefront serves pages from the edge with responsive AVIF images.",
        "We redesigned the product page around what buyers asked customer service most: fabric weight, true colour under daylight, and care instructions. The brand's team now publishes lookbooks and collection stories in a headless CMS without waiting on a developer.",
        "Checkout supports UPI and cards for Indian customers and prices in US dollars and UAE dirhams for international orders, with shipping costs shown before the payment step.",
      ],
      results: [
        { value: "1.9 s", label: "largest contentful paint on mobile, down from 6.8 s" },
        { value: "27%", label: "higher mobile conversion in the first quarter" },
        { value: "31%", label: "fewer abandoned checkouts" },
        { value: "3", label: "currencies at checkout: rupees, US dollars and dirhams" },
      ],
      techStack: ["Next.js", "React", "TypeScript", "Medusa", "Payload CMS", "PostgreSQL", "Meilisearch", "Cloudflare"],
      quote: {
        text: "Our fabrics sell on the photograph. Now the photograph shows up before people lose interest, and our team runs the collection pages without filing a ticket.",
        name: "Meera Shekhawat",
        role: "Co-founder, the textiles brand",
      },
    },
    seo: {
      title: "Aurora Storefront: headless e-commerce case study",
      description:
        "A headless Next.js storefront for a textiles brand: mobile pages in 1.9 seconds, 27% higher mobile conversion and checkout in three currencies.",
      keywords: [
        "headless e-commerce",
        "Next.js storefront",
        "e-commerce performance",
        "multi-currency checkout",
        "Core Web Vitals",
        "D2C brand",
      ],
    },
  },
  {
    id: 5,
    slug: "pulse-health",
    title: "Pulse Health",
    category: "Mobile Application",
    year: 2021,
    featured: false,
    client: "A network of 22 diabetes and endocrinology clinics across Delhi NCR",
    description:
      "A patient app and clinic console for booking, video consultations, reminders and glucose logs, which halved missed appointments across 22 clinics.",
    image: {
      src: "/images/projects/pulse-health.jpg",
      alt: "A single ember-orange heartbeat line pulsing across concentric magenta rings, the Pulse Health cover",
    },
    duration: "20 weeks",
    services: ["mobile-apps", "ui-ux-design", "cybersecurity"],
    caseStudy: {
      summary:
        "We built a clinic network's patient app and staff console, moving booking off the phone lines and bringing home glucose readings into the consultation.",
      problem: [
        "All bookings came through a call centre, and at peak hours nearly a third of calls went unanswered. Almost one appointment in four ended as a no-show, which left doctors idle while other patients waited weeks for a slot.",
        "Patients kept their glucose readings in notebooks or not at all, so doctors started most consultations by reconstructing the last three months from memory. During the 2021 lockdowns many patients could not come in at all.",
      ],
      approach: [
        "We built one Flutter app for Android and iOS with booking, video consultations, medication reminders and a glucose log that patients fill in by hand or from a Bluetooth meter. Clinic staff work from a web console that shows each doctor's day and the readings since the last visit.",
        "Health data called for care from the first sprint. Records are encrypted at rest and in transit, hosted in an Indian data centre region, and every access by staff is logged. Patients give explicit consent for each use of their data and can download or delete it from the app.",
        "Reminders go out the day before and two hours before each appointment, with a one-tap option to reschedule, which is where most of the no-show reduction came from.",
      ],
      results: [
        { value: "54%", label: "fewer no-shows: from 24% of appointments to 11%" },
        { value: "68%", label: "of appointments booked in the app within six months" },
        { value: "35,000+", label: "patients registered in the first year" },
        { value: "4.6", label: "average rating across both app stores" },
      ],
      techStack: ["Flutter", "Dart", "Node.js", "PostgreSQL", "WebRTC", "Firebase Cloud Messaging", "AWS"],
      quote: {
        text: "Doctors now open a consultation with three months of readings on screen instead of a guess. That alone changed how our clinics work.",
        name: "Dr Anjali Verma",
        role: "Medical Director, the clinic network",
      },
    },
    seo: {
      title: "Pulse Health: patient app for a clinic network",
      description:
        "A Flutter patient app and clinic console for 22 diabetes clinics: online booking, video consultations and glucose logs, with no-shows down 54%.",
      keywords: [
        "healthcare app development",
        "patient app",
        "Flutter",
        "telemedicine",
        "clinic booking system",
        "health data security",
      ],
    },
  },
  {
    id: 6,
    slug: "atlas-freight-portal",
    title: "Atlas Freight Portal",
    category: "Web Application",
    year: 2021,
    featured: false,
    client: "A Delhi NCR logistics operator with 400 trucks",
    description:
      "A self-service portal where shippers get instant quotes, book loads, track trucks and download proof of delivery, without a single phone call.",
    image: {
      src: "/images/projects/atlas-freight-portal.jpg",
      alt: "Ember-coloured routes tracing across a stylised dark map with glowing waypoints, the Atlas Freight Portal cover",
    },
    duration: "18 weeks",
    services: ["web-development", "custom-software", "ui-ux-design"],
    caseStudy: {
      summary:
        "We gave a 400-truck operator's shippers a portal to quote, book and track loads themselves, which freed its coordinators from the phone and got invoices out faster.",
      problem: [
        "Bookings arrived by phone, e-mail and messaging apps, and twelve coordinators re-keyed each one into the transport management system. Shippers called about 1,500 times a week just to ask where their truck was.",
        "Signed delivery receipts travelled back on paper with the driver, often days after delivery, so invoices went out late and the company waited on average 45 days to be paid.",
      ],
      approach: [
        "The portal sits on top of the operator's existing transport management system and GPS telematics rather than replacing them. Shippers get an instant quote from the operator's rate cards, book in a few steps, and follow the truck on a live map with an estimated arrival time.",
        "Drivers photograph the signed delivery receipt in a lightweight mobile web app at the drop point. The image is attached to the booking at once, and the invoice is raised the same day.",
      ],
      results: [
        { value: "71%", label: "of bookings placed online within six months" },
        { value: "58%", label: "fewer 'where is my truck' calls" },
        { value: "31 days", label: "average time to get paid, down from 45" },
        { value: "300+", label: "shipper accounts onboarded" },
      ],
      techStack: ["React", "TypeScript", "Node.js", "PostgreSQL", "PostGIS", "Redis", "MapLibre", "AWS"],
      quote: {
        text: "Our coordinators used to spend the day on the phone reading out truck locations. Now shippers look it up themselves, and we invoice the day we deliver.",
        name: "Sanjay Choudhary",
        role: "Managing Director, the logistics operator",
      },
    },
    seo: {
      title: "Atlas Freight Portal: shipper self-service for logistics",
      description:
        "A shipper portal for a 400-truck logistics operator: instant quotes, online booking, live tracking and e-POD, with payment times cut from 45 to 31 days.",
      keywords: [
        "logistics software",
        "shipper portal",
        "freight booking",
        "live truck tracking",
        "transport management integration",
        "web application case study",
      ],
    },
  },
];

export const projects: readonly Project[] = projectListSchema.parse(rawProjects);

export const featuredProjects: readonly Project[] = projects.filter((p) => p.featured);

export function getProject(slug: string): Project | undefined {
  return projects.find((p) => p.slug === slug);
}

export const projectsPageSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(2),
    title: z.string().min(5),
    lead: z.string().min(40),
  }),
  seo: projectSeoSchema,
  cta: z.object({
    title: z.string().min(5),
    text: z.string().min(20),
    buttonLabel: z.literal("Start a Project"),
  }),
});

export type ProjectsPage = z.infer<typeof projectsPageSchema>;

export const projectsPage: ProjectsPage = projectsPageSchema.parse({
  hero: {
    eyebrow: "Our Work",
    title: "Software that earns its keep",
    lead: "Dashboards, mobile apps, platforms and storefronts we have designed, built and shipped for businesses across India. Each case study sets out the problem, what we did and the numbers that changed.",
  },
  seo: {
    title: "Projects and case studies",
    description:
      "Case studies from Ignite Technologies: real-time dashboards, offline-first mobile apps, multi-tenant platforms and headless e-commerce, with measured results.",
    keywords: [
      "software development portfolio",
      "case studies",
      "web application development",
      "mobile app development",
      "e-commerce development",
      "Ignite Technologies projects",
    ],
  },
  cta: {
    title: "Have a project like these in mind?",
    text: "Tell us what you are building and where it is stuck. You will hear back from a senior engineer or designer, not a sales script.",
    buttonLabel: "Start a Project",
  },
});
