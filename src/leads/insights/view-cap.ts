/**
 * At most MAX_VIEWS_A_DAY page views of one visitor a day, on each instance: no person reads 300
 * pages of this site in a day, and one client looping on the beacon (20,000 views in 9 s, issue 53)
 * must not become a visitor with 20,000 views or fill the table. Kept in memory, keyed by the
 * day's visitor code, and forgotten at midnight (Asia/Kolkata), when every code changes anyway.
 */

export const MAX_VIEWS_A_DAY = 300;
/** About 10 MB at most; past it the visitors seen longest ago are forgotten first. */
const MAX_VISITORS = 100_000;

export class ViewCap {
  #day = "";
  /** Views counted today per visitor, in the order the visitors were first seen. */
  readonly #counts = new Map<string, number>();

  constructor(
    private readonly limit = MAX_VIEWS_A_DAY,
    private readonly maxVisitors = MAX_VISITORS,
  ) {}

  /** Counts one more view of `visitor` on `day`; false when the visitor has had the day's views. */
  take(day: string, visitor: string): boolean {
    if (day !== this.#day) {
      this.#day = day;
      this.#counts.clear();
    }
    const count = this.#counts.get(visitor) ?? 0;
    if (count >= this.limit) return false;
    if (count === 0 && this.#counts.size >= this.maxVisitors) {
      this.#counts.delete(this.#counts.keys().next().value!);
    }
    this.#counts.set(visitor, count + 1);
    return true;
  }
}
