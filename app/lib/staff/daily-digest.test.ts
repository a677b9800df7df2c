import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { buildCompany } from "~/lib/company/company-profile";
import {
  type StaffDigest,
  capped,
  digestHasNews,
  nextDigest,
  staffDigestEmail,
  weekdayOf,
  workingDays,
} from "./daily-digest";

const company = buildCompany(DEFAULT_COMPANY_PROFILE);
const weekdays = workingDays(company);

function emptyDigest(overrides: Partial<StaffDigest> = {}): StaffDigest {
  return {
    date: "2026-11-30",
    recipient: { name: "ana", email: "ana@example.com" },
    overdueTasks: capped([]),
    todayTasks: capped([]),
    staleLeads: capped([]),
    consultations: [],
    manager: null,
    ...overrides,
  };
}

describe("when the digest goes", () => {
  it("works Monday to Friday with the default office hours", () => {
    expect([...weekdays].sort()).toEqual(["Friday", "Monday", "Thursday", "Tuesday", "Wednesday"]);
    expect(weekdayOf("2026-11-30")).toBe("Monday");
    expect(weekdayOf("2026-11-29")).toBe("Sunday");
  });

  it("is today's at 7:30 AM Florida time until it has gone, then the next working day's", () => {
    // Monday 6:00 AM EST (11:00 UTC): today's, at 12:30 UTC.
    expect(nextDigest(new Date("2026-11-30T11:00:00Z"), weekdays)).toEqual({
      date: "2026-11-30",
      sendAt: new Date("2026-11-30T12:30:00Z"),
    });
    // Monday 8:00 AM: Tuesday's.
    expect(nextDigest(new Date("2026-11-30T13:00:00Z"), weekdays)?.date).toBe("2026-12-01");
    // Friday evening: Monday's, past the weekend.
    expect(nextDigest(new Date("2026-12-04T23:00:00Z"), weekdays)?.date).toBe("2026-12-07");
  });

  it("keeps 7:30 on the offices' clock across the daylight-saving changes", () => {
    // Summer time (EDT, UTC-4) on Monday March 9, 2026; winter time (EST, UTC-5) on Monday November 2.
    expect(nextDigest(new Date("2026-03-07T12:00:00Z"), weekdays)?.sendAt).toEqual(new Date("2026-03-09T11:30:00Z"));
    expect(nextDigest(new Date("2026-10-31T12:00:00Z"), weekdays)?.sendAt).toEqual(new Date("2026-11-02T12:30:00Z"));
  });

  it("follows the offices' days, and never comes when no office opens", () => {
    expect(nextDigest(new Date("2026-12-05T12:00:00Z"), new Set(["Saturday"] as const))?.date).toBe("2026-12-05");
    expect(nextDigest(new Date("2026-12-05T13:00:00Z"), new Set())).toBeNull();
  });
});

describe("the digest e-mail", () => {
  it("is not sent when there is nothing to say", () => {
    expect(digestHasNews(emptyDigest())).toBe(false);
    expect(staffDigestEmail(emptyDigest(), company, "https://pools.example.com")).toBeNull();
    const quietManager = emptyDigest({
      manager: {
        unassigned: capped([]),
        uncontacted: capped([]),
        reps: [{ name: "bo", openLeads: 4, uncontacted: 0, overdueTasks: 0, staleLeads: 0 }],
      },
    });
    expect(digestHasNews(quietManager)).toBe(false);
  });

  it("lists tasks with links to their leads, in text and HTML, with names escaped", () => {
    const digest = emptyDigest({
      overdueTasks: capped([
        { leadId: 7, leadName: "Ana <b>Díaz</b>", what: "Call back", due: "Fri, Nov 27", note: "Asked about HOA" },
      ]),
      todayTasks: capped(
        Array.from({ length: 20 }, (_, i) => ({
          leadId: 100 + i,
          leadName: `Lead ${i}`,
          what: "Send proposal",
          due: "Today 10:00 AM",
          note: null,
        })),
      ),
    });
    const message = staffDigestEmail(digest, company, "https://pools.example.com/")!;
    expect(message.to).toEqual(["ana@example.com"]);
    expect(message.subject).toBe("Your day, Monday, November 30: 1 overdue task, 20 tasks today");
    expect(message.text).toContain("- Call back: Ana <b>Díaz</b> (Fri, Nov 27 · Asked about HOA)");
    expect(message.text).toContain("https://pools.example.com/admin/leads/7");
    expect(message.text).toContain("- and 5 more: https://pools.example.com/admin/tasks");
    expect(message.html).toContain("Ana &lt;b&gt;Díaz&lt;/b&gt;");
    expect(message.html).not.toContain("<b>Díaz</b>");
    expect(message.html).toContain('href="https://pools.example.com/admin/leads/7"');
    expect(message.html).toContain("and 5 more");
  });
});
