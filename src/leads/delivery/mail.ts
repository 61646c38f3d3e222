import nodemailer, { type Transporter } from "nodemailer";
import type { StoredLead } from "../store/leads";
import { headerDisplayName, visible } from "./safe-text";

/** The site's languages as the agency reads them in a lead's e-mail. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: "English", hi: "Hindi" };

export function createMailTransport(smtpUrl: string): Transporter {
  // The timeouts go with the URL in one options object: as createTransport's second argument
  // (nodemailer's message defaults) they were never applied, which left its 2-minute connection
  // and 10-minute socket defaults in force.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** The domain of the From address ("Name <a@b.example>" or "a@b.example"). */
function messageIdDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.split("@").pop()!.trim() || "localhost";
}

/** Where the lead came from (insights), in the e-mail's words; nothing when no visit was found. */
function visitLines(lead: StoredLead): string[] {
  const visit = lead.visit;
  if (!visit) return [];
  const lines: string[] = [];
  if (visit.channel) {
    const from = [visit.source, visit.channel === visit.source ? null : `(${visit.channel})`].filter(Boolean).join(" ");
    lines.push(`Came from: ${visible(from)}${visit.campaign ? `, campaign "${visible(visit.campaign)}"` : ""}`);
  }
  if (visit.entryPage) lines.push(`Entry page: ${visible(visit.entryPage)}`);
  if (visit.formPage) lines.push(`Sent from: ${visible(visit.formPage)}`);
  return lines;
}

/**
 * The agency's e-mail for a lead. Visitor input reaches the headers only as a sanitised
 * display name (nodemailer encodes it); the e-mail address was validated by the schema.
 */
export function leadEmail(lead: StoredLead, from: string, to: string) {
  const name = headerDisplayName(lead.name);
  const lines = [
    `New enquiry from the website (${lead.subject})`,
    "",
    `Name:    ${visible(lead.name)}`,
    `E-mail:  ${lead.email}`,
    `Phone:   ${visible(lead.phone) || "not given"}`,
    `Subject: ${lead.subject}`,
    `Budget:  ${visible(lead.budget) || "not given"}`,
    `Language: ${LANGUAGE_NAMES[lead.language] ?? lead.language}`,
    `Received: ${lead.createdAt}`,
    `Reference: ${lead.id}`,
    ...visitLines(lead),
    "",
    visible(lead.message, { keepLines: true }),
  ];
  return {
    from,
    to,
    replyTo: { name, address: lead.email },
    subject: `New enquiry: ${lead.subject}, from ${name}`,
    text: lines.join("\n"),
    // The same lead always has the same Message-ID: the idempotency key a mailbox can drop a
    // second copy by, should a send ever be repeated (a crash between sending and recording it).
    messageId: `<lead-${lead.id}@${messageIdDomain(from)}>`,
    headers: { "X-Lead-Id": lead.id },
  };
}
