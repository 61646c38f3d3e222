import { describe, expect, it } from "vitest";
import { site } from "@/content/site";
import {
  fullDetailSchema,
  getService,
  homeServices,
  homeServiceSlugs,
  overviewProcessTitles,
  serviceSchema,
  serviceSlugs,
  services,
  servicesPage,
  servicesSchema,
  type Service,
} from "@/content/services";

function byKind<K extends Service["detail"]["kind"]>(kind: K) {
  return services.flatMap((s) => (s.detail.kind === kind ? [s.detail as Extract<Service["detail"], { kind: K }>] : []));
}

function first(): Service {
  const s = services[0];
  if (!s) throw new Error("no services");
  return s;
}

/** Every string in the content, so copy rules can be checked in one sweep. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object" && !("$$typeof" in value)) {
    return Object.values(value).flatMap(allStrings);
  }
  return [];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe("services content", () => {
  it("parses and lists the eight services in route order", () => {
    expect(servicesSchema.safeParse(services).success).toBe(true);
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
    for (const s of services) {
      expect(s.features).toHaveLength(4);
      expect(s.animation).toBe(`/animations/service-${s.slug}.json`);
    }
  });

  it("gives seven services the full layout and ui-ux-design the design layout", () => {
    const full = byKind("full");
    expect(full).toHaveLength(7);
    for (const d of full) {
      expect([d.benefits.length, d.process.length, d.testimonials.length, d.faqs.length]).toEqual([6, 6, 2, 4]);
    }
    const design = getService("ui-ux-design")?.detail;
    expect(design?.kind).toBe("design");
    if (design?.kind !== "design") return;
    expect(design.designProcess).toHaveLength(5);
    expect(design.offerings).toHaveLength(3);
    expect(design.offerings.every((o) => o.points.length === 3)).toBe(true);
  });

  it("has the overview hero, seven-step process and Get Started call to action", () => {
    expect(servicesPage.hero.ctaLabel).toBe("Request a Consultation");
    expect(servicesPage.process.map((p) => p.title)).toEqual([...overviewProcessTitles]);
    expect(servicesPage.cta.buttonLabel).toBe("Get Started");
  });

  it("resolves home-page services and unknown slugs", () => {
    expect(homeServices.map((s) => s.slug)).toEqual([...homeServiceSlugs]);
    expect(getService("digital-marketing")).toBeUndefined();
  });
});

describe("services schema rejects broken content", () => {
  it("rejects a service with a missing field", () => {
    const withoutFeatures: Partial<Service> = { ...first() };
    delete withoutFeatures.features;
    expect(serviceSchema.safeParse(withoutFeatures).success).toBe(false);
  });

  it("rejects an unknown field", () => {
    expect(serviceSchema.safeParse({ ...first(), redirect: "/services" }).success).toBe(false);
  });

  it("rejects three features", () => {
    const s = first();
    expect(serviceSchema.safeParse({ ...s, features: s.features.slice(0, 3) }).success).toBe(false);
  });

  it("rejects a full detail with five benefits", () => {
    const detail = byKind("full")[0];
    if (!detail) throw new Error("no full detail");
    expect(fullDetailSchema.safeParse(detail).success).toBe(true);
    const short = { ...detail, benefits: detail.benefits.slice(0, 5) };
    expect(fullDetailSchema.safeParse(short).success).toBe(false);
  });

  it("rejects services out of order and the wrong layout for a slug", () => {
    const [a, b, ...rest] = services;
    if (!a || !b) throw new Error("too few services");
    expect(servicesSchema.safeParse([b, a, ...rest]).success).toBe(false);
    const design = getService("ui-ux-design");
    expect(serviceSchema.safeParse({ ...design, slug: "innovation" }).success).toBe(false);
  });

  it("rejects a non-icon", () => {
    expect(serviceSchema.safeParse({ ...first(), icon: "Code" }).success).toBe(false);
  });
});

describe("services copy", () => {
  const copy = [servicesPage, ...services].flatMap(allStrings);

  it("keeps sentence counts within the brief", () => {
    for (const d of byKind("full")) {
      for (const t of d.testimonials) expect(sentences(t.quote), t.quote).toBeLessThanOrEqual(3);
      for (const t of d.testimonials) expect(sentences(t.quote), t.quote).toBeGreaterThanOrEqual(2);
      for (const f of d.faqs) expect(sentences(f.answer), f.answer).toBeGreaterThanOrEqual(2);
      for (const f of d.faqs) expect(sentences(f.answer), f.answer).toBeLessThanOrEqual(4);
      for (const b of [...d.benefits, ...d.process]) {
        expect(sentences(b.description), b.description).toBeLessThanOrEqual(2);
      }
    }
    for (const s of services) expect(sentences(s.description), s.slug).toBeLessThanOrEqual(2);
  });

  it("uses British spelling and no placeholders", () => {
    const american =
      /\b\w*[^s\W]iz(e|es|ed|ing|ation|ations)\b|\w*yz(e|ed|es|ing)\b|\bcolor|\bcenter\b|behavior|\bcatalog\b|\bmodeling|\bfavor|\bdefense\b/i;
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|\bxxx\b|\[[^\]]*\]/i;
    for (const s of copy) {
      expect(s, s).not.toMatch(american);
      expect(s, s).not.toMatch(placeholder);
    }
  });

  it("states the reply promise as the site config does", () => {
    const ctas = [servicesPage.cta, ...services.map((s) => s.detail.cta)];
    for (const c of ctas) expect(c.text).toContain(`within ${site.replyHours} hours`);
  });

  it("names agency people only as the team they are", () => {
    const team = ["Arjun Mehta", "Priya Raghavan", "Karan Malhotra", "Sneha Kapoor"];
    for (const s of copy) {
      for (const given of ["Arjun", "Priya", "Karan", "Sneha"]) {
        if (s.includes(given))
          expect(
            team.some((n) => s.includes(n)),
            s,
          ).toBe(true);
      }
    }
    const quoted = byKind("full").flatMap((d) => d.testimonials.map((t) => t.name));
    expect(quoted.filter((n) => team.some((m) => n.includes(m.split(" ")[1] ?? m)))).toEqual([]);
    expect(new Set(quoted).size).toBe(quoted.length);
  });
});
