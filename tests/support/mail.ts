/**
 * Reading an e-mail as its recipient does (mailparser): the integration tests read what the
 * SMTP listener received, the browser tests the .eml files the host wrote without SMTP.
 */
import fs from "node:fs";
import path from "node:path";

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  /** A header's whole line, unfolded ("List-Unsubscribe: <…>"), or undefined. */
  header: (name: string) => string | undefined;
  /** The confirm and unsubscribe links of a subscriber's e-mail, moved onto `origin` (the site under test). */
  links: (origin: string) => { confirm?: string; unsubscribe?: string };
}

export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
  const text = parsed.text ?? "";
  const onto = (link: string | undefined, origin: string) => {
    if (!link) return undefined;
    const url = new URL(link);
    return new URL(url.pathname + url.search, origin).href;
  };
  return {
    to,
    subject: parsed.subject ?? "",
    text,
    header: (name) => parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, " "),
    links: (origin) => ({
      confirm: onto(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(text)?.[0], origin),
      unsubscribe: onto(/https?:\/\/\S+\/newsletter\/unsubscribe\?id=[\w-]+&token=[\w-]+/.exec(text)?.[0], origin),
    }),
  };
}

/** The newest .eml file in `dir` addressed to `email`, read; undefined while there is none. */
export async function newestMailTo(dir: string, email: string): Promise<ReadMail | undefined> {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".eml"))
        .sort()
    : [];
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(dir, file));
    const mail = await readMail(raw);
    if (mail.to.toLowerCase() === email.toLowerCase()) return mail;
  }
  return undefined;
}
