import { describe, expect, it } from "vitest";
import { TRAIL_DOTS, dotSize, positionAt } from "./cursor-trail";

describe("cursor trail", () => {
  it("has five dots shrinking from 8 to 4 px", () => {
    expect(Array.from({ length: TRAIL_DOTS }, (_, i) => dotSize(i))).toEqual([8, 7, 6, 5, 4]);
  });

  it("places each dot where the pointer was its delay ago", () => {
    const samples = [
      { t: 0, x: 0, y: 0 },
      { t: 40, x: 10, y: 10 },
      { t: 90, x: 20, y: 20 },
      { t: 140, x: 30, y: 30 },
    ];
    expect(positionAt(samples, 150, 50)?.x).toBe(20);
    expect(positionAt(samples, 150, 100)?.x).toBe(10);
    expect(positionAt(samples, 150, 250)?.x).toBe(0);
  });
});
