/** The agency's e-mail for each lead, through a Courier over the delivery outbox (ADR 0012, ADR 0022). */
import type { Transporter } from "nodemailer";
import type { LeadsConfig } from "../../config";
import { Courier, type Channel } from "./courier";
import type { Db, Engine } from "../store/db";
import { leadEmail } from "./mail";
import { claimNext, INBOX, outboxCounts, recordFailure, recordSent, releaseClaims, type Queue } from "./outbox";

export type NotifierConfig = Pick<
  LeadsConfig,
  "leadsFrom" | "leadsTo" | "deliveryRetryDelaysMs" | "deliveryClaimLeaseMs"
>;

function emailChannel(
  db: Db,
  engine: Engine,
  transport: Transporter,
  config: NotifierConfig & { leadsTo: string },
): Channel {
  const queue: Queue = { channel: "email", ...INBOX };
  return {
    what: "notification e-mail",
    doing: "e-mailing it",
    done: "e-mailed",
    async claim(now, leaseMs) {
      const claim = await claimNext(db, engine, queue, now, leaseMs);
      if (!claim) return undefined;
      return {
        id: claim.lead.id,
        attempt: claim.attempt,
        send: async () => {
          await transport.sendMail(leadEmail(claim.lead, config.leadsFrom, config.leadsTo));
        },
      };
    },
    recordSent: (id, at) => recordSent(db, queue, id, at),
    recordFailure: (id, failure) => recordFailure(db, queue, id, failure),
    health: () => outboxCounts(db, queue),
    releaseClaims: () => releaseClaims(db, "email"),
    // The transport is the leads context's, shared with the subscribers' mailer: closed there.
  };
}

/** E-mails each lead to LEADS_TO over SMTP; disabled (leads only stored) unless SMTP_URL and LEADS_TO are set. */
export class LeadNotifier extends Courier {
  constructor(db: Db, engine: Engine, transport: Transporter | undefined, config: NotifierConfig) {
    const leadsTo = config.leadsTo;
    super(
      transport && leadsTo ? emailChannel(db, engine, transport, { ...config, leadsTo }) : undefined,
      engine,
      config,
    );
  }
}
