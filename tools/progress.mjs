// @ts-check
/**
 * Progress for long work (issue 53): the first build's pictures, the release, the container
 * test's base image, a purge of a large table. At a terminal, one line redrawn in place: a bar,
 * the count and the total, and the time left. In a log (CI, a container build, a pipe), where a
 * redrawn line would be hundreds of lines, one plain line every `everyMs` (10 s).
 *
 * Written to stderr, so a command's own output (a CSV on stdout) stays clean.
 */

/** @typedef {{ write(text: string): unknown, isTTY?: boolean, columns?: number }} Stream */
/** @typedef {{ stream?: Stream, everyMs?: number, now?: () => number }} ProgressOptions */

/** "1m 05s", "42 s". @param {number} ms */
export function duration(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
}

/** The time left at this pace, or null before there is a pace to go by. @param {number} done @param {number} total @param {number} elapsedMs */
export function timeLeft(done, total, elapsedMs) {
  if (done <= 0 || elapsedMs <= 0) return null;
  return ((total - done) * elapsedMs) / done;
}

/** A bar of `width` cells for done/total. @param {number} done @param {number} total @param {number} width */
export function bar(done, total, width) {
  const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : 0;
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
}

/**
 * Counted work: `tick()` as each item is done, `done(summary)` at the end (the summary replaces
 * the bar at a terminal, and ends the log's lines). Nothing is printed for work that ends
 * before its first interval in a log.
 * @param {string} label @param {number} total @param {ProgressOptions} [options]
 */
export function progress(label, total, options = {}) {
  const { stream = process.stderr, everyMs = 10_000, now = Date.now } = options;
  const tty = Boolean(stream.isTTY);
  const started = now();
  let count = 0;
  let lastDraw = -Infinity;
  let drawn = false;

  const line = () => {
    const elapsed = now() - started;
    const left = timeLeft(count, total, elapsed);
    const percent = total > 0 ? Math.floor((count / total) * 100) : 100;
    const eta = left === null ? "" : `, about ${duration(left)} left`;
    return { elapsed, text: `${count}/${total} (${percent}%)${eta}`, percent, left };
  };

  const draw = (force = false) => {
    const t = now();
    if (tty) {
      if (!force && t - lastDraw < 100) return;
      const { text } = line();
      const width = Math.max(10, Math.min(30, (stream.columns ?? 80) - label.length - text.length - 6));
      stream.write(`\r\x1b[2K${label} ${bar(count, total, width)} ${text}`);
      drawn = true;
    } else {
      if (!force && t - lastDraw < everyMs) return;
      if (t - started < everyMs && !force) return;
      const { elapsed, text } = line();
      stream.write(`${label}: ${text} after ${duration(elapsed)}\n`);
    }
    lastDraw = t;
  };

  // In a log the first line comes after one interval, not at once.
  if (!tty) lastDraw = started;

  return {
    /** @param {number} [n] */
    tick(n = 1) {
      count = Math.min(total, count + n);
      draw();
    },
    /** @param {string} [summary] */
    done(summary) {
      if (tty && drawn) stream.write("\r\x1b[2K");
      if (summary) stream.write(`${summary}\n`);
    },
  };
}

/**
 * Work with no count (an image build, an install): at a terminal the elapsed time redrawn each
 * second; in a log a line every `everyMs`. Returns `stop(summary)`.
 * @param {string} label @param {ProgressOptions} [options]
 */
export function heartbeat(label, options = {}) {
  const { stream = process.stderr, everyMs = 10_000, now = Date.now } = options;
  const tty = Boolean(stream.isTTY);
  const started = now();
  const timer = setInterval(
    () => {
      const elapsed = duration(now() - started);
      stream.write(tty ? `\r\x1b[2K${label}… ${elapsed}` : `${label}: still working after ${elapsed}\n`);
    },
    tty ? 1_000 : everyMs,
  );
  timer.unref();
  /** @param {string} [summary] */
  return (summary) => {
    clearInterval(timer);
    if (tty) stream.write("\r\x1b[2K");
    if (summary) stream.write(`${summary}\n`);
  };
}
