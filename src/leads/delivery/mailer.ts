/**
 * How e-mails to subscribers leave the site: over SMTP when SMTP_URL is set, else written as
 * .eml files to MAIL_DIR (development), each named in the log. Nothing ever says an e-mail
 * was sent when it was written to a file.
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { LeadsConfig } from "../../config";

export interface Mailer {
  /** "smtp", or "files" when e-mails only go to MAIL_DIR. */
  readonly kind: "smtp" | "files";
  /** Sends (or writes) one e-mail; resolves with a phrase for the log: "sent" or "written to <file>". */
  send(message: SendMailOptions): Promise<string>;
  close(): void;
}

/** Over the leads context's one SMTP transport, which the context closes (not this mailer). */
function smtpMailer(transport: Transporter): Mailer {
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail(message);
      return "sent";
    },
    close: () => undefined,
  };
}

/** Writes each e-mail whole (headers and body, as SMTP would carry it) to `dir`. */
function fileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let count = 0;
  return {
    kind: "files",
    async send(message) {
      const info = (await transport.sendMail(message)) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${process.pid}-${++count}.eml`);
      await fs.writeFile(file, info.message);
      return `written to ${file} (SMTP_URL is not set, so it was not sent)`;
    },
    close: () => transport.close(),
  };
}

/** `transport`: the site's one SMTP transport when SMTP_URL is set (createMailTransport), else undefined. */
export function createMailer(config: Pick<LeadsConfig, "mailDir">, transport: Transporter | undefined): Mailer {
  return transport ? smtpMailer(transport) : fileMailer(config.mailDir);
}
