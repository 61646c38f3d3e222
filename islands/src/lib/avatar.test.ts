import { describe, expect, it } from "vitest";
import { avatarSvg, avatarTraits, hashName } from "./avatar";

const ids = (svg: string) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);

describe("avatarSvg", () => {
  it("is deterministic for the same name", () => {
    expect(avatarSvg("Rohan Iyer")).toBe(avatarSvg("Rohan Iyer"));
    expect(avatarSvg("  rohan   IYER ")).toBe(avatarSvg("Rohan Iyer"));
  });

  it("draws different people for different names", () => {
    const names = ["Rohan Iyer", "Ananya Sharma", "Vikram Desai", "Meera Nair", "Tom Fischer"];
    const svgs = new Set(names.map((n) => avatarSvg(n)));
    expect(svgs.size).toBe(names.length);
    const looks = new Set(names.map((n) => JSON.stringify({ ...avatarTraits(n) })));
    expect(looks.size).toBe(names.length);
  });

  it("returns a well-formed SVG at the requested size", () => {
    const svg = avatarSvg("Priya Raghavan", { size: 96 });
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 120 120"');
    expect(svg).toContain('width="96" height="96"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
    expect(svg).not.toMatch(/<text|<script|NaN|undefined/);
    const opened = (svg.match(/<g[\s>]/g) ?? []).length;
    expect((svg.match(/<\/g>/g) ?? []).length).toBe(opened);
  });

  it("falls back to 64 px for a missing or invalid size", () => {
    expect(avatarSvg("Sneha Kapoor")).toContain('width="64" height="64"');
    expect(avatarSvg("Sneha Kapoor", { size: Number.NaN })).toContain('width="64"');
    expect(avatarSvg("Sneha Kapoor", { size: -5 })).toContain('width="64"');
  });

  it("uses ids unique to the name, and only references its own ids", () => {
    const a = avatarSvg("Arjun Mehta");
    const b = avatarSvg("Karan Malhotra");
    const idsA = ids(a);
    const idsB = ids(b);
    expect(idsA.length).toBeGreaterThan(0);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
    expect(idsA.every((id) => id?.includes(hashName("Arjun Mehta").toString(36)))).toBe(true);
    const refs = [...a.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(refs.every((r) => idsA.includes(r))).toBe(true);
  });

  it("never puts the name into the markup", () => {
    expect(avatarSvg('<img src=x onerror="alert(1)">')).not.toContain("<img");
  });
});
