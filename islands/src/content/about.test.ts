import { describe, expect, it } from "vitest";
import { aboutPage, aboutPageSchema, type TeamMember } from "./about";

function clone<T>(value: T): T {
  return structuredClone(value);
}

describe("about content", () => {
  it("has the values, timeline and team in the required order", () => {
    expect(aboutPage.values.map((v) => v.title)).toEqual(["Innovation", "Excellence", "Collaboration", "Integrity"]);
    expect(aboutPage.values.map((v) => v.animation)).toEqual([
      "/animations/value-innovation.json",
      "/animations/value-excellence.json",
      "/animations/value-collaboration.json",
      "/animations/value-integrity.json",
    ]);
    expect(aboutPage.timeline.map((t) => t.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(aboutPage.team.map((m) => [m.name, m.role])).toEqual([
      ["Arjun Mehta", "Founder & CEO"],
      ["Priya Raghavan", "Head of Design"],
      ["Karan Malhotra", "Principal Engineer"],
      ["Sneha Kapoor", "Head of Delivery"],
    ]);
    expect(aboutPage.story.paragraphs).toHaveLength(3);
    expect(aboutPage.join.buttonLabel).toBe("Join Our Team");
  });

  it("tells the founding story consistently with the brand facts", () => {
    const story = aboutPage.story.paragraphs.join(" ");
    expect(story).toContain("2018");
    expect(story).toContain("Greater Noida");
    expect(story).toContain("15+");
    expect(story).toContain("100 projects");
  });

  it("rejects a missing field", () => {
    const data = clone(aboutPage);
    const member: Partial<TeamMember> = data.team[0]!;
    delete member.bio;
    expect(aboutPageSchema.safeParse(data).success).toBe(false);
  });

  it("rejects three values, a missing timeline year or a reordered team", () => {
    const threeValues = clone(aboutPage);
    threeValues.values.pop();
    expect(aboutPageSchema.safeParse(threeValues).success).toBe(false);

    const missingYear = clone(aboutPage);
    missingYear.timeline.splice(3, 1);
    expect(aboutPageSchema.safeParse(missingYear).success).toBe(false);

    const reordered = clone(aboutPage);
    reordered.team.reverse();
    expect(aboutPageSchema.safeParse(reordered).success).toBe(false);

    const wrongAnimation = clone(aboutPage);
    wrongAnimation.values[0]!.animation = "/animations/value-excellence.json";
    expect(aboutPageSchema.safeParse(wrongAnimation).success).toBe(false);
  });
});
