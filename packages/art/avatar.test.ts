import { describe, expect, it } from "vitest";
import { avatarSvg, avatarTraits, presentation } from "./avatar";
import { readFileSync } from "node:fs";
import type { AvatarTraits } from "./avatar";

/** The people the package draws, with their chosen looks (people.json). */
const members = (
  JSON.parse(readFileSync(new URL("people.json", import.meta.url), "utf8")) as {
    people: { name: string; looks: Partial<AvatarTraits> }[];
  }
).people;
const TEAM = members.map((m) => m.name);
/** A team member's portrait traits: their chosen looks, the rest from the name. */
const memberTraits = (name: string) => avatarTraits(name, members.find((m) => m.name === name)?.looks);
const CLIENTS = [
  "Rohan Iyer",
  "Ananya Sharma",
  "Vikram Desai",
  "Meera Nair",
  "Tom Fischer",
  "Hannah Becker",
  "Dr Anjali Verma",
  "Claire O'Donnell",
];
/** A few hundred names, to check properties over many hashed portraits. */
const MANY = ["Aarav", "Neha", "Tom", "Kavya", "Omar", "Lucas", "Ritu", "Farhan", "Divya", "Erik"].flatMap((first) =>
  ["Sharma", "Iyer", "Okafor", "Das", "Fischer", "Qureshi", "Menon", "Becker", "Nair", "Lindqvist"].map(
    (last) => `${first} ${last}`,
  ),
);

const ALLOWED_TAGS = new Set(["svg", "path", "g", "rect"]);
const ALLOWED_ATTRS = new Set([
  "xmlns",
  "viewBox",
  "width",
  "height",
  "aria-hidden",
  "focusable",
  "fill",
  "fill-opacity",
  "d",
  "stroke",
  "stroke-width",
  "x",
  "y",
  "rx",
]);

/**
 * Checks the markup is well-formed XML of our small subset: nothing but tags (no text),
 * every tag known and closed in order, every attribute known and quoted.
 */
