/** The site's real content: every file valid, and the facts the spec and the brand fix. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkAllContent, contentCounts, loadCollection } from "../../../tools/content-files";
import { placeholderValues, fillPlaceholders } from "../brand/placeholders";
import { splitSections } from "./markdown";
import { permalink } from "../navigation/permalinks";
import { brand } from "../brand/brand";

const services = loadCollection("services").sort((a, b) => a.data.order - b.data.order);
const projects = loadCollection("projects").sort((a, b) => a.data.order - b.data.order);
const posts = loadCollection("blog");
const team = loadCollection("team").sort((a, b) => a.data.order - b.data.order);
const legal = loadCollection("legal");
const pages = Object.fromEntries(loadCollection("pages").map((p) => [p.id, p.data]));
/** Copy names brand facts as placeholders (src/lib/brand/placeholders.ts); these checks read it as the site shows it. */
const facts = placeholderValues(brand, contentCounts());
const filled = <T>(value: T) => fillPlaceholders(value, facts, { file: "src/content" });

/** Every string in a value, for the copy checks. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe("content files", () => {
  it("all pass their schema and rules", () => {
    expect(checkAllContent()).toEqual([]);
  });

  it("keep every order field unique within a collection", () => {
    for (const list of [services, projects, team]) {
      const orders = list.map((e) => e.data.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });
});

describe("services", () => {
  it("begin with the spec's eight, with ui-ux-design alone on the design layout", () => {
    // A ninth service is a content file plus its animation: it follows these, and no test changes.
    expect(services.slice(0, 8).map((s) => s.id)).toEqual([
      "web-development",
      "mobile-apps",
      "ui-ux-design",
      "custom-software",
      "cloud-services",
      "digital-strategy",
      "cybersecurity",
      "innovation",
    ]);
    expect(services.filter((s) => s.data.detail.kind === "design").map((s) => s.id)).toEqual(["ui-ux-design"]);
  });

  it("keep sentence counts within the brief", () => {
    for (const { data } of services) {
      expect(sentences(data.description), data.title).toBeLessThanOrEqual(2);
      for (const t of data.detail.testimonials) expect(sentences(t.quote), t.quote).toBeGreaterThanOrEqual(2);
      for (const t of data.detail.testimonials) expect(sentences(t.quote), t.quote).toBeLessThanOrEqual(3);
      for (const f of data.detail.faqs) expect(sentences(f.answer), f.answer).toBeGreaterThanOrEqual(2);
      for (const f of data.detail.faqs) expect(sentences(f.answer), f.answer).toBeLessThanOrEqual(4);
    }
  });

  it("state the reply promise as the brand facts do", () => {
    const servicesPage = pages.services as Extract<(typeof pages)[string], { page: "services" }>;
    const ctas = [servicesPage.cta, ...services.map((s) => s.data.detail.cta)];
    for (const c of ctas) expect(filled(c.text)).toContain(`within ${brand.replyHours} hours`);
  });
});

type PageOf<K extends string> = Extract<(typeof pages)[string], { page: K }>;

/** The spec's counts and labels: the schemas hold only what any content must satisfy. */
describe("the spec's literals and counts", () => {
  it("on every service page: four features, two testimonials, four FAQs; six benefits and six steps (design: five steps, three offerings of three points)", () => {
    for (const { id, data } of services) {
      expect(data.features, id).toHaveLength(4);
      expect(data.detail.testimonials, id).toHaveLength(2);
      expect(data.detail.faqs, id).toHaveLength(4);
      if (data.detail.kind === "full") {
        expect(data.detail.benefits, id).toHaveLength(6);
        expect(data.detail.process, id).toHaveLength(6);
      } else {
        expect(data.detail.designProcess, id).toHaveLength(5);
        expect(data.detail.offerings, id).toHaveLength(3);
        for (const o of data.detail.offerings) expect(o.points, o.title).toHaveLength(3);
      }
    }
  });

  it("on the services overview: its buttons and the seven process steps", () => {
    const overview = pages.services as PageOf<"services">;
    expect(overview.hero.ctaLabel).toBe("Request a Consultation");
    expect(overview.cta.buttonLabel).toBe("Get Started");
    expect(overview.process.steps.map((s) => s.title)).toEqual([
      "Discovery",
      "Strategy",
      "Design",
      "Development",
      "Testing",
      "Deployment",
      "Support",
    ]);
  });

  it("on the home, projects, about and contact pages", () => {
    expect((pages.home as PageOf<"home">).services.items).toHaveLength(4);
    expect((pages.projects as PageOf<"projects">).cta.buttonLabel).toBe("Start a Project");
    for (const p of projects) expect(p.data.results, p.id).toHaveLength(4);
    const about = pages.about as PageOf<"about">;
    expect(about.story.paragraphs).toHaveLength(3);
    expect(about.values.items).toHaveLength(4);
    expect(about.join.buttonLabel).toBe("Join Our Team");
    expect((pages.contact as PageOf<"contact">).faqs.items).toHaveLength(5);
  });
});

