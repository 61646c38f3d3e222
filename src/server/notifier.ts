import type { Transporter } from "nodemailer";
import type { ServerConfig } from "../config";
import type { Db } from "./db";
import { leadEmail } from "./mail";
import { markNotified, markNotifyFailed, unnotifiedLeads, type StoredLead } from "./leads";

/**
 * E-mails stored leads to the agency. Runs after the lead is committed and never blocks or
 * fails the visitor's request: an SMTP failure is logged, recorded on the row and retried
 * with back-off; leads still unsent at shutdown are retried at the next start.
 */
export class LeadNotifier {
  private inFlight = new Set<Promise<void>>();
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter | undefined,
    private readonly config: Pick<ServerConfig, "leadsFrom" | "leadsTo" | "mailRetryDelaysMs">,
  ) {}

  get enabled(): boolean {
    return this.transport !== undefined && this.config.leadsTo !== undefined;
  }

  notify(lead: StoredLead, attempt = 0): void {
    if (!this.enabled || this.closed || lead.isSpam) return;
    const task = this.send(lead, attempt).finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  retryPending(): void {
    if (!this.enabled) return;
    const maxAttempts = this.config.mailRetryDelaysMs.length + 1;
    unnotifiedLeads(this.db, maxAttempts * 2)
      .then((leads) => leads.forEach((lead) => this.notify(lead)))
      .catch((error) => console.error("Could not look up unsent lead notifications:", error));
  }

  private async send(lead: StoredLead, attempt: number): Promise<void> {
    try {
      await this.transport!.sendMail(leadEmail(lead, this.config.leadsFrom, this.config.leadsTo!));
      await markNotified(this.db, lead.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Lead ${lead.id}: notification e-mail failed (attempt ${attempt + 1}): ${message}`);
      await markNotifyFailed(this.db, lead.id, message).catch(() => undefined);
      const delay = this.config.mailRetryDelaysMs[attempt];
      if (delay !== undefined && !this.closed) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.notify(lead, attempt + 1);
        }, delay);
        timer.unref();
        this.timers.add(timer);
      }
    }
  }

  /**
   * Waits for sends under way, but at most `waitMs`: an SMTP server that hangs must not hold up
   * a shutdown. What is unsent stays unsent on its row and is retried at the next start.
   */
  async close(waitMs = 3_000): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([Promise.allSettled([...this.inFlight]), gaveUp]);
    clearTimeout(timer);
    this.transport?.close();
  }
}
