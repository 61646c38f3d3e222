import { describe, expect, it } from "vitest";
import type { LeadRow } from "../src/leads/store/leads";
import { emailStatus, subscribersCsv, toCsv, toTable } from "./leads";

const lead = (fields: Partial<LeadRow>): LeadRow => ({
  id: "id-1",
  createdAt: "2026-11-20T10:00:00.000Z",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "",
  subject: "Other",
  budget: "",
  language: "en",
  message: "Hello there, a message.",
  isSpam: false,
  notifiedAt: null,
  notifyAttempts: 0,
  notifyError: null,
  givenUpAt: null,
  webhooks: [],
  visit: { entryPage: null, channel: null, source: null, campaign: null, formPage: null },
  ...fields,
});

describe("npm run leads", () => {
  it("shows bidi overrides and C0/C1 controls in the table as \\u{…}, never raw", () => {
    const table = toTable([lead({ name: "A\u202Eb\u202C", message: "line\u009b2J\u0007 and\u2066more" })]);
    expect(table).toContain("A\\u{202E}b\\u{202C}");
    expect(table).toContain("\\u{9B}2J\\u{7}");
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it("ends each CSV row with the language the lead was written in", () => {
    const csv = toCsv([lead({ language: "hi" }), lead({ id: "id-2" })])
      .trimEnd()
      .split("\n");
    expect(csv[0]!.split(",").at(-1)).toBe("language");
    expect(csv[1]!.split(",").at(-1)).toBe("hi");
    expect(csv[2]!.split(",").at(-1)).toBe("en");
  });

  it("keeps formula escaping in the CSV", () => {
    const csv = toCsv([lead({ name: '=HYPERLINK("http://x")', phone: "+91 1", message: "@SUM(A1)" })]);
    const row = csv.split("\n")[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain("'+91 1");
    expect(row).toContain("'@SUM(A1)");
  });

  it("leaves a plain e-mail address as it is, even one that starts with + or -, and escapes one that could call something", () => {
    const row = (email: string) =>
      toCsv([lead({ email })])
        .split("\n")[1]!
        .split(",")[2];
    expect(row("+cmd@example.com")).toBe("+cmd@example.com");
    expect(row("-list@example.com")).toBe("-list@example.com");
    expect(row("=cmd|' /C calc'!A0@x.com")).toBe("'=cmd|' /C calc'!A0@x.com");
    expect(row("@SUM(1+1)@x.com")).toBe("'@SUM(1+1)@x.com");
    const subscriber = {
      email: "+news@example.com",
      confirmedAt: null,
      signedUpAt: "2026-11-20T10:00:00.000Z",
      page: null,
      policyVersion: null,
    };
    expect(subscribersCsv([subscriber]).split("\n")[1]!.split(",")[0]).toBe("+news@example.com");
  });

  it("says where each lead's e-mail stands, and lists an unsendable one with its last error", () => {
    expect(emailStatus(lead({ notifiedAt: "2026-11-20T10:00:02.000Z", notifyAttempts: 1 }))).toBe("sent");
    expect(emailStatus(lead({}))).toBe("pending");
    expect(emailStatus(lead({ notifyAttempts: 2, notifyError: "ECONNREFUSED" }))).toBe(
      "pending, retrying (2 attempts; last error: ECONNREFUSED)",
    );
    const given = lead({ notifyAttempts: 3, notifyError: "ECONNREFUSED", givenUpAt: "2026-11-20T10:10:00.000Z" });
    expect(emailStatus(given)).toBe("UNSENDABLE: gave up after 3 attempts; last error: ECONNREFUSED");
    const table = toTable([given], { unsent: true });
    expect(table).toContain("id-1: UNSENDABLE: gave up after 3 attempts; last error: ECONNREFUSED");
    expect(toTable([], { unsent: true })).toBe("Every lead has been e-mailed and every webhook call delivered.\n");
    expect(toCsv([given]).split("\n")[0]).toMatch(
      /,id,email_status,entry_page,channel,source,campaign,form_page,budget,language$/,
    );
  });

  it("lists each undelivered webhook call under its lead, by the endpoint's host only", () => {
    const call = {
      deliveredAt: null,
      attempts: 5,
      error: "the endpoint answered 500",
      givenUpAt: "2026-11-20T11:00:00.000Z",
    };
    const table = toTable(
      [
        lead({
          notifiedAt: "2026-11-20T10:00:02.000Z",
          webhooks: [
            { ...call, endpoint: "https://hooks.example.com/T0KEN/secret" },
            { ...call, endpoint: "https://new.example.com/x", deliveredAt: "2026-11-20T12:00:00.000Z" },
          ],
        }),
      ],
      { unsent: true },
    );
    expect(table).toContain(
      "id-1: webhook to hooks.example.com: UNDELIVERED: gave up after 5 attempts; last error: the endpoint answered 500",
    );
    expect(table).not.toContain("T0KEN");
    expect(table).not.toContain("new.example.com");
  });
});
