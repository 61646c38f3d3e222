import { z } from "zod";

/** Copy for /about. Parsed at module load so a wrong field fails the build. */
export const aboutValueTitles = ["Innovation", "Excellence", "Collaboration", "Integrity"] as const;
export const aboutTimelineYears = [2018, 2019, 2020, 2021, 2022, 2023, 2024] as const;
export const aboutTeamNames = ["Arjun Mehta", "Priya Raghavan", "Karan Malhotra", "Sneha Kapoor"] as const;

// Compares a list against the one allowed order, so a missing, extra or swapped entry fails.
function inOrder(expected: readonly unknown[]) {
  return (actual: readonly unknown[]) => actual.length === expected.length && actual.every((v, i) => v === expected[i]);
}

const seoSchema = z.object({
  title: z.string().min(2).max(70),
  description: z.string().min(120).max(160),
  keywords: z.array(z.string().min(2)).min(5).max(8),
});

export const aboutValueSchema = z
  .object({
    title: z.enum(aboutValueTitles),
    description: z.string().min(60),
    animation: z.string(),
  })
  .refine((v) => v.animation === `/animations/value-${v.title.toLowerCase()}.json`, {
    message: "animation must be /animations/value-{lowercase title}.json",
    path: ["animation"],
  });

export const timelineEntrySchema = z.object({
  year: z.number().int(),
  title: z.string().min(5),
  description: z.string().min(60),
});

export const teamMemberSchema = z.object({
  name: z.string().min(3),
  role: z.string().min(3),
  bio: z.string().min(120),
});

export const aboutPageSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(2),
    title: z.string().min(5),
    lead: z.string().min(40),
  }),
  seo: seoSchema,
  story: z.object({ title: z.string().min(3), paragraphs: z.array(z.string().min(120)).length(3) }),
  values: z.array(aboutValueSchema).refine((vs) => inOrder(aboutValueTitles)(vs.map((v) => v.title)), {
    message: `values must be exactly ${aboutValueTitles.join(", ")} in that order`,
  }),
  timeline: z.array(timelineEntrySchema).refine((ts) => inOrder(aboutTimelineYears)(ts.map((t) => t.year)), {
    message: `timeline must cover ${aboutTimelineYears.join(", ")} in order`,
  }),
  team: z.array(teamMemberSchema).refine((ms) => inOrder(aboutTeamNames)(ms.map((m) => m.name)), {
    message: `team must be ${aboutTeamNames.join(", ")} in that order`,
  }),
  join: z.object({
    title: z.string().min(5),
    text: z.string().min(40),
    buttonLabel: z.literal("Join Our Team"),
  }),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;
