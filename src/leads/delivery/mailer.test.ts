import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { describe, expect, it, vi } from "vitest";
import { createMailer } from "./mailer";

const message = { from: "site@ignite.example", to: "reader@example.com", subject: "Please confirm", text: "Hello" };

describe("the subscribers' mailer", () => {
  it("sends over the transport it is given (the leads context's one SMTP transport), and leaves it open", async () => {
    // nodemailer's JSON transport: a real transport that builds the message and sends it nowhere.
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const send = vi.spyOn(transport, "sendMail");
    const close = vi.spyOn(transport, "close");
    const mailer = createMailer({ mailDir: path.join(os.tmpdir(), "unused") }, transport);
    expect(mailer.kind).toBe("smtp");
    await expect(mailer.send(message)).resolves.toBe("sent");
    expect(send).toHaveBeenCalledTimes(1);
    mailer.close();
    expect(close).not.toHaveBeenCalled();
  });

  it("without SMTP, writes each e-mail whole to MAIL_DIR and says it was not sent", async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-mailer-"));
    const mailer = createMailer({ mailDir }, undefined);
    expect(mailer.kind).toBe("files");
    const said = await mailer.send(message);
    expect(said).toMatch(/^written to .+\.eml \(SMTP_URL is not set, so it was not sent\)$/);
    const [file] = fs.readdirSync(mailDir);
    expect(fs.readFileSync(path.join(mailDir, file!), "utf8")).toMatch(/^To: reader@example\.com$/m);
    mailer.close();
  });
});
