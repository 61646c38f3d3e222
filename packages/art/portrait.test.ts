import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadTeam, PORTRAIT_MAX_BYTES, writePeople } from "./people.mjs";
import { BACKDROPS, PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg } from "./portrait.mjs";

const dirs = [mkdtempSync(join(tmpdir(), "portraits-a-")), mkdtempSync(join(tmpdir(), "portraits-b-"))] as const;
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

interface Person {
  id: string;
  name: string;
  backdrop: string;
  looks: Record<string, unknown>;
}
const team = loadTeam() as Person[];

describe("team portraits", () => {
  it("gives each of the four leads a backdrop of the family, and no two the same", () => {
    expect(team.map((p) => p.id).sort()).toEqual(["arjun-mehta", "karan-malhotra", "priya-raghavan", "sneha-kapoor"]);
    for (const { backdrop } of team) expect(Object.keys(BACKDROPS)).toContain(backdrop);
    expect(new Set(team.map((p) => p.backdrop)).size).toBe(team.length);
    expect(() => portraitSvg({ ...team[0], backdrop: "beige" })).toThrow(/unknown backdrop/);
  });

  it("draws the same SVG for the same person and a different one for each person", () => {
    const svgs = team.map((p) => portraitSvg(p));
    expect(team.map((p) => portraitSvg(structuredClone(p)))).toEqual(svgs);
    expect(new Set(svgs).size).toBe(team.length);
    for (const svg of svgs) {
      expect(svg).toContain(`viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}"`);
      // Flat planes only: no gradients, filters, embedded images or text.
      expect(svg).not.toMatch(/<(linearGradient|radialGradient|filter|image|text)\b/);
    }
  });

  it("writes 4:5 PNGs of 800×1000 within the budget, byte for byte the same on every run", async () => {
    const [first, second] = [await writePeople(dirs[0]), await writePeople(dirs[1])];
    expect(first).toHaveLength(team.length);
    for (const [i, { file, bytes }] of first.entries()) {
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 800, 1000]);
      expect(bytes, file).toBeLessThanOrEqual(PORTRAIT_MAX_BYTES);
      expect(readFileSync(file).equals(readFileSync(second[i]!.file)), file).toBe(true);
    }
  });

  it("fills the frame with the ground and keeps the figure's top and the face in the upper middle", async () => {
    const [person] = team;
    const { data, info } = await sharp(Buffer.from(portraitSvg(person!)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;
    };
    const ground = BACKDROPS[person!.backdrop as keyof typeof BACKDROPS].toLowerCase();
    // The ground at the top corners; the figure, not the ground, at the eyes' height in the middle.
    expect(at(10, 10)).toBe(ground);
    expect(at(790, 10)).toBe(ground);
    expect(at(400, 390)).not.toBe(ground);
    // Nothing of the figure in the top tenth: a tighter crop keeps the whole head.
    for (let x = 0; x < 800; x += 20) expect(at(x, 100), `x ${x}`).toBe(ground);
  });
});