describe("projects", () => {
  it("are six, the first three featured, each naming its problem and approach", () => {
    expect(projects).toHaveLength(6);
    expect(projects.map((p) => p.data.featured)).toEqual([true, true, true, false, false, false]);
    for (const p of projects)
      expect(splitSections(p.body).map((s) => s.title)).toEqual(["The problem", "Our approach"]);
  });
});

describe("posts", () => {
  it("are at least six published ones, with unique titles", () => {
    expect(posts.filter((p) => !p.data.draft).length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.data.title)).size).toBe(posts.length);
  });
});

describe("about", () => {
  const about = pages.about as Extract<(typeof pages)[string], { page: "about" }>;

  it("has the values, timeline and team in the required order", () => {
    expect(about.values.items.map((v) => v.title)).toEqual(["Innovation", "Excellence", "Collaboration", "Integrity"]);
    // Each value's animation is named after it, and the art package has drawn it.
    for (const v of about.values.items) {
      expect(permalink.valueAnimation(v.title)).toBe(`/animations/value-${v.title.toLowerCase()}.json`);
      expect(fs.existsSync(path.join("public", permalink.valueAnimation(v.title))), v.title).toBe(true);
    }
    expect(about.timeline.items.map((t) => t.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    // Everyone in src/content/team appears, in their order; the spec's four come first.
    expect(about.team.members).toEqual(team.map((m) => m.id));
    expect(team.slice(0, 4).map((m) => [m.data.name, m.data.role])).toEqual([
      ["Arjun Mehta", "Founder & CEO"],
      ["Priya Raghavan", "Head of Design"],
      ["Karan Malhotra", "Principal Engineer"],
      ["Sneha Kapoor", "Head of Delivery"],
    ]);
  });

  it("tells the founding story consistently with the brand facts", () => {
    const story = filled(about.story.paragraphs.join(" "));
    expect(story).toContain(`in ${brand.address.locality} in ${brand.founded}`);
    // The figures are the fact sheet's (its stats), whatever they are this year.
    expect(story).toContain(`team of ${facts.teamMembers}`);
    expect(story).toContain(`${facts.projectsCompleted} projects`);
    expect(story).toContain(`${facts.happyClients} clients`);
  });
});

describe("legal pages", () => {
  const text = legal.map((l) => `${l.data.intro} ${l.body}`).join(" ");

  it("name the contact details of the brand facts", () => {
    expect(text).toContain(brand.email);
    expect(text).toContain(brand.address.postalCode);
  });

  it("state the facts the site's behaviour depends on", () => {
    expect(text).toContain('localStorage under the key "theme"');
    expect(text).toContain("24 months");
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain("Data Protection Board of India");
    const cookies = legal.find((l) => l.id === "cookies-policy")!;
    expect(splitSections(cookies.body)[1]!.markdown).toMatch(/^None\. This site sets no cookies/);
  });
});

describe("copy", () => {
  const copy = [
    ...[services, projects, team, legal, loadCollection("pages")].flatMap((list) =>
      list.flatMap((e) => [...allStrings(e.data), e.body]),
    ),
    ...posts.flatMap((p) => allStrings({ ...p.data, date: "" })),
  ];

  it("uses British spelling and has no placeholders", () => {
    const american =
      /\b\w*[^s\W]iz(e|es|ed|ing|ation|ations)\b|\w*yz(e|ed|es|ing)\b|\bcolor|\bcenter\b|behavior|\bcatalog\b|\bmodeling|\bfavor|\bdefense\b/i;
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|\bxxx\b|\bOVERVIEW\b/;
    for (const s of copy) {
      expect(s, s.slice(0, 80)).not.toMatch(american);
      expect(s, s.slice(0, 80)).not.toMatch(placeholder);
    }
  });

  it("names agency people only as who they are, never as quoted clients", () => {
    const names = team.map((m) => m.data.name);
    // A bio may call its person by first name; everywhere else a colleague gets the full name.
    const bios = new Set(team.map((m) => m.data.bio));
    for (const s of copy.filter((text) => !bios.has(text)))
      for (const given of names.map((n) => n.split(" ")[0]!))
        if (new RegExp(`\\b${given}\\b`).test(s))
          expect(
            names.some((n) => s.includes(n)),
            s.slice(0, 120),
          ).toBe(true);
    const quoted = services.flatMap((s) => s.data.detail.testimonials.map((t) => t.name));
    expect(quoted.filter((q) => names.some((n) => q.includes(n.split(" ")[1]!)))).toEqual([]);
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});
