import nodemailer, { type Transporter } from "nodemailer";
import type { StoredLead } from "./leads";

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export function leadEmail(lead: StoredLead, from: string, to: string) {
  const lines = [
    `New enquiry from the website (${lead.subject})`,
    "",
    `Name:    ${lead.name}`,
    `E-mail:  ${lead.email}`,
    `Phone:   ${lead.phone || "not given"}`,
    `Subject: ${lead.subject}`,
    `Received: ${lead.createdAt}`,
    `Reference: ${lead.id}`,
    "",
    lead.message,
  ];
  return {
    from,
    to,
    replyTo: { name: lead.name, address: lead.email },
    subject: `New enquiry: ${lead.subject}, from ${lead.name}`,
    text: lines.join("\n"),
    headers: { "X-Lead-Id": lead.id },
  };
}
