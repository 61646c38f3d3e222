import { afterEach, describe, expect, it, vi } from "vitest";
import { bar, duration, heartbeat, progress, timeLeft } from "./progress.mjs";

/** A stream that keeps what was written, a terminal or a log. */
function stream(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, columns: 100, writes, write: (text: string) => writes.push(text), text: () => writes.join("") };
}

describe("progress", () => {
  afterEach(() => vi.useRealTimers());

  it("says durations and the time left at the pace so far", () => {
    expect(duration(4_400)).toBe("4 s");
    expect(duration(65_000)).toBe("1m 05s");
    expect(timeLeft(0, 402, 5_000)).toBeNull();
    expect(timeLeft(100, 400, 30_000)).toBe(90_000);
    expect(bar(1, 4, 8)).toBe("██░░░░░░");
    expect(bar(9, 4, 4)).toBe("████");
  });

  it("at a terminal, redraws one line with a bar, the count, the total and the time left", () => {
    let t = 0;
    const out = stream(true);
    const p = progress("Pictures", 402, { stream: out, now: () => t });
    t = 30_000;
    p.tick(101);
    const line = out.writes.at(-1)!;
    expect(line.startsWith("\r\x1b[2KPictures ")).toBe(true);
    expect(line).toContain("101/402 (25%)");
    expect(line).toMatch(/█+░+/);
    expect(line).toContain("about 1m 29s left");
    expect(line).not.toContain("\n");
    p.done("Pictures: 402 written");
    expect(out.text().endsWith("\r\x1b[2KPictures: 402 written\n")).toBe(true);
  });

  it("in a log, writes a plain line every interval and none in between", () => {
    let t = 0;
    const out = stream(false);
    const p = progress("Pictures", 400, { stream: out, now: () => t, everyMs: 10_000 });
    for (let i = 1; i <= 400; i++) {
      t = i * 100; // 40 s in all
      p.tick();
    }
    p.done("Pictures: 400 written (40.0 s)");
    const lines = out.text().trimEnd().split("\n");
    // At 10, 20, 30 and 40 s, then the summary.
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe("Pictures: 100/400 (25%), about 30 s left after 10 s");
    expect(lines.every((l) => !l.includes("\r"))).toBe(true);
    expect(lines.at(-1)).toBe("Pictures: 400 written (40.0 s)");
  });

  it("in a log, says nothing but the summary for work shorter than one interval", () => {
    let t = 0;
    const out = stream(false);
    const p = progress("Purge", 10, { stream: out, now: () => t });
    t = 2_000;
    p.tick(10);
    p.done("Deleted 10");
    expect(out.text()).toBe("Deleted 10\n");
  });

  it("without a count, beats every interval in a log and each second at a terminal", () => {
    vi.useFakeTimers();
    const log = stream(false);
    const stop = heartbeat("Building the base image", { stream: log, everyMs: 10_000 });
    vi.advanceTimersByTime(25_000);
    stop("Base image built");
    expect(log.text()).toBe(
      "Building the base image: still working after 10 s\nBuilding the base image: still working after 20 s\nBase image built\n",
    );
    const tty = stream(true);
    const stopTty = heartbeat("Installing", { stream: tty });
    vi.advanceTimersByTime(3_000);
    stopTty();
    expect(tty.writes.filter((w) => w.includes("Installing…"))).toHaveLength(3);
  });
});
