/**
 * One fact sheet: copy names the facts of `brand.json` as `{placeholders}`, every placeholder
 * resolves, no copy restates a fact as a literal that could drift, and the sentences of the fact
 * sheet itself agree with its figures.
 */
import { describe, expect, it } from "vitest";
import { pageSchemas, serviceSchema, type PageId } from "@/content/schemas";
import { contentCounts, loadCollection } from "../../../tools/content-files";
import {
  placeholderValues,
  countInWords,
  fillPlaceholders,
  fillTemplate,
  perPagePlaceholders,
  priceOf,
  quotablePrices,
  type Placeholders,
} from "./placeholders";
import { brand } from "./brand";
import brandFile from "@/content/brand.json";

const services = loadCollection("services");
const projects = loadCollection("projects");
const team = loadCollection("team");
const pages = loadCollection("pages");
const counts = contentCounts();
const engagementModels = counts.engagements;
const facts = placeholderValues(brand, counts);

const pageFile = (id: string) => `src/content/pages/${id}.yaml`;
const fillPage = (id: string, data: unknown) =>
  fillPlaceholders(data, facts, { file: pageFile(id), later: perPagePlaceholders[id] });

/** Every string of a value with its field path, for the copy checks. */
function strings(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path: path.join("."), text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...path, String(i)]));
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

/** The copy that fills fact placeholders (src/lib/content/collections.ts): page copy, services, team bios. */
const rawCopy = [
  ...pages.flatMap((p) => strings(p.data).map((s) => ({ ...s, file: pageFile(p.id) }))),
  ...services.flatMap((s) =>
    [...strings(s.data), { path: "body", text: s.body }].map((x) => ({
      ...x,
      file: `src/content/services/${s.id}.md`,
    })),
  ),
  ...team.flatMap((m) => strings(m.data).map((s) => ({ ...s, file: `src/content/team/${m.id}.yaml` }))),
];

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stat = (key: string) => brand.stats.find((s) => s.key === key)!;
const trustedFigure = Number(/(\d+)\+/.exec(brand.trustedBy)?.[1]);

/** Literals that restate a fact of brand.json; each names the placeholder to use instead. */
const factLiterals: { pattern: RegExp; use: string }[] = [
  { pattern: new RegExp(`\\b${brand.founded}\\b`), use: "{founded}" },
  { pattern: new RegExp(`\\b${brand.replyHours}[\\s-]*(hours?|hrs?|h)\\b`, "i"), use: "{replyHours} hours" },
  { pattern: /\bwithin (a|one) day\b|\bwithin a business day\b/i, use: "within {replyHours} hours" },
  ...brand.stats.flatMap((s) => [
    { pattern: new RegExp(`(?<![\\w.])${s.value}${escape(s.suffix)}(?!\\w)`), use: `{${s.key}}` },
    { pattern: new RegExp(`\\b(more than|over|nearly|almost|some) ${s.value}\\b`, "i"), use: `{${s.key}}` },
  ]),
  { pattern: new RegExp(`(?<![\\w.])${trustedFigure}\\+`), use: "brand.json's trustedBy, not a copy of it" },
  {
    pattern: new RegExp(
      `\\b(${countInWords(services.length)}|${services.length})\\s+(services|disciplines|practices)\\b`,
      "i",
    ),
    use: "{serviceCount} services",
  },
  // A price: the engagement models (src/content/pages/services.yaml) are its one source. A
  // figure that is not ours to set (a law's penalty) is not a price.
  {
    pattern: /(?<!penalt[^.]{0,40})(₹\s?\d|US\$\s?\d|\b\d[\d.,]*\s?(lakh|crore)\b|\$\d[\d,.]*k?\b)/i,
    use: "{discoverySprintPrice}, {fixedScopeProjectPrice} (or a tier's: {fixedScopeProjectMvpOrSitePrice}, {fixedScopeProjectPlatformPrice}) or {dedicatedTeamPrice}",
  },
];

