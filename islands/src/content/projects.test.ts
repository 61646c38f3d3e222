import { describe, expect, it } from "vitest";
import {
  getProject,
  projectCategories,
  projectListSchema,
  projectSchema,
  projects,
  projectsPage,
  projectsPageSchema,
  type Project,
} from "./projects";

const expected = [
  ["quantum-dashboard", "Quantum Dashboard", "Web Application", 2023],
  ["nexus-mobile-app", "Nexus Mobile App", "Mobile Application", 2023],
  ["fusion-platform", "Fusion Platform", "Platform Development", 2022],
  ["aurora-storefront", "Aurora Storefront", "E-commerce", 2022],
  ["pulse-health", "Pulse Health", "Mobile Application", 2021],
  ["atlas-freight-portal", "Atlas Freight Portal", "Web Application", 2021],
] as const;

function clone<T>(value: T): T {
  return structuredClone(value);
}

describe("projects content", () => {
  it("lists the six projects in order with ids 1..6 and the first three featured", () => {
    expect(projects.map((p) => [p.slug, p.title, p.category, p.year])).toEqual(expected);
    expect(projects.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(projects.map((p) => p.featured)).toEqual([true, true, true, false, false, false]);
  });

  it("gives every project a full case study", () => {
    for (const p of projects) {
      expect(p.image.src).toBe(`/images/projects/${p.slug}.jpg`);
      expect(p.description.length).toBeLessThanOrEqual(200);
      expect(p.caseStudy.results).toHaveLength(4);
      expect(p.caseStudy.problem).toHaveLength(2);
      expect(p.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(p.seo.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("covers every category and finds projects by slug", () => {
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(projectCategories));
    expect(getProject("pulse-health")?.title).toBe("Pulse Health");
    expect(getProject("no-such-project")).toBeUndefined();
    expect(projectsPageSchema.safeParse(projectsPage).success).toBe(true);
    expect(projectsPage.cta.buttonLabel).toBe("Start a Project");
  });

  it("rejects a project with a missing field", () => {
    const withoutClient: Partial<Project> = clone(projects[0]!);
    delete withoutClient.client;
    expect(projectSchema.safeParse(withoutClient).success).toBe(false);
    const noQuoteOk = clone(projects[0]!);
    delete noQuoteOk.caseStudy.quote;
    expect(projectSchema.safeParse(noQuoteOk).success).toBe(true);
  });

  it("rejects wrong counts, categories and image paths", () => {
    const threeResults = clone(projects[0]!);
    threeResults.caseStudy.results.pop();
    expect(projectSchema.safeParse(threeResults).success).toBe(false);

    const badCategory = { ...clone(projects[0]!), category: "Consulting" };
    expect(projectSchema.safeParse(badCategory).success).toBe(false);

    const badImage = clone(projects[1]!);
    badImage.image.src = "/images/projects/other.jpg";
    expect(projectSchema.safeParse(badImage).success).toBe(false);

    expect(projectListSchema.safeParse(clone(projects).slice(0, 5)).success).toBe(false);
    const duplicate = [...clone(projects)];
    duplicate[5] = { ...duplicate[0]!, id: 6 };
    expect(projectListSchema.safeParse(duplicate).success).toBe(false);
  });
});
