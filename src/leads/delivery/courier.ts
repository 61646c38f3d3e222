/**
 * Delivers each stored lead to one place (the agency's inbox, a webhook) exactly once however
 * many instances run (ADR 0012, ADR 0018). It never blocks or fails the visitor's request: a
 * delivery is claimed from the database with a lease, sent, and recorded. A failed send is
 * retried with back-off while the process runs (DELIVERY_RETRY_DELAYS_MS); after the last one,
 * or at once when the receiver says never to try again, the delivery is flagged, logged once
 * and counted by /healthz. A delivery that went out but could not be recorded is recorded
 * again on its own, never sent again.
 */
import type { LeadsConfig } from "../../config";
import { storageReason } from "../store/storage";

export interface OutboxCounts {
  /** Real leads not delivered yet that the courier will still try. */
  pending: number;
  /** Real leads the courier gave up on: stored, but not delivered. */
  unsendable: number;
}

export interface DeliveryHealth extends Partial<OutboxCounts> {
  /** Whether this delivery is configured at all. */
  enabled: boolean;
  /** Why the counts are missing. */
  reason?: string;
  /** Set when the receiver asked for nothing more (a webhook's 410 Gone): why, and since when. */
  stopped?: string;
}

/** One claimed delivery: which lead, the attempt (1 for the first), and how to send it. */
export interface Claim {
  id: string;
  attempt: number;
  send(): Promise<void>;
}

/** Where a courier delivers, over the outbox that records it. */
export interface Channel {
  /** "notification e-mail": the log's name for one delivery. */
  what: string;
  /** "e-mailing it": what the log says was given up. */
  doing: string;
  /** "e-mailed": what the log says of a delivery that went out. */
  done: string;
  claim(now: Date, leaseMs: number): Promise<Claim | undefined>;
  recordSent(id: string, at: Date): Promise<void>;
  recordFailure(id: string, failure: { error: string; at: Date; nextAt: Date | undefined }): Promise<void>;
  health(): Promise<Omit<DeliveryHealth, "enabled">>;
  /** SQLite at start: frees the claims an earlier run of this site left (one instance owns the file). */
  releaseClaims?(): Promise<void>;
  /** A failure the receiver said not to retry (final): what else to stop. */
  stopped?(error: string, at: Date): Promise<void>;
  close?(): void;
}

/** A send failure that no retry can mend (a webhook's 410 Gone). A property, not a class: bundles differ. */
export function finalFailure(message: string): Error & { final: true } {
  return Object.assign(new Error(message), { final: true as const });
}

const isFinal = (error: unknown) =>
  typeof error === "object" && error !== null && "final" in error && error.final === true;

export type CourierConfig = Pick<LeadsConfig, "deliveryRetryDelaysMs" | "deliveryClaimLeaseMs">;