describe("fact placeholders", () => {
  it("fill from brand.json and the content folders", () => {
    expect(facts).toMatchObject({
      founded: String(brand.founded),
      replyHours: String(brand.replyHours),
      city: brand.address.locality,
      projectsCompleted: "100+",
      happyClients: "50+",
      teamMembers: "15+",
      yearsOfExperience: "7+",
      // The counts follow the content folders, so a ninth service changes them and no test.
      serviceCount: countInWords(services.length),
      caseStudyYears: `${Math.min(...projects.map((p) => p.data.year))}–${Math.max(...projects.map((p) => p.data.year))}`,
      // The prices as /services shows them, from the engagement models.
      discoverySprintPrice: priceOf(engagementModels[0]!),
      fixedScopeProjectPrice: priceOf(engagementModels[1]!),
      dedicatedTeamPrice: priceOf(engagementModels[2]!),
      fixedScopeProjectMvpOrSitePrice: priceOf(engagementModels[1]!.tiers![0]!),
      fixedScopeProjectPlatformPrice: priceOf(engagementModels[1]!.tiers![1]!),
    } satisfies Placeholders);
    // The tiers run end to end across the model's range.
    expect([facts.fixedScopeProjectMvpOrSitePrice, facts.fixedScopeProjectPlatformPrice]).toEqual([
      "₹8–20 lakh (US$10k–25k)",
      "₹20–60 lakh (US$25k–75k)",
    ]);
    expect(facts.fixedScopeProjectPrice).toBe("₹8–60 lakh (US$10k–75k)");
    // Today's eight services and case studies of 2021 to 2023, as the folders give them:
    const today = placeholderValues(brand, {
      services: 8,
      caseStudyYears: [2022, 2021, 2023, 2021],
      engagements: engagementModels,
    });
    expect([today.serviceCount, today.caseStudyYears]).toEqual(["eight", "2021–2023"]);
    expect(fillPlaceholders("{ServiceCount} services since {founded}", today, { file: "x" })).toBe(
      "Eight services since 2018",
    );
  });

  it("throw on an unknown placeholder, naming the file and the field", () => {
    expect(() => fillPage("home", { hero: { subline: ["Since {fonded}"] } })).toThrow(
      /^src\/content\/pages\/home\.yaml: hero\.subline\.0: unknown placeholder \{fonded\}; known: \{founded\}/,
    );
    // A per-page placeholder is kept only in the fields whose component fills it.
    expect(() => fillPage("home", { cta: { title: "Like {project}?" } })).toThrow(/home\.yaml: cta\.title/);
    expect(fillPage("case-study", { cta: { title: "Like {project}?" } })).toEqual({
      cta: { title: "Like {project}?" },
    });
    expect(() => fillTemplate("Like {project}?", { client: "x" })).toThrow(/no value for \{project\}/);
  });

  it("all resolve in every page, service and team file", () => {
    for (const p of pages) expect(() => fillPage(p.id, p.data), p.id).not.toThrow();
    for (const s of services) {
      const where = { file: `src/content/services/${s.id}.md` };
      expect(() => fillPlaceholders({ data: s.data, body: s.body }, facts, where), s.id).not.toThrow();
    }
    for (const m of team) expect(() => fillPlaceholders(m.data, facts, { file: m.id })).not.toThrow();
  });

  it("leave no braces once the components fill their own placeholders", () => {
    const perPage = {
      service: "web development",
      client: "A Jaipur retailer",
      project: "Aurora Storefront",
      category: "E-commerce",
      year: "2022",
    };
    for (const p of pages) {
      for (const { path, text } of strings(fillPage(p.id, p.data))) {
        expect(fillTemplate(text, perPage), `${pageFile(p.id)}: ${path}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("keep filled copy within the limits of its schema", () => {
    for (const p of pages) {
      const result = pageSchemas[p.id as PageId].safeParse(fillPage(p.id, p.data));
      expect(
        result.success ? [] : result.error.issues.map((i) => `${p.id}: ${i.path.join(".")}: ${i.message}`),
      ).toEqual([]);
    }
    for (const s of services) {
      const result = serviceSchema.safeParse(fillPlaceholders(s.data, facts, { file: s.id }));
      expect(
        result.success ? [] : result.error.issues.map((i) => `${s.id}: ${i.path.join(".")}: ${i.message}`),
      ).toEqual([]);
    }
  });
});

describe("no copy restates a fact as a literal", () => {
  it("names each fact with its placeholder instead", () => {
    expect(rawCopy.length).toBeGreaterThan(300);
    const found = rawCopy.flatMap(({ file, path, text }) =>
      factLiterals
        .filter(({ pattern }) => pattern.test(text))
        .map(({ pattern, use }) => `${file}: ${path}: "${pattern.exec(text)![0]}" restates a fact; use ${use}`),
    );
    expect(found).toEqual([]);
  });

  it("never claims a number of services other than the real one", () => {
    const count = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(services|disciplines)\b/gi;
    for (const p of pages)
      for (const { path, text } of strings(fillPage(p.id, p.data)))
        for (const [, n] of text.matchAll(count))
          expect([countInWords(services.length), String(services.length)], `${p.id}: ${path}`).toContain(
            n!.toLowerCase(),
          );
  });

  it("catches the literals it is meant to catch", () => {
    const caught = (text: string) => factLiterals.some(({ pattern }) => pattern.test(text));
    for (const text of [
      "founded in 2018",
      "We reply within 24 hours.",
      "a 24-hour promise",
      "We will come back within a day",
      "100+ projects",
      "more than 100 projects",
      "over 50 clients",
      "a team of 15+",
      "7+ years",
      "500+ companies",
      // The service count as the folder gives it ("Eight disciplines" with today's eight).
      `${capitalise(countInWords(services.length))} disciplines`,
      `all ${countInWords(services.length)} services`,
      "costs ₹6–18 lakh",
      "roughly US$7,000–20,000",
      "from 20 lakh",
      "about $15k",
    ])
      expect(caught(text), text).toBe(true);
    for (const text of [
      "24 months",
      "pass 100 projects delivered",
      "2.1 s",
      "within a working day",
      "eight years",
      "with penalties of up to ₹250 crore",
    ])
      expect(caught(text), text).toBe(false);
  });
});

describe("prices", () => {
  it("in the posts, are only the engagement models' own figures", () => {
    const models = quotablePrices(engagementModels).flatMap(([, e]) => priceOf(e).split(" ("));
    const price = /₹\s?\d[^\s,;)]*(\s(lakh|crore))?|US\$\s?\d[^\s,;)]*|\b\d[\d.,]*\s?(lakh|crore)\b/gi;
    const found = loadCollection("blog").flatMap((post) =>
      [...(post.body ?? "").matchAll(price)]
        .map((m) => m[0])
        .filter((figure) => !models.some((model) => model.startsWith(figure.replace(/\)$/, ""))))
        .map((figure) => `src/content/blog/${post.id}.md: "${figure}" is not a price of the engagement models`),
    );
    expect(found).toEqual([]);
  });
});

describe("the fact sheet agrees with itself and with the content", () => {
  it("states its reply promise and founding year as its figures say", () => {
    expect(brand.replyPromise).toContain(`within ${brand.replyHours} hours`);
    expect(brand.description).toContain(`since ${brand.founded}`);
    expect(brand.description).toContain(`${facts.happyClients} clients`);
  });

  it("writes its own description with placeholders, not copies of its facts", () => {
    const restated = factLiterals.filter(({ pattern }) => pattern.test(brandFile.description)).map((f) => f.use);
    expect(restated).toEqual([]);
    expect(brandFile.description).not.toContain(brand.address.locality);
    expect(brand.description).toContain(brand.address.locality);
  });

  it("counts its years of experience from the founding year, which opens the timeline", () => {
    expect(stat("yearsOfExperience").value).toBeLessThanOrEqual(new Date().getFullYear() - brand.founded);
    const about = pages.find((p) => p.id === "about")!.data as { timeline: { items: { year: number }[] } };
    expect(about.timeline.items[0]!.year).toBe(brand.founded);
  });

  it("backs Trusted by 500+ companies with case-study figures that add up to it", () => {
    expect(brand.trustedBy).toBe("Trusted by 500+ companies worldwide");
    const figures = [...brand.trustedByNote.matchAll(/(\d+)\+/g)].map((m) => `${m[1]}+`);
    // The clients figure is the stat; every other figure is a result of a named case study.
    expect(figures).toContain(facts.happyClients);
    const counted = figures.filter((f) => f !== facts.happyClients);
    expect(counted.length).toBeGreaterThan(0);
    for (const figure of counted) {
      const project = projects.find((p) => p.data.results.some((r) => r.value === figure));
      expect(project, `no case study has the result ${figure}`).toBeDefined();
      expect(brand.trustedByNote).toContain(project!.data.title);
    }
    expect(counted.reduce((sum, f) => sum + Number.parseInt(f, 10), 0)).toBeGreaterThanOrEqual(trustedFigure);
  });
});

describe("eyebrows", () => {
  const headings = pages.flatMap((p) =>
    strings(fillPage(p.id, p.data))
      .filter((s) => s.path === "eyebrow" || s.path.endsWith(".eyebrow"))
      .map((s) => {
        const parent = s.path.split(".").slice(0, -1);
        const data = fillPage(p.id, p.data) as Record<string, unknown>;
        const section = (parent.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], data) ?? {}) as Record<
          string,
          unknown
        >;
        return { where: `${p.id}: ${s.path}`, eyebrow: s.text, section };
      }),
  );

  it("never repeat their heading", () => {
    expect(headings.length).toBeGreaterThan(10);
    for (const { where, eyebrow, section } of headings) {
      const title = String(section.title ?? "").toLowerCase();
      if (!title) continue; // the page's h1 comes from elsewhere (a policy's title)
      expect(title.includes(eyebrow.toLowerCase()) || eyebrow.toLowerCase().includes(title), where).toBe(false);
    }
  });

  it("add a number, a place or a date, and never just count what the section shows", () => {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    const informative = new RegExp(`\\d|\\b(${words.join("|")})\\b|${escape(brand.address.locality)}|\\{`, "i");
    for (const { where, eyebrow, section } of headings) {
      // Labels of a kind of page: "Case study · {category} · {year}", "Legal · terms you can read".
      if (where.startsWith("case-study") || where.startsWith("legal")) continue;
      expect(eyebrow, where).toMatch(informative);
      // "Six benefits" over six benefits tells the reader nothing the page does not show; a
      // count says something only with more ("Four of our 8 services", "Eight services, one team").
      const list = [section.items, section.steps, section.members].find(Array.isArray);
      const lead = eyebrow.split(" ")[0]!.toLowerCase();
      if (words.includes(lead)) expect(eyebrow.split(/\s+/).length, where).toBeGreaterThan(2);
      if (list && words.includes(lead)) expect(words.indexOf(lead) + 1, where).toBe(list.length);
    }
  });

  it("date the timeline with its first and last year", () => {
    const about = pages.find((p) => p.id === "about")!;
    const timeline = (fillPage("about", about.data) as { timeline: { eyebrow: string; items: { year: number }[] } })
      .timeline;
    expect(timeline.eyebrow).toBe(`${timeline.items[0]!.year}–${timeline.items.at(-1)!.year}`);
  });
});
