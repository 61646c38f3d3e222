import nodemailer, { type Transporter } from "nodemailer";
import type { StoredLead } from "./leads";
import { headerDisplayName, visible } from "./safe-text";

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
    `Received: ${lead.createdAt}`,
    `Reference: ${lead.id}`,
    "",
    visible(lead.message, { keepLines: true }),
  ];
  return {
    from,
    to,
    replyTo: { name, address: lead.email },
    subject: `New enquiry: ${lead.subject}, from ${name}`,
    text: lines.join("\n"),
    headers: { "X-Lead-Id": lead.id },
  };
}