function checkMarkup(svg: string): void {
  const tags = svg.match(/<\/?[a-zA-Z]+(?:\s+[a-zA-Z-]+="[^"<>]*")*\s*\/?>/g) ?? [];
  expect(tags.join("")).toBe(svg);
  const open: string[] = [];
  for (const tag of tags) {
    const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1] ?? "";
    expect(ALLOWED_TAGS.has(name), `tag <${name}>`).toBe(true);
    for (const [, attr] of tag.matchAll(/\s([a-zA-Z-]+)="/g)) {
      expect(ALLOWED_ATTRS.has(attr ?? ""), `attribute ${attr}`).toBe(true);
    }
    if (tag.startsWith("</")) expect(open.pop()).toBe(name);
    else if (!tag.endsWith("/>")) open.push(name);
  }
  expect(open).toEqual([]);
  for (const [, d] of svg.matchAll(/\sd="([^"]*)"/g)) expect(d).toMatch(/^M[MmLlHhVvCcQqAaZz\d.\s-]+$/);
  for (const [, c] of svg.matchAll(/(?:fill|stroke)="([^"]*)"/g)) expect(c).toMatch(/^(#[0-9a-fA-F]{6}|none)$/);
}

describe("avatarSvg", () => {
  it("is deterministic for the same name", () => {
    expect(avatarSvg("Rohan Iyer")).toBe(avatarSvg("Rohan Iyer"));
    expect(avatarSvg("  rohan   IYER ")).toBe(avatarSvg("Rohan Iyer"));
    expect(avatarTraits("Rohan Iyer")).toEqual(avatarTraits("rohan iyer"));
  });

  it("draws different people for different names", () => {
    const names = [...TEAM, ...CLIENTS];
    expect(new Set(names.map((n) => avatarSvg(n, { looks: memberTraits(n) }))).size).toBe(names.length);
    expect(new Set(names.map((n) => JSON.stringify(memberTraits(n)))).size).toBe(names.length);
    // Over many names the hash spreads people across the looks, not onto a few.
    const looks = new Set(MANY.map((n) => JSON.stringify(avatarTraits(n))));
    expect(looks.size).toBeGreaterThan(MANY.length * 0.9);
    for (const trait of ["skin", "hair", "hairColour", "clothing", "outfit"] as const) {
      expect(new Set(MANY.map((n) => avatarTraits(n)[trait])).size, trait).toBeGreaterThan(4);
    }
  });

  it("keeps the hand-picked looks of the team, from their files in src/content/team", () => {
    expect(TEAM).toEqual(expect.arrayContaining(["Arjun Mehta", "Priya Raghavan", "Karan Malhotra", "Sneha Kapoor"]));
    expect(memberTraits("Arjun Mehta")).toMatchObject({ hair: "sidePart", beard: "short", outfit: "blazer" });
    expect(memberTraits("Priya Raghavan")).toMatchObject({ hair: "long", beard: "none" });
    expect(memberTraits("Karan Malhotra")).toMatchObject({ glasses: true });
    expect(memberTraits("Sneha Kapoor")).toMatchObject({ hair: "bun", beard: "none" });
    expect(avatarSvg("Sneha Kapoor", { looks: members.find((m) => m.name === "Sneha Kapoor")!.looks })).not.toBe(
      avatarSvg("Sneha Kapoor"),
    );
  });

  it("takes chosen traits over the hash, one by one", () => {
    const hashed = avatarTraits("Rohan Iyer");
    const glasses = !hashed.glasses;
    expect(avatarTraits("Rohan Iyer", { glasses })).toEqual({ ...hashed, glasses });
    expect(avatarTraits("Rohan Iyer", {})).toEqual(hashed);
  });

  it("suits the look to the first name", () => {
    for (const name of ["Hannah Becker", "Dr Anjali Verma", "Meera Nair", "Ritu Venkatesh", "Claire O'Donnell"]) {
      expect(presentation(name), name).toBe("f");
      expect(avatarTraits(name).beard, name).toBe("none");
    }
    for (const name of ["Tom Fischer", "Vikram Desai", "Aditya Rao", "Ravi Kumar", "James Thornton"]) {
      expect(presentation(name), name).toBe("m");
      expect(avatarTraits(name).earrings, name).toBe(false);
    }
  });

  it("returns well-formed SVG at the requested size", () => {
    const svg = avatarSvg("Priya Raghavan", { size: 96 });
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 120 120"');
    expect(svg).toContain('width="96" height="96"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
    for (const name of [...TEAM, ...CLIENTS, ...MANY]) checkMarkup(avatarSvg(name, { size: 96 }));
  });

  it("falls back to 64 px for a missing or invalid size", () => {
    expect(avatarSvg("Sneha Kapoor")).toContain('width="64" height="64"');
    expect(avatarSvg("Sneha Kapoor", { size: Number.NaN })).toContain('width="64"');
    expect(avatarSvg("Sneha Kapoor", { size: -5 })).toContain('width="64"');
  });

  it("can repeat on a page: no ids, so nothing for two instances to clash over", () => {
    const page = [...TEAM, ...CLIENTS, "Arjun Mehta", "Arjun Mehta"].map((n) => avatarSvg(n)).join("");
    expect(page).not.toMatch(/\bid=|url\(|href|<defs|<clipPath|<mask|Gradient/);
  });

  it("sits every portrait on the same ground, inside the same matte ring", () => {
    const first = (svg: string) => /<path fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1];
    const ring = (svg: string) => /<path fill="(#[0-9A-Fa-f]{6})" d="M0 0H120V120H0ZM60 5a55 55/.exec(svg)?.[1];
    const grounds = new Set([...TEAM, ...CLIENTS].map((n) => avatarSvg(n)).map((svg) => `${first(svg)} ${ring(svg)}`));
    expect(grounds.size).toBe(1);
    const [ground] = [...grounds];
    const [bg, matte] = (ground ?? "").split(" ");
    expect(bg).toMatch(/^#/);
    expect(matte).toBe(bg);
    // The ring is the last shape, so clothing never reaches the frame's edge.
    expect(avatarSvg("Arjun Mehta")).toMatch(/M60 5a55 55[^"]*"\/><\/svg>$/);
  });

  it("stays within 3 KB of inline markup per portrait", () => {
    for (const name of [...TEAM, ...CLIENTS, ...MANY]) {
      expect(new TextEncoder().encode(avatarSvg(name, { size: 256 })).length, name).toBeLessThanOrEqual(3072);
    }
  });

  it("never puts the name into the markup", () => {
    const svg = avatarSvg('<img src=x onerror="alert(1)">');
    expect(svg).not.toContain("<img");
    expect(svg).not.toContain("onerror");
    checkMarkup(svg);
  });
});
