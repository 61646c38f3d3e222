import type { Transporter } from "nodemailer";
import type { ServerConfig } from "../config";
import type { Db, Engine } from "./db";
import type { StoredLead } from "./leads";
import { leadEmail } from "./mail";
import {
  claimNextLead,
  outboxCounts,
  recordFailure,
  recordSent,
  releaseClaims,
  type Claim,
  type OutboxCounts,
} from "./outbox";
import { storageReason } from "./storage";

export type NotifierConfig = Pick<ServerConfig, "leadsFrom" | "leadsTo" | "mailRetryDelaysMs" | "mailClaimLeaseMs">;

export interface NotificationHealth extends Partial<OutboxCounts> {
  /** Whether leads are e-mailed at all (SMTP_URL and LEADS_TO set). */
  enabled: boolean;
  /** Why the counts are missing. */
  reason?: string;
}

/** How often an instance looks for due leads besides its own wake-ups (other instances' retries, expired leases). */
const POLL_MS = 5_000;
/** At most this many leads per round, so that a round always ends. */
const ROUND = 100;
const COUNTS_CACHE_MS = 1_500;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * E-mails stored leads to the agency, exactly once per lead however many instances run
 * (ADR 0012). It never blocks or fails the visitor's request: a lead is claimed from the
 * database with a lease, sent, and recorded. A failed send is retried with back-off while the
 * process runs (MAIL_RETRY_DELAYS_MS); after the last one the lead is flagged, logged once and
 * counted by /healthz. An e-mail that went out but could not be recorded is recorded again
 * on its own, never sent again.
 */
export class LeadNotifier {
  #timer: { at: number; handle: NodeJS.Timeout } | undefined;
  #round: Promise<void> | undefined;
  #again = false;
  #closed = false;
  #databaseDown = false;
  /** Leads whose e-mail went out but whose record failed, with when it went out. */
  #sentUnrecorded = new Map<string, Date>();
  #counts: { at: number; result: Promise<NotificationHealth> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly transport: Transporter | undefined,
    private readonly config: NotifierConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get enabled(): boolean {
    return this.transport !== undefined && this.config.leadsTo !== undefined;
  }

  /** Starts the rounds: leads left unsent by an earlier run are sent now, then every few seconds whatever falls due. */
  start(): void {
    if (!this.enabled) return;
    if (this.engine === "postgres") return this.wake();
    // SQLite has one instance: a claim in the file is an earlier run's, which ended mid-send.
    // Waiting out its lease would only delay the lead.
    releaseClaims(this.db)
      .catch((error: unknown) =>
        console.error(`Lead notifier: could not free earlier claims (${storageReason(error)}).`),
      )
      .finally(() => this.wake());
  }

  /** A lead was just stored: e-mail it now rather than at the next round. */
  notify(lead: StoredLead): void {
    if (!lead.isSpam) this.wake();
  }

  private wake(): void {
    if (!this.enabled || this.#closed) return;
    if (this.#round) {
      this.#again = true;
      return;
    }
    this.#round = this.runRound().finally(() => {
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

  private async runRound(): Promise<void> {
    await this.recordUnrecorded();
    for (let i = 0; i < ROUND && !this.#closed; i++) {
      let claim: Claim | undefined;
      try {
        claim = await claimNextLead(this.db, this.engine, this.now(), this.config.mailClaimLeaseMs);
        this.databaseIs(true);
      } catch (error) {
        this.databaseIs(false, error);
        return;
      }
      if (!claim) return;
      await this.attempt(claim);
    }
    // A full round: more may be due.
    if (!this.#closed) this.#again = true;
  }

  private async attempt({ lead, attempt }: Claim): Promise<void> {
    if (!this.#sentUnrecorded.has(lead.id)) {
      try {
        await this.transport!.sendMail(leadEmail(lead, this.config.leadsFrom, this.config.leadsTo!));
      } catch (error) {
        await this.failed(lead, attempt, errorText(error));
        return;
      }
      this.#sentUnrecorded.set(lead.id, this.now());
    }
    await this.recordUnrecorded();
  }

  private async failed(lead: StoredLead, attempt: number, error: string): Promise<void> {
    const delays = this.config.mailRetryDelaysMs;
    const delay = delays[attempt - 1];
    const at = this.now();
    const nextAt = delay === undefined ? undefined : new Date(at.getTime() + delay);
    const of = `attempt ${attempt} of ${delays.length + 1}`;
    if (nextAt) console.error(`Lead ${lead.id}: notification e-mail failed (${of}; next in ${delay} ms): ${error}`);
    try {
      await recordFailure(this.db, lead.id, { error, at, nextAt });
    } catch (recordError) {
      // The lease is still ours; when it runs out, the lead is claimed and tried again.
      console.error(
        `Lead ${lead.id}: notification e-mail failed (${of}: ${error}), and the failure could not be recorded ` +
          `(${storageReason(recordError)}); it is tried again when its claim expires.`,
      );
      return;
    }
    if (nextAt) this.wakeIn(delay!);
    else {
      // Logged here only, after the flag is stored: once per lead.
      console.error(
        `Lead ${lead.id}: gave up e-mailing it after ${attempt} attempts (last error: ${error}). ` +
          "It is stored: `npm run leads -- --unsent` shows it, and /healthz counts it.",
      );
    }
  }

  /** Records the e-mails that went out; those whose record fails stay here and are recorded on a later round. */
  private async recordUnrecorded(): Promise<void> {
    for (const [id, sentAt] of this.#sentUnrecorded) {
      try {
        await recordSent(this.db, id, sentAt);
        this.#sentUnrecorded.delete(id);
      } catch (error) {
        console.error(
          `Lead ${id}: e-mailed, but recording that failed (${storageReason(error)}); ` +
            "recording it again shortly (it is not sent again).",
        );
        this.wakeIn(1_000);
        return;
      }
    }
  }

  /** Logs the database going away and coming back once each, not every round. */
  private databaseIs(up: boolean, error?: unknown): void {
    if (up && this.#databaseDown) console.log("Lead notifier: the database answers again; sending resumes.");
    if (!up && !this.#databaseDown) {
      console.error(`Lead notifier: cannot claim leads (${storageReason(error)}); trying again every ${POLL_MS} ms.`);
    }
    this.#databaseDown = !up;
  }

  /** For /healthz: how many leads wait for their e-mail, and how many were given up on (cached briefly). */
  health(): Promise<NotificationHealth> {
    if (!this.enabled) return Promise.resolve({ enabled: false });
    const at = Date.now();
    if (this.#counts && at - this.#counts.at < COUNTS_CACHE_MS) return this.#counts.result;
    const result = outboxCounts(this.db).then(
      (counts): NotificationHealth => ({ enabled: true, ...counts }),
      (error: unknown): NotificationHealth => ({ enabled: true, reason: storageReason(error) }),
    );
    this.#counts = { at, result };
    return result;
  }

  /**
   * Stops the rounds and waits for a send under way, but at most `waitMs`: an SMTP server that
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
    await this.recordUnrecorded();
    if (this.#sentUnrecorded.size > 0) {
      console.error(
        `Shutting down with ${this.#sentUnrecorded.size} e-mailed lead(s) not recorded as sent ` +
          `(${[...this.#sentUnrecorded.keys()].join(", ")}): the next start sends them again, with the same Message-ID.`,
      );
    }
    this.transport?.close();
  }
}
