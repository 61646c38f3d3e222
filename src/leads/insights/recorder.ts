/**
 * Page views are written in batches: a beacon is answered at once and its view joins a buffer
 * that is written every FLUSH_MS (or sooner when it fills). A crash may lose the views of the
 * last second (docs/reliability.md); a lead's attribution never waits on them, as it reads what
 * this instance has not written yet beside the database (`unwritten`), and never writes on the
 * lead's time. The buffer is bounded: past MAX_BUFFER views waiting (the database down), new
 * views are dropped and counted, never held without limit.
 */
import type { Db } from "../store/db";
import { storageReason } from "../store/storage";
import type { Device, Origin } from "./classify";

export interface View extends Origin {
  /** The agency's day (Asia/Kolkata). */
  day: string;
  /** When (ISO 8601 UTC): a visit is the views of a visitor without a 30-minute gap. */
  at: string;
  path: string;
  device: Device;
  visitor: string;
}

export const FLUSH_MS = 1_000;
const MAX_BUFFER = 20_000;
const BATCH = 500;

export class ViewRecorder {
  #buffer: View[] = [];
  /** Batches taken from the buffer whose write has not finished yet. */
  readonly #writes = new Set<View[]>();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;

  constructor(private readonly db: Db) {}

  add(view: View): void {
    if (this.#buffer.length >= MAX_BUFFER) {
      if (this.#dropped++ === 0)
        console.error(`Insights: ${MAX_BUFFER} views wait to be written; new ones are dropped.`);
      return;
    }
    this.#buffer.push(view);
    if (this.#buffer.length >= BATCH) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** The views of these visitors that are not in the database yet: waiting, or being written. */
  unwritten(visitors: readonly string[]): View[] {
    const mine = (v: View) => visitors.includes(v.visitor);
    return [...this.#buffer.filter(mine), ...[...this.#writes].flatMap((views) => views.filter(mine))];
  }

  /** Writes what waits; resolves when it (and any write before it) is done. Never throws. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const views = this.#buffer.splice(0);
    if (views.length > 0) this.#writes.add(views);
    this.#writing = this.#writing.then(async () => {
      for (let i = 0; i < views.length; i += BATCH) {
        const batch = views.slice(i, i + BATCH);
        try {
          await this.db
            .insertInto("insight_views")
            .values(
              batch.map((v) => ({
                day: v.day,
                at: v.at,
                path: v.path,
                referrer_host: v.referrerHost,
                channel: v.channel,
                source: v.source,
                medium: v.medium,
                campaign: v.campaign,
                device: v.device,
                visitor: v.visitor,
              })),
            )
            .execute();
        } catch (error) {
          console.error(`Insights: ${batch.length} view(s) not written (${storageReason(error)}).`);
        }
      }
      // Written (or given up on): from now on the database has them, or no one will.
      this.#writes.delete(views);
      if (this.#dropped > 0) {
        console.error(`Insights: ${this.#dropped} view(s) were dropped while the buffer was full.`);
        this.#dropped = 0;
      }
    });
    return this.#writing;
  }
}