/** How often an instance looks for due deliveries besides its own wake-ups (other instances' retries, expired leases). */
const POLL_MS = 5_000;
/** At most this many deliveries per round, so that a round always ends. */
const ROUND = 100;
const COUNTS_CACHE_MS = 1_500;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class Courier {
  #timer: { at: number; handle: NodeJS.Timeout } | undefined;
  #round: Promise<void> | undefined;
  #again = false;
  #closed = false;
  #databaseDown = false;
  /** Deliveries that went out but whose record failed, with when they went out. */
  #sentUnrecorded = new Map<string, Date>();
  #counts: { at: number; result: Promise<DeliveryHealth> } | undefined;

  constructor(
    private readonly channel: Channel | undefined,
    private readonly engine: "sqlite" | "postgres",
    private readonly config: CourierConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.channel !== undefined;
  }

  /** Starts the rounds: deliveries left by an earlier run go now, then every few seconds whatever falls due. */
  start(): void {
    const channel = this.channel;
    if (!channel) return;
    if (this.engine === "postgres" || !channel.releaseClaims) return this.wake();
    // SQLite has one instance: a claim in the file is an earlier run's, which ended mid-send.
    // Waiting out its lease would only delay the lead.
    channel
      .releaseClaims()
      .catch((error: unknown) =>
        console.error(`Lead ${channel.what}s: could not free earlier claims (${storageReason(error)}).`),
      )
      .finally(() => this.wake());
  }

  /** A lead was just stored: deliver it now rather than at the next round. */
  notify(lead: { isSpam: boolean }): void {
    if (!lead.isSpam) this.wake();
  }

  private wake(): void {
    if (!this.channel || this.#closed) return;
    if (this.#round) {
      this.#again = true;
      return;
    }
    this.#round = this.runRound(this.channel).finally(() => {
      this.#round = undefined;
      if (this.#again) {
        this.#again = false;
        this.wake();
      } else {
        this.wakeIn(POLL_MS);
      }
    });
  }

  /** Keeps the earliest wake-up asked for. */
  private wakeIn(ms: number): void {
    if (this.#closed) return;
    const at = Date.now() + ms;
    if (this.#timer && this.#timer.at <= at) return;
    if (this.#timer) clearTimeout(this.#timer.handle);
    const handle = setTimeout(() => {
      this.#timer = undefined;
      this.wake();
    }, ms);
    handle.unref();
    this.#timer = { at, handle };
  }

  private async runRound(channel: Channel): Promise<void> {
    await this.recordUnrecorded(channel);
    for (let i = 0; i < ROUND && !this.#closed; i++) {
      let claim: Claim | undefined;
      try {
        claim = await channel.claim(this.now(), this.config.deliveryClaimLeaseMs);
        this.databaseIs(channel, true);
      } catch (error) {
        this.databaseIs(channel, false, error);
        return;
      }
      if (!claim) return;
      await this.attempt(channel, claim);
    }
    // A full round: more may be due.
    if (!this.#closed) this.#again = true;
  }

  private async attempt(channel: Channel, claim: Claim): Promise<void> {
    if (!this.#sentUnrecorded.has(claim.id)) {
      try {
        await claim.send();
      } catch (error) {
        await this.failed(channel, claim, error);
        return;
      }
      this.#sentUnrecorded.set(claim.id, this.now());
    }
    await this.recordUnrecorded(channel);
  }

  private async failed(channel: Channel, { id, attempt }: Claim, cause: unknown): Promise<void> {
    const error = errorText(cause);
    const delays = this.config.deliveryRetryDelaysMs;
    const delay = isFinal(cause) ? undefined : delays[attempt - 1];
    const at = this.now();
    const nextAt = delay === undefined ? undefined : new Date(at.getTime() + delay);
    const of = `attempt ${attempt} of ${delays.length + 1}`;
    if (nextAt) console.error(`Lead ${id}: ${channel.what} failed (${of}; next in ${delay} ms): ${error}`);
    try {
      await channel.recordFailure(id, { error, at, nextAt });
      if (isFinal(cause)) await channel.stopped?.(error, at);
    } catch (recordError) {
      // The lease is still ours; when it runs out, the lead is claimed and tried again.
      console.error(
        `Lead ${id}: ${channel.what} failed (${of}: ${error}), and the failure could not be recorded ` +
          `(${storageReason(recordError)}); it is tried again when its claim expires.`,
      );
      return;
    }
    if (nextAt) this.wakeIn(delay!);
    else {
      // Logged here only, after the flag is stored: once per lead.
      const why = isFinal(cause)
        ? `at once (${error}): the receiver asked for no retries`
        : `after ${attempt} attempts (last error: ${error})`;
      console.error(
        `Lead ${id}: gave up ${channel.doing} ${why}. ` +
          "It is stored: `npm run leads -- --unsent` shows it, and /healthz counts it.",
      );
    }
  }

  /** Records the deliveries that went out; those whose record fails stay here and are recorded on a later round. */
  private async recordUnrecorded(channel: Channel): Promise<void> {
    for (const [id, sentAt] of this.#sentUnrecorded) {
      try {
        await channel.recordSent(id, sentAt);
        this.#sentUnrecorded.delete(id);
      } catch (error) {
        console.error(
          `Lead ${id}: ${channel.done}, but recording that failed (${storageReason(error)}); ` +
            "recording it again shortly (it is not sent again).",
        );
        this.wakeIn(1_000);
        return;
      }
    }
  }

  /** Logs the database going away and coming back once each, not every round. */
  private databaseIs(channel: Channel, up: boolean, error?: unknown): void {
    if (up && this.#databaseDown) console.log(`Lead ${channel.what}s: the database answers again; sending resumes.`);
    if (!up && !this.#databaseDown) {
      console.error(
        `Lead ${channel.what}s: cannot claim leads (${storageReason(error)}); trying again every ${POLL_MS} ms.`,
      );
    }
    this.#databaseDown = !up;
  }

  /** For /healthz: how many leads wait for delivery, and how many were given up on (cached briefly). */
  health(): Promise<DeliveryHealth> {
    const channel = this.channel;
    if (!channel) return Promise.resolve({ enabled: false });
    const at = Date.now();
    if (this.#counts && at - this.#counts.at < COUNTS_CACHE_MS) return this.#counts.result;
    const result = channel.health().then(
      (counts): DeliveryHealth => ({ enabled: true, ...counts }),
      (error: unknown): DeliveryHealth => ({ enabled: true, reason: storageReason(error) }),
    );
    this.#counts = { at, result };
    return result;
  }

  /**
   * Stops the rounds and waits for a send under way, but at most `waitMs`: a receiver that
   * hangs must not hold up a shutdown. A lead left claimed is freed when its lease runs out.
   */
  async close(waitMs = 3_000): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer.handle);
    this.#timer = undefined;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([this.#round, gaveUp]);
    clearTimeout(timer);
    if (this.channel) {
      await this.recordUnrecorded(this.channel);
      if (this.#sentUnrecorded.size > 0) {
        console.error(
          `Shutting down with ${this.#sentUnrecorded.size} lead ${this.channel.what}(s) not recorded as delivered ` +
            `(${[...this.#sentUnrecorded.keys()].join(", ")}): the next start sends them again, with the same id.`,
        );
      }
    }
    this.channel?.close?.();
  }
}
