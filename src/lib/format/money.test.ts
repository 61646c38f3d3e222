import { describe, expect, it } from "vitest";
import { formatInrRange, formatUsdRange } from "./money";

describe("prices", () => {
  it("reads rupees in lakh and crore, with one unit where both ends share it", () => {
    expect(formatInrRange(150_000, 300_000)).toBe("₹1.5–3 lakh");
    expect(formatInrRange(800_000, 6_000_000)).toBe("₹8–60 lakh");
    expect(formatInrRange(6_000_000, 12_000_000)).toBe("₹60 lakh–1.2 crore");
    expect(formatInrRange(50_000, 90_000)).toBe("₹50,000–90,000");
  });

  it("reads dollars in thousands", () => {
    expect(formatUsdRange(2_000, 4_000)).toBe("US$2k–4k");
    expect(formatUsdRange(7_500, 22_000)).toBe("US$7.5k–22k");
  });
});
