import { describe, expect, it } from "vitest";
import type { LeadRow } from "../src/leads/leads";
import { emailStatus, toCsv, toTable } from "./leads";

const lead = (fields: Partial<LeadRow>): LeadRow => ({
  id: "id-1",
  createdAt: "2026-11-20T10:00:00.000Z",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "",
  subject: "Other",
  message: "Hello there, a message.",
  isSpam: false,
  notifiedAt: null,
  notifyAttempts: 0,
  notifyError: null,
  givenUpAt: null,
  ...fields,
});

describe("npm run leads", () => {
  it("shows bidi overrides and C0/C1 controls in the table as \\u{…}, never raw", () => {
    const table = toTable([lead({ name: "A\u202Eb\u202C", message: "line\u009b2J\u0007 and\u2066more" })]);
    expect(table).toContain("A\\u{202E}b\\u{202C}");
    expect(table).toContain("\\u{9B}2J\\u{7}");
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it("keeps formula escaping in the CSV", () => {
    const csv = toCsv([lead({ name: '=HYPERLINK("http://x")', phone: "+91 1", message: "@SUM(A1)" })]);
    const row = csv.split("\n")[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain("'+91 1");
    expect(row).toContain("'@SUM(A1)");
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
    expect(toTable([], { unsent: true })).toBe("Every lead has been e-mailed.\n");
    expect(toCsv([given]).split("\n")[0]).toMatch(/,id,email_status$/);
  });
});