export type AboutValue = z.infer<typeof aboutValueSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const aboutPage: AboutPage = aboutPageSchema.parse({
  hero: {
    eyebrow: "About Us",
    title: "A small senior team that ships",
    lead: "Ignite Technologies is a software development agency in Greater Noida. Since 2018 we have designed and built web platforms, mobile apps and cloud software for founders and CTOs who need it to work in production, not just in the demo.",
  },
  seo: {
    title: "About us",
    description:
      "Meet Ignite Technologies: a Greater Noida software agency founded in 2018, with 15+ engineers and designers and more than 100 projects delivered.",
    keywords: [
      "about Ignite Technologies",
      "software development agency India",
      "Greater Noida software company",
      "web and mobile development team",
      "agency leadership",
    ],
  },
  story: {
    title: "Our story",
    paragraphs: [
      "Arjun Mehta founded Ignite Technologies in Greater Noida in 2018, after eight years of watching software projects fail for the same reasons: unclear scope, junior teams left alone, and handovers nobody could maintain. He started with one engineer, Karan Malhotra, and one rule: the people who scope the work are the people who build it.",
      "Our first clients were founders in Delhi NCR who needed a product shipped rather than a slide deck. Word travelled, and the work grew from websites into mobile apps, multi-tenant platforms, cloud migrations and, when the pandemic arrived, fully remote delivery for clients we have never met in person.",
      "Today we are a team of 15+ engineers, designers and delivery leads, with more than 100 projects completed for over 50 clients. We have stayed deliberately small enough that a senior person reads every brief, joins every project and answers the phone when something breaks.",
    ],
  },
  values: [
    {
      title: "Innovation",
      description:
        "We adopt new tools when they make a product faster, cheaper to run or easier to use, and we prove it with a prototype before anyone signs off a budget.",
      animation: "/animations/value-innovation.json",
    },
    {
      title: "Excellence",
      description:
        "Code review on every change, automated tests on every release, and accessibility and performance budgets that are checked, not hoped for.",
      animation: "/animations/value-excellence.json",
    },
    {
      title: "Collaboration",
      description:
        "Weekly demos, a shared backlog and direct access to the engineers doing the work. Your team sees progress as it happens, not at the end of a phase.",
      animation: "/animations/value-collaboration.json",
    },
    {
      title: "Integrity",
      description:
        "Honest estimates, risks raised the day we spot them, and advice to build less when less will do. You own the code, the accounts and the documentation.",
      animation: "/animations/value-integrity.json",
    },
  ],
  timeline: [
    {
      year: 2018,
      title: "Ignite is founded",
      description:
        "Arjun Mehta and Karan Malhotra open a two-desk office in Greater Noida and ship their first client project: a booking system for a local training institute.",
    },
    {
      year: 2019,
      title: "Our first mobile app",
      description:
        "We launch our first Android and iOS app, for a Noida home-services start-up, and Priya Raghavan joins to lead design.",
    },
    {
      year: 2020,
      title: "Remote-first through the pandemic",
      description:
        "We move every project to remote delivery within a week of the lockdown, without missing a release, and keep working that way with clients across time zones.",
    },
    {
      year: 2021,
      title: "Cloud practice launches",
      description:
        "Karan Malhotra sets up our cloud practice for migrations and infrastructure as code, and Sneha Kapoor joins to run delivery as the team grows.",
    },
    {
      year: 2022,
      title: "Fiftieth project delivered",
      description:
        "We deliver our fiftieth project, including our first multi-tenant SaaS platform and a headless storefront that sells in three currencies.",
    },
    {
      year: 2023,
      title: "Design studio opens",
      description:
        "Priya Raghavan's team becomes a design studio in its own right, running research, design systems and accessibility audits for product teams.",
    },
    {
      year: 2024,
      title: "AI and innovation lab, 100 projects",
      description:
        "We open a lab that tests AI assistants and new tools against real client problems before they reach production, and pass 100 projects delivered.",
    },
  ],
  team: [
    {
      name: "Arjun Mehta",
      role: "Founder & CEO",
      bio: "Arjun spent eight years building payments and logistics software for product companies in Bengaluru and Gurugram before founding Ignite in 2018. He sits in on every discovery workshop and owns the commercial side of each engagement, from the first scope to the final sign-off.",
    },
    {
      name: "Priya Raghavan",
      role: "Head of Design",
      bio: "Priya trained in interaction design and worked on consumer banking apps before joining Ignite in 2019. She leads the design studio: user research, design systems and the accessibility reviews every interface passes before release.",
    },
    {
      name: "Karan Malhotra",
      role: "Principal Engineer",
      bio: "Karan was Ignite's first engineer and has written production TypeScript, Go and SQL for more than a decade. He sets our architecture standards, reviews the technical design of every project and leads the cloud practice he started in 2021.",
    },
    {
      name: "Sneha Kapoor",
      role: "Head of Delivery",
      bio: "Sneha managed enterprise software rollouts for a global IT services firm before joining Ignite in 2021. She runs delivery across all projects, from sprint planning and weekly client demos to the risk log, and keeps every estimate honest.",
    },
  ],
  join: {
    title: "Want to build with us?",
    text: "We hire engineers and designers who like to understand a problem before they solve it, and who want their work to reach production. Tell us what you have built and what you want to learn next.",
    buttonLabel: "Join Our Team",
  },
});
